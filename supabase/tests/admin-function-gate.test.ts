// The request gate of create-initial-admin, run under the real Deno runtime: CORS preflight,
// method check and the optional ADMIN_SETUP_TOKEN (decisions.md). The token is checked before the
// function touches the backend, so a backend that cannot be reached proves the order.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const TOKEN = 'test-setup-token-1234';
let child: ChildProcess;
let base: string;

beforeAll(async () => {
  child = spawn(
    `${root}node_modules/.bin/deno`,
    ['run', '--allow-net', '--allow-env', 'supabase/functions/create-initial-admin/index.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        // A port the OS hands out: Deno says which in its "Listening on" line.
        DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
        ADMIN_SETUP_TOKEN: TOKEN,
        // Nothing listens here: any request that got past the gate would fail with 500.
        SUPABASE_URL: 'http://127.0.0.1:9',
        SUPABASE_SERVICE_ROLE_KEY: 'not-a-key',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('deno did not start')), 110_000);
    // Deno prints its "Listening on" line to stderr.
    const onData = (chunk: Buffer): void => {
      const listening = /Listening on https?:\/\/[^:\s]+:(\d+)/.exec(chunk.toString());
      if (listening) {
        base = `http://127.0.0.1:${listening[1]}`;
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`deno exited with ${code}`));
    });
  });
});

afterAll(() => {
  child?.kill();
});

describe('create-initial-admin request gate', () => {
  it('answers the CORS preflight', async () => {
    const res = await fetch(base, { method: 'OPTIONS' });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('x-admin-setup-token');
    await res.text();
  });

  it('refuses methods other than POST', async () => {
    const res = await fetch(base);
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual({ error: 'Method not allowed' });
  });

  it('refuses a POST without the setup token, or with a wrong one, before touching the backend', async () => {
    for (const headers of [{}, { 'x-admin-setup-token': 'wrong' }, { 'x-admin-setup-token': `${TOKEN}x` }] as Record<
      string,
      string
    >[]) {
      const res = await fetch(base, { method: 'POST', headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'Invalid or missing setup token' });
    }
  });

  it('lets a POST with the right token through to the backend', async () => {
    const res = await fetch(base, { method: 'POST', headers: { 'x-admin-setup-token': TOKEN } });
    // Past the gate the unreachable backend fails: proof the token was accepted.
    expect(res.status).toBe(500);
    await res.text();
  });
});
