// postgrest-js's relationships-aggregate-operations.test.ts (supabase-js v2.109.0) against the stack:
// count() and sum() inside embeds (aggregates on, as the suite's database sets pgrst.db_aggregates_enabled),
// the inline snapshots written out as the values they hold (upstream's zod checks of the same rows are
// covered by toEqual).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { likeUpstreamBefore, ok, postgrestSuite } from './suite.ts';

const { stack, postgrest } = await postgrestSuite();
beforeAll(() => likeUpstreamBefore(stack, 'relationships-aggregate-operations'));
afterAll(() => stack.stop());

const supabot = (messages: unknown[]) => ok({ messages, username: 'supabot' });
/** One entry per supabot message (channels 1, 2, 3, 3 in the table's order). */
const perMessage = (channels: (channelId: number) => unknown) =>
  supabot([1, 2, 3, 3].map((id) => ({ channels: channels(id) })));

describe('relationships-aggregate-operations.test.ts', () => {
  test('select with aggregate count function', async () => {
    const res = await postgrest.from('users').select('username, messages(count)').limit(1).single();
    expect(res).toEqual(supabot([{ count: 4 }]));
  });

  test('select with aggregate count on a column function', async () => {
    const res = await postgrest.from('users').select('username, messages(id.count())').limit(1).single();
    expect(res).toEqual(supabot([{ count: 4 }]));
  });

  test('select with aggregate count function and alias', async () => {
    const res = await postgrest.from('users').select('username, messages(message_count:count())').limit(1).single();
    expect(res).toEqual(supabot([{ message_count: 4 }]));
  });

  test('select with aggregate nested count function', async () => {
    const res = await postgrest.from('users').select('username, messages(channels(count))').limit(1).single();
    expect(res).toEqual(perMessage(() => ({ count: 1 })));
  });

  test('select with aggregate nested count function and alias', async () => {
    const res = await postgrest
      .from('users')
      .select('username, messages(channels(channel_count:count()))')
      .limit(1)
      .single();
    expect(res).toEqual(perMessage(() => ({ channel_count: 1 })));
  });

  test('select with aggregate sum function', async () => {
    const res = await postgrest.from('users').select('username, messages(id.sum())').limit(1).single();
    expect(res).toEqual(supabot([{ sum: 10 }]));
  });

  test('select with aggregate aliased sum function', async () => {
    const res = await postgrest.from('users').select('username, messages(sum_id:id.sum())').limit(1).single();
    expect(res).toEqual(supabot([{ sum_id: 10 }]));
  });

  test('select with aggregate sum function on nested relation', async () => {
    const res = await postgrest.from('users').select('username, messages(channels(id.sum()))').limit(1).single();
    expect(res).toEqual(perMessage((id) => ({ sum: id })));
  });
});
