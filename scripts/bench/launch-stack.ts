// Starts the stack of a checkout (this one, or an older one given to
// `npm run bench:load -- --against DIR`) in a process of its own, for the load benchmark:
// `tsx launch-stack.ts <checkout> <options json>` (databaseUrl, projectDir). Uses only startStack
// options every checkout since the embedded stack existed understands (port, memory, databaseUrl,
// projectDir, rateLimit); prints `BENCH_STACK <json>` once it serves, stops on SIGTERM.
import { pathToFileURL } from 'node:url';
import { join, resolve } from 'node:path';

const [checkoutArg, optionsArg] = process.argv.slice(2);
if (!checkoutArg || !optionsArg) throw new Error('usage: launch-stack.ts <checkout> <options json>');
const checkout = resolve(checkoutArg);
const options = JSON.parse(optionsArg) as { databaseUrl?: string; projectDir?: string };

interface Stack {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  stop(): Promise<void>;
}
const { startStack } = (await import(pathToFileURL(join(checkout, 'stack', 'src', 'index.ts')).href)) as {
  startStack(o: Record<string, unknown>): Promise<Stack>;
};
const stack = await startStack({
  port: 0,
  dbPort: null,
  memory: !options.databaseUrl,
  databaseUrl: options.databaseUrl,
  // Its own supabase/ folder, or another checkout's (the SQL of one commit on the stack of another).
  projectDir: options.projectDir ? resolve(options.projectDir) : checkout,
  applySeed: true,
  // 50 members sign up and in from one address: far past Auth's per-IP limit.
  rateLimit: false,
  inbox: false,
});
console.log(
  `BENCH_STACK ${JSON.stringify({ url: stack.url, anonKey: stack.anonKey, serviceRoleKey: stack.serviceRoleKey, pid: process.pid })}`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await stack.stop().catch(() => undefined);
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
