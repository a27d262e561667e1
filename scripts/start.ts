// `npm start`: the local stack and the Vite dev server together, for a newcomer. Flags after `--` go
// to the stack (npm start -- --memory). Ctrl-C stops both.
import { spawn, type ChildProcess } from 'node:child_process';
import { DEMO_ANON_KEY } from '../stack/src/keys.ts';

const stackArgs = process.argv.slice(2);
const portFlag = stackArgs.indexOf('--port');
const apiPort = portFlag >= 0 ? stackArgs[portFlag + 1] : '54321';
const apiUrl = `http://127.0.0.1:${apiPort}`;
const anonKey = process.env.STACK_ANON_KEY ?? DEMO_ANON_KEY;

const children: ChildProcess[] = [];
let stopping = false;

function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    process.exit(code);
  }, 10_000);
  force.unref();
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r))))).then(() =>
    process.exit(code),
  );
}

const stack = spawn(process.execPath, ['--import', 'tsx', 'stack/src/cli.ts', ...stackArgs], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
children.push(stack);
let viteStarted = false;
stack.stdout!.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  if (!viteStarted && chunk.toString().includes('API URL:')) {
    viteStarted = true;
    // vite's own bin under node (not npx) so a signal to it reaches the server itself.
    const vite = spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', '5173', '--strictPort'], {
      stdio: 'inherit',
      env: { ...process.env, VITE_SUPABASE_URL: apiUrl, VITE_SUPABASE_ANON_KEY: anonKey },
    });
    children.push(vite);
    vite.once('exit', (code) => {
      if (!stopping) {
        console.error(`vite exited (${code}); stopping`);
        stopAll(code ?? 1);
      }
    });
    console.log(`\nApp: http://localhost:5173 (talking to ${apiUrl})\n`);
  }
});
stack.once('exit', (code) => {
  if (!stopping) {
    console.error(`stack exited (${code}); stopping`);
    stopAll(code ?? 1);
  }
});

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
