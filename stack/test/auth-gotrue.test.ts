// Where the stack's Auth used to differ from GoTrue (found by trying the real supabase-js against
// both), each pinned: sessions after a password change, bans, refresh-token reuse, password length,
// client addresses for rate limits, error codes, /settings and the JWKS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, startTestStack, type RunningStack } from '../src/testing.ts';
import { signJwt } from '../src/jwt.ts';
import { call } from './support/http.ts';

let stack: RunningStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

let n = 0;
const email = () => `gotrue${++n}.${Date.now()}@example.com`;
const PASSWORD = 'Password123!';

async function member() {
  const address = email();
  const { error } = await createTestClient(stack).auth.signUp({ email: address, password: PASSWORD });
  if (error) throw error;
  return address;
}

async function signedIn(address: string, password = PASSWORD) {
  const client = createTestClient(stack);
  const { data, error } = await client.auth.signInWithPassword({ email: address, password });
  if (error) throw error;
  return { client, session: data.session! };
}

describe('sessions and bans', () => {
  it("a member's new password ends their other sessions, an admin's ends all", async () => {
    const address = await member();
    const a = await signedIn(address);
    const b = await signedIn(address);
    expect((await a.client.auth.updateUser({ password: 'Another-pass-2' })).error).toBeNull();
    expect((await a.client.auth.getUser()).error).toBeNull();
    const other = await call(stack, '/auth/v1/user', { token: b.session.access_token });
    expect(other.status).toBe(403);
    expect(other.json.error_code).toBe('session_not_found');
    expect((await b.client.auth.refreshSession()).error?.code).toBe('refresh_token_not_found');

    const admin = createTestClient(stack, stack.serviceRoleKey);
    const id = a.session.user.id;
    expect((await admin.auth.admin.updateUserById(id, { password: 'Admin-set-pass-3' })).error).toBeNull();
    expect((await call(stack, '/auth/v1/user', { token: a.session.access_token })).json.error_code).toBe(
      'session_not_found',
    );
  });

  it("a banned user's tokens are refused, and createUser honours ban_duration", async () => {
    const admin = createTestClient(stack, stack.serviceRoleKey);
    const banned = email();
    const created = await admin.auth.admin.createUser({
      email: banned,
      password: PASSWORD,
      email_confirm: true,
      ban_duration: '24h',
    });
    expect(created.error).toBeNull();
    expect(new Date(created.data.user!.banned_until!).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const refused = await createTestClient(stack).auth.signInWithPassword({ email: banned, password: PASSWORD });
    expect(refused.error?.code).toBe('user_banned');

    const address = await member();
    const { session } = await signedIn(address);
    await admin.auth.admin.updateUserById(session.user.id, { ban_duration: '1h' });
    expect((await call(stack, '/auth/v1/user', { token: session.access_token })).status).toBe(403);
    const refresh = await call(stack, '/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    });
    expect(refresh.status).toBe(400);
    // Even a token without a session (signed with the secret) is refused for a banned user.
    const sessionless = await signJwt(
      { sub: session.user.id, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 60 },
      stack.jwtSecret,
    );
    const res = await call(stack, '/auth/v1/user', { token: sessionless });
    expect(res.status).toBe(403);
    expect(res.json.error_code).toBe('user_banned');
  });

  it('reuse of a rotated refresh token: the current one within the interval, durable revocation after', async () => {
    const address = await member();
    const { session } = await signedIn(address);
    const refresh = (token: string) =>
      call(stack, '/auth/v1/token?grant_type=refresh_token', {
        method: 'POST',
        body: JSON.stringify({ refresh_token: token }),
      });
    const first = await refresh(session.refresh_token);
    expect(first.status).toBe(200);
    const again = await refresh(session.refresh_token);
    expect(again.status).toBe(200);
    expect(again.json.refresh_token).toBe(first.json.refresh_token);

    // Past the reuse interval (10 s): moved back in time rather than waited for. The original stays the
    // parent of the active token until that one rotates; then it is a stolen token.
    expect((await refresh(first.json.refresh_token)).status).toBe(200);
    await stack.db.query(`update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`, [
      session.refresh_token,
    ]);
    const stolen = await refresh(session.refresh_token);
    expect(stolen.status).toBe(400);
    expect(stolen.json.error_code).toBe('refresh_token_already_used');
    const { rows } = await stack.db.query<{ live: string }>(
      `select count(*) filter (where not revoked)::text as live from auth.refresh_tokens
       where session_id = (select session_id from auth.refresh_tokens where token = $1)`,
      [session.refresh_token],
    );
    expect(rows[0]!.live).toBe('0');
    // Every token of the session is spent: past the interval none comes back.
    await stack.db.query(
      `update auth.refresh_tokens set updated_at = now() - interval '1 minute'
       where session_id = (select session_id from auth.refresh_tokens where token = $1)`,
      [session.refresh_token],
    );
    expect((await refresh(first.json.refresh_token)).status).toBe(400);
  });
});

describe('passwords, limits and errors as GoTrue answers them', () => {
  it('refuses passwords over 72 bytes and counts length in bytes', async () => {
    const long = await createTestClient(stack).auth.signUp({ email: email(), password: 'a'.repeat(73) });
    expect(long.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Password cannot be longer than 72 characters',
    });
    const wide = await createTestClient(stack).auth.signUp({ email: email(), password: 'é'.repeat(37) });
    expect(wide.error?.message).toBe('Password cannot be longer than 72 characters');
    // Four two-byte characters are eight bytes: long enough for minimum_password_length = 8.
    expect((await createTestClient(stack).auth.signUp({ email: email(), password: 'éèêë' })).error).toBeNull();
  });

  it('does not trust X-Forwarded-For: a changed header does not escape the limit', async () => {
    // rateLimit 1 refills one request per 5 minutes: GoTrue's burst of 30 alone decides.
    const limited = await startTestStack({ rateLimit: 1 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 32; i++) {
        const res = await call(limited, '/auth/v1/token?grant_type=password', {
          method: 'POST',
          headers: { 'x-forwarded-for': `10.0.${i}.1` },
          body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([...Array(30).fill(400), 429, 429]);
    } finally {
      await limited.stop();
    }
    // Starts a stack of its own: a bound for a loaded machine, not a speed check.
  }, 120_000);

  it('answers error codes as GoTrue', async () => {
    const grant = await call(stack, '/auth/v1/token?grant_type=magic', { method: 'POST', body: '{}' });
    expect([grant.status, grant.json.error_code, grant.json.msg]).toEqual([
      400,
      'invalid_credentials',
      'unsupported_grant_type',
    ]);
    expect(grant.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    const short = await call(stack, '/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: 'abc' }),
    });
    expect([short.status, short.json.error_code, short.json.msg]).toEqual([
      400,
      'validation_failed',
      'Refresh token is not valid',
    ]);
    const id = await call(stack, '/auth/v1/admin/users/not-a-uuid', { token: stack.serviceRoleKey });
    expect([id.status, id.json.error_code, id.json.msg]).toEqual([404, 'validation_failed', 'user_id must be an UUID']);
    const { session } = await signedIn(await member());
    const app = await call(stack, '/auth/v1/user', {
      method: 'PUT',
      token: session.access_token,
      body: JSON.stringify({ app_metadata: { role: 'admin' } }),
    });
    expect([app.status, app.json.error_code]).toEqual([403, 'not_admin']);
  });

  it('lists every /settings key GoTrue returns, and an empty JWKS for an HS256 secret', async () => {
    const settings = await call(stack, '/auth/v1/settings');
    expect(Object.keys(settings.json).sort()).toEqual(
      [
        'disable_signup',
        'external',
        'mailer_autoconfirm',
        'passkeys_enabled',
        'phone_autoconfirm',
        'saml_enabled',
        'saml_private_key_next_configured',
        'sms_provider',
      ].sort(),
    );
    expect(Object.keys(settings.json.external)).toHaveLength(26);
    expect(settings.json.external).toMatchObject({ email: true, google: false, anonymous_users: false });
    const jwks = await call(stack, '/auth/v1/.well-known/jwks.json');
    expect(jwks.status).toBe(200);
    expect(jwks.json).toEqual({ keys: [] });
  });
});
