// A test stack in a process of its own (`node --import tsx stack/test/support/child-stack.ts PORT`),
// so a test can kill it with SIGKILL: serves the fixture functions on PORT and prints READY.
import { fileURLToPath } from 'node:url';
import { startTestStack } from '../../src/testing.ts';

const port = Number(process.argv[2]);
const functionsDir = fileURLToPath(new URL('../fixtures/functions/', import.meta.url));
const stack = await startTestStack({ port, functionsDir, functionsVerifyJwt: { pid: false } });
console.log(`READY ${stack.url}`);
