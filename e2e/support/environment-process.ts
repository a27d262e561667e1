// One e2e environment in a process of its own (global-setup.ts starts one per worker, so the
// stacks' HTTP work spreads over the cores): prints `E2E_ENVIRONMENT <json>` once it serves, stops
// on SIGTERM / SIGINT, or when its parent goes away (stdin closes).
import { startEnvironment } from './start-environment.ts';

const env = await startEnvironment({
  log: process.env.E2E_VERBOSE ? (line) => console.error(`[e2e env ${process.pid}] ${line}`) : undefined,
}).catch((error: Error) => {
  console.error(`e2e environment failed to start: ${error.stack ?? error.message}`);
  process.exit(1);
});
console.log(`E2E_ENVIRONMENT ${JSON.stringify(env.info)}`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await env.stop();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
process.stdin.on('end', () => void stop());
process.stdin.resume();
