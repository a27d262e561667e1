// Accounts (issue 19) through supabase-js against the stack with RLS on: the send-invite and
// delete-account edge functions under Deno (mail read from the stack's inbox), the invites table's
// rules and the last-administrator rule. Each refusal sits beside the case that is allowed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestTo, messagesTo } from '../../stack/test/support/inbox.ts';
import { deleteAccount } from '@/features/account/queries';
import { fetchInviteStats, sendInvite } from '@/features/referrals/queries';
import { fetchReferralCount } from '@/features/referrals/queries';
import { PASSWORD, startContext, type Member, type TestContext } from './support/stack.ts';

let t: TestContext;
beforeAll(async () => {
  t = await startContext();
});
afterAll(() => t?.stack.stop());

const SITE = 'http://localhost:5173';
let n = 0;
const outsider = () => `friend${++n}.${Date.now()}@example.org`;

async function referralCode(m: Member): Promise<string> {
  const { data, error } = await t.service.from('profiles').select('referral_code').eq('id', m.id).single();
  if (error) throw error;
  return data.referral_code;
}

describe('send-invite', () => {
  let inviter: Member;
  beforeAll(async () => {
    inviter = await t.member('Ines Inviter');
  });

  it('mails the referral link; a sign-up through it counts as the inviter’s referral', async () => {
    const address = outsider();
    const result = await sendInvite(inviter.client, address);
    expect(result.sent_today).toBe(1);
    const mail = await latestTo(t.stack, address);
    expect(mail.Subject).toBe('Ines Inviter invited you to join HR Connect');
    const link = `${SITE}/register/${await referralCode(inviter)}`;
    expect(mail.Text).toContain(link);
    expect(mail.HTML).toContain(`href="${link}"`);

    expect(await fetchReferralCount(inviter.client)).toBe(0);
    const code = link.split('/').at(-1)!;
    const signUp = await t.client().auth.signUp({
      email: address,
      password: PASSWORD,
      options: {
        data: {
          full_name: 'Fay Friend',
          user_type: 'HR Professional',
          company: 'F Ltd',
          position: 'HR',
          description: '',
          referred_by_code: code,
        },
      },
    });
    expect(signUp.error).toBeNull();
    expect(await fetchReferralCount(inviter.client)).toBe(1);
    expect(await fetchInviteStats(inviter.client)).toEqual({ sent_today: 1, daily_limit: 20 });
  }, 120_000);

  it('answers a member’s address exactly as an outsider’s (no account discovery)', async () => {
    const member = await t.member('Already Here');
    const known = await sendInvite(inviter.client, member.email);
    const unknown = await sendInvite(inviter.client, outsider());
    expect(Object.keys(known).sort()).toEqual(Object.keys(unknown).sort());
    expect(known.sent_today + 1).toBe(unknown.sent_today);
    expect((await messagesTo(t.stack, member.email)).some((m) => m.Subject.includes('invited you'))).toBe(true);
  }, 120_000);

  it('refuses a malformed address with 400 and sends nothing', async () => {
    const before = await fetchInviteStats(inviter.client);
    await expect(sendInvite(inviter.client, 'not-an-address')).rejects.toThrow('Please enter a valid email address');
    expect(await fetchInviteStats(inviter.client)).toEqual(before);
  }, 120_000);

  it('sends 20 a day per member and refuses the 21st with when to try again', async () => {
    const busy = await t.member('Busy Bee');
    // 19 recorded straight in the database (as the member, through the function's own RPC), then
    // the 20th and 21st through the edge function.
    for (let i = 0; i < 19; i++) expect((await busy.client.rpc('record_invite')).error).toBeNull();
    expect((await sendInvite(busy.client, outsider())).sent_today).toBe(20);
    const address = outsider();
    await expect(sendInvite(busy.client, address)).rejects.toThrow('You can send up to 20 invites a day');
    expect(await messagesTo(t.stack, address)).toHaveLength(0);
    expect(await fetchInviteStats(busy.client)).toEqual({ sent_today: 20, daily_limit: 20 });
    // Another member's allowance is their own.
    expect((await fetchInviteStats(inviter.client)).sent_today).toBeLessThan(20);
  }, 120_000);

  it('is for members only: no session → 401, an administrator → 403', async () => {
    const anonymous = await t.anon.functions.invoke('send-invite', { body: { email: outsider() } });
    expect(anonymous.error).not.toBeNull();
    expect((anonymous.error as { context?: Response }).context?.status).toBe(401);
    const admin = await t.member('Admin Ann');
    await t.promote(admin);
    const adminClient = await t.signIn(admin.email);
    await expect(sendInvite(adminClient, outsider())).rejects.toThrow('Only members can send invites');
  }, 120_000);

  it('keeps the count in the database: members read only their own invites and write none', async () => {
    const other = await t.member('Other Olga');
    const theirs = await other.client.from('invites').select('inviter_id');
    expect(theirs.error).toBeNull();
    expect(theirs.data).toEqual([]);
    const mine = await inviter.client.from('invites').select('inviter_id');
    expect(mine.data!.length).toBeGreaterThan(0);
    expect(mine.data!.every((r) => r.inviter_id === inviter.id)).toBe(true);
    const insert = await other.client.from('invites').insert({ inviter_id: other.id });
    expect(insert.error?.code).toBe('42501');
    const del = await inviter.client.from('invites').delete().eq('inviter_id', inviter.id).select('id');
    expect(del.error?.code).toBe('42501');
    const forget = await inviter.client.rpc('forget_invite', { p_inviter: inviter.id });
    expect(forget.error?.code).toBe('42501');
    const anonRecord = await t.anon.rpc('record_invite');
    expect(anonRecord.error?.code).toBe('42501');
  });
});

describe('delete-account', () => {
  it('asks for the exact e-mail, then removes the member, their rows and their Storage objects', async () => {
    const leaver = await t.member('Leo Leaver', { type: 'Service Provider' });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const path = `${leaver.id}/avatar.png`;
    const upload = await leaver.client.storage.from('photos').upload(path, png, { contentType: 'image/png' });
    expect(upload.error).toBeNull();
    expect((await fetch(t.service.storage.from('photos').getPublicUrl(path).data.publicUrl)).status).toBe(200);

    await expect(deleteAccount(leaver.client, 'someone.else@example.com')).rejects.toThrow(
      'Type your e-mail address exactly to confirm.',
    );
    expect((await t.service.from('profiles').select('id').eq('id', leaver.id)).data).toHaveLength(1);

    await deleteAccount(leaver.client, ` ${leaver.email.toUpperCase()} `);
    expect((await t.service.from('profiles').select('id').eq('id', leaver.id)).data).toEqual([]);
    expect((await t.service.auth.admin.getUserById(leaver.id)).error?.status).toBe(404);
    expect((await fetch(t.service.storage.from('photos').getPublicUrl(path).data.publicUrl)).status).not.toBe(200);
    expect((await t.service.storage.from('photos').list(leaver.id)).data).toEqual([]);
    const again = await t.anon.auth.signInWithPassword({ email: leaver.email, password: PASSWORD });
    expect(again.error?.code).toBe('invalid_credentials');
  }, 120_000);

  it('never deletes the last administrator, by any road; with a second one it may go', async () => {
    const first = await t.member('First Admin');
    if ((await t.service.rpc('admin_exists')).data !== true) await t.promote(first);
    const { data: admins } = await t.service.from('profiles').select('id').eq('role', 'admin');
    expect(admins).toHaveLength(1);
    const only = admins![0]!.id;
    const refused = await t.service.auth.admin.deleteUser(only);
    expect(refused.error).not.toBeNull();
    expect((await t.service.from('profiles').select('id').eq('id', only)).data).toHaveLength(1);
    const direct = await t.stack.db.query('delete from auth.users where id = $1', [only]).catch((e: Error) => e);
    expect(direct).toBeInstanceOf(Error);
    expect((direct as Error).message).toBe('The last administrator cannot be deleted');

    const second = await t.member('Second Admin');
    await t.stack.db.query(
      `update public.profiles set role = 'admin', user_type = null, subscription_plan = null where id = $1`,
      [second.id],
    );
    expect((await t.service.auth.admin.deleteUser(only)).error).toBeNull();
    const last = await t.signIn(second.email);
    await expect(deleteAccount(last, second.email)).rejects.toThrow('The last administrator cannot be deleted');
  }, 120_000);
});
