// /auth/v1 through supabase-js (and raw HTTP for exact shapes): GoTrue's flows, claims and errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { createTestClient, startTestStack, type RunningStack } from '../src/testing.ts';
import { signJwt } from '../src/jwt.ts';
import { call, expectNoTrace } from './support/http.ts';

let stack: RunningStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

let n = 0;
const email = () => `user${++n}.${Date.now()}@example.com`;
const PASSWORD = 'Password123!';

async function signedUp(meta: Record<string, unknown> = {}) {
  const client = createTestClient(stack);
  const address = email();
  const { data, error } = await client.auth.signUp({ email: address, password: PASSWORD, options: { data: meta } });
  if (error) throw error;
  return { client, email: address, session: data.session!, user: data.user! };
}

describe('sign-up', () => {
  it('creates the user in auth.users with a bcrypt hash, metadata and a session', async () => {
    const { session, user, email: address } = await signedUp({ full_name: 'Ada Lovelace' });
    expect(session.access_token).toBeTruthy();
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(user.email).toBe(address);
    expect(user.user_metadata.full_name).toBe('Ada Lovelace');
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    const { rows } = await stack.db.query<{
      encrypted_password: string;
      email_confirmed_at: Date | null;
      aud: string;
      role: string;
    }>('select encrypted_password, email_confirmed_at, aud, role from auth.users where id = $1', [user.id]);
    expect(rows[0]!.encrypted_password).toMatch(/^\$2[aby]\$\d\d\$/);
    expect(rows[0]!.email_confirmed_at).not.toBeNull();
    expect(rows[0]).toMatchObject({ aud: 'authenticated', role: 'authenticated' });
  });

  it('runs the project triggers on auth.users (profile row)', async () => {
    const { user } = await signedUp({ full_name: 'Grace Hopper', user_type: 'HR Professional' });
    const { rows } = await stack.db.query('select id from public.profiles where id = $1', [user.id]);
    expect(rows).toHaveLength(1);
  });

  it('refuses an e-mail already registered', async () => {
    const { email: address } = await signedUp();
    const { error } = await createTestClient(stack).auth.signUp({ email: address.toUpperCase(), password: PASSWORD });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('user_already_exists');
    expect(error?.message).toBe('User already registered');
  });

  it('refuses a short password with weak_password reasons', async () => {
    const { error } = await createTestClient(stack).auth.signUp({ email: email(), password: 'short' });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    expect(error?.message).toBe('Password should be at least 8 characters.');
    expect((error as unknown as { reasons: string[] }).reasons).toEqual(['length']);
  });

  it('answers missing fields and bad e-mails with validation errors in both API versions', async () => {
    // GoTrue's /signup route takes a body without e-mail or phone as an anonymous sign-in (off here).
    const legacy = await call(stack, '/auth/v1/signup', {
      method: 'POST',
      body: JSON.stringify({ password: PASSWORD }),
    });
    expect(legacy.status).toBe(422);
    expect(legacy.json).toEqual({
      code: 422,
      error_code: 'anonymous_provider_disabled',
      msg: 'Anonymous sign-ins are disabled',
    });
    const modern = await call(stack, '/auth/v1/signup', {
      method: 'POST',
      body: JSON.stringify({ email: email() }),
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
    expect(modern.status).toBe(400);
    expect(modern.json).toEqual({ code: 'validation_failed', message: 'Signup requires a valid password' });
    const bad = await call(stack, '/auth/v1/signup', {
      method: 'POST',
      body: JSON.stringify({ email: 'not-an-email', password: PASSWORD }),
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: 'Unable to validate email address: invalid format',
    });
  });

  it('answers invalid JSON and non-object bodies with 400 bad_json', async () => {
    for (const body of ['{"email":', '[1,2]', '"text"']) {
      const res = await call(stack, '/auth/v1/signup', { method: 'POST', body });
      expect(res.status).toBe(400);
      expect(res.json.error_code).toBe('bad_json');
      expectNoTrace(res.text);
    }
  });
});

describe('confirmations on', () => {
  it('returns no session and sign-in says the e-mail is not confirmed', async () => {
    const confirming = await startTestStack({ autoConfirm: false });
    try {
      const client = createTestClient(confirming);
      const address = email();
      const { data, error } = await client.auth.signUp({ email: address, password: PASSWORD });
      expect(error).toBeNull();
      expect(data.session).toBeNull();
      expect(data.user?.email).toBe(address);
      expect(data.user?.confirmation_sent_at).toBeTruthy();
      const signIn = await client.auth.signInWithPassword({ email: address, password: PASSWORD });
      expect(signIn.error?.status).toBe(400);
      expect(signIn.error?.code).toBe('email_not_confirmed');
      expect(signIn.error?.message).toBe('Email not confirmed');
    } finally {
      await confirming.stop();
    }
    // Starts a stack of its own: a bound for a loaded machine, not a speed check.
  }, 120_000);
});

describe('sign-in', () => {
  it('issues GoTrue claims and records last_sign_in_at', async () => {
    const { email: address, user } = await signedUp({ full_name: 'Claims' });
    await stack.db.query('update auth.users set last_sign_in_at = null where id = $1', [user.id]);
    const client = createTestClient(stack);
    const { data, error } = await client.auth.signInWithPassword({ email: address, password: PASSWORD });
    expect(error).toBeNull();
    const claims = decodeJwt(data.session!.access_token);
    expect(claims).toMatchObject({
      aud: 'authenticated',
      sub: user.id,
      email: address,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      app_metadata: { provider: 'email', providers: ['email'] },
      is_anonymous: false,
    });
    expect((claims.user_metadata as Record<string, unknown>).full_name).toBe('Claims');
    expect(typeof claims.session_id).toBe('string');
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect((claims.amr as { method: string }[])[0]!.method).toBe('password');
    const { rows } = await stack.db.query<{ last_sign_in_at: Date | null }>(
      'select last_sign_in_at from auth.users where id = $1',
      [user.id],
    );
    expect(rows[0]!.last_sign_in_at).not.toBeNull();
    const session = await stack.db.query('select 1 from auth.sessions where id = $1 and user_id = $2', [
      claims.session_id,
      user.id,
    ]);
    expect(session.rows).toHaveLength(1);
  });

  it('says Invalid login credentials for a wrong password or unknown user', async () => {
    const { email: address } = await signedUp();
    for (const [e, p] of [
      [address, 'WrongPassword1'],
      ['nobody@example.com', PASSWORD],
    ] as const) {
      const { data, error } = await createTestClient(stack).auth.signInWithPassword({ email: e, password: p });
      expect(data.session).toBeNull();
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.message).toBe('Invalid login credentials');
    }
  });

  it('answers missing e-mail and password with 400, never 5xx', async () => {
    const none = await call(stack, '/auth/v1/token?grant_type=password', { method: 'POST', body: '{}' });
    expect(none.status).toBe(400);
    expect(none.json.error_code).toBe('validation_failed');
    const noPassword = await call(stack, '/auth/v1/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: 'x@example.com' }),
    });
    expect(noPassword.status).toBe(400);
    expect(noPassword.json.error_code).toBe('invalid_credentials');
    const badGrant = await call(stack, '/auth/v1/token?grant_type=magic', { method: 'POST', body: '{}' });
    expect(badGrant.status).toBe(400);
  });
});

describe('refresh tokens', () => {
  it('rotates, accepts reuse within the interval, then refuses the used token', async () => {
    const { session } = await signedUp();
    const first = await call(stack, '/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    });
    expect(first.status).toBe(200);
    expect(first.json.refresh_token).not.toBe(session.refresh_token);
    expect(decodeJwt(first.json.access_token).session_id).toBe(decodeJwt(session.access_token).session_id);
    // A second tab refreshing with the same token inside the reuse interval gets the current one.
    const again = await call(stack, '/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    });
    expect(again.status).toBe(200);
    expect(again.json.refresh_token).toBe(first.json.refresh_token);
    // The original is the parent of the active token: it keeps answering the active one. Once the
    // active one rotates too, the original is a stale token, refused past the reuse interval.
    const second = await call(stack, '/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: first.json.refresh_token }),
    });
    expect(second.status).toBe(200);
    await stack.db.query(`update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`, [
      session.refresh_token,
    ]);
    const late = await call(stack, '/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    });
    expect(late.status).toBe(400);
    expect(late.json).toEqual({
      code: 400,
      error_code: 'refresh_token_already_used',
      msg: 'Invalid Refresh Token: Already Used',
    });
  });

  it('refuses an unknown refresh token through supabase-js (a malformed one: auth-gotrue.test.ts)', async () => {
    const client = createTestClient(stack);
    const { error } = await client.auth.refreshSession({ refresh_token: 'unknownrefre' });
    expect(error?.code).toBe('refresh_token_not_found');
    expect(error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
  });
});

describe('user and logout', () => {
  it('GET /user and PUT /user (data, password, email)', async () => {
    const { client, email: address } = await signedUp({ full_name: 'Before' });
    const upd = await client.auth.updateUser({ data: { full_name: 'After', extra: 1 } });
    expect(upd.error).toBeNull();
    expect(upd.data.user?.user_metadata).toMatchObject({ full_name: 'After', extra: 1 });
    const same = await client.auth.updateUser({ password: PASSWORD });
    expect(same.error?.code).toBe('same_password');
    const weak = await client.auth.updateUser({ password: 'x' });
    expect(weak.error?.code).toBe('weak_password');
    expect((await client.auth.updateUser({ password: 'NewPassword456!' })).error).toBeNull();
    // A member's own new address waits for its confirmation mail (GoTrue: always, whatever
    // mailer_autoconfirm says); the e-mail flows themselves are auth-mail.test.ts's.
    const newEmail = `new.${address}`;
    const changed = await client.auth.updateUser({ email: newEmail });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.email).toBe(address);
    expect(changed.data.user?.new_email).toBe(newEmail);
    const relogin = await createTestClient(stack).auth.signInWithPassword({
      email: address,
      password: 'NewPassword456!',
    });
    expect(relogin.error).toBeNull();
  });

  it('logout scopes: local ends one session, global ends all', async () => {
    const { client, email: address } = await signedUp();
    const other = createTestClient(stack);
    const second = await other.auth.signInWithPassword({ email: address, password: PASSWORD });
    const token1 = (await client.auth.getSession()).data.session!.access_token;
    const token2 = second.data.session!.access_token;
    expect((await call(stack, '/auth/v1/logout?scope=local', { method: 'POST', token: token1 })).status).toBe(204);
    const gone = await call(stack, '/auth/v1/user', { token: token1 });
    expect(gone.status).toBe(403);
    expect(gone.json.error_code).toBe('session_not_found');
    expect((await call(stack, '/auth/v1/user', { token: token2 })).status).toBe(200);
    const refreshAfter = await call(stack, '/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: second.data.session!.refresh_token }),
    });
    expect(refreshAfter.status).toBe(200);
    const { error } = await other.auth.signOut({ scope: 'global' });
    expect(error).toBeNull();
    const { rows } = await stack.db.query(
      'select 1 from auth.sessions s join auth.users u on u.id = s.user_id where u.email = $1',
      [address],
    );
    expect(rows).toHaveLength(0);
  });

  it('rejects forged, expired, wrong-secret and sub-less JWTs with 4xx', async () => {
    const { user, session } = await signedUp();
    const now = Math.floor(Date.now() / 1000);
    const base = { sub: user.id, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 600 };
    const cases: [string, string, number, string][] = [
      ['wrong secret', await signJwt(base, 'another-secret-that-is-at-least-32-characters'), 403, 'bad_jwt'],
      ['expired', await signJwt({ ...base, iat: now - 7200, exp: now - 3600 }, stack.jwtSecret), 403, 'bad_jwt'],
      [
        'forged payload',
        session.access_token.replace(
          /\.[^.]+\./,
          '.' + Buffer.from(JSON.stringify({ ...base, role: 'service_role' })).toString('base64url') + '.',
        ),
        403,
        'bad_jwt',
      ],
      ['garbage', 'not.a.jwt', 403, 'bad_jwt'],
      ['anon key (no sub)', stack.anonKey, 403, 'bad_jwt'],
      [
        'unknown user',
        await signJwt({ ...base, sub: '00000000-0000-4000-8000-00000000dead' }, stack.jwtSecret),
        403,
        'user_not_found',
      ],
      [
        'role that does not exist',
        await signJwt({ ...base, sub: '00000000-0000-4000-8000-00000000beef', role: 'no_such_role' }, stack.jwtSecret),
        403,
        'user_not_found',
      ],
    ];
    for (const [, token, status, code] of cases) {
      const res = await call(stack, '/auth/v1/user', { token });
      expect(res.status).toBe(status);
      expect(res.json.error_code).toBe(code);
      expectNoTrace(res.text);
    }
    const missing = await call(stack, '/auth/v1/user');
    expect(missing.status).toBe(401);
    expect(missing.json.error_code).toBe('no_authorization');
  });
});

describe('admin API', () => {
  it('is for the service_role key only', async () => {
    const { session } = await signedUp();
    const anon = await call(stack, '/auth/v1/admin/users', { token: stack.anonKey });
    expect(anon.status).toBe(403);
    expect(anon.json).toEqual({ code: 403, error_code: 'not_admin', msg: 'User not allowed' });
    const user = await call(stack, '/auth/v1/admin/users', { token: session.access_token });
    expect(user.status).toBe(403);
  });

  it('creates, lists, reads, updates and deletes users', async () => {
    const admin = createTestClient(stack, stack.serviceRoleKey).auth.admin;
    const address = email();
    const created = await admin.createUser({
      email: address,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { full_name: 'Admin Made' },
      app_metadata: { plan: 'x' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user!.email_confirmed_at).toBeTruthy();
    expect(created.data.user!.app_metadata).toMatchObject({ provider: 'email', plan: 'x' });
    const dup = await admin.createUser({ email: address, password: PASSWORD });
    expect(dup.error?.status).toBe(422);
    expect(dup.error?.code).toBe('email_exists');
    const list = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(list.error).toBeNull();
    expect(list.data.users.some((u) => u.id === id)).toBe(true);
    const got = await admin.getUserById(id);
    expect(got.data.user?.user_metadata.full_name).toBe('Admin Made');
    const upd = await admin.updateUserById(id, { user_metadata: { full_name: 'Renamed' }, password: 'Another123!' });
    expect(upd.error).toBeNull();
    expect(upd.data.user?.user_metadata.full_name).toBe('Renamed');
    const login = await createTestClient(stack).auth.signInWithPassword({ email: address, password: 'Another123!' });
    expect(login.error).toBeNull();
    expect((await admin.deleteUser(id)).error).toBeNull();
    const missing = await admin.getUserById(id);
    expect(missing.error?.status).toBe(404);
    expect(missing.error?.code).toBe('user_not_found');
    const badId = await call(stack, '/auth/v1/admin/users/not-a-uuid', { token: stack.serviceRoleKey });
    expect(badId.status).toBe(404);
  });

  it('unconfirmed admin-created users cannot sign in until confirmed', async () => {
    const admin = createTestClient(stack, stack.serviceRoleKey).auth.admin;
    const address = email();
    const created = await admin.createUser({ email: address, password: PASSWORD });
    const first = await createTestClient(stack).auth.signInWithPassword({ email: address, password: PASSWORD });
    expect(first.error?.code).toBe('email_not_confirmed');
    await admin.updateUserById(created.data.user!.id, { email_confirm: true });
    const second = await createTestClient(stack).auth.signInWithPassword({ email: address, password: PASSWORD });
    expect(second.error).toBeNull();
  });
});

describe('settings, health and rate limits', () => {
  it('GET /settings and /health', async () => {
    const settings = await call(stack, '/auth/v1/settings');
    expect(settings.status).toBe(200);
    expect(settings.json).toMatchObject({ external: { email: true }, disable_signup: false, mailer_autoconfirm: true });
    const health = await call(stack, '/auth/v1/health');
    expect(health.json.name).toBe('GoTrue');
  });

  it('limits sign-in per IP with 429 over_request_rate_limit when enabled', async () => {
    // rateLimit 1 refills one request per 5 minutes: GoTrue's burst of 30 alone decides.
    const limited = await startTestStack({ rateLimit: 1 });
    try {
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 32; i++) {
        last = await call(limited, '/auth/v1/token?grant_type=password', {
          method: 'POST',
          body: JSON.stringify({ email: 'a@example.com', password: 'whatever1' }),
        });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([...Array(30).fill(400), 429, 429]);
      expect(last!.json).toEqual({
        code: 429,
        error_code: 'over_request_rate_limit',
        msg: 'Request rate limit reached',
      });
    } finally {
      await limited.stop();
    }
    // Starts a stack of its own: a bound for a loaded machine, not a speed check.
  }, 120_000);

  it('unknown auth routes answer 404 JSON', async () => {
    const res = await call(stack, '/auth/v1/nope');
    expect(res.status).toBe(404);
    expect(res.json.error_code).toBe('not_found');
  });
});
