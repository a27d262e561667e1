// Entry of the PGlite worker thread (db/pglite.ts starts it). Worker threads do not inherit the main
// thread's TypeScript loader, so register tsx's here before importing the TypeScript entry.
import { workerData } from 'node:worker_threads';

const { register } = await import('tsx/esm/api');
register();
await import(workerData.entry);
