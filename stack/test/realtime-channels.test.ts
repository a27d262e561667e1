// Broadcast (self, ack), presence (sync, join, leave), Realtime Authorization for private channels
// (policies on realtime.messages with realtime.topic()), Broadcast from Database, and tokens: expiry
// and an invalid access_token end delivery.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type RunningStack } from '../src/testing.ts';
import {
  closeClients,
  collect,
  realtimeClient,
  subscribed,
  userToken,
  waitFor,
  watchStatus,
  type TestUser,
  type Payload,
} from './support/realtime.ts';

let stack: RunningStack;
let member: TestUser;
let outsider: TestUser;
let listener: TestUser;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  stack = await startTestStack();
  member = await userToken(stack);
  outsider = await userToken(stack);
  listener = await userToken(stack);
  // Who may use which private topic: a room table, as an app's migration would write it.
  await stack.db.exec(`
    create table public.rt_room_members (room text not null, user_id uuid not null, can_send boolean not null,
      primary key (room, user_id));
    create policy rt_room_read on realtime.messages for select to authenticated using (
      exists (select 1 from public.rt_room_members m where m.room = realtime.topic() and m.user_id = auth.uid()));
    create policy rt_room_write on realtime.messages for insert to authenticated with check (
      exists (select 1 from public.rt_room_members m
              where m.room = realtime.topic() and m.user_id = auth.uid() and m.can_send));
    create table public.rt_ticks (id int primary key, owner uuid not null);
    alter table public.rt_ticks enable row level security;
    create policy rt_ticks_read on public.rt_ticks for select to authenticated using (owner = auth.uid());
    alter publication supabase_realtime add table public.rt_ticks;`);
  await stack.db.query(`insert into public.rt_room_members values ('room:1', $1, true), ('room:1', $2, false)`, [
    member.id,
    listener.id,
  ]);
  await stack.reloadSchema();
});
afterAll(async () => {
  await closeClients(...clients);
  await stack?.stop();
});

function client(token?: string): SupabaseClient {
  const c = realtimeClient(stack, token);
  clients.push(c);
  return c;
}

describe('broadcast', () => {
  it('reaches the other subscribers, and the sender only with self', async () => {
    const a = collect<Payload>();
    const b = collect<Payload>();
    const c = collect<Payload>();
    const sender = client().channel('bc-1');
    sender.on('broadcast', { event: 'ping' }, (p) => a.push(p));
    const selfish = client().channel('bc-1', { config: { broadcast: { self: true } } });
    selfish.on('broadcast', { event: 'ping' }, (p) => c.push(p));
    const other = client().channel('bc-1');
    other.on('broadcast', { event: '*' }, (p) => b.push(p));
    await Promise.all([subscribed(sender), subscribed(selfish), subscribed(other)]);
    await sender.send({ type: 'broadcast', event: 'ping', payload: { n: 1 } });
    await selfish.send({ type: 'broadcast', event: 'ping', payload: { n: 2 } });
    await waitFor('both on the other', () => (b.items.length === 2 ? true : undefined));
    await waitFor('own message with self', () => c.items.find((p) => p.payload.n === 2));
    expect(b.items.map((p) => p.payload.n)).toEqual([1, 2]);
    expect(b.items[0]).toEqual({ type: 'broadcast', event: 'ping', payload: { n: 1 } });
    // The sender without self got the other's message but not its own.
    await waitFor('the other message on the sender', () => a.items.find((p) => p.payload.n === 2));
    expect(a.items.map((p) => p.payload.n)).toEqual([2]);
  });

  it('acknowledges a send with ack', async () => {
    const acked = client().channel('bc-ack', { config: { broadcast: { ack: true } } });
    await subscribed(acked);
    expect(await acked.send({ type: 'broadcast', event: 'x', payload: {} })).toBe('ok');
  });
});

describe('presence', () => {
  it('syncs state, and tells joins and leaves', async () => {
    const joins = collect<Payload>();
    const leaves = collect<Payload>();
    const watcher = client().channel('lobby', { config: { presence: { key: 'watcher' } } });
    watcher
      .on('presence', { event: 'join' }, (p) => joins.push(p))
      .on('presence', { event: 'leave' }, (p) => leaves.push(p));
    await subscribed(watcher);
    expect(await watcher.track({ name: 'W' })).toBe('ok');
    await waitFor('own join', () => joins.items.find((p) => p.key === 'watcher'));

    const visitorClient = client();
    const visitor = visitorClient.channel('lobby', { config: { presence: { key: 'visitor' } } });
    const synced = collect<boolean>();
    visitor.on('presence', { event: 'sync' }, () => synced.push(true));
    await subscribed(visitor);
    await waitFor('the visitor sees the watcher', () => (visitor.presenceState().watcher ? true : undefined));
    expect(visitor.presenceState().watcher![0]).toMatchObject({ name: 'W' });
    expect(await visitor.track({ name: 'V' })).toBe('ok');
    const join = await waitFor('visitor join', () => joins.items.find((p) => p.key === 'visitor'));
    expect(join.newPresences[0]).toMatchObject({ name: 'V' });
    expect(watcher.presenceState().visitor).toHaveLength(1);

    await visitorClient.removeChannel(visitor);
    const leave = await waitFor('visitor leave', () => leaves.items.find((p) => p.key === 'visitor'));
    expect(leave.leftPresences[0]).toMatchObject({ name: 'V' });
    await waitFor('state without the visitor', () => (watcher.presenceState().visitor ? undefined : true));
    expect(synced.items.length).toBeGreaterThan(0);
  });
});

describe('private channels (Realtime Authorization)', () => {
  it('refuses a user the policies do not let read the topic', async () => {
    const ch = client(outsider.token).channel('room:1', { config: { private: true } });
    const watch = watchStatus(ch);
    await waitFor('CHANNEL_ERROR', () => (watch.statuses.includes('CHANNEL_ERROR') ? true : undefined));
    expect(watch.errors[0]).toBe('Unauthorized: You do not have permissions to read from this Channel topic: room:1');
  });

  it('lets members read; only those allowed to insert may send, and only members receive', async () => {
    const heard = collect<Payload>();
    const sent = collect<Payload>();
    const reader = client(listener.token).channel('room:1', { config: { private: true, broadcast: { ack: true } } });
    reader.on('broadcast', { event: 'say' }, (p) => heard.push(p));
    const writer = client(member.token).channel('room:1', { config: { private: true, broadcast: { ack: true } } });
    writer.on('broadcast', { event: 'say' }, (p) => sent.push(p));
    // A public channel of the same name is another topic: it hears nothing of the private one.
    const publicSide = collect<Payload>();
    const pub = client(outsider.token).channel('room:1');
    pub.on('broadcast', { event: 'say' }, (p) => publicSide.push(p));
    await Promise.all([subscribed(reader), subscribed(writer), subscribed(pub)]);

    expect(await writer.send({ type: 'broadcast', event: 'say', payload: { text: 'hi' } })).toBe('ok');
    await waitFor('reader hears the member', () => heard.items[0]);
    // The listener may read but not insert: the send is dropped without an ack.
    expect(await reader.send({ type: 'broadcast', event: 'say', payload: { text: 'me too' } }, { timeout: 1500 })).toBe(
      'timed out',
    );
    expect(await writer.send({ type: 'broadcast', event: 'say', payload: { text: 'again' } })).toBe('ok');
    await waitFor('second message', () => heard.items.find((p) => p.payload.text === 'again'));
    expect(heard.items.map((p) => p.payload.text)).toEqual(['hi', 'again']);
    expect(sent.items).toEqual([]);
    expect(publicSide.items).toEqual([]);
  });

  it('delivers realtime.send() from the database to the topic’s readers', async () => {
    const heard = collect<Payload>();
    const ch = client(member.token).channel('room:1', { config: { private: true } });
    ch.on('broadcast', { event: 'db-event' }, (p) => heard.push(p));
    await subscribed(ch);
    await stack.db.query(`select realtime.send('{"from": "db"}'::jsonb, 'db-event', 'room:1', true)`);
    const got = await waitFor('database broadcast', () => heard.items[0]);
    expect(got).toMatchObject({ type: 'broadcast', event: 'db-event', payload: { from: 'db' } });
    expect(got.meta?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lets only members send over HTTP to a private topic', async () => {
    const send = (token: string) =>
      fetch(`${stack.url}/realtime/v1/api/broadcast/${encodeURIComponent('room:1')}/events/http?private=true`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ via: 'http' }),
      });
    expect((await send(outsider.token)).status).toBe(403);
    expect((await send(member.token)).status).toBe(202);
  });
});

describe('tokens', () => {
  it('stops delivery when the token expires, with a system message and a close', async () => {
    const shortLived = await userToken(stack, { sub: member.id, seconds: 3 });
    const c = client(shortLived.token);
    const got = collect<Payload>();
    const system = collect<Payload>();
    const ch = c
      .channel('expiring')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_ticks' }, (p) => got.push(p as Payload))
      .on('system', {}, (p: Payload) => system.push(p));
    const watch = watchStatus(ch);
    await waitFor('SUBSCRIBED', () => (watch.statuses.includes('SUBSCRIBED') ? true : undefined));
    await stack.db.query('insert into public.rt_ticks values (1, $1)', [member.id]);
    await waitFor('a row before expiry', () => got.items[0]);
    const expired = await waitFor('the expiry message', () => system.items.find((p) => p.status === 'error'), 20_000);
    expect(expired).toMatchObject({ extension: 'system', status: 'error', channel: 'expiring' });
    expect(expired.message).toMatch(/^Token has expired \d+ seconds ago$/);
    await waitFor('CLOSED', () => (watch.statuses.includes('CLOSED') ? true : undefined));
    const before = got.items.length;
    // A subscriber with a valid token for the same rows: once it has row 2, so would the expired one.
    const witness = collect<Payload>();
    const w = client(member.token)
      .channel('expiring-witness')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_ticks' }, (p) =>
        witness.push(p as Payload),
      );
    await subscribed(w);
    await stack.db.query('insert into public.rt_ticks values (2, $1)', [member.id]);
    await waitFor('row 2 on the witness', () => witness.items.find((p) => p.new.id === 2));
    expect(got.items.length).toBe(before);
  });

  it('closes the channel on an invalid access_token', async () => {
    const c = client(member.token);
    const system = collect<Payload>();
    const ch = c.channel('bad-token').on('system', {}, (p: Payload) => system.push(p));
    const watch = watchStatus(ch);
    await waitFor('SUBSCRIBED', () => (watch.statuses.includes('SUBSCRIBED') ? true : undefined));
    await c.realtime.setAuth('not-a-jwt');
    const msg = await waitFor('the shutdown message', () => system.items.find((p) => p.status === 'error'));
    expect(msg.message).toBe('The token provided is not a valid JWT');
    await waitFor('CLOSED', () => (watch.statuses.includes('CLOSED') ? true : undefined));
  });
});
