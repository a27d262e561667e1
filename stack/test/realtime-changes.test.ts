// postgres_changes through supabase-js: events, Realtime's payload shape, every filter form, RLS per
// subscriber (a member never receives a row they cannot select), deletes carrying only the key,
// subscriptions Realtime refuses, and tables joining or leaving the publication at run time.
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
  type TestUser,
  type Payload,
} from './support/realtime.ts';

let stack: RunningStack;
let alice: TestUser;
let bob: TestUser;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  stack = await startTestStack();
  await stack.db.exec(`
    create type public.rt_mood as enum ('low', 'mid', 'high');
    create table public.rt_items (
      id bigint generated always as identity primary key,
      owner uuid not null,
      title text not null,
      qty int not null default 0,
      price numeric(10, 2),
      done boolean not null default false,
      tags text[] not null default '{}',
      mood public.rt_mood,
      due date,
      meta jsonb,
      created_at timestamptz not null default now()
    );
    alter table public.rt_items enable row level security;
    create policy rt_items_own on public.rt_items for select to authenticated using (owner = auth.uid());
    create policy rt_items_insert on public.rt_items for insert to authenticated with check (owner = auth.uid());
    create policy rt_items_update on public.rt_items for update to authenticated using (owner = auth.uid());
    alter publication supabase_realtime add table public.rt_items;

    create table public.rt_open (id int primary key, note text, secret text);
    alter publication supabase_realtime add table public.rt_open;
    revoke select on public.rt_open from anon;
    grant select (id, note) on public.rt_open to anon;

    create table public.rt_full (id int primary key, owner uuid, note text);
    alter table public.rt_full replica identity full;
    alter publication supabase_realtime add table public.rt_full;

    create table public.rt_unpublished (id int primary key);`);
  await stack.reloadSchema();
  alice = await userToken(stack);
  bob = await userToken(stack);
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

/** A channel with one postgres_changes binding, subscribed; returns what it receives. */
async function listen(
  token: string | undefined,
  binding: { event: string; table: string; filter?: string; schema?: string; select?: string[] },
  topic = `t-${Math.random().toString(36).slice(2)}`,
): Promise<{ items: Payload[]; system: Payload[] }> {
  const got = collect<Payload>();
  const system = collect<Payload>();
  const ch = client(token)
    .channel(topic)
    .on('postgres_changes' as never, { schema: 'public', ...binding } as never, (p: Payload) => got.push(p))
    .on('system' as never, {} as never, (p: Payload) => system.push(p));
  await subscribed(ch);
  await waitFor('the subscription system message', () => system.items[0]);
  return { items: got.items, system: system.items };
}

async function insertItem(owner: TestUser, fields: Record<string, unknown> = {}): Promise<number> {
  const { data, error } = await client(owner.token)
    .from('rt_items')
    .insert({ owner: owner.id, title: 'item', ...fields })
    .select('id')
    .single();
  expect(error).toBeNull();
  return (data as { id: number }).id;
}

/** Writes a marker row for `owner` and waits until `sink` got it: everything written before it has
 * been processed, so what `other` sinks did not get, they will not get. */
async function barrier(owner: TestUser, sink: Payload[]): Promise<void> {
  const marker = `barrier-${Math.random()}`;
  await insertItem(owner, { title: marker });
  await waitFor(`barrier ${marker}`, () => sink.find((p) => p.new?.title === marker));
}

describe('events and payloads', () => {
  it('delivers INSERT, UPDATE and DELETE in Realtime shape, the delete with the key only', async () => {
    const all = await listen(alice.token, { event: '*', table: 'rt_items' });
    expect(all.system[0]).toMatchObject({
      extension: 'postgres_changes',
      status: 'ok',
      message: 'Subscribed to PostgreSQL',
    });
    const id = await insertItem(alice, {
      title: 'first',
      qty: 3,
      price: 9.5,
      tags: ['a', 'b'],
      mood: 'mid',
      due: '2025-03-01',
      meta: { k: [1] },
    });
    const ins = await waitFor('insert', () => all.items.find((p) => p.eventType === 'INSERT' && p.new.id === id));
    expect(ins).toMatchObject({
      schema: 'public',
      table: 'rt_items',
      eventType: 'INSERT',
      errors: null,
      old: {},
      new: {
        id,
        owner: alice.id,
        title: 'first',
        qty: 3,
        price: 9.5,
        done: false,
        tags: ['a', 'b'],
        mood: 'mid',
        due: '2025-03-01',
        meta: { k: [1] },
      },
    });
    expect(ins.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(ins.new.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/);

    await client(alice.token).from('rt_items').update({ qty: 4 }).eq('id', id);
    const upd = await waitFor('update', () => all.items.find((p) => p.eventType === 'UPDATE' && p.new.id === id));
    expect(upd.new.qty).toBe(4);
    expect(upd.old).toEqual({ id });

    await stack.db.query('delete from public.rt_items where id = $1', [id]);
    const del = await waitFor('delete', () => all.items.find((p) => p.eventType === 'DELETE'));
    expect(del).toMatchObject({ eventType: 'DELETE', new: {}, old: { id } });
    expect(Object.keys(del.old)).toEqual(['id']);
  });

  it('delivers only the bound event types', async () => {
    const inserts = await listen(alice.token, { event: 'INSERT', table: 'rt_items' });
    const updates = await listen(alice.token, { event: 'UPDATE', table: 'rt_items' });
    const deletes = await listen(alice.token, { event: 'DELETE', table: 'rt_items' });
    const id = await insertItem(alice, { title: 'typed' });
    await client(alice.token).from('rt_items').update({ qty: 1 }).eq('id', id);
    // An UPDATE is checked against the row as it is when the stack checks it (as Realtime does): a
    // row already deleted by then is no longer visible, so the delete waits for the update.
    await waitFor('the update', () => updates.items[0]);
    await stack.db.query('delete from public.rt_items where id = $1', [id]);
    await waitFor('the delete', () => deletes.items[0]);
    await barrier(alice, inserts.items);
    expect(inserts.items.every((p) => p.eventType === 'INSERT')).toBe(true);
    expect(updates.items.map((p) => p.eventType)).toEqual(['UPDATE']);
    expect(deletes.items.map((p) => p.eventType)).toEqual(['DELETE']);
  });

  it('sends a REPLICA IDENTITY FULL table its old rows, and filters its deletes on them', async () => {
    const all = await listen(alice.token, { event: '*', table: 'rt_full' });
    const mine = await listen(alice.token, { event: 'DELETE', table: 'rt_full', filter: `owner=eq.${alice.id}` });
    await stack.db.query('insert into public.rt_full values (1, $1, $2)', [alice.id, 'before']);
    await stack.db.query(`update public.rt_full set note = 'after' where id = 1`);
    const upd = await waitFor('update', () => all.items.find((p) => p.eventType === 'UPDATE'));
    expect(upd.old).toEqual({ id: 1, owner: alice.id, note: 'before' });
    await stack.db.query('delete from public.rt_full where id = 1');
    const del = await waitFor('filtered delete', () => mine.items[0]);
    expect(del.old).toEqual({ id: 1, owner: alice.id, note: 'after' });
  });

  it('leaves out columns the role may not select, and only sends the selected ones', async () => {
    const anon = await listen(undefined, { event: 'INSERT', table: 'rt_open' });
    const picked = await listen(alice.token, { event: 'INSERT', table: 'rt_open', select: ['note'] });
    await stack.db.query(`insert into public.rt_open values (1, 'visible', 'hidden')`);
    const a = await waitFor('anon insert', () => anon.items[0]);
    expect(a.new).toEqual({ id: 1, note: 'visible' });
    const p = await waitFor('selected insert', () => picked.items[0]);
    expect(p.new).toEqual({ id: 1, note: 'visible' });
  });
});

describe('filters', () => {
  it('applies eq, neq, lt, lte, gt, gte and in, as Realtime does', async () => {
    const ops: Array<[string, number[]]> = [
      ['qty=eq.5', [5]],
      ['qty=neq.5', [1, 9]],
      ['qty=lt.5', [1]],
      ['qty=lte.5', [1, 5]],
      ['qty=gt.5', [9]],
      ['qty=gte.5', [5, 9]],
      ['qty=in.(1,9)', [1, 9]],
      ['qty=not.in.(1,9)', [5]],
      ['qty=gt.1,qty=lt.9', [5]],
    ];
    const sinks = await Promise.all(
      ops.map(([filter]) => listen(alice.token, { event: 'INSERT', table: 'rt_items', filter })),
    );
    const all = await listen(alice.token, { event: 'INSERT', table: 'rt_items' });
    for (const qty of [1, 5, 9]) await insertItem(alice, { title: `q${qty}`, qty });
    await waitFor('all three', () =>
      all.items.filter((p) => /^q\d$/.test(p.new.title)).length === 3 ? true : undefined,
    );
    await barrier(alice, all.items);
    ops.forEach(([filter, expected], i) => {
      const got = sinks[i]!.items.filter((p) => /^q\d$/.test(p.new.title)).map((p) => p.new.qty);
      expect(got, filter).toEqual(expected);
    });
  });

  it('filters on text, uuid, enum, date, boolean and null, and leaves like/ilike to Postgres', async () => {
    const cases: Array<[string, string[]]> = [
      [`title=eq.alpha`, ['alpha']],
      [`title=in.(alpha,"be,ta")`, ['alpha', 'be,ta']],
      [`title=like.al%`, ['alpha']],
      [`title=ilike.BE%`, ['be,ta']],
      [`mood=eq.high`, ['gamma']],
      [`due=gte.2025-06-01`, ['gamma']],
      [`done=is.true`, ['be,ta']],
      [`mood=is.null`, ['alpha', 'be,ta']],
      [`owner=eq.${alice.id}`, ['alpha', 'be,ta', 'gamma']],
      [`owner=eq.${bob.id}`, []],
    ];
    const sinks = await Promise.all(
      cases.map(([filter]) => listen(alice.token, { event: 'INSERT', table: 'rt_items', filter })),
    );
    const all = await listen(alice.token, { event: 'INSERT', table: 'rt_items' });
    await insertItem(alice, { title: 'alpha', due: '2025-01-01' });
    await insertItem(alice, { title: 'be,ta', done: true });
    await insertItem(alice, { title: 'gamma', mood: 'high', due: '2025-07-01' });
    await waitFor('all three', () =>
      all.items.filter((p) => /^(alpha|be,ta|gamma)$/.test(p.new.title)).length === 3 ? true : undefined,
    );
    await barrier(alice, all.items);
    cases.forEach(([filter, expected], i) => {
      const got = sinks[i]!.items.map((p) => p.new.title).filter((t) => !t.startsWith('barrier'));
      expect(got, filter).toEqual(expected);
    });
  });

  it('refuses filters Realtime refuses, after the join, with its system message', async () => {
    const bad: Array<[Record<string, unknown>, RegExp]> = [
      [{ event: '*', table: 'rt_items', filter: 'nope=eq.1' }, /Exception: invalid column for filter nope/],
      [{ event: '*', table: 'rt_items', filter: 'qty=eq.abc' }, /invalid input syntax for type integer/],
      [{ event: '*', table: 'rt_items', filter: 'qty=foo.1' }, /Error parsing `filter` params: \["foo", "1"\]/],
      [{ event: '*', table: 'rt_items', filter: 'qty=in.1,2' }, /`in` filter value must be wrapped by parentheses/],
      [{ event: '*', table: 'rt_unpublished' }, /Please check Realtime is enabled for the given connect parameters/],
    ];
    for (const [binding, message] of bad) {
      const r = await listen(alice.token, binding as never);
      expect(r.system[0]).toMatchObject({ extension: 'postgres_changes', status: 'error' });
      expect(r.system[0]!.message).toMatch(message);
    }
  });
});

describe('row level security', () => {
  it('never delivers a row the subscriber cannot select', async () => {
    const a = await listen(alice.token, { event: '*', table: 'rt_items' });
    const b = await listen(bob.token, { event: '*', table: 'rt_items' });
    const anon = await listen(undefined, { event: '*', table: 'rt_items' });
    const aliceRow = await insertItem(alice, { title: 'alice only' });
    const bobRow = await insertItem(bob, { title: 'bob only' });
    await waitFor('alice row', () => a.items.find((p) => p.new.id === aliceRow));
    await waitFor('bob row', () => b.items.find((p) => p.new.id === bobRow));
    // Ownership moves to bob: alice no longer sees it, so she gets no UPDATE; bob does.
    await stack.db.query('update public.rt_items set owner = $1 where id = $2', [bob.id, aliceRow]);
    await waitFor('bob gets the moved row', () =>
      b.items.find((p) => p.eventType === 'UPDATE' && p.new.id === aliceRow),
    );
    await barrier(alice, a.items);
    await barrier(bob, b.items);
    expect(a.items.every((p) => p.new.owner === alice.id)).toBe(true);
    expect(b.items.every((p) => p.new.owner === bob.id)).toBe(true);
    expect(a.items.some((p) => p.eventType === 'UPDATE')).toBe(false);
    expect(anon.items).toEqual([]);
    const stats = stack.realtime.stats();
    expect(stats.rlsChecks).toBeGreaterThan(0);
  });

  it('follows the token: a subscriber switched to another user sees that user’s rows', async () => {
    const c = client(alice.token);
    const got = collect<Payload>();
    const ch = c
      .channel('switch')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_items' }, (p) => got.push(p as Payload));
    await subscribed(ch);
    await insertItem(alice, { title: 'for alice' });
    await waitFor('alice row', () => got.items.find((p) => p.new.title === 'for alice'));
    await c.realtime.setAuth(bob.token);
    // The new token is in effect once a row only bob may see arrives.
    const deadline = Date.now() + 15_000;
    while (!got.items.some((p) => p.new.owner === bob.id)) {
      if (Date.now() > deadline) throw new Error('bob rows never arrived');
      await insertItem(bob, { title: 'for bob' });
      await new Promise((r) => setTimeout(r, 50));
    }
    const afterSwitch = got.items.findIndex((p) => p.new.owner === bob.id);
    await insertItem(alice, { title: 'alice after switch' });
    await barrier(bob, got.items);
    expect(got.items.slice(afterSwitch).some((p) => p.new.owner === alice.id)).toBe(false);
  });
});

describe('the publication', () => {
  it('streams a table added at run time and stops when it is dropped', async () => {
    await stack.db.exec(`create table public.rt_late (id int primary key, note text);`);
    await stack.db.exec(`alter publication supabase_realtime add table public.rt_late;`);
    const late = await listen(alice.token, { event: '*', table: 'rt_late' });
    await stack.db.query(`insert into public.rt_late values (1, 'one')`);
    await waitFor('late insert', () => late.items[0]);
    await stack.db.exec(`alter publication supabase_realtime drop table public.rt_late;`);
    const { rows } = await stack.db.query(
      `select 1 from pg_trigger where tgrelid = 'public.rt_late'::regclass and tgname = 'realtime_stack_capture'`,
    );
    expect(rows).toEqual([]);
  });

  it('carries rows larger than a notification', async () => {
    const all = await listen(alice.token, { event: 'INSERT', table: 'rt_items' });
    const big = 'x'.repeat(20_000);
    const id = await insertItem(alice, { title: big });
    const got = await waitFor('big row', () => all.items.find((p) => p.new.id === id));
    expect(got.new.title).toBe(big);
  });
});

describe('a policy that fails', () => {
  it('hides the row from the subscriber it fails for, not from the others', async () => {
    await stack.db.exec(`
      create table public.rt_fragile (id int primary key, note text);
      alter table public.rt_fragile enable row level security;
      create function public.rt_fragile_check() returns boolean language plpgsql stable as $$
      begin
        if auth.uid() = '${bob.id}' then raise exception 'policy failure for bob'; end if;
        return true;
      end $$;
      create policy rt_fragile_read on public.rt_fragile for select to authenticated using (public.rt_fragile_check());
      alter publication supabase_realtime add table public.rt_fragile;`);
    const a = await listen(alice.token, { event: 'INSERT', table: 'rt_fragile' });
    const b = await listen(bob.token, { event: 'INSERT', table: 'rt_fragile' });
    const witness = await listen(alice.token, { event: 'INSERT', table: 'rt_items' });
    await stack.db.query(`insert into public.rt_fragile values (1, 'x')`);
    await waitFor('alice gets the row', () => a.items[0]);
    await barrier(alice, witness.items);
    expect(b.items).toEqual([]);
  });
});
