// postgrest-js's relationships-join-operations.test.ts (supabase-js v2.109.0) against the stack: !inner
// and !left embeds, hints by foreign key and by column, embeds through a column, a view and a unique
// relationship, the inline snapshots written out as the values they hold (upstream's zod checks of the
// same rows are covered by toEqual; its type checks are for the client's types and not re-expressed).
// Tables as upstream's earlier files left them (suite.ts, likeUpstreamBefore).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { likeUpstreamBefore, MESSAGE, ok, postgrestSuite, user } from './suite.ts';

const { stack, postgrest } = await postgrestSuite();
beforeAll(() => likeUpstreamBefore(stack, 'relationships-join-operations'));
afterAll(() => stack.stop());

const userColumn: 'catchphrase' | 'username' = 'username';
const FRIENDS = [
  { first_user: 'supabot', id: 1, second_user: 'kiwicopple', third_wheel: 'awailas' },
  { first_user: 'supabot', id: 2, second_user: 'awailas', third_wheel: null },
];
const SUPABOT_FRIENDS = ok({ first_friend_of: FRIENDS, second_friend_of: [], third_wheel_of: [] });
const FIRST_FRIENDS_USERS = ok({ first_user: user.supabot, second_user: user.kiwicopple, third_wheel: user.awailas });
const hotel = (id: number, name: string | null) => ({ id, name });

describe('relationships-join-operations.test.ts', () => {
  test('!inner relationship', async () => {
    const res = await postgrest
      .from('messages')
      .select('channels!inner(*, channel_details!inner(*))')
      .limit(1)
      .single();
    expect(res).toEqual(
      ok({
        channels: {
          channel_details: { details: 'Details for public channel', id: 1 },
          data: null,
          id: 1,
          slug: 'public',
        },
      }),
    );
  });

  test('!inner relationship on nullable relation', async () => {
    const res = await postgrest.from('booking').select('id, hotel!inner(id, name)');
    expect(res).toEqual(
      ok([
        { hotel: hotel(1, 'Sunset Resort'), id: 1 },
        { hotel: hotel(1, 'Sunset Resort'), id: 2 },
        { hotel: hotel(2, 'Mountain View Hotel'), id: 3 },
        { hotel: hotel(3, 'Beachfront Inn'), id: 5 },
        { hotel: hotel(1, 'Sunset Resort'), id: 6 },
        { hotel: hotel(4, null), id: 8 },
      ]),
    );
  });

  test('!left oneToOne', async () => {
    const res = await postgrest.from('channel_details').select('channels!left(*)').limit(1).single();
    expect(res).toEqual(ok({ channels: { data: null, id: 1, slug: 'public' } }));
  });

  test('!left oneToMany', async () => {
    const res = await postgrest.from('users').select('messages!left(*)').limit(1).single();
    expect(res).toEqual(ok({ messages: [MESSAGE[1], MESSAGE[2], MESSAGE[4], MESSAGE[3]] }));
  });

  test('!left zeroToOne', async () => {
    const res = await postgrest.from('user_profiles').select('users!left(*)').limit(1).single();
    expect(res).toEqual(ok({ users: user.supabot }));
  });

  test('join over a 1-1 relation with both nullables and non-nullables fields using foreign key name for hinting', async () => {
    const res = await postgrest
      .from('best_friends')
      .select(
        'first_user:users!best_friends_first_user_fkey(*), second_user:users!best_friends_second_user_fkey(*), third_wheel:users!best_friends_third_wheel_fkey(*)',
      )
      .limit(1)
      .single();
    expect(res).toEqual(FIRST_FRIENDS_USERS);
  });

  test('join over a 1-M relation with both nullables and non-nullables fields using foreign key name for hinting', async () => {
    const res = await postgrest
      .from('users')
      .select(
        `first_friend_of:best_friends!best_friends_first_user_fkey(*),
        second_friend_of:best_friends!best_friends_second_user_fkey(*),
        third_wheel_of:best_friends!best_friends_third_wheel_fkey(*)`,
      )
      .limit(1)
      .single();
    expect(res).toEqual(SUPABOT_FRIENDS);
  });

  test('join on 1-M relation', async () => {
    const res = await postgrest
      .from('users')
      .select(
        `first_friend_of:best_friends_first_user_fkey(*),
        second_friend_of:best_friends_second_user_fkey(*),
        third_wheel_of:best_friends_third_wheel_fkey(*)`,
      )
      .eq('username', 'supabot')
      .limit(1)
      .single();
    expect(res).toEqual(SUPABOT_FRIENDS);
  });

  test('join on 1-1 relation with nullables', async () => {
    const res = await postgrest
      .from('best_friends')
      .select(
        'first_user:users!best_friends_first_user_fkey(*), second_user:users!best_friends_second_user_fkey(*), third_wheel:users!best_friends_third_wheel_fkey(*)',
      )
      .order('id')
      .limit(1)
      .single();
    expect(res).toEqual(FIRST_FRIENDS_USERS);
  });

  test('join over a 1-1 relation with both nullablesand non-nullables fields with column name hinting', async () => {
    const res = await postgrest
      .from('best_friends')
      .select('first_user:users!first_user(*), second_user:users!second_user(*), third_wheel:users!third_wheel(*)')
      .limit(1)
      .single();
    expect(res).toEqual(FIRST_FRIENDS_USERS);
  });

  test('join over a 1-M relation with both nullables and non-nullables fields using column name for hinting', async () => {
    const res = await postgrest
      .from('users')
      .select(
        'first_friend_of:best_friends!first_user(*), second_friend_of:best_friends!second_user(*), third_wheel_of:best_friends!third_wheel(*)',
      )
      .limit(1)
      .single();
    expect(res).toEqual(SUPABOT_FRIENDS);
  });

  test('join over a 1-M relation with both nullables and non-nullables fields using column name hinting on nested relation', async () => {
    const res = await postgrest
      .from('users')
      .select(
        'first_friend_of:best_friends!first_user(*, first_user:users!first_user(*)), second_friend_of:best_friends!second_user(*), third_wheel_of:best_friends!third_wheel(*)',
      )
      .limit(1)
      .single();
    expect(res).toEqual(
      ok({
        first_friend_of: FRIENDS.map((f) => ({ ...f, first_user: user.supabot })),
        second_friend_of: [],
        third_wheel_of: [],
      }),
    );
  });

  test('!left join on one to 0-1 non-empty relation', async () => {
    const res = await postgrest
      .from('users')
      .select('user_profiles!left(username)')
      .eq('username', 'supabot')
      .limit(1)
      .single();
    expect(Array.isArray(res.data?.user_profiles)).toBe(true);
    expect(res.data?.user_profiles[0].username).not.toBeNull();
    expect(res).toEqual(ok({ user_profiles: [{ username: 'supabot' }] }));
  });

  test('join on one to 0-1 non-empty relation via column name', async () => {
    const res = await postgrest
      .from('users')
      .select('user_profiles(username)')
      .eq('username', 'supabot')
      .limit(1)
      .single();
    expect(res.error).toBeNull();
    expect(Array.isArray(res.data?.user_profiles)).toBe(true);
    expect(res.data?.user_profiles[0].username).not.toBeNull();
    expect(res).toEqual(ok({ user_profiles: [{ username: 'supabot' }] }));
  });

  test('!left join on zero to one with null relation', async () => {
    const res = await postgrest.from('user_profiles').select('*,users!left(*)').eq('id', 2).limit(1).single();
    expect(Array.isArray(res.data?.users)).toBe(false);
    expect(res.data?.users).toBeNull();
    expect(res).toEqual(ok({ id: 2, username: null, users: null }));
  });

  test('!left join on zero to one with valid relation', async () => {
    const res = await postgrest.from('user_profiles').select('*,users!left(status)').eq('id', 1).limit(1).single();
    expect(Array.isArray(res.data?.users)).toBe(false);
    expect(res.data?.users?.status).not.toBeNull();
    expect(res).toEqual(ok({ id: 1, username: 'supabot', users: { status: 'ONLINE' } }));
  });

  test('!left join on zero to one empty relation', async () => {
    const res = await postgrest
      .from('users')
      .select('user_profiles!left(username)')
      .eq('username', 'dragarcia')
      .limit(1)
      .single();
    expect(res.data).toEqual({ user_profiles: [] });
  });

  test('join on 1-M relation with selective fk hinting', async () => {
    const res = await postgrest
      .from('users')
      .select(
        `first_friend_of:best_friends_first_user_fkey(id),
        second_friend_of:best_friends_second_user_fkey(*),
        third_wheel_of:best_friends_third_wheel_fkey(*)`,
      )
      .limit(1)
      .single();
    expect(Array.isArray(res.data?.first_friend_of)).toBe(true);
    expect(Array.isArray(res.data?.second_friend_of)).toBe(true);
    expect(Array.isArray(res.data?.third_wheel_of)).toBe(true);
    expect(res).toEqual(ok({ first_friend_of: [{ id: 1 }, { id: 2 }], second_friend_of: [], third_wheel_of: [] }));
  });

  test('join select via column', async () => {
    const res = await postgrest.from('user_profiles').select('username(*)').limit(1).single();
    expect(res).toEqual(ok({ username: user.supabot }));
  });

  test('join select via column selective', async () => {
    const res = await postgrest.from('user_profiles').select('username(status)').limit(1).single();
    expect(res).toEqual(ok({ username: { status: 'ONLINE' } }));
  });

  test('join select via column and alias', async () => {
    const res = await postgrest.from('user_profiles').select('user:username(*)').limit(1).single();
    expect(res).toEqual(ok({ user: user.supabot }));
  });

  test('join select via unique table relationship', async () => {
    const res = await postgrest.from('user_profiles').select('users(*)').limit(1).single();
    expect(res).toEqual(ok({ users: user.supabot }));
  });

  test('join select via view name relationship', async () => {
    const res = await postgrest.from('user_profiles').select('updatable_view(*)').limit(1).single();
    expect(res).toEqual(ok({ updatable_view: { non_updatable_column: 1, username: 'supabot' } }));
  });

  test('join select via column with string templating', async () => {
    const res = await postgrest.from('users').select(`status, ${userColumn}`).limit(1).single();
    expect(res).toEqual(ok({ status: 'ONLINE', username: 'supabot' }));
  });

  test('join with column hinting', async () => {
    const res = await postgrest.from('best_friends').select('users!first_user(*)').limit(1).single();
    expect(res).toEqual(ok({ users: user.supabot }));
  });

  test('inner join on many relation', async () => {
    const res = await postgrest
      .from('channels')
      .select('id, messages!channel_id!inner(id, username)')
      .limit(1)
      .single();
    expect(res).toEqual(ok({ id: 1, messages: [{ id: 1, username: 'supabot' }] }));
  });
});
