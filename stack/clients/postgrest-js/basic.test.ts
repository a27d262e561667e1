// postgrest-js's basic.test.ts (supabase-js v2.109.0) against the stack: its cases in upstream order on
// one database (later cases read what earlier ones wrote, as upstream), the inline snapshots written
// out as the values they hold. Cases that never send a request are not applicable (manifest.json).
import { afterAll, describe, expect, test, vi } from 'vitest';
import { embedsOf, failed, message, MESSAGE, ok, PERSONAL_USERS, postgrestSuite, user, USERS } from './suite.ts';

const { stack, postgrest, client, restUrl } = await postgrestSuite();
afterAll(() => stack.stop());

const foo = (id: number, channel_id: number) => message(id, 'foo', channel_id);

describe('basic.test.ts', () => {
  test('basic select table', async () => {
    expect(await postgrest.from('users').select()).toEqual(ok(USERS));
  });

  test('basic select returns types override', async () => {
    const res = await postgrest.from('users').select().returns<{ status: 'ONLINE' | 'OFFLINE' }>();
    expect(res).toEqual(ok(USERS));
  });

  test('basic select returns from builder', async () => {
    const res = await postgrest
      .from('users')
      .select()
      .eq('username', 'supabot')
      .single()
      .returns<{ status: 'ONLINE' | 'OFFLINE' }>();
    expect(res).toEqual(ok(user.supabot));
  });

  test('basic select overrideTypes from builder', async () => {
    const res = await postgrest
      .from('users')
      .select()
      .eq('username', 'supabot')
      .single()
      .overrideTypes<{ status: 'ONLINE' | 'OFFLINE' }>();
    expect(res).toEqual(ok(user.supabot));
  });

  test('basic select with maybeSingle yielding more than one result', async () => {
    expect(await postgrest.from('users').select().maybeSingle()).toEqual(
      failed(406, {
        code: 'PGRST116',
        details: 'Results contain 5 rows, application/vnd.pgrst.object+json requires 1 row',
        hint: null,
        message: 'JSON object requested, multiple (or no) rows returned',
      }),
    );
  });

  test('basic select with single yielding more than one result', async () => {
    expect(await postgrest.from('users').select().single()).toEqual(
      failed(406, {
        code: 'PGRST116',
        details: 'The result contains 5 rows',
        hint: null,
        message: 'Cannot coerce the result to a single JSON object',
      }),
    );
  });

  test('basic select view', async () => {
    expect(await postgrest.from('updatable_view').select()).toEqual(
      ok(USERS.map((u) => ({ non_updatable_column: 1, username: u.username }))),
    );
  });

  test('rpc', async () => {
    expect(await postgrest.rpc('get_status', { name_param: 'supabot' })).toEqual(ok('ONLINE'));
  });

  test('rpc returns void', async () => {
    expect(await postgrest.rpc('void_func')).toEqual(ok(null, 204));
  });

  test('switch schema', async () => {
    const personal = client({ schema: 'personal' });
    expect(await personal.from('users').select()).toEqual(ok(PERSONAL_USERS));
  });

  test('dynamic schema', async () => {
    expect(await client().schema('personal').from('users').select()).toEqual(ok(PERSONAL_USERS));
  });

  test('on_conflict insert', async () => {
    const res = await postgrest.from('users').upsert({ username: 'dragarcia' }, { onConflict: 'username' }).select();
    expect(res).toEqual(ok([user.dragarcia]));
  });

  test('ignoreDuplicates upsert', async () => {
    const res = await postgrest
      .from('users')
      .upsert({ username: 'dragarcia' }, { onConflict: 'username', ignoreDuplicates: true })
      .select();
    expect(res).toEqual(ok([], 201));
  });

  describe('basic insert, update, delete', () => {
    test('basic insert', async () => {
      let res = await postgrest
        .from('messages')
        .insert({ message: 'foo', username: 'supabot', channel_id: 1 })
        .select();
      expect(res).toEqual(ok([foo(5, 1)], 201));
      res = await postgrest.from('messages').select();
      expect(res).toEqual(ok([MESSAGE[1], MESSAGE[2], MESSAGE[3], MESSAGE[4], foo(5, 1)]));
    });

    test('upsert', async () => {
      let res = await postgrest
        .from('messages')
        .upsert({ id: 3, message: 'foo', username: 'supabot', channel_id: 2 })
        .select();
      expect(res).toEqual(ok([foo(3, 2)]));
      res = await postgrest.from('messages').select();
      expect(res).toEqual(ok([MESSAGE[1], MESSAGE[2], MESSAGE[4], foo(5, 1), foo(3, 2)]));
    });

    test('bulk insert', async () => {
      let res = await postgrest
        .from('messages')
        .insert([
          { message: 'foo', username: 'supabot', channel_id: 1 },
          { message: 'foo', username: 'supabot', channel_id: 1 },
        ])
        .select();
      expect(res).toEqual(ok([foo(6, 1), foo(7, 1)], 201));
      res = await postgrest.from('messages').select();
      expect(res).toEqual(ok([MESSAGE[1], MESSAGE[2], MESSAGE[4], foo(5, 1), foo(3, 2), foo(6, 1), foo(7, 1)]));
    });

    test('insert quoted column', async () => {
      const res = await postgrest
        .from('cornercase')
        .insert([{ 'column whitespace': 'foo', id: 1 }])
        .select('"column whitespace", id ');
      expect(res).toEqual(
        failed(409, {
          code: '23505',
          details: 'Key (id)=(1) already exists.',
          hint: null,
          message: 'duplicate key value violates unique constraint "cornercase_pkey"',
        }),
      );
    });

    test('basic update', async () => {
      let res = await postgrest.from('messages').update({ channel_id: 2 }).eq('message', 'foo').select();
      expect(res).toEqual(ok([foo(5, 2), foo(3, 2), foo(6, 2), foo(7, 2)]));
      res = await postgrest.from('messages').select();
      expect(res).toEqual(ok([MESSAGE[1], MESSAGE[2], MESSAGE[4], foo(5, 2), foo(3, 2), foo(6, 2), foo(7, 2)]));
    });

    test('basic delete', async () => {
      let res = await postgrest.from('messages').delete().eq('message', 'foo').select();
      expect(res).toEqual(ok([foo(5, 2), foo(3, 2), foo(6, 2), foo(7, 2)]));
      res = await postgrest.from('messages').select();
      expect(res).toEqual(ok([MESSAGE[1], MESSAGE[2], MESSAGE[4]]));
    });

    afterAll(async () => {
      // As upstream: put message 3 back (upsert changed it, delete removed it).
      await postgrest.from('messages').upsert(MESSAGE[3]);
    });
  });

  test('throwOnError throws errors instead of returning them', async () => {
    let caught: unknown = null;
    try {
      await postgrest.from('missing_table').select().throwOnError();
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(Error);
    expect((caught as Error).name).toBe('PostgrestError');
    expect((caught as Error).message).toBe("Could not find the table 'public.missing_table' in the schema cache");
  });

  test('throwOnError throws errors which include stack', async () => {
    let caught: unknown = null;
    try {
      await postgrest.from('does_not_exist').select().throwOnError();
    } catch (error) {
      caught = error;
    }
    // Upstream asserts inside its catch only; the error must come for the assertions to mean anything.
    expect(caught instanceof Error).toBe(true);
    expect((caught as Error).stack).not.toBeUndefined();
  });

  test('maybeSingle w/ throwOnError', async () => {
    let passes = true;
    await postgrest
      .from('messages')
      .select()
      .eq('message', 'i do not exist')
      .throwOnError()
      .maybeSingle()
      .then(undefined, () => {
        passes = false;
      });
    expect(passes).toEqual(true);
  });

  test("don't mutate PostgrestClient.headers", async () => {
    await postgrest.from('users').select().limit(1).single();
    const { error } = await postgrest.from('users').select();
    expect(error).toBeNull();
  });

  test('allow ordering on JSON column', async () => {
    const { data } = await postgrest.from('users').select().order('data->something');
    // Equal keys keep the table's order; dragarcia's row was rewritten by the upsert above.
    expect(data).toEqual([user.supabot, user.kiwicopple, user.awailas, user.jsonuser, user.dragarcia]);
  });

  test('Prefer: return=minimal', async () => {
    const { data } = await postgrest.from('users').insert({ username: 'bar' });
    expect(data).toBeNull();
    await postgrest.from('users').delete().eq('username', 'bar');
  });

  test('select with head:true', async () => {
    expect(await postgrest.from('users').select('*', { head: true })).toEqual(ok(null));
  });

  test('select with head:true, count:exact', async () => {
    expect(await postgrest.from('users').select('*', { head: true, count: 'exact' })).toEqual(ok(null, 200, 5));
  });

  test('select with head:true, count:planned', async () => {
    const res = await postgrest.from('users').select('*', { head: true, count: 'planned' });
    expect(res).toEqual({ ...ok(null, 206), count: expect.any(Number) });
  });

  test('select with head:true, count:estimated', async () => {
    const res = await postgrest.from('users').select('*', { head: true, count: 'estimated' });
    expect(res).toEqual({ ...ok(null), count: expect.any(Number) });
  });

  test('select with count:exact', async () => {
    expect(await postgrest.from('users').select('*', { count: 'exact' })).toEqual(
      ok([user.supabot, user.kiwicopple, user.awailas, user.jsonuser, user.dragarcia], 200, 5),
    );
  });

  test("rpc with count: 'exact'", async () => {
    const res = await postgrest.rpc('get_status', { name_param: 'supabot' }, { count: 'exact' });
    expect(res).toEqual(ok('ONLINE', 200, 1));
  });

  test('rpc with head:true, count:exact', async () => {
    const res = await postgrest.rpc('get_status', { name_param: 'supabot' }, { head: true, count: 'exact' });
    expect(res).toEqual(ok(null, 200, 1));
  });

  test('rpc with get:true, count:exact', async () => {
    const res = await postgrest.rpc('get_status', { name_param: 'supabot' }, { get: true, count: 'exact' });
    expect(res).toEqual(ok('ONLINE', 200, 1));
  });

  test('rpc with get:true, optional param', async () => {
    const res = await postgrest.rpc('function_with_optional_param', { param: undefined }, { get: true });
    expect(res).toEqual(ok(''));
  });

  test('rpc with get:true, array param', async () => {
    const res = await postgrest.rpc(
      'function_with_array_param',
      { param: ['00000000-0000-0000-0000-000000000000'] },
      { get: true },
    );
    expect(res).toEqual(ok(null, 204));
  });

  test('rpc with dynamic schema', async () => {
    const res = await postgrest.schema('personal').rpc('get_status', { name_param: 'kiwicopple' });
    expect(res).toEqual(ok('OFFLINE'));
  });

  describe("insert, update, delete with count: 'exact'", () => {
    const m3 = { ...MESSAGE[3] };
    test("insert with count: 'exact'", async () => {
      let res = await postgrest
        .from('messages')
        .insert({ message: 'foo', username: 'supabot', channel_id: 1 }, { count: 'exact' })
        .select();
      expect(res).toEqual(ok([foo(8, 1)], 201, 1));
      res = await postgrest.from('messages').select();
      expect(res).toEqual(ok([MESSAGE[1], MESSAGE[2], MESSAGE[4], m3, foo(8, 1)]));
    });

    test("upsert with count: 'exact'", async () => {
      let res = await postgrest
        .from('messages')
        .upsert({ id: 3, message: 'foo', username: 'supabot', channel_id: 2 }, { count: 'exact' })
        .select();
      expect(res).toEqual(ok([foo(3, 2)], 200, 1));
      res = await postgrest.from('messages').select();
      expect(res).toEqual(ok([MESSAGE[1], MESSAGE[2], MESSAGE[4], foo(8, 1), foo(3, 2)]));
    });

    test("bulk insert with count: 'exact'", async () => {
      let res = await postgrest
        .from('messages')
        .insert(
          [
            { message: 'foo', username: 'supabot', channel_id: 1 },
            { message: 'foo', username: 'supabot', channel_id: 1 },
          ],
          { count: 'exact' },
        )
        .select();
      expect(res).toEqual(ok([foo(9, 1), foo(10, 1)], 201, 2));
      res = await postgrest.from('messages').select();
      expect(res).toEqual(ok([MESSAGE[1], MESSAGE[2], MESSAGE[4], foo(8, 1), foo(3, 2), foo(9, 1), foo(10, 1)]));
    });

    test('bulk insert with column defaults', async () => {
      const res = await postgrest
        .from('channels')
        .insert([{ id: 100 }, { slug: 'test-slug' }], { defaultToNull: false })
        .select()
        .rollback();
      expect(res).toEqual(
        ok(
          [
            { data: null, id: 100, slug: null },
            { data: null, id: 5, slug: 'test-slug' },
          ],
          201,
        ),
      );
    });

    test('bulk upsert with column defaults', async () => {
      const res = await postgrest
        .from('channels')
        .upsert([{ id: 1 }, { slug: 'test-slug' }], { defaultToNull: false })
        .select()
        .rollback();
      expect(res).toEqual(
        ok(
          [
            { data: null, id: 1, slug: null },
            { data: null, id: 7, slug: 'test-slug' },
          ],
          201,
        ),
      );
    });

    test("update with count: 'exact'", async () => {
      let res = await postgrest
        .from('messages')
        .update({ channel_id: 2 }, { count: 'exact' })
        .eq('message', 'foo')
        .select();
      expect(res).toEqual(ok([foo(8, 2), foo(3, 2), foo(9, 2), foo(10, 2)], 200, 4));
      res = await postgrest.from('messages').select();
      expect(res).toEqual(ok([MESSAGE[1], MESSAGE[2], MESSAGE[4], foo(8, 2), foo(3, 2), foo(9, 2), foo(10, 2)]));
    });

    test("basic delete count: 'exact'", async () => {
      let res = await postgrest.from('messages').delete({ count: 'exact' }).eq('message', 'foo').select();
      expect(res).toEqual(ok([foo(8, 2), foo(3, 2), foo(9, 2), foo(10, 2)], 200, 4));
      res = await postgrest.from('messages').select();
      expect(res).toEqual(ok([MESSAGE[1], MESSAGE[2], MESSAGE[4]]));
    });

    afterAll(async () => {
      await postgrest.from('messages').upsert(MESSAGE[3]);
    });
  });

  test('select with no match', async () => {
    expect(await postgrest.from('users').select().eq('username', 'missing')).toEqual(ok([]));
  });

  test('update with no match - return=minimal', async () => {
    const res = await postgrest.from('users').update({ data: '' }).eq('username', 'missing');
    expect(res).toEqual(ok(null, 204));
  });

  test('update with no match - return=representation', async () => {
    const res = await postgrest.from('users').update({ data: '' }).eq('username', 'missing').select();
    expect(res).toEqual(ok([]));
  });

  test('!left join on one to one relation', async () => {
    const res = await postgrest.from('channel_details').select('channels!left(id)').limit(1).single();
    expect(Array.isArray(res.data?.channels)).toBe(false);
    expect(embedsOf(res.data).channels?.id).not.toBeNull();
    expect(res).toEqual(ok({ channels: { id: 1 } }));
  });

  test('!left join on one to many relation', async () => {
    const res = await postgrest.from('users').select('messages!left(username)').limit(1).single();
    expect(Array.isArray(res.data?.messages)).toBe(true);
    expect(res).toEqual(ok({ messages: Array.from({ length: 4 }, () => ({ username: 'supabot' })) }));
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
    expect(Array.isArray(res.data?.user_profiles)).toBe(true);
    expect(res).toEqual(ok({ user_profiles: [] }));
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
    expect(Array.isArray(res.data?.first_friend_of)).toBe(true);
    expect(Array.isArray(res.data?.second_friend_of)).toBe(true);
    expect(Array.isArray(res.data?.third_wheel_of)).toBe(true);
    expect(res).toEqual(
      ok({
        first_friend_of: [
          { first_user: 'supabot', id: 1, second_user: 'kiwicopple', third_wheel: 'awailas' },
          { first_user: 'supabot', id: 2, second_user: 'awailas', third_wheel: null },
        ],
        second_friend_of: [],
        third_wheel_of: [],
      }),
    );
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
    expect(Array.isArray(res.data?.first_user)).toBe(false);
    expect(Array.isArray(res.data?.second_user)).toBe(false);
    expect(Array.isArray(res.data?.third_wheel)).toBe(false);
    expect(embedsOf(res.data).first_user?.username).not.toBeNull();
    expect(embedsOf(res.data).second_user?.username).not.toBeNull();
    expect(embedsOf(res.data).third_wheel?.username).not.toBeNull();
    expect(res).toEqual(ok({ first_user: user.supabot, second_user: user.kiwicopple, third_wheel: user.awailas }));
  });

  test('uses native fetch when no custom fetch provided', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      const result = await client().from('users').select();
      expect(fetchSpy).toHaveBeenCalledWith(
        expect.stringContaining(restUrl),
        expect.objectContaining({ method: 'GET', headers: expect.any(Object) }),
      );
      expect(result.error).toBeNull();
      expect(result.data).toBeDefined();
      expect(Array.isArray(result.data)).toBe(true);
      expect(result.status).toBe(200);
    } finally {
      fetchSpy.mockRestore();
    }
  });

  test('maybeSingle returns null for zero rows (GET)', async () => {
    const res = await postgrest.from('users').select().eq('username', 'does_not_exist').maybeSingle();
    expect(res).toEqual(ok(null));
  });
});
