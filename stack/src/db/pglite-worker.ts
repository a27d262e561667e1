// The PGlite backend, alone in a worker thread. PGlite runs every statement synchronously: on the
// main thread no timer, socket or signal could run until it returned. Here the main thread stays free
// and can terminate this thread when a statement outlives its timeout (db/pglite.ts), which frees the
// whole wasm heap (wasm memory never shrinks otherwise).
//
// Requests arrive as WorkerRequest messages, one at a time (the main thread serialises them), and
// each gets one WorkerReply. Notifications go out as they come, whichever request produced them.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions.ts';
import { TarballFS } from './pglite-tarball.ts';

export interface WorkerInit {
  dataDir?: string;
  /** A dumped data directory (tar) to start from. */
  loadDataDir?: Uint8Array;
  /** Postgres's wasm, compiled once by the main thread (db/pglite.ts). */
  wasmModule?: WebAssembly.Module;
}

/** A request without its id, as the main thread builds it. */
export type WorkerCall =
  | { op: 'query'; sql: string; params: unknown[] }
  | { op: 'exec'; sql: string }
  | { op: 'stream'; bytes: Uint8Array }
  | { op: 'wire'; bytes: Uint8Array }
  | { op: 'listen' | 'unlisten'; channel: string }
  | { op: 'dump' }
  | { op: 'close' };

export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[] }
  | { id: number; op: 'exec'; sql: string }
  /** Extended-protocol messages of the stack's own batches: parsed backend messages back. */
  | { id: number; op: 'stream'; bytes: Uint8Array }
  /** Raw protocol bytes of a wire client: raw bytes back, notifications taken out. */
  | { id: number; op: 'wire'; bytes: Uint8Array }
  | { id: number; op: 'listen' | 'unlisten'; channel: string }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

export interface SerializedError {
  message: string;
  code?: string;
  detail?: string;
  hint?: string;
  /** The backend itself is gone (it exited or the wasm runtime failed): this worker is finished. */
  backendLost?: boolean;
}

export type WorkerReply =
  | { id: number; ok: true; result: unknown; inTransaction: boolean }
  | { id: number; ok: false; error: SerializedError; inTransaction: boolean };

export type WorkerEvent =
  { type: 'ready' } | { type: 'notify'; channel: string; payload: string } | { type: 'failed'; error: SerializedError };

// PGlite's sentinel for Postgres's own error longjmp (pglite.ts: POSTGRES_MAIN_LONGJMP).
const POSTGRES_MAIN_LONGJMP = 100;

class BackendLost extends Error {}

interface PostgresModule {
  _PostgresMainLoopOnce: () => void;
  stackRestore: (sp: number) => void;
}

/**
 * electric-sql/pglite#1058: execProtocolRawSync swallows every exception of the backend's main loop
 * that is not Postgres's error longjmp, and loops while input remains. When the backend exits
 * (`ExitStatus`, e.g. EOF in the middle of COPY FROM STDIN) or the wasm runtime fails (a JS
 * `RangeError` when the native stack runs out in deep recursion), the loop spins forever at 100%
 * CPU, or continues on a corrupted backend (wrong results, "bad buffer ID" later). Here such an
 * exception is remembered and rethrown from the catch block's own first call (stackRestore), so it
 * leaves the loop; the worker then reports the backend lost and is replaced.
 */
function guardBackend(pg: PGlite): () => unknown {
  const mod = (pg as unknown as { mod: PostgresModule }).mod;
  const loopOnce = mod._PostgresMainLoopOnce;
  const stackRestore = mod.stackRestore;
  let lost: unknown;
  mod._PostgresMainLoopOnce = () => {
    try {
      loopOnce();
    } catch (error) {
      if ((error as { status?: number })?.status !== POSTGRES_MAIN_LONGJMP) lost ??= error;
      throw error;
    }
  };
  mod.stackRestore = (sp: number) => {
    stackRestore(sp);
    if (lost !== undefined) throw new BackendLost(`the database backend stopped: ${describe(lost)}`);
  };
  return () => lost;
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  const status = (error as { status?: number })?.status;
  return status !== undefined ? `exit status ${status}` : String(error);
}

function serialize(error: unknown, lost: boolean): SerializedError {
  const e = error as { message?: string; code?: string; detail?: string; hint?: string };
  return {
    message: typeof e?.message === 'string' ? e.message : describe(error),
    code: typeof e?.code === 'string' ? e.code : undefined,
    detail: typeof e?.detail === 'string' ? e.detail : undefined,
    hint: typeof e?.hint === 'string' ? e.hint : undefined,
    backendLost: lost || undefined,
  };
}

/** Takes NotificationResponse ('A') messages out of raw backend output. */
function takeNotifications(data: Uint8Array, emit: (channel: string, payload: string) => void): Uint8Array {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const kept: Uint8Array[] = [];
  let at = 0;
  let keptFrom = 0;
  const decoder = new TextDecoder();
  while (at + 5 <= data.length) {
    const length = view.getInt32(at + 1);
    const end = at + 1 + length;
    if (data[at] === 0x41 /* A */ && end <= data.length) {
      const body = data.subarray(at + 9, end); // after type, length and the sender's pid
      const zero = body.indexOf(0);
      emit(decoder.decode(body.subarray(0, zero)), decoder.decode(body.subarray(zero + 1, body.indexOf(0, zero + 1))));
      kept.push(data.subarray(keptFrom, at));
      keptFrom = end;
    }
    at = end;
  }
  if (keptFrom === 0) return data;
  kept.push(data.subarray(keptFrom));
  const out = new Uint8Array(kept.reduce((n, p) => n + p.length, 0));
  let pos = 0;
  for (const p of kept) {
    out.set(p, pos);
    pos += p.length;
  }
  return out;
}

/**
 * A dumped data directory as PGlite's loadDataDir reads it (it only asks a Blob for its bytes and its
 * type). Not a real Blob: Node 20 reads one back in small chunks. Only for a data directory on disk
 * started from a dump; in memory TarballFS reads the dump in place.
 */
function tarball(bytes: Uint8Array): Blob {
  const buffer =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
      ? (bytes.buffer as ArrayBuffer)
      : (bytes.slice().buffer as ArrayBuffer);
  return { type: 'application/x-tar', size: bytes.byteLength, arrayBuffer: async () => buffer } as Blob;
}

async function main(): Promise<void> {
  const port = parentPort!;
  const init = workerData as WorkerInit;
  const send = (event: WorkerEvent | WorkerReply) => port.postMessage(event);
  let pg: PGlite;
  try {
    pg = await PGlite.create({
      dataDir: init.dataDir,
      // A snapshot in memory is read in place (pglite-tarball.ts), not through PGlite's loadDataDir.
      fs: init.loadDataDir && !init.dataDir ? new TarballFS(init.loadDataDir) : undefined,
      loadDataDir: init.loadDataDir && init.dataDir ? tarball(init.loadDataDir) : undefined,
      extensions: pgliteExtensions,
      pgliteWasmModule: init.wasmModule,
    });
    // Role-level settings apply only at login; PGlite's single session started before they existed.
    await pg.exec(`set search_path to "$user", public, extensions`);
    // Warm the catalog caches before taking requests: a fresh backend's first statements are slow,
    // and a replaced backend must not time out its first request on a busy machine.
    await pg.query(`select count(*) from pg_class c join pg_attribute a on a.attrelid = c.oid`);
  } catch (error) {
    send({ type: 'failed', error: serialize(error, true) });
    return;
  }
  const lostWith = guardBackend(pg);
  const notify = (channel: string, payload: string) => send({ type: 'notify', channel, payload });
  pg.onNotification(notify);

  const run = async (req: WorkerRequest): Promise<unknown> => {
    switch (req.op) {
      case 'query': {
        const res = await pg.query(req.sql, req.params);
        return { rows: res.rows, affectedRows: res.affectedRows };
      }
      case 'exec':
        await pg.exec(req.sql);
        return null;
      case 'stream':
        return (await pg.execProtocolStream(req.bytes, {})).map(plainMessage);
      case 'wire': {
        const raw = await pg.execProtocolRaw(req.bytes);
        return takeNotifications(raw, notify);
      }
      case 'listen':
        await pg.exec(`listen ${quoteIdent(req.channel)}`);
        return null;
      case 'unlisten':
        await pg.exec(`unlisten ${quoteIdent(req.channel)}`);
        return null;
      case 'dump':
        return new Uint8Array(await (await pg.dumpDataDir('none')).arrayBuffer());
      case 'close':
        await pg.close();
        return null;
    }
  };

  port.on('message', (req: WorkerRequest) => {
    void (async () => {
      try {
        const result = await run(req);
        send({ id: req.id, ok: true, result, inTransaction: inTransaction(pg) });
        if (req.op === 'close') process.exit(0);
      } catch (error) {
        const lost = lostWith() !== undefined || error instanceof BackendLost;
        send({ id: req.id, ok: false, error: serialize(error, lost), inTransaction: lost ? false : inTransaction(pg) });
        if (lost) send({ type: 'failed', error: serialize(lostWith() ?? error, true) });
      }
    })();
  });
  send({ type: 'ready' });
}

function inTransaction(pg: PGlite): boolean {
  try {
    return !pg.closed && pg.isInTransaction();
  } catch {
    return false;
  }
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Backend messages as plain data (structured clone drops class identity, keeps fields). */
function plainMessage(m: { name: string }): Record<string, unknown> {
  return { ...(m as unknown as Record<string, unknown>), name: m.name };
}

void main();
