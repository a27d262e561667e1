// A join's `postgres_changes` list turned into subscriptions, as Realtime's
// Subscriptions.parse_subscription_params and its subscription insert (with the
// subscription_check_filters trigger) do it: the tables of the supabase_realtime publication the
// params name, each filter checked against the columns the role may select and its operand cast to
// the column type. Any failure fails them all, with Realtime's message.
import type { Database } from '../db/database.ts';
import { tableKey, type Catalog, type ColumnInfo, type TableInfo } from './catalog.ts';
import type { ChangeSubscriber, PgSubscription } from './changes.ts';
import { compileTest, filterSql, parseFilters, type CompiledFilter, type ParsedFilter } from './filters.ts';

export interface BindingParams {
  event?: unknown;
  schema?: unknown;
  table?: unknown;
  filter?: unknown;
  select?: unknown;
  [key: string]: unknown;
}

/** Realtime's binding id (:erlang.phash2 of the params): any stable positive integer does. */
export function bindingId(params: BindingParams): number {
  const text = JSON.stringify(params, Object.keys(params).sort());
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return ((h >>> 0) % 134217727) + 1;
}

type Action = PgSubscription['action'];

function actionOf(event: unknown): Action {
  if (typeof event !== 'string') return '*';
  const e = event.toUpperCase();
  return e === 'INSERT' || e === 'UPDATE' || e === 'DELETE' ? e : '*';
}

interface Parsed {
  action: Action;
  schema: string;
  table: string;
  filters: ParsedFilter[];
  select: string[] | null;
}

const inspect = (v: unknown): string => (v === undefined || v === null ? 'nil' : JSON.stringify(v));

function describe(p: Parsed): string {
  const filters = `[${p.filters.map((f) => `{${[f.column, f.op, f.value].map((x) => JSON.stringify(x)).join(', ')}, ${f.negate}}`).join(', ')}]`;
  const select = p.select ? `[${p.select.map((s) => JSON.stringify(s)).join(', ')}]` : 'nil';
  return `event: ${p.action}, schema: ${p.schema}, table: ${p.table}, filters: ${filters}, select: ${select}`;
}

export class SubscriptionError extends Error {}

function parseParams(params: BindingParams): Parsed {
  const action = actionOf(params.event);
  let select: string[] | null = null;
  if ('select' in params && params.select !== undefined && params.select !== null) {
    if (!Array.isArray(params.select))
      throw new SubscriptionError(
        'Error parsing `select` params: expected a list of column name strings, e.g. select: ["col1", "col2"]',
      );
    const cols = params.select.filter((c): c is string => typeof c === 'string');
    select = cols.length ? cols : null;
  }
  const has = (k: string): boolean => k in params && params[k] !== undefined;
  let parsed: Parsed;
  if (typeof params.schema === 'string' && typeof params.table === 'string' && typeof params.filter === 'string') {
    const f = parseFilters(params.filter);
    if (!f.ok) throw new SubscriptionError(`Error parsing \`filter\` params: ${f.error}`);
    parsed = { action, schema: params.schema, table: params.table, filters: f.filters, select };
  } else if (typeof params.schema === 'string' && typeof params.table === 'string' && !has('filter')) {
    parsed = { action, schema: params.schema, table: params.table, filters: [], select };
  } else if (typeof params.schema === 'string' && !has('table') && !has('filter')) {
    parsed = { action, schema: params.schema, table: '*', filters: [], select };
  } else if (typeof params.table === 'string' && !has('schema') && !has('filter')) {
    parsed = { action, schema: 'public', table: params.table, filters: [], select };
  } else {
    const shown = has('user_token') || has('auth_token') ? '<redacted>' : inspect(params);
    throw new SubscriptionError(
      `No subscription params provided. Please provide at least a \`schema\` or \`table\` to subscribe to: ${shown}`,
    );
  }
  if (select && (parsed.schema === '*' || parsed.table === '*'))
    throw new SubscriptionError(
      'Column selection is not supported for wildcard subscriptions. Provide an explicit schema and table name.',
    );
  return parsed;
}

async function compileFilter(
  db: Database,
  table: TableInfo,
  f: ParsedFilter,
  selectable: Set<string>,
): Promise<CompiledFilter> {
  if (!selectable.has(f.column)) throw new SubscriptionError(`invalid column for filter ${f.column}`);
  const column = table.byName.get(f.column) as ColumnInfo;
  let canonical: unknown = null;
  if (f.op === 'is') {
    if (!['null', 'true', 'false', 'unknown'].includes(f.value))
      throw new SubscriptionError('invalid value for is filter: must be null, true, false, or unknown');
    if (f.value !== 'null' && column.type !== 'bool')
      throw new SubscriptionError(`is ${f.value} filter requires a boolean column, got ${column.typeSql}`);
  } else {
    const type =
      f.op === 'in'
        ? `${column.typeSql}[]`
        : ['like', 'ilike', 'match', 'imatch'].includes(f.op)
          ? null
          : column.typeSql;
    if (type) {
      const { rows } = await db.query<{ v: unknown }>('select realtime.stack_operand($1, $2::regtype) as v', [
        f.value,
        type,
      ]);
      canonical = rows[0]?.v ?? null;
      if (f.op === 'in' && Array.isArray(canonical) && canonical.length > 100)
        throw new SubscriptionError('too many values for `in` filter. Maximum 100');
    }
  }
  const sql = filterSql(f, column, 1);
  const compiled: CompiledFilter = { column: f.column, op: f.op, negate: f.negate, sql, operand: f.value };
  Object.assign(compiled, compileTest(f, column, canonical));
  if (!compiled.test) {
    // Left to Postgres on every change: make sure it can evaluate it (operator exists for the type).
    await db.query(`select coalesce((${sql}), false) from jsonb_populate_record(null::${table.sql}, $1::jsonb) r`, [
      '{}',
      [f.value],
    ]);
  }
  return compiled;
}

/** The subscriptions of one join, or a SubscriptionError with the message Realtime sends. */
export async function buildSubscriptions(
  db: Database,
  catalog: Catalog,
  subscriber: ChangeSubscriber,
  list: BindingParams[],
): Promise<PgSubscription[]> {
  const subs: PgSubscription[] = [];
  const members = await catalog.publicationTables();
  for (const params of list) {
    const parsed = parseParams(params);
    const id = bindingId(params);
    const tables = members.filter(
      (m) => (parsed.schema === '*' || m.schema === parsed.schema) && (parsed.table === '*' || m.name === parsed.table),
    );
    if (tables.length === 0)
      throw new SubscriptionError(
        `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [${describe(parsed)}]`,
      );
    for (const m of tables) {
      try {
        const table = await catalog.table(m.schema, m.name);
        if (!table) throw new SubscriptionError(`relation "${m.schema}.${m.name}" does not exist`);
        const { rows } = await db.query<{ ok: boolean }>('select to_regrole($1) is not null as ok', [subscriber.role]);
        if (!rows[0]?.ok) throw new SubscriptionError(`role "${subscriber.role}" does not exist`);
        const selectable = await catalog.selectable(table, subscriber.role);
        const filters: CompiledFilter[] = [];
        for (const f of parsed.filters) filters.push(await compileFilter(db, table, f, selectable));
        subs.push({
          id,
          subscriber,
          tableKey: tableKey(table.schema, table.name),
          action: parsed.action,
          filters,
          select: parsed.select,
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new SubscriptionError(
          `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: [${describe(parsed)}]. Exception: ${message}`,
        );
      }
    }
  }
  return subs;
}
