// Notifications, broadcasts, the activity feed and achievements (issue 22) through supabase-js with RLS
// on: which events write which notifications (exactly), who reads and writes each row, the audience
// of broadcasts as it was at send time, read marks, and the feed's rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fetchNotifications,
  fetchUnreadCount,
  markAllRead,
  markRead,
  setKindMuted,
  fetchMutedKinds,
  fetchBanner,
  dismissBanner,
} from '@/features/notifications/queries';
import { fetchActivityFeed, fetchMemberActivity, fetchAchievements } from '@/features/activity/queries';
import { broadcastReach, sendBroadcast, fetchBroadcastHistory } from '@/features/admin/broadcasts';
import { blockMember, sendMessage } from '@/features/messaging/queries';
import { changeApplicationStatus } from '@/features/applications/queries';
import { startContext, type Client, type Member, type TestContext } from './support/stack.ts';

let t: TestContext;
let admin: Client;
beforeAll(async () => {
  t = await startContext();
  const a = await t.member('Admin Ada');
  await t.promote(a);
  admin = await t.signIn(a.email);
});
afterAll(() => t?.stack.stop());

async function connect(a: Member, b: Member): Promise<string> {
  const { data, error } = await a.client
    .from('connections')
    .insert({ requester_id: a.id, addressee_id: b.id })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}
async function accept(b: Member, id: string) {
  const { error } = await b.client.from('connections').update({ status: 'accepted' }).eq('id', id);
  if (error) throw error;
}
const kinds = async (m: Member) => (await fetchNotifications(m.client, {})).map((n) => n.kind);

describe('notifications written by the database', () => {
  it('a request notifies the addressee once; accepting notifies the requester and reads the request', async () => {
    const a = await t.member('Req Rita');
    const b = await t.member('Add Adam');
    const id = await connect(a, b);
    expect(await kinds(b)).toEqual(['connection_request']);
    expect(await kinds(a)).toEqual([]);
    expect(await fetchUnreadCount(b.client)).toBe(1);
    const [n] = await fetchNotifications(b.client, {});
    expect(n).toMatchObject({ actor_id: a.id, actor_name: 'Req Rita', subject_id: id, read: false });
    await accept(b, id);
    expect(await kinds(a)).toEqual(['connection_accepted']);
    expect(await fetchUnreadCount(b.client)).toBe(0);
    expect(await fetchUnreadCount(a.client)).toBe(1);
  });

  it('withdrawing a request removes its notification (no request/withdraw spam)', async () => {
    const a = await t.member('Spam Sam');
    const b = await t.member('Target Tia');
    for (let i = 0; i < 3; i++) {
      const id = await connect(a, b);
      expect((await a.client.from('connections').delete().eq('id', id)).error).toBeNull();
    }
    expect(await kinds(b)).toEqual([]);
    expect(await fetchUnreadCount(b.client)).toBe(0);
  });

  it('messages: one notification per conversation until read, then a new one', async () => {
    const a = await t.member('Msg Mia');
    const b = await t.member('Msg Max');
    await accept(b, await connect(a, b));
    await markAllRead(a.client);
    const send = (body: string) => sendMessage(a.client, b.id, body);
    await send('one');
    await send('two');
    await send('three');
    expect(await kinds(b)).toEqual(['message', 'connection_request']);
    // The request was read when b accepted it: only the conversation is unread.
    expect(await fetchUnreadCount(b.client)).toBe(1);
    const [message] = await fetchNotifications(b.client, {});
    expect(message!.actor_id).toBe(a.id);
    const { error } = await b.client.rpc('mark_conversation_read', { p_conversation_id: message!.subject_id! });
    expect(error).toBeNull();
    expect(await fetchNotifications(b.client, { unreadOnly: true })).toEqual([]);
    await send('four');
    expect((await fetchNotifications(b.client, { unreadOnly: true })).map((n) => n.kind)).toEqual(['message']);
    expect((await fetchNotifications(b.client, {})).map((n) => n.kind)).toEqual([
      'message',
      'message',
      'connection_request',
    ]);
  });

  it('a muted kind writes nothing; turning it back on notifies again', async () => {
    const a = await t.member('Mute Mo');
    const b = await t.member('Quiet Quinn');
    await setKindMuted(b.client, b.id, 'connection_request', true);
    expect(await fetchMutedKinds(b.client)).toEqual(['connection_request']);
    const id = await connect(a, b);
    expect(await kinds(b)).toEqual([]);
    await a.client.from('connections').delete().eq('id', id);
    await setKindMuted(b.client, b.id, 'connection_request', false);
    await connect(a, b);
    expect(await kinds(b)).toEqual(['connection_request']);
  });

  it('only the recipient reads and marks a notification; nobody writes one through the API', async () => {
    const a = await t.member('Own Olga');
    const b = await t.member('Own Otto');
    const c = await t.member('Nosy Nick');
    await connect(a, b);
    const [n] = await fetchNotifications(b.client, {});
    expect((await c.client.from('notifications').select('id').eq('id', n!.id)).data).toEqual([]);
    expect(await markRead(c.client, 'notification', n!.id)).toBe(false);
    const update = await c.client
      .from('notifications')
      .update({ read_at: new Date().toISOString() })
      .eq('id', n!.id)
      .select('id');
    expect(update.data).toEqual([]);
    const insert = await c.client
      .from('notifications')
      .insert({ recipient_id: b.id, kind: 'connection_request', subject_id: b.id } as never);
    expect(insert.error?.code).toBe('42501');
    const notify = await c.client.rpc('notify' as never, {} as never);
    expect(notify.error).not.toBeNull();
    const recipientChange = await b.client
      .from('notifications')
      .update({ recipient_id: c.id } as never)
      .eq('id', n!.id);
    expect(recipientChange.error?.code).toBe('42501');
    expect(await markRead(b.client, 'notification', n!.id)).toBe(true);
    expect(await fetchUnreadCount(b.client)).toBe(0);
    const muteOther = await c.client.from('notification_mutes').insert({ member_id: b.id, kind: 'message' });
    expect(muteOther.error?.code).toBe('42501');
  });

  it('applications: the poster hears of one, the applicant of each status change', async () => {
    const poster = await t.member('Poster Paula');
    const applicant = await t.member('Applicant Abe');
    const { data: job } = await poster.client
      .from('jobs')
      .insert({
        title: 'Payroll lead',
        company_name: 'P Co',
        location: 'Remote',
        description: 'Work',
        posted_by: poster.id,
      })
      .select('id')
      .single();
    const path = `${applicant.id}/cv.pdf`;
    await applicant.client.storage
      .from('cvs')
      .upload(path, new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), { contentType: 'application/pdf' });
    const { data: app, error } = await applicant.client
      .from('applications')
      .insert({
        job_id: job!.id,
        applicant_id: applicant.id,
        contact_email: applicant.email,
        cv_path: path,
        cv_name: 'cv.pdf',
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    expect(await kinds(poster)).toEqual(['application_received']);
    expect((await fetchNotifications(poster.client, {}))[0]!.subject_id).toBe(job!.id);
    await changeApplicationStatus(poster.client, app!.id, 'shortlisted', '');
    await changeApplicationStatus(poster.client, app!.id, 'interview', 'Tuesday');
    expect(await kinds(applicant)).toEqual(['application_status', 'application_status']);
  });
});

describe('broadcasts', () => {
  it('only administrators preview, send and list them', async () => {
    const m = await t.member('Not Admin');
    await expect(broadcastReach(m.client, 'all')).rejects.toThrow('You do not have administrative privileges.');
    await expect(sendBroadcast(m.client, { title: 'x', message: 'y', audience: 'all' })).rejects.toThrow(
      'You do not have administrative privileges.',
    );
    await expect(fetchBroadcastHistory(m.client)).rejects.toThrow('You do not have administrative privileges.');
    const direct = await m.client
      .from('broadcasts')
      .insert({ title: 'x', message: 'y', audience: 'all', reach: 0 } as never);
    expect(direct.error?.code).toBe('42501');
  });

  it('reaches the audience as it was at send time; one row whatever the reach; read marks when read', async () => {
    const hr = await t.member('Hr Hana');
    const free = await t.member('Prov Free', { type: 'Service Provider', plan: 'Free' });
    const premium = await t.member('Prov Prem', { type: 'Service Provider', plan: 'Premium' });
    const providers = await broadcastReach(admin, 'provider');
    const premiums = await broadcastReach(admin, 'plan', 'Premium');
    expect(providers).toBeGreaterThanOrEqual(2);

    const before = (await t.service.from('broadcasts').select('id', { count: 'exact', head: true })).count ?? 0;
    const toProviders = await sendBroadcast(admin, {
      title: 'For providers',
      message: 'Hello providers',
      audience: 'provider',
    });
    const toPremium = await sendBroadcast(admin, {
      title: 'For Premium',
      message: 'Hello Premium',
      audience: 'plan',
      plan: 'Premium',
    });
    expect(toProviders.reach).toBe(providers);
    expect(toPremium.reach).toBe(premiums);
    expect((await t.service.from('broadcasts').select('id', { count: 'exact', head: true })).count).toBe(before + 2);
    expect((await t.service.from('broadcast_reads').select('member_id', { count: 'exact', head: true })).count).toBe(0);

    // Plans change and members join after the send: the audience stays what it was.
    await t.service.from('profiles').update({ subscription_plan: 'Premium' }).eq('id', free.id);
    await t.service.from('profiles').update({ subscription_plan: 'Free' }).eq('id', premium.id);
    const late = await t.member('Late Lou', { type: 'Service Provider', plan: 'Premium' });

    const titles = async (m: Member) =>
      (await fetchNotifications(m.client, {})).filter((n) => n.source === 'broadcast').map((n) => n.title);
    expect(await titles(hr)).toEqual([]);
    expect(await titles(free)).toEqual(['For providers']);
    expect(await titles(premium)).toEqual(['For Premium', 'For providers']);
    expect(await titles(late)).toEqual([]);
    expect(await fetchUnreadCount(premium.client)).toBe(2);
    expect(await fetchUnreadCount(hr.client)).toBe(0);
    // Members read only the broadcasts that reached them, also through the table.
    expect((await hr.client.from('broadcasts').select('id').eq('id', toProviders.id)).data).toEqual([]);
    expect((await free.client.from('broadcasts').select('id').eq('id', toProviders.id)).data).toHaveLength(1);

    expect(await markRead(hr.client, 'broadcast', toProviders.id)).toBe(false);
    expect(await markRead(premium.client, 'broadcast', toPremium.id)).toBe(true);
    expect(await fetchUnreadCount(premium.client)).toBe(1);
    await markAllRead(premium.client);
    expect(await fetchUnreadCount(premium.client)).toBe(0);

    const history = await fetchBroadcastHistory(admin);
    expect(history.find((b) => b.id === toPremium.id)).toMatchObject({
      audience: 'plan',
      plan: 'Premium',
      read_count: 1,
    });
    expect(history.find((b) => b.id === toProviders.id)).toMatchObject({ reach: providers, read_count: 1 });
  });

  it('shows the newest undismissed one as a banner until dismissed', async () => {
    const m = await t.member('Banner Bea');
    expect(await fetchBanner(m.client)).toBeNull();
    const sent = await sendBroadcast(admin, { title: 'Maintenance tonight', message: 'Back at 2am.', audience: 'all' });
    const other = await t.member('Banner Ben');
    expect(await fetchBanner(m.client)).toMatchObject({ id: sent.id, title: 'Maintenance tonight' });
    expect(await fetchBanner(other.client)).toBeNull();
    expect(await dismissBanner(other.client, sent.id)).toBe(false);
    expect(await dismissBanner(m.client, sent.id)).toBe(true);
    expect(await fetchBanner(m.client)).toBeNull();
  });

  it('refuses an empty title, a plan without the plan audience, and the reverse', async () => {
    await expect(sendBroadcast(admin, { title: ' ', message: 'x', audience: 'all' })).rejects.toThrow(
      /broadcasts_title_check/,
    );
    await expect(sendBroadcast(admin, { title: 'x', message: 'y', audience: 'plan' })).rejects.toThrow(
      'A plan is given exactly when the audience is a plan',
    );
    await expect(sendBroadcast(admin, { title: 'x', message: 'y', audience: 'hr', plan: 'Premium' })).rejects.toThrow(
      'A plan is given exactly when the audience is a plan',
    );
  });
});

describe('activity feed and achievements', () => {
  it('shows the events of connections, newest first, by the subject’s rules', async () => {
    const me = await t.member('Feed Fay');
    const friend = await t.member('Friend Finn', { type: 'Service Provider', plan: 'Premium' });
    const stranger = await t.member('Stranger Stu');
    const third = await t.member('Third Theo');
    const poster = await t.member('Poster Pia');
    await accept(friend, await connect(me, friend));
    await accept(poster, await connect(me, poster));
    const job = await poster.client
      .from('jobs')
      .insert({ title: 'Friend job', company_name: 'F', location: 'Remote', description: 'x', posted_by: poster.id });
    expect(job.error).toBeNull();
    await stranger.client.from('jobs').insert({
      title: 'Stranger job',
      company_name: 'S',
      location: 'Remote',
      description: 'x',
      posted_by: stranger.id,
    });
    const { data: cat } = await t.service.from('service_categories').select('id').limit(1).single();
    await friend.client
      .from('user_services')
      .insert({ user_id: friend.id, service_name: 'Showcased payroll', category_id: cat!.id });
    await accept(third, await connect(friend, third));

    const feed = await fetchActivityFeed(me.client, {});
    expect(feed.map((e) => [e.kind, e.subject_title ?? e.other_name])).toEqual([
      ['connected', 'Third Theo'],
      ['service_listed', 'Showcased payroll'],
      ['job_posted', 'Friend job'],
    ]);
    expect(feed.map((e) => e.actor_name)).toEqual(['Friend Finn', 'Friend Finn', 'Poster Pia']);

    // Blocking the friend removes their events; a draft (not showcased) service is never shown to others.
    await t.service.from('user_services').update({ showcased: false }).eq('user_id', friend.id);
    expect((await fetchActivityFeed(me.client, {})).map((e) => e.kind)).toEqual(['connected', 'job_posted']);
    expect((await fetchMemberActivity(friend.client, friend.id, {})).map((e) => e.kind)).toContain('service_listed');
    expect((await fetchMemberActivity(me.client, friend.id, {})).map((e) => e.kind)).not.toContain('service_listed');
    // The stranger's job never shows: not a connection.
    expect((await fetchActivityFeed(me.client, {})).some((e) => e.subject_title === 'Stranger job')).toBe(false);
    await blockMember(me.client, friend.id);
    expect((await fetchActivityFeed(me.client, {})).map((e) => e.actor_name)).toEqual(['Poster Pia']);
    expect(await fetchMemberActivity(me.client, friend.id, {})).toEqual([]);
  });

  it('pages by time', async () => {
    const me = await t.member('Pager Pat');
    const friend = await t.member('Busy Bo');
    await accept(friend, await connect(me, friend));
    for (let i = 1; i <= 5; i++)
      await friend.client
        .from('jobs')
        .insert({ title: `Job ${i}`, company_name: 'B', location: 'Remote', description: 'x', posted_by: friend.id });
    const first = await fetchActivityFeed(me.client, { limit: 3 });
    expect(first.map((e) => e.subject_title)).toEqual(['Job 5', 'Job 4', 'Job 3']);
    const next = await fetchActivityFeed(me.client, { limit: 3, before: first.at(-1)!.at });
    // 'Pager Pat connected with Busy Bo' is no news to Pat: events with the viewer are left out.
    expect(next.map((e) => e.subject_title ?? e.kind)).toEqual(['Job 2', 'Job 1']);
  });

  it('earns badges from data, with the date, none before they are earned', async () => {
    const m = await t.member('Badge Bianca');
    expect(await fetchAchievements(m.client, m.id)).toEqual([]);
    const friends = await Promise.all(Array.from({ length: 10 }, (_, i) => t.member(`Pal ${i}`)));
    for (const f of friends) await accept(f, await connect(m, f));
    await m.client
      .from('jobs')
      .insert({ title: 'First', company_name: 'B', location: 'Remote', description: 'x', posted_by: m.id });
    const badges = await fetchAchievements(friends[0]!.client, m.id);
    expect(badges.map((b) => b.badge)).toEqual(['first_connection', 'ten_connections', 'first_job_posted']);
    expect(badges.every((b) => !Number.isNaN(Date.parse(b.earned_at)))).toBe(true);
    expect((await fetchAchievements(friends[0]!.client, friends[1]!.id)).map((b) => b.badge)).toEqual([
      'first_connection',
    ]);
  });
});
