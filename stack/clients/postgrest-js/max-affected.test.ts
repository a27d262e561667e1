// postgrest-js's max-affected.test.ts (supabase-js v2.109.0) against the stack: `Prefer: max-affected`
// on updates, deletes and set-returning calls. The first case checks only the client's types (no
// request is sent) and is not applicable.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { likeUpstreamBefore, postgrestSuite } from './suite.ts';

const { stack, postgrest } = await postgrestSuite();
beforeAll(() => likeUpstreamBefore(stack, 'max-affected'));
afterAll(() => stack.stop());

/** What upstream's zod schema of a message row accepts. */
const isMessageRow = (row: Record<string, unknown>) =>
  typeof row.channel_id === 'number' &&
  'data' in row &&
  typeof row.id === 'number' &&
  (row.message === null || typeof row.message === 'string') &&
  typeof row.username === 'string';

describe('max-affected.test.ts', () => {
  describe('maxAffected', () => {
    test('update should fail when maxAffected is exceeded', async () => {
      await postgrest.from('messages').insert([
        { message: 'test1', username: 'supabot', channel_id: 1 },
        { message: 'test1', username: 'supabot', channel_id: 1 },
        { message: 'test1', username: 'supabot', channel_id: 1 },
      ]);
      const { error } = await postgrest
        .from('messages')
        .update({ message: 'updated' })
        .eq('message', 'test1')
        .maxAffected(2);
      expect(error).toBeDefined();
      expect(error?.code).toBe('PGRST124');
      await postgrest.from('messages').delete().eq('message', 'test1');
    });

    test('update should succeed when within maxAffected limit', async () => {
      await postgrest.from('messages').insert([{ message: 'test2', username: 'supabot', channel_id: 1 }]);
      const { data, error } = await postgrest
        .from('messages')
        .update({ message: 'updated' })
        .eq('message', 'test2')
        .maxAffected(2)
        .select();
      expect((data ?? []).every(isMessageRow)).toBe(true);
      expect(error).toBeNull();
      expect(data).toHaveLength(1);
      expect(data?.[0].message).toBe('updated');
      await postgrest.from('messages').delete().eq('message', 'updated');
    });

    test('delete should fail when maxAffected is exceeded', async () => {
      await postgrest.from('messages').insert([
        { message: 'test3', username: 'supabot', channel_id: 1 },
        { message: 'test3', username: 'supabot', channel_id: 1 },
        { message: 'test3', username: 'supabot', channel_id: 1 },
      ]);
      const { error } = await postgrest.from('messages').delete().eq('message', 'test3').maxAffected(2).select();
      expect(error).toBeDefined();
      expect(error?.code).toBe('PGRST124');
      await postgrest.from('messages').delete().eq('message', 'test3');
    });

    test('delete should succeed when within maxAffected limit', async () => {
      await postgrest.from('messages').insert([{ message: 'test4', username: 'supabot', channel_id: 1 }]);
      const { data, error } = await postgrest.from('messages').delete().eq('message', 'test4').maxAffected(2).select();
      expect(error).toBeNull();
      expect(data).toHaveLength(1);
      expect(data?.[0].message).toBe('test4');
    });

    test('should be able to use .maxAffected with setof records returning rpc', async () => {
      await postgrest.from('users').insert([{ username: 'testuser', status: 'ONLINE' }]);
      const { data, error } = await postgrest
        .rpc('set_users_offline', { name_param: 'testuser' })
        .maxAffected(1)
        .select();
      expect(error).toBeNull();
      expect(data).toHaveLength(1);
      expect(data).toEqual([
        { username: 'testuser', data: null, age_range: null, status: 'OFFLINE', catchphrase: null },
      ]);
      await postgrest.from('users').delete().eq('username', 'testuser');
    });

    test('should fail when rpc returns more results than maxAffected', async () => {
      await postgrest.from('users').insert([
        { username: 'testuser1', status: 'ONLINE' },
        { username: 'testuser2', status: 'ONLINE' },
        { username: 'testuser3', status: 'ONLINE' },
      ]);
      const { data, error } = await postgrest
        .rpc('set_users_offline', { name_param: 'testuser%' })
        .maxAffected(1)
        .select();
      expect(error).toBeDefined();
      expect(error?.code).toBe('PGRST124');
      expect(data).toBeNull();
      await postgrest.from('users').delete().in('username', ['testuser1', 'testuser2', 'testuser3']);
    });
  });
});
