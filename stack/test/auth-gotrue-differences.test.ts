// The Auth differences issue 34 measured against GoTrue, each pinned to the GoTrue source that decides
// it (github.com/supabase/auth, internal/…): file and function in each test's comment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../src/jwt.ts';
import { createTestClient, startTestStack, type RunningStack } from '../src/testing.ts';
import { call } from './support/http.ts';
import { follow, latestTo, linkIn, messagesTo } from './support/inbox.ts';

let stack: RunningStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

let n = 0;
const email = () => `diff${++n}.${Date.now()}@example.com`;
const PASSWORD = 'Password123!';

const post = (target: RunningStack, path: string, body: unknown, token?: string) =>
  call(target, path, { method: 'POST', body: JSON.stringify(body), token });

async function signedUp(target = stack) {
  const address = email();
  const res = await post(target, '/auth/v1/signup', { email: address, password: PASSWORD });
  expect(res.status).toBe(200);
  return { address, session: res.json as { access_token: string; refresh_token: string; user: { id: string } } };
}

describe('e-mail links', () => {
  it('POST /magiclink mails a link to a known address and signs an unknown one up (magic_link.go MagicLink)', async () => {
    const { address } = await signedUp();
    const known = await post(stack, '/auth/v1/magiclink', { email: address });
    expect([known.status, known.json]).toEqual([200, {}]);
    expect((await latestTo(stack, address)).Subject).toBe('Your sign-in link');

    const fresh = email();
    const unknown = await post(stack, '/auth/v1/magiclink', { email: fresh, data: { plan: 'trial' } });
    expect([unknown.status, unknown.json]).toEqual([200, {}]);
    const { rows } = await stack.db.query<{ meta: Record<string, unknown> }>(
      'select raw_user_meta_data as meta from auth.users where email = $1',
      [fresh],
    );
    expect(rows[0]?.meta).toMatchObject({ plan: 'trial' });
    const link = linkIn(await latestTo(stack, fresh));
    expect(link).toContain('type=magiclink');

    const empty = await post(stack, '/auth/v1/magiclink', { email: '' });
    expect([empty.status, empty.json.error_code, empty.json.msg]).toEqual([
      422,
      'validation_failed',
      'Password recovery requires an email',
    ]);
  });

  it("the verify redirect's fragment carries sb= on success too (tokens/service.go AsRedirectURL)", async () => {
    const { address } = await signedUp();
    await post(stack, '/auth/v1/magiclink', { email: address });
    const { status, location, fragment } = await follow(linkIn(await latestTo(stack, address)));
    expect(status).toBe(303);
    expect(fragment.get('access_token')).toBeTruthy();
    expect(fragment.has('sb')).toBe(true);
    expect(fragment.get('sb')).toBe('');
    // GoTrue appends '#' + the encoded values to the redirect as given.
    expect(
      location.hash
        .slice(1)
        .split('&')
        .map((p) => p.split('=')[0]),
    ).toEqual(['access_token', 'expires_at', 'expires_in', 'refresh_token', 'sb', 'token_type', 'type']);
  });

  it('admin createUser leaves confirmation_sent_at unset: the first resend is sent (admin.go adminUserCreate, resend.go Resend)', async () => {
    const spaced = await startTestStack({ email: { maxFrequency: 60 } });
    try {
      const admin = createTestClient(spaced, spaced.serviceRoleKey);
      const address = email();
      const created = await admin.auth.admin.createUser({ email: address, password: PASSWORD });
      expect(created.error).toBeNull();
      expect(created.data.user?.confirmation_sent_at).toBeUndefined();
      const first = await post(spaced, '/auth/v1/resend', { type: 'signup', email: address });
      expect([first.status, first.json]).toEqual([200, {}]);
      expect(await messagesTo(spaced, address)).toHaveLength(1);
      // The second, within max_frequency, is the one refused.
      const second = await post(spaced, '/auth/v1/resend', { type: 'signup', email: address });
      expect([second.status, second.json.error_code]).toEqual([429, 'over_email_send_rate_limit']);
    } finally {
      await spaced.stop();
    }
    // Starts a stack of its own: a bound for a loaded machine, not a speed check.
  }, 120_000);

  it('generate_link type magiclink for an unknown address signs it up (mail.go adminGenerateLink)', async () => {
    const address = email();
    const res = await post(
      stack,
      '/auth/v1/admin/generate_link',
      { type: 'magiclink', email: address, data: { source: 'link' } },
      stack.serviceRoleKey,
    );
    expect(res.status).toBe(200);
    expect(res.json.verification_type).toBe('signup');
    expect(res.json.email).toBe(address);
    expect(res.json.user_metadata).toMatchObject({ source: 'link' });
    expect(res.json.action_link).toContain('type=signup');
    const verified = await post(stack, '/auth/v1/verify', { type: 'signup', token_hash: res.json.hashed_token });
    expect(verified.status).toBe(200);
    expect(verified.json.user.email).toBe(address);
  });
});

describe('features the local stack does not have, answered as GoTrue answers a disabled one', () => {
  it('GET /authorize names the provider as unsupported with 400 validation_failed (external.go GetExternalProviderRedirectURL)', async () => {
    const disabled = await call(stack, '/auth/v1/authorize?provider=github');
    expect([disabled.status, disabled.json.error_code, disabled.json.msg]).toEqual([
      400,
      'validation_failed',
      'Unsupported provider: provider is not enabled',
    ]);
    const unknown = await call(stack, '/auth/v1/authorize?provider=nope');
    expect([unknown.status, unknown.json.msg]).toEqual([400, 'Unsupported provider: Provider nope could not be found']);
    const custom = await call(stack, '/auth/v1/authorize?provider=custom:acme');
    expect([custom.status, custom.json.msg]).toEqual([
      400,
      'Unsupported provider: custom OAuth providers are disabled',
    ]);
  });
});

describe('sign-up', () => {
  it("identity_data carries the sign-up's data keys the claims do not (signup.go Signup)", async () => {
    const res = await post(stack, '/auth/v1/signup', {
      email: email(),
      password: PASSWORD,
      data: { full_name: 'Ada Lovelace', email: 'spoofed@example.com' },
    });
    expect(res.status).toBe(200);
    const [identity] = res.json.user.identities;
    expect(identity.identity_data).toMatchObject({
      full_name: 'Ada Lovelace',
      email: res.json.user.email,
      sub: res.json.user.id,
      email_verified: false,
      phone_verified: false,
    });
    expect(res.json.user.user_metadata).toMatchObject({ full_name: 'Ada Lovelace', email_verified: true });
  });

  it('an empty password is 400 validation_failed (signup.go validateSignupParams)', async () => {
    const res = await post(stack, '/auth/v1/signup', { email: email(), password: '' });
    expect([res.status, res.json.error_code, res.json.msg]).toEqual([
      400,
      'validation_failed',
      'Signup requires a valid password',
    ]);
  });

  it('a malformed address is 400 validation_failed (mail.go validateEmail)', async () => {
    const res = await post(stack, '/auth/v1/signup', { email: 'not an address', password: PASSWORD });
    expect([res.status, res.json.error_code, res.json.msg]).toEqual([
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    ]);
  });

  it('without e-mail or phone it is an anonymous sign-in, refused with 422 when disabled (api.go /signup route)', async () => {
    const res = await post(stack, '/auth/v1/signup', { password: PASSWORD });
    expect([res.status, res.json.error_code, res.json.msg]).toEqual([
      422,
      'anonymous_provider_disabled',
      'Anonymous sign-ins are disabled',
    ]);
  });
});

const refresh = (token: string, target = stack) =>
  post(target, '/auth/v1/token?grant_type=refresh_token', { refresh_token: token });

describe('tokens', () => {
  it('the parent of the active refresh token answers the active one at any age (tokens/service.go RefreshTokenGrant)', async () => {
    const { session } = await signedUp();
    const first = await refresh(session.refresh_token);
    expect(first.status).toBe(200);
    await stack.db.query(`update auth.refresh_tokens set updated_at = now() - interval '1 hour' where token = $1`, [
      session.refresh_token,
    ]);
    const again = await refresh(session.refresh_token);
    expect(again.status).toBe(200);
    expect(again.json.refresh_token).toBe(first.json.refresh_token);
  });

  it('a JWT whose sub is not a UUID is 400 bad_jwt (auth.go maybeLoadUserOrSession)', async () => {
    const token = await signJwt(
      { sub: 'not-a-uuid', role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 60 },
      stack.jwtSecret,
    );
    const res = await call(stack, '/auth/v1/user', { token });
    expect([res.status, res.json.error_code, res.json.msg]).toEqual([
      400,
      'bad_jwt',
      'invalid claim: sub claim must be a UUID',
    ]);
  });

  it('/token grants share one limiter per address with a burst of 30 (apilimiter.go New, token.go Token)', async () => {
    // A rate of 1 per 5 minutes refills one request every 300 s: the burst alone decides here.
    const limited = await startTestStack({ rateLimit: 1 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const res = await post(limited, '/auth/v1/token?grant_type=password', {
          email: 'nobody@example.com',
          password: 'wrong-password',
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
      expect(statuses[30]).toBe(429);
      const other = await refresh('abcdefghijkl', limited);
      expect([other.status, other.json.error_code]).toEqual([429, 'over_request_rate_limit']);
    } finally {
      await limited.stop();
    }
    // Starts a stack of its own: a bound for a loaded machine, not a speed check.
  }, 120_000);
});

describe('bans', () => {
  it('a ban keeps the sessions: refresh answers user_banned, and the ban is checked before the password (token.go ResourceOwnerPasswordGrant, tokens/service.go RefreshTokenGrant)', async () => {
    const { address, session } = await signedUp();
    const admin = createTestClient(stack, stack.serviceRoleKey);
    expect((await admin.auth.admin.updateUserById(session.user.id, { ban_duration: '1h30m' })).error).toBeNull();
    const { rows } = await stack.db.query<{ n: string }>(
      'select count(*)::text as n from auth.sessions where user_id = $1',
      [session.user.id],
    );
    expect(rows[0]!.n).toBe('1');
    const banned = await refresh(session.refresh_token);
    expect([banned.status, banned.json.error_code, banned.json.msg]).toEqual([
      400,
      'user_banned',
      'Invalid Refresh Token: User Banned',
    ]);
    const wrong = await post(stack, '/auth/v1/token?grant_type=password', { email: address, password: 'wrong-one' });
    expect([wrong.status, wrong.json.error_code]).toEqual([400, 'user_banned']);

    expect((await admin.auth.admin.updateUserById(session.user.id, { ban_duration: 'none' })).error).toBeNull();
    expect((await refresh(session.refresh_token)).status).toBe(200);
  });
});

describe('the admin users API', () => {
  it('createUser does not apply the password-strength rule (admin.go adminUserCreate)', async () => {
    const admin = createTestClient(stack, stack.serviceRoleKey);
    const address = email();
    const { data, error } = await admin.auth.admin.createUser({ email: address, password: 'a', email_confirm: true });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(address);
    const signIn = await post(stack, '/auth/v1/token?grant_type=password', { email: address, password: 'a' });
    expect(signIn.status).toBe(200);
    // GoTrue reports a weak password it accepted at sign-in.
    expect(signIn.json.weak_password).toEqual({
      reasons: ['length'],
      message: 'Password should be at least 8 characters.',
    });
  });

  it("createUser without e-mail or phone is 400 'Cannot create a user without either an email or phone' (admin.go adminUserCreate)", async () => {
    const res = await post(stack, '/auth/v1/admin/users', { password: PASSWORD }, stack.serviceRoleKey);
    expect([res.status, res.json.error_code, res.json.msg]).toEqual([
      400,
      'validation_failed',
      'Cannot create a user without either an email or phone',
    ]);
  });

  it("a page that is not a number is 400 'Bad Pagination Parameters' (admin.go adminUsers, pagination.go paginate)", async () => {
    const res = await call(stack, '/auth/v1/admin/users?page=abc', { token: stack.serviceRoleKey });
    expect([res.status, res.json.error_code, res.json.msg]).toEqual([
      400,
      'validation_failed',
      'Bad Pagination Parameters: strconv.ParseUint: parsing "abc": invalid syntax',
    ]);
    const negative = await call(stack, '/auth/v1/admin/users?per_page=-1', { token: stack.serviceRoleKey });
    expect(negative.status).toBe(400);
  });
});
