// Conversations between members (issue 15), as supabase-js sees them: who may write to whom, what each
// side may read and change, one conversation per pair under concurrent first messages, keyset pages,
// unread counts and read marks, blocks, reports, and live delivery through Realtime under RLS
// (postgres_changes) and Realtime Authorization (the pair's private channel). Each refusal sits next
// to the allowed case, so no test passes by refusing everything.
import type { RealtimeChannel } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, subscribed, waitFor, watchStatus, type Payload } from '../../stack/test/support/realtime.ts';
import { startContext, type Member, type TestContext } from './support/stack.ts';
import {
  blockMember,
  deleteMessage,
  fetchConversations,
  fetchConversationWith,
  fetchHistory,
  fetchUnreadCount,
  markRead,
  reportConversation,
  sendMessage,
  unblockMember,
  fetchReportsPage,
  closeReport,
} from '@/features/messaging/queries';

let t: TestContext;
let hr: Member;
let provider: Member;
let stranger: Member;
let admin: Member;

async function connect(a: Member, b: Member): Promise<void> {
  const { data, error } = await a.client
    .from('connections')
    .insert({ requester_id: a.id, addressee_id: b.id, status: 'pending' })
    .select('id')
    .single();
  if (error) throw error;
  const answered = await b.client.from('connections').update({ status: 'accepted' }).eq('id', data.id);
  if (answered.error) throw answered.error;
}

const count = async (sql: string, params: unknown[] = []): Promise<number> =>
  (await t.stack.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).rows[0].n;

beforeAll(async () => {
  t = await startContext();
  hr = await t.member('Helen HR');
  provider = await t.member('Paula Provider', { type: 'Service Provider', plan: 'Professional' });
  stranger = await t.member('Sam Stranger');
  admin = await t.member('Ada Admin');
  await t.promote(admin);
  await connect(hr, provider);
});
afterAll(async () => {
  await Promise.all([hr, provider, stranger, admin].map((m) => m?.client.removeAllChannels()));
  await t?.stack.stop();
});

describe('who may write to whom', () => {
  it('connected members write to each other; the sender is always the caller', async () => {
    const sent = await sendMessage(hr.client, provider.id, '  Hello Paula  ');
    expect(sent).toMatchObject({ sender_id: hr.id, recipient_id: provider.id, body: 'Hello Paula', deleted_at: null });
    const forged = await stranger.client
      .from('messages')
      .insert({ recipient_id: provider.id, body: 'as Helen', sender_id: hr.id } as never);
    expect(forged.error?.code).toBe('42501');
    expect(await count(`public.messages where body = 'as Helen'`)).toBe(0);
  });

  it('refuses members without an accepted connection, administrators and oneself', async () => {
    await expect(sendMessage(stranger.client, hr.id, 'hi')).rejects.toMatchObject({
      code: '42501',
      message: 'You can only message members you are connected with.',
    });
    await expect(sendMessage(hr.client, admin.id, 'hi admin')).rejects.toMatchObject({ code: '42501' });
    await expect(sendMessage(admin.client, hr.id, 'hi member')).rejects.toMatchObject({ code: '42501' });
    await expect(sendMessage(hr.client, hr.id, 'me')).rejects.toMatchObject({ code: '42501' });
    // A pending request is not enough either.
    await stranger.client
      .from('connections')
      .insert({ requester_id: stranger.id, addressee_id: hr.id, status: 'pending' });
    await expect(sendMessage(stranger.client, hr.id, 'hi')).rejects.toMatchObject({ code: '42501' });
  });

  it('answers can_message only about pairs that include the caller', async () => {
    expect((await hr.client.rpc('can_message', { p_sender: hr.id, p_recipient: provider.id })).data).toBe(true);
    expect((await provider.client.rpc('can_message', { p_sender: provider.id, p_recipient: hr.id })).data).toBe(true);
    expect((await stranger.client.rpc('can_message', { p_sender: hr.id, p_recipient: provider.id })).data).toBe(false);
    expect((await t.service.rpc('can_message', { p_sender: hr.id, p_recipient: provider.id })).data).toBe(true);
    expect((await t.anon.rpc('can_message', { p_sender: hr.id, p_recipient: provider.id })).error?.code).toBe('42501');
  });

  it('takes 1–4000 characters after trimming', async () => {
    await expect(sendMessage(hr.client, provider.id, '   \n ')).rejects.toMatchObject({ code: '23514' });
    await expect(sendMessage(hr.client, provider.id, 'x'.repeat(4001))).rejects.toMatchObject({ code: '23514' });
    const long = await sendMessage(hr.client, provider.id, ` ${'y'.repeat(4000)} `);
    expect(long.body).toHaveLength(4000);
  });
});

describe('reading', () => {
  it('only the two participants read the conversation, its rows and its messages', async () => {
    const { data: conv } = await hr.client.from('conversations').select('id, member_a, member_b');
    expect(conv).toHaveLength(1);
    expect((await provider.client.from('conversations').select('id')).data).toEqual([{ id: conv![0].id }]);
    for (const outsider of [stranger, admin]) {
      expect((await outsider.client.from('conversations').select('id')).data).toEqual([]);
      expect((await outsider.client.from('messages').select('id')).data).toEqual([]);
      expect((await outsider.client.from('conversation_participants').select('member_id')).data).toEqual([]);
      expect(await fetchHistory(outsider.client, conv![0].id, null)).toEqual([]);
      expect(await fetchConversations(outsider.client, null)).toEqual([]);
    }
    expect((await t.anon.from('messages').select('id')).error?.code).toBe('42501');
    expect((await provider.client.from('messages').select('id')).data!.length).toBeGreaterThan(0);
  });

  it('pages history backwards by keyset, newest first, without gaps or repeats', async () => {
    const other = await t.member('Olga Other');
    await connect(other, hr);
    for (let i = 1; i <= 7; i += 1)
      await sendMessage(i % 2 ? other.client : hr.client, i % 2 ? hr.id : other.id, `m${i}`);
    const conv = await fetchConversationWith(hr.client, other.id);
    const seen: string[] = [];
    let cursor: { created_at: string; id: string } | null = null;
    for (;;) {
      const page = await fetchHistory(hr.client, conv!.conversation_id!, cursor, 3);
      seen.push(...page.map((m) => m.body));
      if (page.length < 3) break;
      cursor = page[page.length - 1];
    }
    expect(seen).toEqual(['m7', 'm6', 'm5', 'm4', 'm3', 'm2', 'm1']);
  });

  it('lists conversations newest first with the other member, preview and unread count, paged by keyset', async () => {
    const first = await fetchConversations(hr.client, null, 1);
    expect(first).toHaveLength(1);
    // Helen replied after m2, m4 and m6, which reads what came before: only m7 is unread.
    expect(first[0]).toMatchObject({ other_full_name: 'Olga Other', last_message_body: 'm7', unread_count: 1 });
    const second = await fetchConversations(hr.client, first[0], 1);
    expect(second).toHaveLength(1);
    expect(second[0]).toMatchObject({ other_id: provider.id, unread_count: 0, last_message_sender_id: hr.id });
    expect(await fetchConversations(hr.client, second[0], 1)).toEqual([]);
    // Paula has Helen's messages unread.
    const paula = await fetchConversations(provider.client, null);
    expect(paula[0]).toMatchObject({ other_id: hr.id, unread_count: 2, other_full_name: 'Helen HR' });
  });

  it('counts unread messages for the badge and clears a conversation when it is opened', async () => {
    expect(await fetchUnreadCount(hr.client)).toBe(1);
    expect(await fetchUnreadCount(provider.client)).toBe(2);
    const conv = await fetchConversationWith(provider.client, hr.id);
    expect(conv?.other_last_read_at).not.toBeNull();
    await markRead(provider.client, conv!.conversation_id!);
    expect(await fetchUnreadCount(provider.client)).toBe(0);
    // Helen now sees that Paula read up to her last message.
    const helenSide = await fetchConversationWith(hr.client, provider.id);
    const [last] = await fetchHistory(hr.client, helenSide!.conversation_id!, null, 1);
    expect(new Date(helenSide!.other_last_read_at!).getTime()).toBeGreaterThanOrEqual(
      new Date(last.created_at).getTime(),
    );
    // Marking someone else's conversation read changes nothing.
    const helenUnread = await fetchUnreadCount(hr.client);
    await markRead(stranger.client, conv!.conversation_id!);
    expect(await fetchUnreadCount(hr.client)).toBe(helenUnread);
  });
});

describe('one conversation per pair', () => {
  it('holds when both members send their first message at the same time', async () => {
    const a = await t.member('Ann Race');
    const b = await t.member('Bob Race', { type: 'Service Provider', plan: 'Premium' });
    await connect(a, b);
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => sendMessage(i % 2 ? a.client : b.client, i % 2 ? b.id : a.id, `race ${i}`)),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const pair = [a.id, b.id].sort();
    expect(await count('public.conversations where member_a = $1 and member_b = $2', pair)).toBe(1);
    expect(await count(`public.messages where body like 'race %'`)).toBe(8);
    expect(
      await count(
        'public.conversation_participants p join public.conversations c on c.id = p.conversation_id where c.member_a = $1 and c.member_b = $2',
        pair,
      ),
    ).toBe(2);
  });
});

describe('deleting', () => {
  it('the sender deletes by clearing the body; nobody edits or deletes rows otherwise', async () => {
    const msg = await sendMessage(hr.client, provider.id, 'oops');
    // Another's message: no row matches.
    expect(await deleteMessage(provider.client, msg.id)).toBe(false);
    // An edit is not a deletion.
    const edit = await hr.client.from('messages').update({ body: 'edited' }).eq('id', msg.id);
    expect(edit.error?.code).toBe('22023');
    // No DELETE right on messages.
    const del = await hr.client.from('messages').delete().eq('id', msg.id);
    expect(del.error?.code).toBe('42501');
    // Moving it elsewhere is not possible either.
    const move = await hr.client
      .from('messages')
      .update({ recipient_id: stranger.id } as never)
      .eq('id', msg.id);
    expect(move.error?.code).toBe('42501');
    expect(await deleteMessage(hr.client, msg.id)).toBe(true);
    const { data } = await provider.client.from('messages').select('body, deleted_at').eq('id', msg.id).single();
    expect(data).toMatchObject({ body: '' });
    expect(data!.deleted_at).not.toBeNull();
    const again = await hr.client
      .from('messages')
      .update({ body: '', deleted_at: new Date().toISOString() })
      .eq('id', msg.id);
    expect(again.error?.code).toBe('22023');
    const [row] = await fetchConversations(provider.client, null, 1);
    expect(row).toMatchObject({ last_message_id: msg.id, last_message_deleted: true, last_message_body: '' });
  });
});

describe('blocking', () => {
  it('stops messages and connection requests both ways until lifted', async () => {
    const a = await t.member('Ava Block');
    const b = await t.member('Ben Block');
    const c = await t.member('Cal Block');
    await connect(a, b);
    await sendMessage(b.client, a.id, 'before');
    await blockMember(a.client, b.id);
    await expect(sendMessage(b.client, a.id, 'after')).rejects.toMatchObject({ code: '42501' });
    await expect(sendMessage(a.client, b.id, 'after')).rejects.toMatchObject({ code: '42501' });
    expect(await fetchConversationWith(b.client, a.id)).toMatchObject({
      can_message: false,
      blocked_me: true,
      blocked_by_me: false,
    });
    expect(await fetchConversationWith(a.client, b.id)).toMatchObject({ can_message: false, blocked_by_me: true });
    // Requests: neither way, while someone not blocked still may.
    await blockMember(a.client, c.id);
    const req1 = await c.client
      .from('connections')
      .insert({ requester_id: c.id, addressee_id: a.id, status: 'pending' });
    expect(req1.error?.code).toBe('42501');
    const req2 = await a.client
      .from('connections')
      .insert({ requester_id: a.id, addressee_id: c.id, status: 'pending' });
    expect(req2.error?.code).toBe('42501');
    const req3 = await c.client
      .from('connections')
      .insert({ requester_id: c.id, addressee_id: b.id, status: 'pending' });
    expect(req3.error).toBeNull();
    // The blocked member cannot see or lift the block; a forged blocker is refused.
    expect((await b.client.from('member_blocks').select('*')).data).toEqual([]);
    await b.client.from('member_blocks').delete().eq('blocked_id', b.id);
    expect(await count('public.member_blocks where blocker_id = $1 and blocked_id = $2', [a.id, b.id])).toBe(1);
    const forged = await b.client.from('member_blocks').insert({ blocked_id: c.id, blocker_id: a.id } as never);
    expect(forged.error?.code).toBe('42501');
    await unblockMember(a.client, b.id);
    expect((await sendMessage(b.client, a.id, 'after')).body).toBe('after');
  });
});

describe('reports', () => {
  it('keep a snapshot of the last 20 messages that administrators read and close; members do not', async () => {
    const a = await t.member('Rita Report');
    const b = await t.member('Rob Reported', { type: 'Service Provider', plan: 'Premium' });
    await connect(a, b);
    for (let i = 1; i <= 22; i += 1) await sendMessage(b.client, a.id, `spam ${i}`);
    const conv = await fetchConversationWith(a.client, b.id);
    await expect(reportConversation(stranger.client, conv!.conversation_id!, 'spam', null)).rejects.toMatchObject({
      code: 'P0002',
    });
    const id = await reportConversation(a.client, conv!.conversation_id!, 'spam', '  Keeps selling  ');
    // Members (reporter included) read no reports; administrators do, with the snapshot only.
    expect((await a.client.from('conversation_reports').select('id')).data).toEqual([]);
    expect((await a.client.rpc('admin_list_reports', {})).error?.code).toBe('42501');
    const [report] = await fetchReportsPage(admin.client, 'open', null);
    expect(report).toMatchObject({
      id,
      reason: 'spam',
      note: 'Keeps selling',
      reporter_name: 'Rita Report',
      reported_name: 'Rob Reported',
    });
    const snapshot = report.snapshot as { body: string; sender_name: string }[];
    expect(snapshot).toHaveLength(20);
    expect(snapshot[0]).toMatchObject({ body: 'spam 3', sender_name: 'Rob Reported' });
    expect(snapshot[19].body).toBe('spam 22');
    // …but never the conversation itself.
    expect(
      (await admin.client.from('messages').select('id').eq('conversation_id', conv!.conversation_id!)).data,
    ).toEqual([]);
    await expect(closeReport(a.client, id)).rejects.toMatchObject({ code: '42501' });
    await closeReport(admin.client, id);
    expect(await fetchReportsPage(admin.client, 'open', null)).toEqual([]);
    expect((await fetchReportsPage(admin.client, 'closed', null)).map((r) => r.id)).toEqual([id]);
    await expect(closeReport(admin.client, id)).rejects.toMatchObject({ code: 'P0002' });
  });
});

describe('live delivery', () => {
  const channels: RealtimeChannel[] = [];
  afterAll(async () => {
    await Promise.all(channels.map((c) => c.unsubscribe()));
  });

  it('delivers new messages and unread counts to the participants only (postgres_changes under RLS)', async () => {
    const conv = await fetchConversationWith(hr.client, provider.id);
    const cid = conv!.conversation_id!;
    const toPaula = collect<Payload>();
    const toStranger = collect<Payload>();
    const paulaRows = collect<Payload>();
    const paula = provider.client
      .channel('paula-messages')
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'messages', filter: `conversation_id=eq.${cid}` },
        (p) => toPaula.push(p),
      )
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'conversation_participants', filter: `member_id=eq.${provider.id}` },
        (p) => paulaRows.push(p),
      );
    // Sam listens on the same conversation and on Paula's rows: RLS gives him nothing.
    const sam = stranger.client
      .channel('sam-messages')
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'messages', filter: `conversation_id=eq.${cid}` },
        (p) => toStranger.push(p),
      )
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'conversation_participants', filter: `member_id=eq.${provider.id}` },
        (p) => toStranger.push(p),
      );
    channels.push(paula, sam);
    await Promise.all([subscribed(paula), subscribed(sam)]);
    const sent = await sendMessage(hr.client, provider.id, 'live one');
    const got = await waitFor('the message on Paula', () => toPaula.items.find((p) => p.new.id === sent.id));
    expect(got.new).toMatchObject({ body: 'live one', sender_id: hr.id });
    const row = await waitFor('Paula’s unread count', () =>
      paulaRows.items.find((p) => p.new.conversation_id === cid && p.new.unread_count > 0),
    );
    expect(row.eventType).toBe('UPDATE');
    // A write after Helen's: once it has reached Paula, Sam's would have arrived too.
    const marker = await sendMessage(hr.client, provider.id, 'marker');
    await waitFor('the marker on Paula', () => toPaula.items.find((p) => p.new.id === marker.id));
    expect(toStranger.items).toEqual([]);
  });

  it('lets only the two members join and send on the pair’s private channel', async () => {
    const { data: topic } = await hr.client.rpc('conversation_topic', { a: hr.id, b: provider.id });
    const heard = collect<Payload>();
    const helen = hr.client.channel(topic!, { config: { private: true, broadcast: { ack: true } } });
    const paula = provider.client.channel(topic!, { config: { private: true } });
    paula.on('broadcast', { event: 'typing' }, (p) => heard.push(p));
    channels.push(helen, paula);
    await Promise.all([subscribed(helen), subscribed(paula)]);
    expect(await helen.send({ type: 'broadcast', event: 'typing', payload: { member: hr.id } })).toBe('ok');
    await waitFor('typing on Paula', () => heard.items[0]);

    const sam = stranger.client.channel(topic!, { config: { private: true } });
    channels.push(sam);
    const watch = watchStatus(sam);
    await waitFor('Sam refused', () => (watch.statuses.includes('CHANNEL_ERROR') ? true : undefined));
    expect(watch.errors[0]).toContain('Unauthorized');
    // A malformed or foreign 'dm:' topic is nobody's.
    const fake = hr.client.channel(`dm:${provider.id}:${stranger.id}`, { config: { private: true } });
    channels.push(fake);
    const fakeWatch = watchStatus(fake);
    await waitFor('foreign pair refused', () => (fakeWatch.statuses.includes('CHANNEL_ERROR') ? true : undefined));
  });
});
