// Writes made over the Postgres wire protocol (psql, a function's SUPABASE_DB_URL) reach Realtime
// subscribers too; on PGlite the stack forwards wire clients' notifications to its own listeners.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type RunningStack } from '../src/testing.ts';
import {
  closeClients,
  collect,
  realtimeClient,
  subscribed,
  userToken,
  waitFor,
  type Payload,
} from './support/realtime.ts';

let stack: RunningStack;
beforeAll(async () => {
  stack = await startTestStack({ wire: true });
});
afterAll(() => stack?.stop());

describe('writes over the wire protocol', () => {
  it('are delivered, including to a table published over the wire', async () => {
    const sql = new pg.Client({ connectionString: stack.dbUrl! });
    await sql.connect();
    const user = await userToken(stack);
    const client = realtimeClient(stack, user.token);
    try {
      await sql.query(`create table public.rt_wire (id int primary key, owner uuid not null)`);
      await sql.query(`alter table public.rt_wire enable row level security`);
      await sql.query(
        `create policy rt_wire_read on public.rt_wire for select to authenticated using (owner = auth.uid())`,
      );
      await sql.query(`alter publication supabase_realtime add table public.rt_wire`);
      const got = collect<Payload>();
      const ch = client
        .channel('wire')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_wire' }, (p) => got.push(p));
      await subscribed(ch);
      await sql.query('begin');
      await sql.query('insert into public.rt_wire values (1, $1)', [user.id]);
      await sql.query('commit');
      const row = await waitFor('the wire insert', () => got.items[0]);
      expect(row).toMatchObject({ eventType: 'INSERT', new: { id: 1, owner: user.id } });
      // A schema reload asked for over the wire reaches the data API too.
      await sql.query(`notify pgrst, 'reload schema'`);
      const deadline = Date.now() + 15_000;
      for (;;) {
        const { data, error } = await client.from('rt_wire').select('id');
        if (!error) {
          expect(data).toEqual([{ id: 1 }]);
          break;
        }
        if (Date.now() > deadline) throw new Error(`rt_wire never reached the schema cache: ${error.message}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      await closeClients(client);
      await sql.end();
    }
  });
});
