// The stack as a whole (issue 30, findings 7 and 9): while it starts, every service answers 503 with
// Retry-After (never a 500), and edge-function processes end with the stack's process, even when it
// is killed with SIGKILL, so a restarted stack finds their ports free.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { connect, createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { keysFromEnv } from '../src/keys.ts';
import { PROJECT_DIR, startTestStack } from '../src/testing.ts';

const ANON_KEY = keysFromEnv().anonKey;

describe('starting', () => {
  it('answers 503 with Retry-After on every service until all are ready', async () => {
    const seen: { path: string; status: number; retryAfter: string | null; body: string }[] = [];
    let upgrade: number | undefined;
    const stack = await startTestStack({
      onListening: async (url) => {
        const apikey = ANON_KEY;
        for (const path of [
          '/auth/v1/health',
          '/rest/v1/',
          '/functions/v1/echo',
          '/storage/v1/bucket',
          '/realtime/v1/api/broadcast',
        ]) {
          const res = await fetch(url + path, { headers: { apikey, authorization: `Bearer ${apikey}` } });
          seen.push({ path, status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.text() });
        }
        const ws = new WebSocket(`${url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${apikey}&vsn=1.0.0`);
        upgrade = await new Promise<number>((resolve) => {
          ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
          ws.on('open', () => resolve(101));
          ws.on('error', () => resolve(0));
        });
        ws.terminate();
      },
    });
    try {
      for (const s of seen) {
        expect(s.status, s.path).toBe(503);
        expect(s.retryAfter, s.path).toBe('1');
        expect(JSON.parse(s.body)).toEqual({ message: 'The service is starting. Try again shortly.' });
      }
      expect(seen).toHaveLength(5);
      expect(upgrade).toBe(503);
      const health = await fetch(`${stack.url}/auth/v1/health`, { headers: { apikey: stack.anonKey } });
      expect(health.status).toBe(200);
    } finally {
      await stack.stop();
    }
  }, 120_000);
});

const CHILD = fileURLToPath(new URL('./support/child-stack.ts', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** A stack in its own process, serving the fixture functions on `port`; resolves once it is READY. */
async function childStack(port: number): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, String(port)], {
    cwd: PROJECT_DIR,
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const m = /READY (\S+)/.exec(output);
      if (m) resolve(m[1]!);
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`child stack exited (${code}): ${output}`)));
  });
  return { child, url };
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const listening = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function functionProcess(url: string): Promise<{ pid: number; port: number }> {
  const res = await fetch(`${url}/functions/v1/pid`, { method: 'POST', headers: { apikey: ANON_KEY } });
  expect(res.status).toBe(200);
  return (await res.json()) as { pid: number; port: number };
}

describe('edge-function processes', () => {
  it('end when the stack is killed with SIGKILL, and a restarted stack serves on the same ports', async () => {
    const port = await freePort();
    const first = await childStack(port);
    let second: ChildProcess | undefined;
    const pids: number[] = [];
    try {
      const fn = await functionProcess(first.url);
      pids.push(fn.pid);
      expect(alive(fn.pid)).toBe(true);
      expect(fn.port).toBeGreaterThan(0);
      expect(await listening(fn.port)).toBe(true);

      first.child.kill('SIGKILL');
      await once(first.child, 'exit');
      await expect.poll(() => alive(fn.pid), { timeout: 20_000, interval: 50 }).toBe(false);
      await expect.poll(() => listening(fn.port), { timeout: 20_000, interval: 50 }).toBe(false);

      const again = await childStack(port);
      second = again.child;
      expect(again.url).toBe(first.url);
      const fn2 = await functionProcess(again.url);
      pids.push(fn2.pid);
      expect(fn2.pid).not.toBe(fn.pid);
    } finally {
      for (const c of [first.child, second]) if (c && c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
      // Whatever happens above, no function process of this test is left behind.
      for (const pid of pids) if (alive(pid)) await expect.poll(() => alive(pid), { timeout: 20_000 }).toBe(false);
    }
  }, 240_000);
});
