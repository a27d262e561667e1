// postgrest-js's advanced_rpc.test.ts (supabase-js v2.109.0) against the stack: functions taking table
// and view rows, returning rows, sets and views, overloads PostgREST can and cannot resolve, unnamed
// parameters, and filters and selects on calls, the inline snapshots written out as the values they
// hold (upstream's zod checks of the same rows are covered by toEqual; its type checks are for the
// client's types and not re-expressed). Upstream runs this file first, on the freshly seeded tables.
import { afterAll, describe, expect, test } from 'vitest';
import { failed, MESSAGE, ok, postgrestSuite, user, USERS } from './suite.ts';

const { stack, postgrest } = await postgrestSuite();
afterAll(() => stack.stop());

const SUPABOT_ROW = { username: 'supabot', data: null, age_range: null, catchphrase: null, status: 'ONLINE' };
const SUPABOT_MESSAGES = [MESSAGE[1], MESSAGE[2], MESSAGE[3], MESSAGE[4]];
/** recent_messages is ordered by id, newest first. */
const RECENT = [MESSAGE[4], MESSAGE[3], MESSAGE[2], MESSAGE[1]];
const PROFILE = { id: 1, username: 'supabot' };
const SUPABOT_USER = { catchphrase: "'cat' 'fat'", username: 'supabot' };
const OVERLOAD_HINT =
  'Try renaming the parameters or the function itself in the database so function overloading can be resolved';

const ambiguous = (candidates: string) =>
  failed(300, {
    code: 'PGRST203',
    details: null,
    hint: OVERLOAD_HINT,
    message: `Could not choose the best candidate function between: ${candidates}`,
  });
const notFound = (details: string, message: string, hint: string | null = null) =>
  failed(404, { code: 'PGRST202', details, hint, message });

describe('advanced_rpc.test.ts', () => {
  describe('advanced rpc', () => {
    test('function returning a setof embeded table', async () => {
      const res = await postgrest.rpc('get_messages', { channel_row: { id: 1, data: null, slug: null } });
      expect(res).toEqual(ok([MESSAGE[1]]));
    });

    test('function double definition returning a setof embeded table', async () => {
      const res = await postgrest.rpc('get_messages', { user_row: SUPABOT_ROW });
      expect(res).toEqual(ok(SUPABOT_MESSAGES));
    });

    test('function returning a single row embeded table', async () => {
      const res = await postgrest.rpc('get_user_profile', { user_row: SUPABOT_ROW });
      expect(res).toEqual(ok(PROFILE));
    });

    test('function with scalar input', async () => {
      const res = await postgrest.rpc('get_messages_by_username', { search_username: 'supabot' });
      expect(res).toEqual(ok(SUPABOT_MESSAGES));
    });

    test('function with table row input', async () => {
      const res = await postgrest.rpc('get_user_messages', { user_row: SUPABOT_ROW });
      expect(res).toEqual(ok(SUPABOT_MESSAGES));
    });

    test('function with view row input', async () => {
      const res = await postgrest.rpc('get_active_user_messages', { active_user_row: SUPABOT_ROW });
      expect(res).toEqual(ok(SUPABOT_MESSAGES));
    });

    test('function returning view', async () => {
      const res = await postgrest.rpc('get_user_recent_messages', { user_row: SUPABOT_ROW });
      expect(res).toEqual(ok(RECENT));
    });

    test('function with scalar input returning view', async () => {
      const res = await postgrest.rpc('get_recent_messages_by_username', { search_username: 'supabot' });
      expect(res).toEqual(ok(RECENT));
    });

    test('function with scalar input with followup select', async () => {
      const res = await postgrest
        .rpc('get_recent_messages_by_username', { search_username: 'supabot' })
        .select('channel_id, message, users(username, catchphrase)');
      expect(res).toEqual(ok(RECENT.map(({ channel_id, message }) => ({ channel_id, message, users: SUPABOT_USER }))));
    });

    test('function with row input with followup select', async () => {
      const res = await postgrest
        .rpc('get_user_profile', { user_row: SUPABOT_ROW })
        .select('id, username, users(username, catchphrase)');
      expect(res).toEqual(ok({ ...PROFILE, users: SUPABOT_USER }));
    });

    test('unresolvable function with no params', async () => {
      expect(await postgrest.rpc('postgrest_unresolvable_function')).toEqual(ok(null, 204));
    });

    test('unresolvable function with text param', async () => {
      const res = await postgrest.rpc('postgrest_unresolvable_function', { a: 'test' });
      expect(res).toEqual(
        ambiguous(
          'public.postgrest_unresolvable_function(a => integer), public.postgrest_unresolvable_function(a => text)',
        ),
      );
    });

    test('unresolvable function with int param', async () => {
      const res = await postgrest.rpc('postgrest_unresolvable_function', { a: 1 });
      expect(res).toEqual(
        ambiguous(
          'public.postgrest_unresolvable_function(a => integer), public.postgrest_unresolvable_function(a => text)',
        ),
      );
    });

    test('resolvable function with no params', async () => {
      expect(await postgrest.rpc('postgrest_resolvable_with_override_function')).toEqual(ok(null, 204));
    });

    test('resolvable function with text param', async () => {
      expect(await postgrest.rpc('postgrest_resolvable_with_override_function', { a: 'test' })).toEqual(ok(1));
    });

    test('resolvable function with int param', async () => {
      expect(await postgrest.rpc('postgrest_resolvable_with_override_function', { b: 1 })).toEqual(ok('foo'));
    });

    test('resolvable function with profile_id param', async () => {
      const res = await postgrest.rpc('postgrest_resolvable_with_override_function', { profile_id: 1 });
      expect(res).toEqual(ok([PROFILE]));
    });

    test('resolvable function with channel_id and search params', async () => {
      const res = await postgrest.rpc('postgrest_resolvable_with_override_function', {
        cid: 1,
        search: 'Hello World 👋',
      });
      expect(res).toEqual(ok([MESSAGE[1]]));
    });

    test('resolvable function with user_row param', async () => {
      const res = await postgrest.rpc('postgrest_resolvable_with_override_function', { user_row: SUPABOT_ROW });
      expect(res).toEqual(ok(SUPABOT_MESSAGES));
    });

    test('polymorphic function with text param', async () => {
      const res = await postgrest.rpc('polymorphic_function_with_different_return', { '': 'test' });
      expect(res).toEqual(ok('foo'));
    });

    test('polymorphic function with bool param', async () => {
      const res = await postgrest.rpc('polymorphic_function_with_different_return', { '': true });
      expect(res).toEqual(ok('foo'));
    });

    test('polymorphic function with unnamed int param', async () => {
      const res = await postgrest.rpc('polymorphic_function_with_unnamed_integer', { '': 1 });
      expect(res).toEqual(
        notFound(
          'Searched for the function public.polymorphic_function_with_unnamed_integer with parameter  or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
          'Could not find the function public.polymorphic_function_with_unnamed_integer() in the schema cache',
          'Perhaps you meant to call the function public.polymorphic_function_with_unnamed_text',
        ),
      );
    });

    test('polymorphic function with unnamed json param', async () => {
      const res = await postgrest.rpc('polymorphic_function_with_unnamed_json', { '': { test: 'value' } });
      expect(res).toEqual(ok(1));
    });

    test('polymorphic function with unnamed jsonb param', async () => {
      const res = await postgrest.rpc('polymorphic_function_with_unnamed_jsonb', { '': { test: 'value' } });
      expect(res).toEqual(ok(1));
    });

    test('polymorphic function with unnamed text param', async () => {
      const res = await postgrest.rpc('polymorphic_function_with_unnamed_text', { '': 'test' });
      expect(res).toEqual(ok(1));
    });

    test('polymorphic function with no params and unnamed params definition call with no params', async () => {
      expect(await postgrest.rpc('polymorphic_function_with_no_params_or_unnamed')).toEqual(ok(1));
    });

    test('polymorphic function with unnamed params definition call with string param', async () => {
      const res = await postgrest.rpc('polymorphic_function_with_no_params_or_unnamed', { '': '' });
      expect(res).toEqual(ok('foo'));
    });

    test('polymorphic function with unnamed params definition call with text param', async () => {
      const res = await postgrest.rpc('polymorphic_function_with_no_params_or_unnamed', { '': 'test' });
      expect(res).toEqual(ok('foo'));
    });

    const DEFAULT_CANDIDATES =
      'public.polymorphic_function_with_unnamed_default(), public.polymorphic_function_with_unnamed_default( => text)';
    test('polymorphic function with unnamed default no params', async () => {
      expect(await postgrest.rpc('polymorphic_function_with_unnamed_default')).toEqual(ambiguous(DEFAULT_CANDIDATES));
    });

    test('polymorphic function with unnamed default param undefined', async () => {
      expect(await postgrest.rpc('polymorphic_function_with_unnamed_default', {})).toEqual(
        ambiguous(DEFAULT_CANDIDATES),
      );
    });

    test('polymorphic function with unnamed default text param', async () => {
      const res = await postgrest.rpc('polymorphic_function_with_unnamed_default', { '': 'custom text' });
      expect(res).toEqual(ok('foo'));
    });

    const OVERLOAD_CANDIDATES =
      'public.polymorphic_function_with_unnamed_default_overload(), public.polymorphic_function_with_unnamed_default_overload( => text)';
    test('polymorphic function with unnamed default overload no params', async () => {
      expect(await postgrest.rpc('polymorphic_function_with_unnamed_default_overload')).toEqual(
        ambiguous(OVERLOAD_CANDIDATES),
      );
    });

    test('polymorphic function with unnamed default overload int param', async () => {
      expect(await postgrest.rpc('polymorphic_function_with_unnamed_default_overload', undefined)).toEqual(
        ambiguous(OVERLOAD_CANDIDATES),
      );
    });

    test('polymorphic function with unnamed default overload text param', async () => {
      const res = await postgrest.rpc('polymorphic_function_with_unnamed_default_overload', { '': 'custom text' });
      expect(res).toEqual(ok('foo'));
    });

    test('polymorphic function with unnamed default overload bool param', async () => {
      const res = await postgrest.rpc('polymorphic_function_with_unnamed_default_overload', { '': true });
      expect(res).toEqual(ok('foo'));
    });

    test.fails('function with blurb_message', async () => {
      expect(await postgrest.rpc('blurb_message')).toEqual(
        notFound(
          'Searched for the function public.blurb_message without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
          'Could not find the function public.blurb_message without parameters in the schema cache',
        ),
      );
    });

    test.fails('function with blurb_message with params', async () => {
      const res = await postgrest.rpc('blurb_message', {
        '': { channel_id: 1, data: null, id: 1, message: null, username: 'test', blurb_message: null },
      });
      expect(res).toEqual(
        notFound(
          'Searched for the function public.blurb_message with parameter  or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
          'Could not find the function public.blurb_message() in the schema cache',
        ),
      );
    });

    test('function returning row', async () => {
      expect(await postgrest.rpc('function_returning_row')).toEqual(ok(user.supabot));
    });

    test('function returning set of rows', async () => {
      expect(await postgrest.rpc('function_returning_set_of_rows')).toEqual(ok(USERS));
    });

    test('function_using_setof_rows_one', async () => {
      const res = await postgrest.rpc('function_using_setof_rows_one', { user_row: SUPABOT_ROW });
      expect(res).toEqual(ok([PROFILE]));
    });

    test('function_using_table_returns', async () => {
      const res = await postgrest.rpc('function_using_table_returns', { user_row: SUPABOT_ROW });
      expect(res).toEqual(ok(PROFILE));
    });
  });

  test('should be able to filter before and after select rpc', async () => {
    const res = await postgrest
      .rpc('get_user_profile', { user_row: { username: 'supabot' } })
      .select('id, username, users(username, catchphrase)')
      .eq('username', 'nope');
    expect(res).toEqual(ok(null));
    const res2 = await postgrest
      .rpc('get_user_profile', { user_row: { username: 'supabot' } })
      .eq('username', 'nope')
      .select('id, username, users(username, catchphrase)');
    expect(res2).toEqual(ok(null));
    const res3 = await postgrest
      .rpc('get_user_profile', { user_row: { username: 'supabot' } })
      .eq('username', 'supabot')
      .select('username, users(username, catchphrase)');
    expect(res3).toEqual(ok({ username: 'supabot', users: SUPABOT_USER }));
  });

  test('RPC call with subselect and computed field', async () => {
    const res = await postgrest
      .rpc('get_messages_by_username', { search_username: 'supabot' })
      .select('message, blurb_message');
    expect(res).toEqual(
      ok(SUPABOT_MESSAGES.map(({ message }) => ({ blurb_message: (message as string).slice(0, 3), message }))),
    );
  });
});
