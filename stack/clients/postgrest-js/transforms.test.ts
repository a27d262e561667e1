// postgrest-js's transforms.test.ts (supabase-js v2.109.0) against the stack: order, limit, range,
// single/maybeSingle, select on writes and calls, CSV, stripped nulls, explain and rollback, the inline
// snapshots written out as the values they hold. Upstream runs this file last: the tables are as its
// earlier files left them (suite.ts, likeUpstreamBefore).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { failed, likeUpstreamBefore, MESSAGE, ok, postgrestSuite, user } from './suite.ts';

const { stack, postgrest } = await postgrestSuite();
beforeAll(() => likeUpstreamBefore(stack, 'transforms'));
afterAll(() => stack.stop());

const soedirgo = {
  age_range: '[20,25)',
  catchphrase: "'cat' 'fat'",
  data: null,
  status: 'ONLINE',
  username: 'soedirgo',
};

describe('transforms.test.ts', () => {
  test('order', async () => {
    const res = await postgrest.from('users').select().order('username', { ascending: false });
    expect(res).toEqual(ok([user.supabot, user.kiwicopple, user.jsonuser, user.dragarcia, user.awailas]));
  });

  test('order on multiple columns', async () => {
    const res = await postgrest
      .from('messages')
      .select()
      .order('channel_id', { ascending: false })
      .order('username', { ascending: false });
    // Messages 4 and 3 tie on both keys: the table's order (3 was written back after 4) decides.
    expect(res).toEqual(ok([MESSAGE[4], MESSAGE[3], MESSAGE[2], MESSAGE[1]]));
  });

  test('limit', async () => {
    expect(await postgrest.from('users').select().limit(1)).toEqual(ok([user.supabot]));
  });

  test('range', async () => {
    expect(await postgrest.from('users').select().range(1, 3)).toEqual(
      ok([user.kiwicopple, user.awailas, user.jsonuser]),
    );
  });

  test('single', async () => {
    expect(await postgrest.from('users').select().limit(1).single()).toEqual(ok(user.supabot));
  });

  test('single on insert', async () => {
    const res = await postgrest.from('users').insert({ username: 'foo' }).select().single();
    expect(res).toEqual(ok({ age_range: null, catchphrase: null, data: null, status: 'ONLINE', username: 'foo' }, 201));
    await postgrest.from('users').delete().eq('username', 'foo');
  });

  test('maybeSingle', async () => {
    const res = await postgrest.from('users').select().eq('username', 'goldstein').maybeSingle();
    expect(res).toEqual(ok(null));
  });

  test('maybeSingle (2)', async () => {
    const res = await postgrest
      .from('users')
      .insert([{ username: 'a' }, { username: 'b' }])
      .select()
      .maybeSingle();
    expect(res).toEqual(
      failed(406, {
        code: 'PGRST116',
        details: 'Results contain 2 rows, application/vnd.pgrst.object+json requires 1 row',
        hint: null,
        message: 'JSON object requested, multiple (or no) rows returned',
      }),
    );
    await postgrest.from('users').delete().in('username', ['a', 'b']);
  });

  test('select on insert', async () => {
    const res = await postgrest.from('users').insert({ username: 'foo' }).select('status');
    expect(res).toEqual(ok([{ status: 'ONLINE' }], 201));
    await postgrest.from('users').delete().eq('username', 'foo');
  });

  test('select on rpc', async () => {
    const res = await postgrest.rpc('get_username_and_status', { name_param: 'supabot' }).select('status');
    expect(res).toEqual(ok([{ status: 'ONLINE' }]));
  });

  test('csv', async () => {
    const res = await postgrest.from('users').select().csv();
    expect(res).toEqual(
      ok(
        [
          'username,data,age_range,status,catchphrase',
          `supabot,,"[1,2)",ONLINE,"'cat' 'fat'"`,
          `kiwicopple,,"[25,35)",OFFLINE,"'bat' 'cat'"`,
          `awailas,,"[25,35)",ONLINE,"'bat' 'rat'"`,
          `jsonuser,"{""foo"": {""bar"": {""nested"": ""value""}, ""baz"": ""string value""}}","[20,30)",ONLINE,"'json' 'test'"`,
          `dragarcia,,"[20,30)",ONLINE,"'fat' 'rat'"`,
        ].join('\n'),
      ),
    );
  });

  test('stripNulls', async () => {
    const res = await postgrest.from('users').select().stripNulls();
    expect(res.error).toBeNull();
    expect(res.status).toBe(200);
    expect(Array.isArray(res.data)).toBe(true);
    const rows = res.data as Record<string, unknown>[];
    const supabot = rows.find((u) => u.username === 'supabot');
    expect(supabot).toBeDefined();
    expect(supabot).not.toHaveProperty('data');
    expect(supabot).toHaveProperty('username');
    const jsonuser = rows.find((u) => u.username === 'jsonuser');
    expect(jsonuser).toBeDefined();
    expect(jsonuser).toHaveProperty('data');
  });

  test('stripNulls with single', async () => {
    const res = await postgrest.from('users').select().eq('username', 'supabot').limit(1).single().stripNulls();
    expect(res.error).toBeNull();
    expect(res.status).toBe(200);
    expect(res.data).not.toHaveProperty('data');
    expect((res.data as { username?: string })?.username).toBe('supabot');
  });

  test('explain with json/text format', async () => {
    const res1 = await postgrest.from('users').select().explain({ format: 'json' });
    expect(res1).toEqual(ok([{ Plan: expect.any(Object) }]));
    const res2 = await postgrest.from('users').select().explain();
    expect(res2.data).toMatch(/Aggregate {2}\(cost=.*/);
  });

  test.fails('explain with options', async () => {
    const res = await postgrest.from('users').select().explain({ verbose: true, settings: true, format: 'json' });
    expect(res).toEqual(
      ok([
        {
          Plan: expect.any(Object),
          'Query Identifier': expect.any(Number),
          Settings: { effective_cache_size: '128MB', search_path: '"public", "public", "extensions"' },
        },
      ]),
    );
  });

  test('rollback insert/upsert', async () => {
    const res1 = await postgrest.from('users').select().eq('username', 'soedirgo');
    expect(res1.data).toEqual([]);
    const res2 = await postgrest.from('users').insert(soedirgo).select().rollback().single();
    expect(res2.data).toEqual(soedirgo);
    const res3 = await postgrest.from('users').upsert(soedirgo).select().rollback().single();
    expect(res3.data).toEqual(soedirgo);
    const res4 = await postgrest.from('users').select().eq('username', 'soedirgo');
    expect(res4.data).toEqual([]);
  });

  test('rollback update/rpc', async () => {
    const res1 = await postgrest.from('users').select('status').eq('username', 'dragarcia').single();
    expect(res1.data).toEqual({ status: 'ONLINE' });
    const res2 = await postgrest
      .from('users')
      .update({ status: 'OFFLINE' })
      .eq('username', 'dragarcia')
      .select('status')
      .rollback()
      .single();
    expect(res2.data).toEqual({ status: 'OFFLINE' });
    const res3 = await postgrest.rpc('offline_user', { name_param: 'dragarcia' }).rollback();
    expect(res3.data).toEqual('OFFLINE');
    const res4 = await postgrest.from('users').select('status').eq('username', 'dragarcia').single();
    expect(res4.data).toEqual({ status: 'ONLINE' });
  });

  test('rollback delete', async () => {
    const res1 = await postgrest.from('users').select('username').eq('username', 'dragarcia').single();
    expect(res1.data).toEqual({ username: 'dragarcia' });
    const res2 = await postgrest
      .from('users')
      .delete()
      .eq('username', 'dragarcia')
      .select('username')
      .rollback()
      .single();
    expect(res2.data).toEqual({ username: 'dragarcia' });
    const res3 = await postgrest.from('users').select('username').eq('username', 'dragarcia').single();
    expect(res3.data).toEqual({ username: 'dragarcia' });
  });
});
