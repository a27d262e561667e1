// postgrest-js's filters.test.ts (supabase-js v2.109.0) against the stack: each filter of the builder on
// the suite's tables, the inline snapshots written out as the values they hold. Row order is the tables'
// own, as upstream reads it after its earlier files ran (suite.ts, likeUpstreamBefore).
import { afterAll, beforeAll, expect, test, describe } from 'vitest';
import { likeUpstreamBefore, ok, postgrestSuite, user } from './suite.ts';

const { stack, postgrest } = await postgrestSuite();
beforeAll(() => likeUpstreamBefore(stack, 'filters'));
afterAll(() => stack.stop());

const names = (...u: string[]) => u.map((username) => ({ username }));
const ids = (...id: number[]) => id.map((id) => ({ id }));
const ranges = (...r: string[]) => r.map((age_range) => ({ age_range }));
const JSON_DATA = { foo: { bar: { nested: 'value' }, baz: 'string value' } };

describe('filters.test.ts', () => {
  test('not', async () => {
    const res = await postgrest.from('users').select('status').not('status', 'eq', 'OFFLINE');
    expect(res).toEqual(ok(Array.from({ length: 4 }, () => ({ status: 'ONLINE' }))));
  });

  test('or', async () => {
    const res = await postgrest.from('users').select('status, username').or('status.eq.OFFLINE,username.eq.supabot');
    expect(res).toEqual(
      ok([
        { status: 'ONLINE', username: 'supabot' },
        { status: 'OFFLINE', username: 'kiwicopple' },
      ]),
    );
  });

  test('eq', async () => {
    expect(await postgrest.from('users').select('username').eq('username', 'supabot')).toEqual(ok(names('supabot')));
  });

  test('neq', async () => {
    expect(await postgrest.from('users').select('username').neq('username', 'supabot')).toEqual(
      ok(names('kiwicopple', 'awailas', 'jsonuser', 'dragarcia')),
    );
  });

  test('gt', async () => {
    expect(await postgrest.from('messages').select('id').gt('id', 1)).toEqual(ok(ids(2, 4, 3)));
  });

  test('gte', async () => {
    expect(await postgrest.from('messages').select('id').gte('id', 1)).toEqual(ok(ids(1, 2, 4, 3)));
  });

  test('lt', async () => {
    expect(await postgrest.from('messages').select('id').lt('id', 2)).toEqual(ok(ids(1)));
  });

  test('lte', async () => {
    expect(await postgrest.from('messages').select('id').lte('id', 2)).toEqual(ok(ids(1, 2)));
  });

  test('like', async () => {
    expect(await postgrest.from('users').select('username').like('username', '%supa%')).toEqual(ok(names('supabot')));
  });

  test('likeAllOf', async () => {
    const res = await postgrest.from('users').select('username').likeAllOf('username', ['%supa%', '%bot%']);
    expect(res).toEqual(ok(names('supabot')));
  });

  test('likeAnyOf', async () => {
    const res = await postgrest.from('users').select('username').likeAnyOf('username', ['%supa%', '%kiwi%']);
    expect(res).toEqual(ok(names('supabot', 'kiwicopple')));
  });

  test('ilike', async () => {
    expect(await postgrest.from('users').select('username').ilike('username', '%SUPA%')).toEqual(ok(names('supabot')));
  });

  test('ilikeAllOf', async () => {
    const res = await postgrest.from('users').select('username').ilikeAllOf('username', ['%SUPA%', '%bot%']);
    expect(res).toEqual(ok(names('supabot')));
  });

  test('ilikeAnyOf', async () => {
    const res = await postgrest.from('users').select('username').ilikeAnyOf('username', ['%supa%', '%KIWI%']);
    expect(res).toEqual(ok(names('supabot', 'kiwicopple')));
  });

  test('is', async () => {
    const res = await postgrest.from('users').select('data').is('data', null);
    expect(res).toEqual(ok(Array.from({ length: 4 }, () => ({ data: null }))));
  });

  test('in', async () => {
    const res = await postgrest.from('users').select('status').in('status', ['ONLINE', 'OFFLINE']);
    expect(res).toEqual(ok(['ONLINE', 'OFFLINE', 'ONLINE', 'ONLINE', 'ONLINE'].map((status) => ({ status }))));
  });

  test('notIn', async () => {
    const res = await postgrest.from('users').select('status').notIn('status', ['ONLINE', 'OFFLINE']);
    expect(res).toEqual(ok([]));
  });

  test('contains', async () => {
    const res = await postgrest.from('users').select('age_range').contains('age_range', '[1,2)');
    expect(res).toEqual(ok(ranges('[1,2)')));
  });

  test('contains with json', async () => {
    const res = await postgrest
      .from('users')
      .select('data')
      .contains('data', { foo: { baz: 'string value' } });
    expect(res).toEqual(ok([{ data: JSON_DATA }]));
  });

  test('contains with array', async () => {
    const res = await postgrest.from('cornercase').select('array_column').contains('array_column', ['test']);
    expect(res).toEqual(ok([{ array_column: ['test', 'one'] }]));
  });

  test('containedBy', async () => {
    const res = await postgrest.from('users').select('age_range').containedBy('age_range', '[1,2)');
    expect(res).toEqual(ok(ranges('[1,2)')));
  });

  test('containedBy with json', async () => {
    const res = await postgrest
      .from('users')
      .select('data')
      .containedBy('data', { foo: { baz: 'string value' } });
    expect(res).toEqual(ok([]));
  });

  test('containedBy with array', async () => {
    const res = await postgrest.from('cornercase').select('array_column').containedBy('array_column', ['test']);
    expect(res).toEqual(ok([]));
  });

  test('rangeLt', async () => {
    const res = await postgrest.from('users').select('age_range').rangeLt('age_range', '[2,25)');
    expect(res).toEqual(ok(ranges('[1,2)')));
  });

  test('rangeGt', async () => {
    const res = await postgrest.from('users').select('age_range').rangeGt('age_range', '[2,25)');
    expect(res).toEqual(ok(ranges('[25,35)', '[25,35)')));
  });

  test('rangeGte', async () => {
    const res = await postgrest.from('users').select('age_range').rangeGte('age_range', '[2,25)');
    expect(res).toEqual(ok(ranges('[25,35)', '[25,35)', '[20,30)', '[20,30)')));
  });

  test('rangeLte', async () => {
    const res = await postgrest.from('users').select('age_range').rangeLte('age_range', '[2,25)');
    expect(res).toEqual(ok(ranges('[1,2)')));
  });

  test('rangeAdjacent', async () => {
    const res = await postgrest.from('users').select('age_range').rangeAdjacent('age_range', '[2,25)');
    expect(res).toEqual(ok(ranges('[1,2)', '[25,35)', '[25,35)')));
  });

  test('overlaps', async () => {
    const res = await postgrest.from('users').select('age_range').overlaps('age_range', '[2,25)');
    expect(res).toEqual(ok(ranges('[20,30)', '[20,30)')));
  });

  test('overlaps with array', async () => {
    const res = await postgrest.from('cornercase').select('array_column').overlaps('array_column', ['test']);
    expect(res).toEqual(ok([{ array_column: ['test', 'one'] }]));
  });

  test('textSearch', async () => {
    const res = await postgrest
      .from('users')
      .select('catchphrase')
      .textSearch('catchphrase', `'fat' & 'cat'`, { config: 'english' });
    expect(res).toEqual(ok([{ catchphrase: "'cat' 'fat'" }]));
  });

  test('textSearch with plainto_tsquery', async () => {
    const res = await postgrest
      .from('users')
      .select('catchphrase')
      .textSearch('catchphrase', `'fat' & 'cat'`, { config: 'english', type: 'plain' });
    expect(res).toEqual(ok([{ catchphrase: "'cat' 'fat'" }]));
  });

  test('textSearch with phraseto_tsquery', async () => {
    const res = await postgrest
      .from('users')
      .select('catchphrase')
      .textSearch('catchphrase', 'cat', { config: 'english', type: 'phrase' });
    expect(res).toEqual(ok([{ catchphrase: "'cat' 'fat'" }, { catchphrase: "'bat' 'cat'" }]));
  });

  test('textSearch with websearch_to_tsquery', async () => {
    const res = await postgrest
      .from('users')
      .select('catchphrase')
      .textSearch('catchphrase', `'fat' & 'cat'`, { config: 'english', type: 'websearch' });
    expect(res).toEqual(ok([{ catchphrase: "'cat' 'fat'" }]));
  });

  test('multiple filters', async () => {
    const res = await postgrest
      .from('users')
      .select()
      .eq('username', 'supabot')
      .is('data', null)
      .overlaps('age_range', '[1,2)')
      .eq('status', 'ONLINE')
      .textSearch('catchphrase', 'cat');
    expect(res).toEqual(ok([user.supabot]));
  });

  test('filter', async () => {
    const res = await postgrest.from('users').select('username').filter('username', 'eq', 'supabot');
    expect(res).toEqual(ok(names('supabot')));
  });

  test('match', async () => {
    const res = await postgrest
      .from('users')
      .select('username, status')
      .match({ username: 'supabot', status: 'ONLINE' });
    expect(res).toEqual(ok([{ status: 'ONLINE', username: 'supabot' }]));
  });

  test('filter on rpc', async () => {
    const res = await postgrest.rpc('get_username_and_status', { name_param: 'supabot' }).neq('status', 'ONLINE');
    expect(res).toEqual(ok([]));
  });

  test('isDistinct', async () => {
    const res = await postgrest.from('users').select('username').isDistinct('status', 'ONLINE');
    expect(res).toEqual(ok(names('kiwicopple')));
  });

  test('regexMatch', async () => {
    expect(await postgrest.from('users').select('username').regexMatch('username', '^sup')).toEqual(
      ok(names('supabot')),
    );
  });

  test('regexIMatch', async () => {
    expect(await postgrest.from('users').select('username').regexIMatch('username', '^SUP')).toEqual(
      ok(names('supabot')),
    );
  });
});
