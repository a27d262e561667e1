// postgrest-js's relationships-spread-operations.test.ts (supabase-js v2.109.0) against the stack:
// spreads (`...rel(...)`) of to-one and to-many embeds, with aggregates, the inline snapshots written out
// as the values they hold (upstream's zod checks of the same rows are covered by toEqual).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { likeUpstreamBefore, ok, postgrestSuite } from './suite.ts';

const { stack, postgrest } = await postgrestSuite();
beforeAll(() => likeUpstreamBefore(stack, 'relationships-spread-operations'));
afterAll(() => stack.stop());

const DETAILS: Record<number, string | null> = {
  1: 'Details for public channel',
  2: 'Details for random channel',
  3: null,
};
/** One entry per supabot message, in the table's order (channels 1, 2, 3, 3). */
const perMessage = (channels: (channelId: number) => Record<string, unknown>) =>
  ok({ messages: [1, 2, 3, 3].map((id) => ({ channels: channels(id) })), username: 'supabot' });

describe('relationships-spread-operations.test.ts', () => {
  test('select with aggregate count and spread', async () => {
    const res = await postgrest
      .from('users')
      .select('username, messages(channels(count(), ...channel_details(details)))')
      .limit(1)
      .single();
    expect(res).toEqual(perMessage((id) => ({ count: 1, details: DETAILS[id] })));
  });

  test('spread resource with single column in select query', async () => {
    const res = await postgrest
      .from('users')
      .select('username, messages(channels(count(), ...channel_details(details)))')
      .limit(1)
      .single();
    expect(res).toEqual(perMessage((id) => ({ count: 1, details: DETAILS[id] })));
  });

  test('spread resource with all columns in select query', async () => {
    const res = await postgrest
      .from('users')
      .select('username, messages(channels(count(), ...channel_details(*)))')
      .limit(1)
      .single();
    expect(res).toEqual(perMessage((id) => ({ count: 1, details: DETAILS[id], id: DETAILS[id] ? id : null })));
  });

  test('select with aggregate sum and spread', async () => {
    const res = await postgrest
      .from('users')
      .select('username, messages(channels(id.sum(), ...channel_details(details)))')
      .limit(1)
      .single();
    expect(res).toEqual(perMessage((id) => ({ details: DETAILS[id], sum: id })));
  });

  test('select with aggregate sum and spread on nested relation', async () => {
    const res = await postgrest
      .from('users')
      .select('username, messages(channels(id.sum(), ...channel_details(details_sum:id.sum(), details)))')
      .limit(1)
      .single();
    expect(res).toEqual(perMessage((id) => ({ details: DETAILS[id], details_sum: DETAILS[id] ? id : null, sum: id })));
  });

  test('select with spread on nested relation', async () => {
    const res = await postgrest
      .from('messages')
      .select('id, channels(id, ...channel_details(details_id:id, details))')
      .limit(1)
      .single();
    expect(res).toEqual(ok({ channels: { details: DETAILS[1], details_id: 1, id: 1 }, id: 1 }));
  });

  test('select spread on many relation', async () => {
    const res = await postgrest.from('channels').select('channel_id:id, ...messages(id, message)').limit(1).single();
    expect(res).toEqual(ok({ channel_id: 1, id: [1], message: ['Hello World 👋'] }));
  });
});
