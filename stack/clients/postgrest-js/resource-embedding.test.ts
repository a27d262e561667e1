// postgrest-js's resource-embedding.test.ts (supabase-js v2.109.0) against the stack: users with their
// messages embedded, filtered, ordered and paged inside the embed, the inline snapshots written out as
// the values they hold (upstream's zod checks of the same rows are covered by toEqual; its type
// checks are for the client's types and not re-expressed). Tables as upstream's earlier files left
// them (suite.ts, likeUpstreamBefore).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { likeUpstreamBefore, MESSAGE, ok, postgrestSuite } from './suite.ts';

const { stack, postgrest } = await postgrestSuite();
beforeAll(() => likeUpstreamBefore(stack, 'resource-embedding'));
afterAll(() => stack.stop());

/** supabot's messages embedded in the first user, and the other four users with none. */
const supabotWith = (messages: unknown[]) => ok([{ messages }, ...Array.from({ length: 4 }, () => ({ messages: [] }))]);
const blurb = (m: (typeof MESSAGE)[1]) => ({ ...m, blurb_message: (m.message as string).slice(0, 3) });

describe('resource-embedding.test.ts', () => {
  test('embedded select', async () => {
    // PostgREST leaves computed fields out of `*`.
    const res = await postgrest.from('users').select('messages(*)');
    expect(res).toEqual(supabotWith([MESSAGE[1], MESSAGE[2], MESSAGE[4], MESSAGE[3]]));
  });

  test('embedded select with computed field explicit selection', async () => {
    const res = await postgrest.from('users').select('messages(*, blurb_message)');
    expect(res).toEqual(supabotWith([MESSAGE[1], MESSAGE[2], MESSAGE[4], MESSAGE[3]].map(blurb)));
    expect(res.data?.[0].messages.map((m: { blurb_message: string }) => m.blurb_message)).toEqual([
      'Hel',
      'Per',
      'Som',
      'Som',
    ]);
  });

  describe('embedded filters', () => {
    test('embedded eq', async () => {
      const res = await postgrest.from('users').select('messages(*)').eq('messages.channel_id', 1);
      expect(res).toEqual(supabotWith([MESSAGE[1]]));
    });

    test('embedded or', async () => {
      const res = await postgrest
        .from('users')
        .select('messages(*)')
        .or('channel_id.eq.2,message.eq.Hello World 👋', { foreignTable: 'messages' });
      expect(res).toEqual(supabotWith([MESSAGE[1], MESSAGE[2]]));
    });

    test('embedded or with and', async () => {
      const res = await postgrest
        .from('users')
        .select('messages(*)')
        .or('channel_id.eq.2,and(message.eq.Hello World 👋,username.eq.supabot)', { foreignTable: 'messages' });
      expect(res).toEqual(supabotWith([MESSAGE[1], MESSAGE[2]]));
    });
  });

  describe('embedded transforms', () => {
    test('embedded order', async () => {
      const res = await postgrest
        .from('users')
        .select('messages(*)')
        .order('channel_id', { foreignTable: 'messages', ascending: false });
      expect(res).toEqual(supabotWith([MESSAGE[4], MESSAGE[3], MESSAGE[2], MESSAGE[1]]));
    });

    test('embedded order on multiple columns', async () => {
      const res = await postgrest
        .from('users')
        .select('messages(*)')
        .order('channel_id', { foreignTable: 'messages', ascending: false })
        .order('username', { foreignTable: 'messages', ascending: false });
      expect(res).toEqual(supabotWith([MESSAGE[4], MESSAGE[3], MESSAGE[2], MESSAGE[1]]));
    });

    test('embedded limit', async () => {
      const res = await postgrest.from('users').select('messages(*)').limit(1, { foreignTable: 'messages' });
      expect(res).toEqual(supabotWith([MESSAGE[1]]));
    });

    test('embedded range', async () => {
      const res = await postgrest.from('users').select('messages(*)').range(1, 1, { foreignTable: 'messages' });
      expect(res).toEqual(supabotWith([MESSAGE[2]]));
    });
  });
});
