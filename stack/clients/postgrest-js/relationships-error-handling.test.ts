// postgrest-js's relationships-error-handling.test.ts (supabase-js v2.109.0) against the stack: embeds
// PostgREST refuses (ambiguous relationships, a missing one, bad aggregates), the inline snapshots
// written out as the values they hold. Upstream also checks the client's inferred error types; those
// are for the client's types and not re-expressed.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { failed, likeUpstreamBefore, postgrestSuite } from './suite.ts';

const { stack, postgrest } = await postgrestSuite();
beforeAll(() => likeUpstreamBefore(stack, 'relationships-error-handling'));
afterAll(() => stack.stop());

const fkeys = ['first_user', 'second_user', 'third_wheel'];

/** PostgREST's PGRST201 for best_friends' three keys to users, from either side. */
function ambiguous(from: 'best_friends' | 'users') {
  const toOne = from === 'best_friends';
  const other = toOne ? 'users' : 'best_friends';
  return failed(300, {
    code: 'PGRST201',
    details: fkeys.map((column) => ({
      cardinality: toOne ? 'many-to-one' : 'one-to-many',
      embedding: `${from} with ${other}`,
      relationship: toOne
        ? `best_friends_${column}_fkey using best_friends(${column}) and users(username)`
        : `best_friends_${column}_fkey using users(username) and best_friends(${column})`,
    })),
    hint:
      `Try changing '${other}' to one of the following: ` +
      fkeys.map((column) => `'${other}!best_friends_${column}_fkey'`).join(', ') +
      ". Find the desired relationship in the 'details' key.",
    message: `Could not embed because more than one relationship was found for '${from}' and '${other}'`,
  });
}

const badRequest = (code: string, message: string, details: string | null = null) =>
  failed(400, { code, details, hint: null, message });

describe('relationships-error-handling.test.ts', () => {
  test('join over a 1-1 relation with both nullables and non-nullables fields with no hinting', async () => {
    const res = await postgrest
      .from('best_friends')
      .select('first_user:users(*), second_user:users(*), third_wheel:users(*)')
      .single();
    expect(res).toEqual(ambiguous('best_friends'));
  });

  test('join over a 1-M relation with both nullables and non-nullables fields with no hinting', async () => {
    const res = await postgrest
      .from('users')
      .select('first_friend_of:best_friends(*), second_friend_of:best_friends(*), third_wheel_of:best_friends(*)')
      .limit(1)
      .single();
    expect(res).toEqual(ambiguous('users'));
  });

  test('join over a 1-M relation with both nullables and non-nullables fields using no hinting on nested relation', async () => {
    const res = await postgrest
      .from('users')
      .select(
        'first_friend_of:best_friends!first_user(*, first_user:users(*)), second_friend_of:best_friends!second_user(*), third_wheel_of:best_friends!third_wheel(*)',
      )
      .limit(1)
      .single();
    expect(res).toEqual(ambiguous('best_friends'));
  });

  test('join with same dest twice column hinting', async () => {
    const res = await postgrest
      .from('best_friends')
      .select('users!first_user(*), users!second_user(*)')
      .limit(1)
      .single();
    expect(res).toEqual(badRequest('42712', 'table name "best_friends_users_1" specified more than once'));
  });

  test('nested query with selective fields and inner join should error on non existing relation', async () => {
    const res = await postgrest
      .from('users')
      .select('msgs:messages(id, ...message_details(created_at, channel!inner(id, slug, owner:users(*))))')
      .limit(1)
      .single();
    expect(res).toEqual(
      badRequest(
        'PGRST200',
        "Could not find a relationship between 'messages' and 'message_details' in the schema cache",
        "Searched for a foreign key relationship between 'messages' and 'message_details' in the schema 'public', but no matches were found.",
      ),
    );
  });

  test('aggregate on missing column with alias', async () => {
    const res = await postgrest
      .from('users')
      .select('alias:missing_column.count()')
      .eq('username', 'supabot')
      .limit(1)
      .single();
    expect(res).toEqual(badRequest('42703', 'column users.missing_column does not exist'));
  });

  test('typecasting and aggregate', async () => {
    const res = await postgrest
      .from('messages')
      .select('message, users.count(), casted_message:message::int4, casted_count:users.count()::text')
      .limit(1)
      .single();
    expect(res).toEqual(badRequest('42703', 'column messages.users does not exist'));
  });

  test('select with aggregate sum function without column should error', async () => {
    const res = await postgrest.from('users').select('username, messages(sum)').limit(1).single();
    expect(res).toEqual(badRequest('42703', 'column messages_1.sum does not exist'));
  });
});
