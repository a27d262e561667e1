// postgrest-js's relationships.test.ts (supabase-js v2.109.0) against the stack: embeds over one-to-many,
// many-to-one, one-to-one, self-referencing and many-to-many relationships, casts and JSON paths, the
// inline snapshots written out as the values they hold (upstream's zod checks of the same rows are
// covered by toEqual; its type checks are for the client's types and not re-expressed). Tables as
// upstream's earlier files left them (suite.ts, likeUpstreamBefore).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { likeUpstreamBefore, MESSAGE, ok, postgrestSuite, user } from './suite.ts';

const { stack, postgrest } = await postgrestSuite();
beforeAll(() => likeUpstreamBefore(stack, 'relationships'));
afterAll(() => stack.stop());

/** supabot's messages in the tables' order after upstream's earlier files: 1, 2, 4, 3. */
const SUPABOT_MESSAGES = [MESSAGE[1], MESSAGE[2], MESSAGE[4], MESSAGE[3]];
const CHANNEL = { 1: { id: 1, slug: 'public' }, 2: { id: 2, slug: 'random' }, 3: { id: 3, slug: 'other' } };

describe('relationships.test.ts', () => {
  test('nested query with selective fields', async () => {
    const res = await postgrest.from('users').select('username, messages(id, message)').limit(1).single();
    expect(res).toEqual(
      ok({ messages: SUPABOT_MESSAGES.map(({ id, message }) => ({ id, message })), username: 'supabot' }),
    );
  });

  test('nested query with multiple levels and selective fields', async () => {
    const res = await postgrest
      .from('users')
      .select('username, messages(id, message, channels(id, slug))')
      .limit(1)
      .single();
    expect(res).toEqual(
      ok({
        messages: SUPABOT_MESSAGES.map(({ id, message, channel_id }) => ({
          channels: CHANNEL[channel_id as 1 | 2 | 3],
          id,
          message,
        })),
        username: 'supabot',
      }),
    );
  });

  test('query with multiple one-to-many relationships', async () => {
    const res = await postgrest.from('users').select('username, messages(id), user_profiles(id)').limit(1).single();
    expect(res).toEqual(
      ok({ messages: [{ id: 1 }, { id: 2 }, { id: 4 }, { id: 3 }], user_profiles: [{ id: 1 }], username: 'supabot' }),
    );
  });

  test('many-to-one relationship', async () => {
    const res = await postgrest.from('messages').select('user:users(*)').limit(1).single();
    expect(res).toEqual(ok({ user: user.supabot }));
  });

  test('one-to-many relationship', async () => {
    const res = await postgrest.from('users').select('messages(*)').limit(1).single();
    expect(res).toEqual(ok({ messages: SUPABOT_MESSAGES }));
  });

  test('one-to-many relationship with selective columns', async () => {
    const res = await postgrest.from('users').select('messages(data)').limit(1).single();
    expect(res).toEqual(ok({ messages: Array.from({ length: 4 }, () => ({ data: null })) }));
  });

  test('one-to-one relationship', async () => {
    const res = await postgrest.from('channels').select('channel_details(*)').limit(1).single();
    expect(res).toEqual(ok({ channel_details: { details: 'Details for public channel', id: 1 } }));
  });

  test('select with type casting query', async () => {
    expect(await postgrest.from('best_friends').select('id::text').limit(1).single()).toEqual(ok({ id: '1' }));
  });

  test('multiple times the same column in selection', async () => {
    expect(await postgrest.from('channels').select('id, id, id').limit(1).single()).toEqual(ok({ id: 1 }));
  });

  test('embed resource with no fields', async () => {
    const res = await postgrest.from('messages').select('message, users()').limit(1).single();
    expect(res).toEqual(ok({ message: 'Hello World 👋' }));
  });

  test('select JSON accessor', async () => {
    const res = await postgrest
      .from('users')
      .select('data->foo->bar, data->foo->>baz')
      .limit(1)
      .filter('username', 'eq', 'jsonuser')
      .single();
    expect(res).toEqual(ok({ bar: { nested: 'value' }, baz: 'string value' }));
  });

  test('self reference relation', async () => {
    const res = await postgrest.from('collections').select('*, collections(*)').limit(1).single();
    expect(res).toEqual(
      ok({
        collections: [
          { description: 'Child of Root', id: 2, parent_id: 1 },
          { description: 'Another Child of Root', id: 3, parent_id: 1 },
        ],
        description: 'Root Collection',
        id: 1,
        parent_id: null,
      }),
    );
  });

  test('self reference relation via column', async () => {
    const res = await postgrest.from('collections').select('*, parent_id(*)').eq('id', 2).limit(1).single();
    expect(res).toEqual(
      ok({
        description: 'Child of Root',
        id: 2,
        parent_id: { description: 'Root Collection', id: 1, parent_id: null },
      }),
    );
  });

  test('many-to-many with join table', async () => {
    const res = await postgrest.from('products').select('*, categories(*)').eq('id', 1).single();
    expect(res).toEqual(
      ok({
        categories: [
          { description: 'Electronic devices and gadgets', id: 1, name: 'Electronics' },
          { description: 'Computer and computer accessories', id: 2, name: 'Computers' },
        ],
        description: 'High-performance laptop',
        id: 1,
        name: 'Laptop',
        price: 999.99,
      }),
    );
  });
});
