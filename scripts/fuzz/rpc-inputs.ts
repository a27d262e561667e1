// The RPCs of the data API and the bad inputs a hostile member sends them: nulls, unknown ids, wrong
// types, out-of-range values, per argument type. Shared by the walk in supabase/tests/hostile-rpc.
// test.ts (every function, every argument, every kind of bad value) and the fuzz run (scripts/fuzz.ts,
// random mixes of the same values).

export interface RpcArg {
  name: string;
  /** format_type() of the argument, e.g. 'uuid', 'timestamp with time zone', 'report_reason'. */
  type: string;
  /** Labels when the type is an enum. */
  labels: string[] | null;
}

export interface RpcSignature {
  name: string;
  args: RpcArg[];
  anon: boolean;
}

export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** Every function of `public` the API roles may call, as PostgREST exposes them under /rpc. */
export async function rpcCatalog(db: Queryable): Promise<RpcSignature[]> {
  const { rows } = await db.query<{ name: string; args: RpcArg[] | string; anon: boolean }>(
    `select p.proname as name,
            has_function_privilege('anon', p.oid, 'execute') as anon,
            coalesce((select json_agg(json_build_object(
                        'name', coalesce(p.proargnames[i], ''),
                        'type', format_type(p.proargtypes[i - 1], null),
                        'labels', (select json_agg(e.enumlabel order by e.enumsortorder)
                                   from pg_enum e where e.enumtypid = p.proargtypes[i - 1]))
                      order by i)
                      from generate_series(1, p.pronargs) i), '[]'::json) as args
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind = 'f'
        and (has_function_privilege('authenticated', p.oid, 'execute')
             or has_function_privilege('anon', p.oid, 'execute'))
      order by p.proname`,
  );
  return rows.map((r) => ({
    name: r.name,
    anon: r.anon,
    args: (typeof r.args === 'string' ? (JSON.parse(r.args) as RpcArg[]) : r.args).filter((a) => a.name),
  }));
}

const UNKNOWN_ID = '00000000-0000-4000-8000-00000000dead';

/** Bad values for an argument of `type`: a null, an unknown id, a wrong type, out of range. */
export function badValues(arg: RpcArg): unknown[] {
  if (arg.labels) return [null, 'bogus', '', 42, arg.labels[0]!.toUpperCase() + ' '];
  if (arg.type.endsWith('[]')) return [null, 'x', [null], [{}], Array.from({ length: 2000 }, (_, i) => `x${i}`)];
  switch (arg.type) {
    case 'uuid':
      return [null, UNKNOWN_ID, 'not-a-uuid', 42, ['x'], '00000000-0000-0000-0000-000000000000'];
    case 'integer':
      return [null, -1, 0, 2147483648, -2147483649, 1000000000, 'x', 1.5, true];
    case 'bigint':
      return [null, -1, 0, '9223372036854775808', 'x', 1.5];
    case 'smallint':
      return [null, -1, 32768, 'x'];
    case 'numeric':
      return [null, 'NaN', 'Infinity', '-Infinity', 1e300, 'x'];
    case 'real':
    case 'double precision':
      return [null, 'NaN', 1e308, 'x'];
    case 'text':
    case 'character varying':
      return [null, '', ' ', '%_\\', 'x'.repeat(5000), 'bad\u0000nul', '\ud800', '<script>alert(1)</script>', 42];
    case 'boolean':
      return [null, 'maybe', 2, 'x'];
    case 'timestamp with time zone':
    case 'timestamp without time zone':
      return [null, 'not a date', 'infinity', '-infinity', '294277-01-01T00:00:00Z', '4714-11-24 BC', 42];
    case 'date':
      return [null, 'x', '5874898-01-01', 'infinity'];
    case 'jsonb':
    case 'json':
      return [null, '{', [], 'x'];
    default:
      return [null, 'x', 42, {}];
  }
}

/** A value of the right type, so that the other arguments reach past the first check. */
export function plausibleValue(arg: RpcArg, ownId: string): unknown {
  if (arg.labels) return arg.labels[0];
  if (arg.type.endsWith('[]')) return [];
  switch (arg.type) {
    case 'uuid':
      return ownId;
    case 'integer':
    case 'bigint':
    case 'smallint':
    case 'numeric':
    case 'real':
    case 'double precision':
      return 1;
    case 'boolean':
      return true;
    case 'timestamp with time zone':
    case 'timestamp without time zone':
      return new Date().toISOString();
    case 'date':
      return new Date().toISOString().slice(0, 10);
    case 'jsonb':
    case 'json':
      return {};
    default:
      return 'x';
  }
}

export interface RpcCase {
  fn: string;
  body: Record<string, unknown>;
  /** What was bad, for the failure message. */
  what: string;
}

/** The walk: for each argument each bad value (the others plausible), then all-null and empty bodies. */
export function* walkCases(sig: RpcSignature, ownId: string): Generator<RpcCase> {
  const plausible = Object.fromEntries(sig.args.map((a) => [a.name, plausibleValue(a, ownId)]));
  for (const arg of sig.args)
    for (const value of badValues(arg))
      yield { fn: sig.name, body: { ...plausible, [arg.name]: value }, what: `${arg.name}=${short(value)}` };
  yield { fn: sig.name, body: Object.fromEntries(sig.args.map((a) => [a.name, null])), what: 'all null' };
  yield { fn: sig.name, body: {}, what: 'no arguments' };
  yield { fn: sig.name, body: { ...plausible, unknown_argument: 1 }, what: 'an unknown argument' };
}

/** One random case: each argument bad or plausible at random (rng in [0, 1)). */
export function randomCase(sig: RpcSignature, ownId: string, rng: () => number): RpcCase {
  const body: Record<string, unknown> = {};
  const bad: string[] = [];
  for (const arg of sig.args) {
    const roll = rng();
    if (roll < 0.15) continue;
    if (roll < 0.6) {
      const values = badValues(arg);
      const value = values[Math.floor(rng() * values.length)];
      body[arg.name] = value;
      bad.push(`${arg.name}=${short(value)}`);
    } else body[arg.name] = plausibleValue(arg, ownId);
  }
  return { fn: sig.name, body, what: bad.join(', ') || 'plausible' };
}

function short(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…(${text.length})` : text;
}
