// The gateway in front of the services: apikey like Kong, the Authorization it forwards, CORS, body limit,
// out-of-scope routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type RunningStack } from '../src/testing.ts';
import { signJwt } from '../src/jwt.ts';
import { call, expectNoTrace } from './support/http.ts';

let stack: RunningStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

describe('apikey', () => {
  for (const prefix of ['/auth/v1/settings', '/rest/v1/', '/functions/v1/anything']) {
    it(`${prefix} needs a valid apikey`, async () => {
      const missing = await call(stack, prefix, { apikey: null });
      expect(missing.status).toBe(401);
      expect(missing.json).toEqual({ message: 'No API key found in request' });
      const invalid = await call(stack, prefix, { apikey: 'nope' });
      expect(invalid.status).toBe(401);
      expect(invalid.json).toEqual({ message: 'Invalid API key' });
      const signedElsewhere = await call(stack, prefix, {
        apikey: await signJwt({ role: 'anon' }, 'some-other-secret-with-at-least-32-characters'),
      });
      expect(signedElsewhere.status).toBe(401);
    });
  }

  it('accepts the key as a query parameter and the service_role key', async () => {
    const query = await call(stack, `/auth/v1/settings?apikey=${stack.anonKey}`, { apikey: null });
    expect(query.status).toBe(200);
    const service = await call(stack, '/auth/v1/settings', { apikey: stack.serviceRoleKey });
    expect(service.status).toBe(200);
  });
});

// The CLI's kong.yml puts a request-transformer on the auth, rest, storage, functions and Realtime
// API routes: `Authorization: {{ .BearerToken }}` (added and replaced), the expression built in the
// CLI's internal/start/start.go. Services behind it always get an Authorization.
describe('the Authorization Kong forwards', () => {
  it('Storage: a request with no key and no token meets the JWT check ("Invalid Compact JWS")', async () => {
    const res = await fetch(`${stack.url}/storage/v1/bucket`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'Invalid Compact JWS',
    });
  });

  it('Storage: an apikey without Authorization is forwarded as the Authorization', async () => {
    const res = await fetch(`${stack.url}/storage/v1/bucket`, { headers: { apikey: stack.serviceRoleKey } });
    expect(res.status).toBe(200);
    expect(Array.isArray(await res.json())).toBe(true);
  });

  it('Storage: an Authorization carrying an sb_ API key is replaced by the apikey', async () => {
    const res = await fetch(`${stack.url}/storage/v1/bucket`, {
      headers: { apikey: stack.serviceRoleKey, authorization: 'Bearer sb_publishable_not_a_jwt' },
    });
    expect(res.status).toBe(200);
  });

  it('Data API: an Authorization that is not a Bearer token (a bare key, as Kong forwards an apikey) is no token', async () => {
    // PostgREST reads the token with wai's extractBearerAuth: anything else means anonymous.
    const path = '/rest/v1/rpc/no_such_function_for_the_gateway_test';
    const anonymous = await call(stack, path);
    for (const authorization of [stack.anonKey, 'Basic dXNlcjpwYXNz']) {
      const res = await call(stack, path, { headers: { authorization } });
      expect([res.status, res.json]).toEqual([anonymous.status, anonymous.json]);
    }
    expect(anonymous.status).toBe(404);
    const empty = await call(stack, path, { headers: { authorization: 'Bearer' } });
    expect([empty.status, (empty.json as { code: string }).code]).toEqual([401, 'PGRST301']);
  });
});

describe('CORS', () => {
  it('answers preflights for the app origin with the headers supabase-js sends', async () => {
    const res = await fetch(`${stack.url}/rest/v1/profiles`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization, apikey, content-type, prefer, x-client-info',
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(res.headers.get('access-control-allow-headers')).toContain('prefer');
  });

  it('never reflects an origin with credentials, as Kong answers', async () => {
    for (const origin of ['https://evil.example', 'null']) {
      const res = await call(stack, '/rest/v1/jobs?select=id', { headers: { origin } });
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('exposes Content-Range and friends on normal responses', async () => {
    const res = await call(stack, '/auth/v1/settings', { headers: { origin: 'http://localhost:5173' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const exposed = res.headers.get('access-control-expose-headers') ?? '';
    for (const h of [
      'Content-Range',
      'Content-Profile',
      'Range-Unit',
      'Location',
      'Preference-Applied',
      'X-Client-Info',
    ])
      expect(exposed).toContain(h);
  });
});

describe('limits and unknown routes', () => {
  it('refuses an oversized body with 413 JSON', async () => {
    const big = 'x'.repeat(11 * 1024 * 1024);
    const res = await call(stack, '/auth/v1/signup', {
      method: 'POST',
      body: JSON.stringify({ email: 'a@example.com', password: big }),
    });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ message: 'Request size limit exceeded' });
    // The server keeps serving after refusing it.
    expect((await call(stack, '/auth/v1/health')).status).toBe(200);
  });

  it('answers storage and unknown paths with clear 404 JSON, and realtime as Realtime does', async () => {
    // Storage is served (stack/test/storage-*.test.ts); its unknown routes answer in its own shape.
    const storage = await call(stack, '/storage/v1/nowhere');
    expect(storage.status).toBe(404);
    expect(storage.json).toMatchObject({ statusCode: '404', message: 'Route GET:/nowhere not found' });
    // The websocket endpoint wants an upgrade; other realtime paths are Phoenix's 404.
    const websocket = await call(stack, '/realtime/v1/websocket');
    expect(websocket.status).toBe(400);
    expect(websocket.json.message).toBe('Expected a websocket upgrade');
    const realtime = await call(stack, '/realtime/v1/nowhere');
    expect(realtime.status).toBe(404);
    expect(realtime.json).toEqual({ errors: { detail: 'Not Found' } });
    const other = await call(stack, '/nowhere');
    expect(other.status).toBe(404);
    expectNoTrace(other.text);
  });
});
