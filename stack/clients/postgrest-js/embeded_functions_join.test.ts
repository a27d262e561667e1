// postgrest-js's embeded_functions_join.test.ts (supabase-js v2.109.0) against the stack: computed
// relationships (functions from a row to rows) and computed columns in selects, the inline snapshots
// written out as the values they hold (upstream's zod checks of the same rows are covered by toEqual;
// its type checks are for the client's types and not re-expressed). Tables as upstream's earlier files
// left them (suite.ts, likeUpstreamBefore).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { failed, likeUpstreamBefore, MESSAGE, ok, postgrestSuite } from './suite.ts';

const { stack, postgrest } = await postgrestSuite();
beforeAll(() => likeUpstreamBefore(stack, 'embeded_functions_join'));
afterAll(() => stack.stop());

const SUPABOT_MESSAGES = [MESSAGE[1], MESSAGE[2], MESSAGE[4], MESSAGE[3]];
const RECENT = [MESSAGE[4], MESSAGE[3], MESSAGE[2], MESSAGE[1]];
const USERNAMES = ['supabot', 'kiwicopple', 'awailas', 'jsonuser', 'dragarcia'];
const ACTIVE_USERNAMES = ['supabot', 'awailas', 'jsonuser', 'dragarcia'];
const PROFILE = { id: 1, username: 'supabot' };
const NULL_PROFILE = { id: null, username: null };
const idAndMessage = ({ id, message }: (typeof MESSAGE)[1]) => ({ id, message });
const blurb = (message: string | null) => (message as string).slice(0, 3);

/** Each user (in the table's order) with what the embed gives supabot, and `others` for the rest. */
const perUser = (key: string, supabot: unknown, others: unknown, usernames = USERNAMES) =>
  ok(usernames.map((username) => ({ [key]: username === 'supabot' ? supabot : others, username })));
const perChannel = (key: string, map: (m: (typeof MESSAGE)[1]) => unknown) =>
  ok([
    { [key]: [MESSAGE[1]].map(map), id: 1 },
    { [key]: [MESSAGE[2]].map(map), id: 2 },
    { [key]: [MESSAGE[4], MESSAGE[3]].map(map), id: 3 },
  ]);
const noRelationship = (from: string, to: string) =>
  failed(400, {
    code: 'PGRST200',
    details: `Searched for a foreign key relationship between '${from}' and '${to}' in the schema 'public', but no matches were found.`,
    hint: null,
    message: `Could not find a relationship between '${from}' and '${to}' in the schema cache`,
  });
const noFunction = (name: string) =>
  failed(404, {
    code: 'PGRST202',
    details: `Searched for the function public.${name} with parameter id or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    hint: null,
    message: `Could not find the function public.${name}(id) in the schema cache`,
  });

describe('embeded_functions_join.test.ts', () => {
  describe('embeded functions select', () => {
    test('embeded_setof_function - function returning a setof embeded table', async () => {
      const res = await postgrest.from('channels').select('id, all_channels_messages:get_messages(*)');
      expect(res).toEqual(perChannel('all_channels_messages', (m) => m));
    });

    test('embeded_setof_function_fields_selection - function returning a setof embeded table with fields selection', async () => {
      const res = await postgrest.from('channels').select('id, all_channels_messages:get_messages(id,message)');
      expect(res).toEqual(perChannel('all_channels_messages', idAndMessage));
    });

    test('embeded_setof_function_double_definition - function double definition returning a setof embeded table', async () => {
      const res = await postgrest.from('users').select('username, all_user_messages:get_messages(*)');
      expect(res).toEqual(perUser('all_user_messages', SUPABOT_MESSAGES, []));
    });

    test('embeded_setof_function_double_definition_fields_selection - function double definition returning a setof embeded table with fields selection', async () => {
      const res = await postgrest.from('users').select('username, all_user_messages:get_messages(id,message)');
      expect(res).toEqual(perUser('all_user_messages', SUPABOT_MESSAGES.map(idAndMessage), []));
    });

    test('embeded_setof_function_double_definition_fields_selection - function double definition returning a setof embeded table with fields selection including computed fields', async () => {
      const res = await postgrest
        .from('users')
        .select('username, all_user_messages:get_messages(id,message, blurb_message)');
      expect(res).toEqual(
        perUser(
          'all_user_messages',
          SUPABOT_MESSAGES.map((m) => ({ ...idAndMessage(m), blurb_message: blurb(m.message) })),
          [],
        ),
      );
    });

    test('embeded_function_using_setof_rows_one - function returning a setof single row embeded table', async () => {
      const res = await postgrest.from('users').select('username, setof_rows_one:function_using_setof_rows_one(*)');
      expect(res).toEqual(perUser('setof_rows_one', PROFILE, null));
    });

    test('embeded_function_using_table_returns - function returns row embeded table', async () => {
      const res = await postgrest.from('users').select('username, returns_row:function_using_table_returns(*)');
      expect(res).toEqual(perUser('returns_row', PROFILE, NULL_PROFILE));
    });

    test('embeded_setof_row_one_function_not_nullable - function returning a single row embeded table not nullable', async () => {
      const res = await postgrest
        .from('users')
        .select('username, user_called_profile_not_null:get_user_profile_non_nullable!inner(*)');
      expect(res).toEqual(ok([{ user_called_profile_not_null: PROFILE, username: 'supabot' }]));
    });

    test('embeded_setof_row_one_function_with_fields_selection - function returning a single row embeded table with fields selection', async () => {
      const res = await postgrest.from('users').select('username, user_called_profile:get_user_profile(username)');
      expect(res).toEqual(perUser('user_called_profile', { username: 'supabot' }, { username: null }));
    });

    test('embeded_setof_function_with_fields_selection_with_sub_linking - function embedded table with fields selection and sub linking', async () => {
      const res = await postgrest
        .from('channels')
        .select('id, all_channels_messages:get_messages(id,message,channels(id,slug))');
      const SLUG: Record<number, string> = { 1: 'public', 2: 'random', 3: 'other' };
      expect(res).toEqual(
        perChannel('all_channels_messages', (m) => ({
          channels: { id: m.channel_id, slug: SLUG[m.channel_id] },
          ...idAndMessage(m),
        })),
      );
    });

    test('embeded_function_with_table_row_input - function with table row input', async () => {
      const res = await postgrest.from('users').select('username, user_messages:get_user_messages(*)');
      expect(res).toEqual(perUser('user_messages', SUPABOT_MESSAGES, []));
    });

    test('embeded_function_with_view_row_input - function with view row input', async () => {
      const res = await postgrest
        .from('active_users')
        .select('username, active_user_messages:get_active_user_messages(*)');
      expect(res).toEqual(perUser('active_user_messages', SUPABOT_MESSAGES, [], ACTIVE_USERNAMES));
    });

    test('embeded_function_returning_view - function returning view', async () => {
      const res = await postgrest.from('users').select('username, recent_messages:get_user_recent_messages(*)');
      expect(res).toEqual(perUser('recent_messages', RECENT, []));
    });

    test('embeded_function_with_view_input_returning_view - function with view input returning view', async () => {
      const res = await postgrest.from('active_users').select('username, recent_messages:get_user_recent_messages(*)');
      expect(res).toEqual(perUser('recent_messages', RECENT, [], ACTIVE_USERNAMES));
    });

    test('embeded_function_with_blurb_message - function with blurb_message', async () => {
      const res = await postgrest
        .from('users')
        .select('username, user_messages:get_user_messages(id,message,blurb_message)');
      expect(res).toEqual(
        perUser(
          'user_messages',
          SUPABOT_MESSAGES.map((m) => ({ blurb_message: blurb(m.message), ...idAndMessage(m) })),
          [],
        ),
      );
    });

    test('embeded_function_returning_row - Cannot embed an function that is not a setofOptions one', async () => {
      const res = await postgrest.from('channels').select('id, user:function_returning_row(*)');
      expect(res).toEqual(noRelationship('channels', 'function_returning_row'));
    });

    test('embeded_function_returning_single_row - can embed single row returns function with row single param', async () => {
      const res = await postgrest.from('messages').select('id, user:function_returning_single_row(status, username)');
      expect(res).toEqual(ok([1, 2, 4, 3].map((id) => ({ id, user: { status: 'ONLINE', username: 'supabot' } }))));
    });

    test('embeded_function_returning_set_of_rows - function returning set of rows', async () => {
      const res = await postgrest.from('messages').select('id, users:function_returning_set_of_rows(*)');
      expect(res).toEqual(noRelationship('messages', 'function_returning_set_of_rows'));
    });

    test('function_using_setof_rows_one', async () => {
      const res = await postgrest.from('users').select('username, profile:function_using_table_returns(*)');
      expect(res).toEqual(perUser('profile', PROFILE, NULL_PROFILE));
    });

    test('function_using_table_returns', async () => {
      const res = await postgrest.from('users').select('username, profile:function_using_setof_rows_one(*)');
      expect(res).toEqual(perUser('profile', PROFILE, null));
    });

    test('select the created_ago embeded function', async () => {
      const res = await postgrest.from('users_audit').select('id, created_ago');
      expect(res.error).toBeNull();
      expect(res.status).toBe(200);
      expect(res.statusText).toBe('OK');
      expect(res.count).toBeNull();
      expect(res.data).toHaveLength(5);
      expect(res.data?.[0]).toMatchObject({ id: expect.any(Number), created_ago: expect.any(Number) });
      expect(res.data?.[0].created_ago).toBeGreaterThanOrEqual(0);
      expect(await postgrest.rpc('created_ago', { id: 1 })).toEqual(noFunction('created_ago'));
    });

    test('select the days_since_event embeded function over partitioned table', async () => {
      const res = await postgrest.from('events').select('id, days_since_event');
      expect(res.error).toBeNull();
      expect(res.status).toBe(200);
      expect(res.statusText).toBe('OK');
      expect(res.count).toBeNull();
      expect(res.data).toHaveLength(2);
      expect(res.data?.[0]).toMatchObject({ id: expect.any(Number), days_since_event: expect.any(Number) });
      expect(res.data?.[0].days_since_event).toBeGreaterThanOrEqual(0);
      expect(await postgrest.rpc('days_since_event', { id: 1 })).toEqual(noFunction('days_since_event'));
    });
  });
});
