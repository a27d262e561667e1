// The postgrest-js ports' shared set-up: a stack with the suite's schema and seed (./supabase) and the
// PostgREST settings its test project gives with `alter role authenticator set pgrst.*` (aggregates and
// plans on; db-tx-end commit-allow-override, the stack's default), and a PostgrestClient as the suite
// builds one.
//
// One difference in how the requests travel: upstream's client sends no apikey (the CLI's Kong checks
// none on /rest/v1 and forwards the request without a token, so PostgREST answers as `anon`). The
// stack's gateway asks for an apikey as hosted Supabase does, so the client sends the anon key; the
// gateway forwards it as the CLI's Kong does and the data API answers as `anon`, as upstream.
import { PostgrestClient } from '@supabase/postgrest-js';
import { startSuiteStack, type RunningStack } from '../support/stack.ts';

export async function postgrestSuite() {
  const stack: RunningStack = await startSuiteStack(new URL('.', import.meta.url), {
    rest: { aggregates: true, plans: true },
  });
  const restUrl = `${stack.url}/rest/v1`;
  const headers = { apikey: stack.anonKey };
  // Typed loosely (the suite's generated Database types are for its type tests, which are not ported);
  // PostgREST 13, the version the stack follows, so maxAffected() is available.
  const client = (opts: { schema?: string; headers?: Record<string, string>; fetch?: typeof fetch } = {}) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    new PostgrestClient<any, { PostgrestVersion: '13' }, any>(restUrl, {
      ...opts,
      headers: { ...headers, ...opts.headers },
    });
  return { stack, restUrl, headers, postgrest: client(), client };
}

/** A row's embeds, read without the suite's generated types (which type a to-one embed as an object;
 * untyped, the client assumes arrays). */
export const embedsOf = (data: unknown) => (data ?? {}) as Record<string, Record<string, unknown> | null>;

/** A successful answer as postgrest-js returns it. */
export const ok = (data: unknown, status = 200, count: number | null = null) => ({
  count,
  data,
  error: null,
  status,
  statusText: STATUS_TEXT[status],
  success: true,
});

/** A failed answer as postgrest-js returns it. */
export const failed = (
  status: number,
  error: { code: string; details: unknown; hint: string | null; message: string },
  count: number | null = null,
) => ({ count, data: null, error, status, statusText: STATUS_TEXT[status], success: false });

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  206: 'Partial Content',
  300: 'Multiple Choices',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  406: 'Not Acceptable',
  409: 'Conflict',
  500: 'Internal Server Error',
};

// The seed's rows, as the cases expect them back.
export const user = {
  supabot: { age_range: '[1,2)', catchphrase: "'cat' 'fat'", data: null, status: 'ONLINE', username: 'supabot' },
  kiwicopple: {
    age_range: '[25,35)',
    catchphrase: "'bat' 'cat'",
    data: null,
    status: 'OFFLINE',
    username: 'kiwicopple',
  },
  awailas: { age_range: '[25,35)', catchphrase: "'bat' 'rat'", data: null, status: 'ONLINE', username: 'awailas' },
  dragarcia: { age_range: '[20,30)', catchphrase: "'fat' 'rat'", data: null, status: 'ONLINE', username: 'dragarcia' },
  jsonuser: {
    age_range: '[20,30)',
    catchphrase: "'json' 'test'",
    data: { foo: { bar: { nested: 'value' }, baz: 'string value' } },
    status: 'ONLINE',
    username: 'jsonuser',
  },
};
export const USERS = [user.supabot, user.kiwicopple, user.awailas, user.dragarcia, user.jsonuser];

export const personalUser = (username: string, age_range: string, status = 'ONLINE') => ({
  age_range,
  data: null,
  status,
  username,
});
export const PERSONAL_USERS = [
  personalUser('supabot', '[1,2)'),
  personalUser('kiwicopple', '[25,35)', 'OFFLINE'),
  personalUser('awailas', '[25,35)'),
  personalUser('dragarcia', '[20,30)'),
  personalUser('leroyjenkins', '[20,40)'),
];

const PERFECTION =
  'Perfection is attained, not when there is nothing more to add, but when there is nothing left to take away.';
const NO_DETAILS = 'Some message on channel without details';
export const message = (id: number, message: string, channel_id: number, username = 'supabot') => ({
  channel_id,
  data: null,
  id,
  message,
  username,
});
export const MESSAGE = {
  1: message(1, 'Hello World 👋', 1),
  2: message(2, PERFECTION, 2),
  3: message(3, NO_DETAILS, 3),
  4: message(4, NO_DETAILS, 3),
};

/** The upstream test files in the order upstream runs them (alphabetical, on one database). */
const UPSTREAM_ORDER = [
  'advanced_rpc',
  'basic',
  'embeded_functions_join',
  'filters',
  'max-affected',
  'relationships',
  'relationships-aggregate-operations',
  'relationships-error-handling',
  'relationships-join-operations',
  'relationships-spread-operations',
  'resource-embedding',
  'rpc',
  'transforms',
] as const;

/**
 * Upstream runs its files one after another on one database, and a later file's expectations show
 * what the earlier ones left: the rows' order in a table scan, and the identity sequences. Each port
 * has a fresh database, so it first leaves the database as upstream's earlier files would. Of them
 * only basic.test.ts leaves a trace: its upsert of dragarcia rewrote that row (now last in a scan),
 * message 3 was deleted and written back (now after 4), and its inserts used message ids up to 10 and
 * channel ids up to 7. max-affected.test.ts uses message ids 11–18 and removes its rows again.
 */
export async function likeUpstreamBefore(stack: RunningStack, file: (typeof UPSTREAM_ORDER)[number]) {
  const before = UPSTREAM_ORDER.slice(0, UPSTREAM_ORDER.indexOf(file));
  if (!before.includes('basic')) return;
  await stack.db.exec(`
    update public.users set username = username where username = 'dragarcia';
    delete from public.messages where id = 3;
    insert into public.messages (id, message, username, channel_id)
      values (3, 'Some message on channel without details', 'supabot', 3);
    select setval(pg_get_serial_sequence('public.messages', 'id'), ${before.includes('max-affected') ? 18 : 10});
    select setval(pg_get_serial_sequence('public.channels', 'id'), 7);
  `);
}
