// Sign-up trigger: the profile is built from whitelisted metadata only, referral links are recorded,
// the e-mail follows auth.users, and members cannot change what only the platform may change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startContext, type TestContext } from './support/stack.ts';

let t: TestContext;
beforeAll(async () => {
  t = await startContext();
});
afterAll(async () => {
  await t.stack.stop();
});

async function profileRow(id: string) {
  const { rows } = await t.stack.db.query<Record<string, unknown>>('select * from public.profiles where id = $1', [id]);
  return rows[0];
}

describe('sign-up trigger', () => {
  it('creates an HR profile from the metadata, keeping position and dropping service_type', async () => {
    const m = await t.member('Grace Hopper', { data: { service_type: 'Should Not Stay', company: 'Navy' } });
    const p = await profileRow(m.id);
    expect(p).toMatchObject({
      full_name: 'Grace Hopper',
      user_type: 'HR Professional',
      company: 'Navy',
      position: 'HR Manager',
      service_type: null,
      description: null,
      role: 'member',
      subscription_plan: null,
      email: m.email,
      referred_by: null,
    });
    // New members have no photo (issue 17): initials until they upload one.
    expect(p.avatar_url).toBeNull();
    expect(p.referral_code).toMatch(/^[a-z0-9]{8}$/);
  });

  it('creates a provider profile keeping service_type and dropping position', async () => {
    const m = await t.member('Ada Provider', { type: 'Service Provider', data: { position: 'CEO' } });
    expect(await profileRow(m.id)).toMatchObject({
      user_type: 'Service Provider',
      service_type: 'Payroll Services',
      position: null,
    });
  });

  it('ignores metadata that tries to set role, plan, referral code or anything else', async () => {
    const m = await t.member('Mallory', {
      data: { role: 'admin', subscription_plan: 'Premium', referral_code: 'hacked01', referred_by: null, id: 'x' },
    });
    const p = await profileRow(m.id);
    expect(p).toMatchObject({ role: 'member', subscription_plan: null });
    expect(p.referral_code).not.toBe('hacked01');
    expect((await m.client.rpc('is_admin')).data).toBe(false);
  });

  it('drops any avatar_url of the sign-up metadata instead of failing the sign-up', async () => {
    const m = await t.member('Xavier Script', { data: { avatar_url: 'javascript:alert(1)' } });
    expect((await profileRow(m.id)).avatar_url).toBeNull();
    const web = await t.member('Wendy Web', { data: { avatar_url: 'https://tracker.example/pixel.gif' } });
    expect((await profileRow(web.id)).avatar_url).toBeNull();
  });

  // The trigger never raises on metadata (signup-metadata.test.ts); /auth/v1/signup may refuse such
  // metadata with a 422 before anything is stored. Either way: no server error, no administrator.
  it('never turns an invalid user_type into a server error or an administrator', async () => {
    const email = `bad.type.${Date.now()}@example.com`;
    const { data, error } = await t.client().auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: 'Bad Type', user_type: 'Administrator' } },
    });
    if (error) {
      expect(error.status).toBe(422);
      const { rows } = await t.stack.db.query('select 1 from auth.users where email = $1', [email]);
      expect(rows).toHaveLength(0);
    } else {
      expect(await profileRow(data.user!.id)).toMatchObject({ user_type: 'HR Professional', role: 'member' });
    }
  });

  it('defaults a user created without metadata (Auth admin API) to HR Professional', async () => {
    const email = `plain.${Date.now()}@example.com`;
    const { data, error } = await t.service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    expect(error).toBeNull();
    expect(await profileRow(data.user!.id)).toMatchObject({
      user_type: 'HR Professional',
      full_name: email.split('@')[0],
    });
  });

  it('gives every member a distinct referral code', async () => {
    const { rows } = await t.stack.db.query<{ n: number; d: number }>(
      'select count(*)::int as n, count(distinct referral_code)::int as d from public.profiles',
    );
    expect(rows[0].n).toBeGreaterThan(3);
    expect(rows[0].d).toBe(rows[0].n);
  });
});

describe('referrals', () => {
  it('records the referrer of a sign-up through /register/{code}, case-insensitively, and counts it', async () => {
    const referrer = await t.member('Rita Referrer');
    const { data: me } = await referrer.client.rpc('get_my_profile').single();
    const code = me!.referral_code;
    expect((await referrer.client.rpc('get_my_referral_count')).data).toBe(0);

    const invited = await t.member('Ian Invited', { data: { referred_by_code: code.toUpperCase() } });
    const stranger = await t.member('Sam Stranger', { data: { referred_by_code: 'nosuchcode' } });
    expect((await profileRow(invited.id)).referred_by).toBe(referrer.id);
    expect((await profileRow(stranger.id)).referred_by).toBeNull();
    expect((await referrer.client.rpc('get_my_referral_count')).data).toBe(1);
    expect((await invited.client.rpc('get_my_referral_count')).data).toBe(0);
  });
});

describe('profile privacy and protected columns', () => {
  it('keeps e-mail, referral code, referrer and role out of reach of other members', async () => {
    const a = await t.member('Alice Private');
    const b = await t.member('Bob Curious');
    for (const column of ['email', 'referral_code', 'referred_by', 'role', 'description', '*']) {
      const { error } = await b.client.from('profiles').select(column).eq('id', a.id);
      expect(error?.code, column).toBe('42501');
    }
    const { data: own } = await a.client.rpc('get_my_profile').single();
    expect(own).toMatchObject({ id: a.id, email: a.email, role: 'member' });
    const { data: cards } = await b.client
      .from('profiles')
      .select('id, full_name, user_type, company, position, service_type, avatar_url, subscription_plan, created_at')
      .eq('id', a.id);
    expect(cards).toEqual([expect.objectContaining({ id: a.id, full_name: 'Alice Private' })]);
  });

  it('lets a member edit only the editable columns of their own profile', async () => {
    const m = await t.member('Eddie Editor');
    const other = await t.member('Olga Other');
    const { error } = await m.client
      .from('profiles')
      .update({
        full_name: 'Eddie E.',
        position: 'Head of HR',
        company: 'New Co',
        description: 'About me',
        service_type: null,
      })
      .eq('id', m.id);
    expect(error).toBeNull();
    expect(await profileRow(m.id)).toMatchObject({
      full_name: 'Eddie E.',
      position: 'Head of HR',
      description: 'About me',
    });

    for (const patch of [
      { role: 'admin' },
      { subscription_plan: 'Premium' },
      { user_type: 'Service Provider' },
      { referral_code: 'mine1234' },
      { email: 'x@example.com' },
      { referred_by: other.id },
    ]) {
      const res = await m.client
        .from('profiles')
        .update(patch as never)
        .eq('id', m.id);
      expect(res.error?.code, JSON.stringify(patch)).toBe('42501');
    }
    expect(await profileRow(m.id)).toMatchObject({
      role: 'member',
      subscription_plan: null,
      user_type: 'HR Professional',
    });

    // Another member's row is invisible to UPDATE: nothing changes.
    await m.client.from('profiles').update({ full_name: 'Defaced' }).eq('id', other.id);
    expect((await profileRow(other.id)).full_name).toBe('Olga Other');
  });

  it('refuses an avatar that names no photo of the member (a web address, a script)', async () => {
    const m = await t.member('Ava Tar');
    const { error } = await m.client.from('profiles').update({ avatar_url: 'javascript:alert(1)' }).eq('id', m.id);
    expect(error?.code).toBe('23514');
  });

  it('keeps profiles.email equal to auth.users.email', async () => {
    const m = await t.member('Ema Changer');
    const next = `changed.${Date.now()}@example.com`;
    const { error } = await t.service.auth.admin.updateUserById(m.id, { email: next, email_confirm: true });
    expect(error).toBeNull();
    expect((await profileRow(m.id)).email).toBe(next);
  });

  it('removes the profile and everything it owns with the auth user', async () => {
    const m = await t.member('Del Eted');
    await m.client.from('skills').insert({ profile_id: m.id, skill_name: 'Leaving' });
    const { error } = await t.service.auth.admin.deleteUser(m.id);
    expect(error).toBeNull();
    expect(await profileRow(m.id)).toBeUndefined();
    const { rows } = await t.stack.db.query('select 1 from public.skills where profile_id = $1', [m.id]);
    expect(rows).toHaveLength(0);
  });
});
