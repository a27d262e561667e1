// A stack that stops and starts again on the same port: realtime-js reconnects, rejoins its channels
// (with their postgres_changes bindings) and receives changes from the new stack.
import { afterAll, describe, expect, it } from 'vitest';
import { startTestStack, type RunningStack } from '../src/testing.ts';
import {
  closeClients,
  collect,
  realtimeClient,
  userToken,
  waitFor,
  watchStatus,
  type Payload,
} from './support/realtime.ts';

const TABLE = `
  create table public.rt_restart (id int primary key, owner uuid not null);
  alter table public.rt_restart enable row level security;
  create policy rt_restart_read on public.rt_restart for select to authenticated using (owner = auth.uid());
  alter publication supabase_realtime add table public.rt_restart;`;

let current: RunningStack | undefined;
afterAll(() => current?.stop());

describe('restart', () => {
  it('clients reconnect and resubscribe', async () => {
    const first = await startTestStack();
    current = first;
    await first.db.exec(TABLE);
    const port = Number(new URL(first.url).port);
    const user = await userToken(first);
    const client = realtimeClient(first, user.token);
    const got = collect<Payload>();
    const channel = client
      .channel('restart')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_restart' }, (p) => got.push(p));
    const watch = watchStatus(channel);
    try {
      await waitFor('SUBSCRIBED', () => (watch.statuses.includes('SUBSCRIBED') ? true : undefined));
      await first.db.query('insert into public.rt_restart values (1, $1)', [user.id]);
      await waitFor('row 1', () => got.items.find((p) => p.new.id === 1));

      await first.stop();
      current = undefined;
      await waitFor('the socket to drop', () => (client.realtime.isConnected() ? undefined : true));

      // The table exists before the stack listens: clients may rejoin the moment it does.
      const second = await startTestStack({ port, prepare: (db) => db.exec(TABLE) });
      current = second;
      // Rejoined: a second SUBSCRIBED (the backoff waits up to 10 s between attempts).
      await waitFor(
        'SUBSCRIBED again',
        () => (watch.statuses.filter((s) => s === 'SUBSCRIBED').length >= 2 ? true : undefined),
        60_000,
      );
      await second.db.query('insert into public.rt_restart values (2, $1)', [user.id]);
      const row = await waitFor('row 2 from the new stack', () => got.items.find((p) => p.new.id === 2));
      expect(row).toMatchObject({ eventType: 'INSERT', new: { id: 2, owner: user.id } });
    } finally {
      await closeClients(client);
    }
  }, 120_000);
});
