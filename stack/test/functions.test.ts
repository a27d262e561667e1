// /functions/v1: fixture functions under Deno, as the edge runtime runs them.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, startTestStack, type RunningStack } from '../src/testing.ts';
import { signJwt } from '../src/jwt.ts';
import { call } from './support/http.ts';

const functionsDir = fileURLToPath(new URL('./fixtures/functions/', import.meta.url));
let stack: RunningStack;
beforeAll(async () => {
  stack = await startTestStack({ functionsDir, functionsVerifyJwt: { open: false } });
});
afterAll(() => stack?.stop());

describe('functions', () => {
  it('passes method, headers, body and the edge runtime environment through (supabase-js invoke)', async () => {
    const client = createTestClient(stack);
    // Concurrent first calls share one Deno boot.
    const calls = await Promise.all(
      [1, 2, 3].map(() =>
        client.functions.invoke('echo', { body: { hello: 'world' }, headers: { 'x-custom': 'abc' } }),
      ),
    );
    for (const c of calls) expect(c.error).toBeNull();
    const { data } = calls[0]!;
    expect(data).toMatchObject({
      method: 'POST',
      path: '/echo',
      body: JSON.stringify({ hello: 'world' }),
      authorization: `Bearer ${stack.anonKey}`,
      custom: 'abc',
      env: {
        SUPABASE_URL: stack.url,
        SUPABASE_ANON_KEY: stack.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
        hasDbUrl: true,
      },
    });
  }, 90_000);

  it('passes status, headers and query strings back', async () => {
    const res = await call(stack, '/functions/v1/echo/sub?status=418', { token: stack.anonKey });
    expect(res.status).toBe(418);
    expect(res.text).toBe('custom');
    expect(res.headers.get('x-fixture')).toBe('yes');
    const get = await call(stack, '/functions/v1/echo/sub/path?a=1', { token: stack.anonKey });
    expect(get.status).toBe(201);
    expect(get.json).toMatchObject({ method: 'GET', path: '/echo/sub/path', query: '?a=1', body: null });
  }, 90_000);

  it('verify_jwt: a valid JWT is required unless config says false', async () => {
    const missing = await call(stack, '/functions/v1/echo', { method: 'POST', body: '{}' });
    expect(missing.status).toBe(401);
    const forged = await call(stack, '/functions/v1/echo', {
      method: 'POST',
      body: '{}',
      token: await signJwt({ role: 'anon' }, 'x'.repeat(40)),
    });
    expect(forged.status).toBe(401);
    expect(forged.json.message).toBe('Invalid JWT');
    const open = await call(stack, '/functions/v1/open');
    expect(open.status).toBe(200);
    expect(open.json).toMatchObject({ upstream: 200, health: { name: 'GoTrue' } });
  }, 90_000);

  it('unknown functions answer 404 JSON', async () => {
    for (const name of ['missing', '..%2F..%2Fetc']) {
      const res = await call(stack, `/functions/v1/${name}`, { token: stack.anonKey });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ code: 'NOT_FOUND', message: 'Requested function was not found' });
    }
  });
});
