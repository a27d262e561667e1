// Auth's e-mail flows through supabase-js, as on a `supabase start` project with confirmations on:
// every e-mail is read from the stack's inbox through Mailpit's API and its link followed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, startTestStack, type RunningStack } from '../src/testing.ts';
import { call } from './support/http.ts';
import { follow, latestTo, linkIn, messagesTo } from './support/inbox.ts';

let stack: RunningStack;
beforeAll(async () => {
  stack = await startTestStack({ autoConfirm: false });
});
afterAll(() => stack?.stop());

let n = 0;
const email = () => `mail${++n}.${Date.now()}@example.com`;
const PASSWORD = 'Password123!';
const SITE = 'http://localhost:5173';

/** A user signed up and confirmed through the e-mailed link. */
async function confirmedUser() {
  const address = email();
  const { error } = await createTestClient(stack).auth.signUp({ email: address, password: PASSWORD });
  if (error) throw error;
  const { status } = await follow(linkIn(await latestTo(stack, address)));
  expect(status).toBe(303);
  return address;
}

describe('the inbox (Mailpit API subset)', () => {
  it('lists, reads and deletes messages with Mailpit fields, and shows them on a page', async () => {
    const address = email();
    await createTestClient(stack).auth.signUp({ email: address, password: PASSWORD });
    const list = (await (await fetch(`${stack.inboxUrl}/api/v1/messages`)).json()) as Record<string, unknown>;
    expect(Object.keys(list).sort()).toEqual(
      ['count', 'messages', 'messages_count', 'messages_unread', 'start', 'tags', 'total', 'unread'].sort(),
    );
    const [summary] = await messagesTo(stack, address);
    expect(Object.keys(summary!).sort()).toEqual(
      [
        'Attachments',
        'Bcc',
        'Cc',
        'Created',
        'From',
        'ID',
        'MessageID',
        'Read',
        'ReplyTo',
        'Size',
        'Snippet',
        'Subject',
        'Tags',
        'To',
        'Username',
      ].sort(),
    );
    expect(summary!.From).toEqual({ Name: '', Address: 'admin@email.com' });
    expect(summary!.Snippet.toLowerCase()).toContain('confirm your email address');
    const message = (await (await fetch(`${stack.inboxUrl}/api/v1/message/${summary!.ID}`)).json()) as Record<
      string,
      unknown
    >;
    expect(message).toMatchObject({ ID: summary!.ID, Subject: 'Confirm your email address' });
    expect(message.HTML).toContain('/auth/v1/verify?token=');
    for (const key of ['Text', 'HTML', 'Date', 'ReturnPath', 'Inline', 'Attachments', 'ListUnsubscribe'])
      expect(message).toHaveProperty(key);
    const page = await (await fetch(`${stack.inboxUrl}/`)).text();
    expect(page).toContain('Confirm your email address');
    expect(page).toContain(address);
    expect((await fetch(`${stack.inboxUrl}/api/v1/message/nope`)).status).toBe(404);
    const del = await fetch(`${stack.inboxUrl}/api/v1/messages`, {
      method: 'DELETE',
      body: JSON.stringify({ IDs: [summary!.ID] }),
    });
    expect(await del.text()).toBe('ok');
    expect(await messagesTo(stack, address)).toEqual([]);
  });
});

describe('sign-up confirmation (enable_confirmations = true)', () => {
  it('mails a link that confirms the address and signs in on site_url, tokens in the fragment', async () => {
    const client = createTestClient(stack);
    const address = email();
    const { data, error } = await client.auth.signUp({ email: address, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    const before = await client.auth.signInWithPassword({ email: address, password: PASSWORD });
    expect(before.error?.code).toBe('email_not_confirmed');

    const mail = await latestTo(stack, address);
    expect(mail.Subject).toBe('Confirm your email address');
    const link = linkIn(mail);
    expect(link).toMatch(new RegExp(`^${stack.url}/auth/v1/verify\\?token=[0-9a-f]{56}&type=signup&redirect_to=`));
    const { status, location, fragment } = await follow(link);
    expect(status).toBe(303);
    expect(location.origin + location.pathname).toBe(`${SITE}/`);
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    const { data: user } = await client.auth.getUser(fragment.get('access_token')!);
    expect(user.user?.email).toBe(address);
    expect(user.user?.email_confirmed_at).toBeTruthy();
    const after = await client.auth.signInWithPassword({ email: address, password: PASSWORD });
    expect(after.error).toBeNull();

    // The link is spent: a second use redirects with GoTrue's error.
    const again = await follow(link);
    expect(Object.fromEntries(again.fragment)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
      sb: '',
    });
  });

  it('answers a repeated sign-up of a confirmed address like a new one, and mails nothing', async () => {
    const address = await confirmedUser();
    const { data: real } = await createTestClient(stack).auth.signInWithPassword({
      email: address,
      password: PASSWORD,
    });
    const count = (await messagesTo(stack, address)).length;
    const { data, error } = await createTestClient(stack).auth.signUp({ email: address, password: 'Other-pass-1' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.id).not.toBe(real.user!.id);
    expect(data.user?.identities).toEqual([]);
    expect(await messagesTo(stack, address)).toHaveLength(count);
  });

  it('mails the confirmation again on resend and on a repeated unconfirmed sign-up', async () => {
    const address = email();
    const client = createTestClient(stack);
    await client.auth.signUp({ email: address, password: PASSWORD });
    expect(await client.auth.resend({ type: 'signup', email: address })).toMatchObject({ error: null });
    await client.auth.signUp({ email: address, password: PASSWORD });
    const mails = await messagesTo(stack, address);
    expect(mails).toHaveLength(3);
    // Only the newest link works.
    const newest = await follow(linkIn(await latestTo(stack, address)));
    expect(newest.fragment.get('type')).toBe('signup');
  });
});

describe('password recovery', () => {
  it('mails a link to redirect_to that lets the member set a new password', async () => {
    const address = await confirmedUser();
    const client = createTestClient(stack);
    const { error } = await client.auth.resetPasswordForEmail(address, { redirectTo: `${SITE}/reset-password` });
    expect(error).toBeNull();
    const mail = await latestTo(stack, address);
    expect(mail.Subject).toBe('Reset your password');
    const { location, fragment } = await follow(linkIn(mail));
    expect(location.origin + location.pathname).toBe(`${SITE}/reset-password`);
    expect(fragment.get('type')).toBe('recovery');
    const { error: setError } = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(setError).toBeNull();
    expect((await client.auth.updateUser({ password: 'Brand-new-pass-9' })).error).toBeNull();
    const signIn = await createTestClient(stack).auth.signInWithPassword({
      email: address,
      password: 'Brand-new-pass-9',
    });
    expect(signIn.error).toBeNull();
  });

  it('answers an unknown address as a known one and mails nothing; a foreign redirect_to falls back', async () => {
    const unknown = email();
    expect(await createTestClient(stack).auth.resetPasswordForEmail(unknown)).toMatchObject({ data: {}, error: null });
    expect(await messagesTo(stack, unknown)).toEqual([]);
    const address = await confirmedUser();
    await createTestClient(stack).auth.resetPasswordForEmail(address, { redirectTo: 'https://evil.example/steal' });
    const { location } = await follow(linkIn(await latestTo(stack, address)));
    expect(location.origin).toBe(SITE);
  });
});

describe('magic links and one-time codes', () => {
  it('signs a confirmed member in with the magic link', async () => {
    const address = await confirmedUser();
    expect((await createTestClient(stack).auth.signInWithOtp({ email: address })).error).toBeNull();
    const mail = await latestTo(stack, address);
    expect(mail.Subject).toBe('Your sign-in link');
    const { fragment } = await follow(linkIn(mail));
    expect(fragment.get('type')).toBe('magiclink');
    expect(fragment.get('access_token')).toBeTruthy();
  });

  it('signs a new address up by confirmation mail, and refuses it with shouldCreateUser false', async () => {
    const refused = await createTestClient(stack).auth.signInWithOtp({
      email: email(),
      options: { shouldCreateUser: false },
    });
    expect(refused.error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' });
    const address = email();
    expect((await createTestClient(stack).auth.signInWithOtp({ email: address })).error).toBeNull();
    expect((await latestTo(stack, address)).Subject).toBe('Confirm your email address');
  });

  it('verifies an e-mailed code with POST /verify (generate_link gives the code)', async () => {
    const address = await confirmedUser();
    const admin = createTestClient(stack, stack.serviceRoleKey);
    const { data, error } = await admin.auth.admin.generateLink({ type: 'magiclink', email: address });
    expect(error).toBeNull();
    expect(data.properties?.email_otp).toMatch(/^\d{6}$/);
    expect(data.properties?.verification_type).toBe('magiclink');
    const wrong = await createTestClient(stack).auth.verifyOtp({ email: address, token: '000000', type: 'email' });
    if (data.properties!.email_otp !== '000000') expect(wrong.error?.code).toBe('otp_expired');
    const ok = await createTestClient(stack).auth.verifyOtp({
      email: address,
      token: data.properties!.email_otp,
      type: 'email',
    });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.user.email).toBe(address);
    const byHash = await admin.auth.admin.generateLink({ type: 'recovery', email: address });
    const viaHash = await createTestClient(stack).auth.verifyOtp({
      token_hash: byHash.data.properties!.hashed_token,
      type: 'recovery',
    });
    expect(viaHash.error).toBeNull();
  });
});

describe('invitations, e-mail change and reauthentication', () => {
  it('invites by e-mail; the link confirms the user and signs them in', async () => {
    const address = email();
    const admin = createTestClient(stack, stack.serviceRoleKey);
    const { data, error } = await admin.auth.admin.inviteUserByEmail(address, { data: { full_name: 'Invited One' } });
    expect(error).toBeNull();
    expect(data.user?.invited_at).toBeTruthy();
    const mail = await latestTo(stack, address);
    expect(mail.Subject).toBe("You've been invited");
    const { fragment } = await follow(linkIn(mail));
    expect(fragment.get('type')).toBe('invite');
    const { data: me } = await createTestClient(stack).auth.getUser(fragment.get('access_token')!);
    expect(me.user?.email_confirmed_at).toBeTruthy();
    const again = await admin.auth.admin.inviteUserByEmail(address);
    expect(again.error?.code).toBe('email_exists');
  });

  it('changes the e-mail only once both addresses confirm (secure change)', async () => {
    const address = await confirmedUser();
    const client = createTestClient(stack);
    await client.auth.signInWithPassword({ email: address, password: PASSWORD });
    const next = email();
    const { data, error } = await client.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(address);
    expect(data.user?.new_email).toBe(next);
    const toNew = await latestTo(stack, next);
    const toOld = await latestTo(stack, address);
    expect(toNew.Subject).toBe('Confirm your new email address');
    expect(toOld.Subject).toBe('Confirm your new email address');
    expect(toNew.HTML).toContain(next);

    const first = await follow(linkIn(toNew));
    expect(first.fragment.get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    );
    expect((await client.auth.getUser()).data.user?.email).toBe(address);
    const second = await follow(linkIn(toOld));
    expect(second.fragment.get('type')).toBe('email_change');
    const { data: after } = await createTestClient(stack).auth.getUser(second.fragment.get('access_token')!);
    expect(after.user?.email).toBe(next);
    expect(
      (await createTestClient(stack).auth.signInWithPassword({ email: next, password: PASSWORD })).error,
    ).toBeNull();
  });

  it('mails a reauthentication code', async () => {
    const address = await confirmedUser();
    const client = createTestClient(stack);
    await client.auth.signInWithPassword({ email: address, password: PASSWORD });
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const mail = await latestTo(stack, address);
    expect(mail.Subject).toMatch(/^\d{6} is your verification code$/);
    expect(mail.HTML).toContain(mail.Subject.slice(0, 6));
  });
});

describe('secure_password_change and e-mail change with auto-confirmed sign-ups', () => {
  let secure: RunningStack;
  beforeAll(async () => {
    secure = await startTestStack({ autoConfirm: true, email: { securePasswordChange: true } });
  });
  afterAll(() => secure?.stop());

  async function signedIn() {
    const address = email();
    const client = createTestClient(secure);
    expect((await client.auth.signUp({ email: address, password: PASSWORD })).error).toBeNull();
    return { address, client };
  }

  /** Makes the client's session look a day and a minute old, as GoTrue would see it tomorrow. */
  async function ageSession(address: string) {
    const { rows } = await secure.db.query<{ n: number }>(
      `update auth.sessions s set created_at = now() - interval '1441 minutes' from auth.users u
        where u.id = s.user_id and u.email = $1 returning 1 as n`,
      [address],
    );
    expect(rows.length).toBe(1);
  }

  it('lets a session signed in within 24 hours change the password without a code', async () => {
    const { client } = await signedIn();
    expect((await client.auth.updateUser({ password: 'Another456!' })).error).toBeNull();
  });

  it('asks an older session for the mailed code, refuses a wrong one and spends the right one', async () => {
    const { address, client } = await signedIn();
    await ageSession(address);
    const bare = await client.auth.updateUser({ password: 'Another456!' });
    expect(bare.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
    expect(bare.error?.message).toBe('Password update requires reauthentication');
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const code = (await latestTo(secure, address)).Subject.slice(0, 6);
    const wrong = await client.auth.updateUser({
      password: 'Another456!',
      nonce: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
    expect((await client.auth.updateUser({ password: 'Another456!', nonce: code })).error).toBeNull();
    const reused = await client.auth.updateUser({ password: 'Third789!', nonce: code });
    expect(reused.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
    const fresh = createTestClient(secure);
    expect((await fresh.auth.signInWithPassword({ email: address, password: 'Another456!' })).error).toBeNull();
  });

  // double_confirm_changes holds whatever enable_confirmations says (GoTrue's open bug
  // supabase/auth#2600: v2.177 completes the change on the first link when sign-ups auto-confirm).
  it('changes the e-mail only after both links, the old address first', async () => {
    const { address, client } = await signedIn();
    const next = email();
    expect((await client.auth.updateUser({ email: next })).error).toBeNull();
    const toOld = await latestTo(secure, address);
    const toNew = await latestTo(secure, next);

    const first = await follow(linkIn(toOld));
    expect(first.status).toBe(303);
    expect(first.fragment.get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    );
    expect(first.fragment.get('access_token')).toBeNull();
    const halfway = (await client.auth.getUser()).data.user;
    expect(halfway?.email).toBe(address);
    expect(halfway?.new_email).toBe(next);
    // The half already followed is spent.
    const again = await follow(linkIn(toOld));
    expect(again.fragment.get('error_code')).toBe('otp_expired');

    const second = await follow(linkIn(toNew));
    expect(second.fragment.get('type')).toBe('email_change');
    const { data: after } = await createTestClient(secure).auth.getUser(second.fragment.get('access_token')!);
    expect(after.user?.email).toBe(next);
    expect(after.user?.new_email).toBeUndefined();
  });

  it('changes the e-mail only after both token hashes (POST /verify), the new address first', async () => {
    const { address, client } = await signedIn();
    const next = email();
    expect((await client.auth.updateUser({ email: next })).error).toBeNull();
    const hashIn = async (to: string) => new URL(linkIn(await latestTo(secure, to))).searchParams.get('token')!;
    const newHash = await hashIn(next);
    const oldHash = await hashIn(address);

    const first = await client.auth.verifyOtp({ type: 'email_change', token_hash: newHash });
    expect(first.error).toBeNull();
    expect(first.data.session).toBeNull();
    expect((await client.auth.getUser()).data.user?.email).toBe(address);

    const second = await client.auth.verifyOtp({ type: 'email_change', token_hash: oldHash });
    expect(second.error).toBeNull();
    expect(second.data.session?.user.email).toBe(next);
  });

  it("mails a confirmation for a member's own new e-mail even when sign-ups auto-confirm", async () => {
    const { address, client } = await signedIn();
    const next = email();
    const { data, error } = await client.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(address);
    expect(data.user?.new_email).toBe(next);
    expect((await latestTo(secure, next)).Subject).toBe('Confirm your new email address');
  });
});

describe('e-mail rate limits', () => {
  let limited: RunningStack;
  beforeAll(async () => {
    limited = await startTestStack({ autoConfirm: false, email: { maxFrequency: 60, emailSentPerHour: 3 } });
  });
  afterAll(() => limited?.stop());

  it('refuses the same e-mail again within max_frequency, and any past email_sent per hour', async () => {
    const client = createTestClient(limited);
    const a = email();
    expect((await client.auth.signUp({ email: a, password: PASSWORD })).error).toBeNull();
    const again = await client.auth.resend({ type: 'signup', email: a });
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(again.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    expect((await client.auth.signUp({ email: email(), password: PASSWORD })).error).toBeNull();
    expect((await client.auth.signUp({ email: email(), password: PASSWORD })).error).toBeNull();
    const over = await client.auth.signUp({ email: email(), password: PASSWORD });
    expect(over.error).toMatchObject({
      status: 429,
      code: 'over_email_send_rate_limit',
      message: 'email rate limit exceeded',
    });
    const raw = await call(limited, '/auth/v1/recover', { method: 'POST', body: JSON.stringify({ email: a }) });
    expect(raw.status).toBe(429);
    expect(raw.headers.get('x-sb-error-code')).toBe('over_email_send_rate_limit');
  });
});

describe('token lookups', () => {
  it('find users by e-mailed token through GoTrue’s partial indexes', async () => {
    const plan = await stack.db.transaction(async (tx) => {
      await tx.query('set local enable_seqscan = off');
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
        `explain select id from auth.users where (confirmation_token = $1 and confirmation_token !~ '^[0-9 ]*$')
           or (recovery_token = $1 and recovery_token !~ '^[0-9 ]*$')`,
        ['abc'],
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('confirmation_token_idx');
    expect(plan).toContain('recovery_token_idx');
  });
});
