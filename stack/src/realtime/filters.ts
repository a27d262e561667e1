// postgres_changes filters as Realtime parses and applies them: `col=op.value`, joined by commas
// (AND), `not.` negates, operators eq neq lt lte gt gte in like ilike is match imatch isdistinct.
// Each filter is compiled once per subscription: the operand cast to the column's type by Postgres
// (so a bad value is refused as Realtime refuses it) and rendered as the capture trigger renders row
// values, so most checks run here without a database round trip; what this module cannot decide
// exactly (pattern matches, collation-ordered text, other types) becomes SQL that the per-change
// visibility call evaluates on the row.
import type { ColumnInfo } from './catalog.ts';

export const FILTER_OPS = [
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'like',
  'ilike',
  'is',
  'match',
  'imatch',
  'isdistinct',
] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

export interface ParsedFilter {
  column: string;
  op: FilterOp;
  /** As Realtime stores it: `in` values as a Postgres array literal `{a,b}`, quotes removed. */
  value: string;
  negate: boolean;
}

/** Splits on commas outside quotes and parentheses (Realtime's split_top_level). */
function splitTopLevel(filter: string): string[] {
  const out: string[] = [];
  let current = '';
  let depth = 0;
  let quoted = false;
  let prev = '';
  for (let i = 0; i < filter.length; i++) {
    const ch = filter[i]!;
    if (quoted) {
      if (ch === '\\' && i + 1 < filter.length) {
        current += ch + filter[++i];
        prev = filter[i]!;
        continue;
      }
      if (ch === '"') quoted = false;
      current += ch;
      prev = ch;
      continue;
    }
    if (ch === '"' && (prev === '.' || prev === '(' || prev === ',')) quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (ch === ',' && depth === 0) {
      out.push(current);
      current = '';
      prev = '';
      continue;
    }
    current += ch;
    prev = ch;
  }
  out.push(current);
  return out;
}

function unquote(value: string): string {
  if (!value.startsWith('"')) return value;
  let out = '';
  for (let i = 1; i < value.length; i++) {
    const ch = value[i]!;
    if (ch === '\\' && i + 1 < value.length) {
      out += value[++i];
      continue;
    }
    if (ch === '"') return i === value.length - 1 ? out : value;
    out += ch;
  }
  return value;
}

/** Elixir's inspect() of a list of strings, as Realtime quotes unparseable segments in errors. */
const inspectList = (parts: string[]): string => `[${parts.map((p) => JSON.stringify(p)).join(', ')}]`;

export function parseFilters(filter: string): { ok: true; filters: ParsedFilter[] } | { ok: false; error: string } {
  const trimmed = filter.trim();
  if (!trimmed) return { ok: true, filters: [] };
  const filters: ParsedFilter[] = [];
  for (const raw of splitTopLevel(trimmed)) {
    const segment = raw.trim();
    if (!segment) return { ok: false, error: 'filter must not contain empty segments (check for extra commas)' };
    const eq = segment.indexOf('=');
    if (eq < 0) return { ok: false, error: inspectList([segment]) };
    const column = segment.slice(0, eq);
    let rest = segment.slice(eq + 1);
    let negate = false;
    if (rest.startsWith('not.')) {
      negate = true;
      rest = rest.slice(4);
    }
    const dot = rest.indexOf('.');
    if (dot < 0) return { ok: false, error: inspectList([column, rest]) };
    const op = rest.slice(0, dot);
    const value = rest.slice(dot + 1);
    if (!(FILTER_OPS as readonly string[]).includes(op)) return { ok: false, error: inspectList([op, value]) };
    if (op === 'in') {
      if (!(value.length >= 2 && value.startsWith('(') && value.endsWith(')')))
        return { ok: false, error: '`in` filter value must be wrapped by parentheses' };
      filters.push({ column, op, value: `{${value.slice(1, -1)}}`, negate });
    } else {
      filters.push({ column, op: op as FilterOp, value: unquote(value), negate });
    }
  }
  return { ok: true, filters };
}

/** How values of a column type compare here. null: only Postgres decides (SQL). */
type Kind = 'number' | 'bool' | 'string-ordered' | 'string-equal' | null;

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'oid', 'float4', 'float8', 'numeric']);
// Text whose order is byte order in the capture's rendering: ISO dates and times in UTC, uuids.
const ORDERED_STRINGS = new Set(['uuid', 'date', 'timestamp', 'timestamptz', 'time']);
// Equality is equality of the rendered text; order depends on collation (or enum order): Postgres.
const EQUAL_STRINGS = new Set(['text', 'varchar', 'name']);

export function kindOf(column: ColumnInfo): Kind {
  if (NUMBER_TYPES.has(column.type)) return 'number';
  if (column.type === 'bool') return 'bool';
  if (ORDERED_STRINGS.has(column.type)) return 'string-ordered';
  if (EQUAL_STRINGS.has(column.type) || column.typtype === 'e') return 'string-equal';
  return null;
}

/** Result of one filter on a row: true/false, or 'sql' when Postgres must decide. */
export type Verdict = boolean | 'sql';

export interface CompiledFilter {
  column: string;
  op: FilterOp;
  negate: boolean;
  /** SQL over the row `r` (jsonb_populate_record of the table) and its operand, ($2::text[])[1]. */
  sql: string;
  /** The operand as sent to that SQL. */
  operand: string;
  /** Checks the row's value here; absent: always SQL. */
  test?: (value: unknown) => Verdict;
  /** Keys of the operand for the equality index (eq, or in: one per value); absent: not indexable. */
  indexKeys?: string[];
}

/** A value's identity for equality: JSON text, with -0 as 0. */
export function valueKey(v: unknown): string | undefined {
  if (typeof v === 'string') return `s${v}`;
  if (typeof v === 'number') return `n${Object.is(v, -0) ? 0 : v}`;
  if (typeof v === 'boolean') return `b${v}`;
  return undefined;
}

const ISO = /^\d{4}-\d\d-\d\d|^\d\d:\d\d/;

function compare(kind: Kind, a: unknown, b: unknown): number | 'sql' {
  if (kind === 'number') {
    if (typeof a !== 'number' || typeof b !== 'number') return 'sql';
    return a < b ? -1 : a > b ? 1 : 0;
  }
  if (kind === 'bool') {
    if (typeof a !== 'boolean' || typeof b !== 'boolean') return 'sql';
    return Number(a) - Number(b);
  }
  if (kind === 'string-ordered') {
    if (typeof a !== 'string' || typeof b !== 'string' || !ISO.test(a) || !ISO.test(b)) {
      if (typeof a === 'string' && typeof b === 'string' && /^[0-9a-f-]{36}$/.test(a) && /^[0-9a-f-]{36}$/.test(b))
        return a < b ? -1 : a > b ? 1 : 0;
      return 'sql';
    }
    return a < b ? -1 : a > b ? 1 : 0;
  }
  return 'sql';
}

const SQL_OPS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  lt: '<',
  lte: '<=',
  gt: '>',
  gte: '>=',
  like: '~~',
  ilike: '~~*',
  match: '~',
  imatch: '~*',
};

const quoteIdent = (s: string): string => `"${s.replace(/"/g, '""')}"`;

/** The filter as SQL over row `r`, operand at $2[index] (a parameter, never in the text). */
export function filterSql(f: ParsedFilter, column: ColumnInfo, index: number): string {
  const col = `r.${quoteIdent(f.column)}`;
  const operand = `(($2::text[])[${index}])`;
  if (f.op === 'is') return `${col} ${f.negate ? 'is not' : 'is'} ${f.value.toUpperCase()}`;
  if (f.op === 'isdistinct')
    return `${col} ${f.negate ? 'is not distinct from' : 'is distinct from'} ${operand}::${column.typeSql}`;
  const expr =
    f.op === 'in'
      ? `${col} = any(${operand}::${column.typeSql}[])`
      : `${col} ${SQL_OPS[f.op]} ${operand}::${column.typeSql}`;
  return f.negate ? `not (${expr})` : expr;
}

/** Builds the JS check of a filter whose operand Postgres rendered as `canonical`. */
export function compileTest(
  f: ParsedFilter,
  column: ColumnInfo,
  canonical: unknown,
): Pick<CompiledFilter, 'test' | 'indexKeys'> {
  const kind = kindOf(column);
  const negate = (v: Verdict): Verdict => (v === 'sql' ? v : f.negate ? !v : v);
  if (f.op === 'is') {
    // A column the change does not carry (a DELETE's old row holds only the key) never matches.
    if (f.value === 'null') return { test: (v) => (v === undefined ? false : negate(v === null)) };
    if (kind !== 'bool') return {};
    const want = f.value === 'true' ? true : f.value === 'false' ? false : null;
    return {
      test: (v) => {
        if (v === undefined) return false;
        return negate(want === null ? v === null : v === want);
      },
    };
  }
  if (kind === null || ['like', 'ilike', 'match', 'imatch'].includes(f.op)) return {};
  const equals = (a: unknown, b: unknown): Verdict => {
    const c = compare(kind, a, b);
    if (c !== 'sql') return c === 0;
    if (kind === 'string-equal' && typeof a === 'string' && typeof b === 'string') return a === b;
    return 'sql';
  };
  if (f.op === 'isdistinct') {
    return {
      test: (v) => {
        if (v === undefined) return false;
        if (v === null || canonical === null) return negate((v === null) !== (canonical === null));
        const eq = equals(v, canonical);
        return eq === 'sql' ? eq : negate(!eq);
      },
    };
  }
  if (f.op === 'in') {
    if (!Array.isArray(canonical)) return {};
    const keys = canonical.map(valueKey);
    if (keys.some((k) => k === undefined) || canonical.some((c) => c === null)) return {};
    const set = new Set(keys as string[]);
    return {
      test: (v) => {
        if (v === null || v === undefined) return false;
        const k = valueKey(v);
        if (k === undefined) return 'sql';
        // A number or ordered string equal to a member is equal by key; anything else needs Postgres.
        return negate(set.has(k));
      },
      indexKeys: f.negate ? undefined : [...set],
    };
  }
  if (f.op === 'eq' || f.op === 'neq') {
    const key = valueKey(canonical);
    return {
      test: (v) => {
        if (v === null || v === undefined || canonical === null) return false;
        const eq = equals(v, canonical);
        if (eq === 'sql') return eq;
        return negate(f.op === 'eq' ? eq : !eq);
      },
      indexKeys: f.op === 'eq' && !f.negate && key !== undefined ? [key] : undefined,
    };
  }
  // lt lte gt gte
  if (kind === 'string-equal') return {};
  return {
    test: (v) => {
      if (v === null || v === undefined || canonical === null) return false;
      const c = compare(kind, v, canonical);
      if (c === 'sql') return c;
      const r = f.op === 'lt' ? c < 0 : f.op === 'lte' ? c <= 0 : f.op === 'gt' ? c > 0 : c >= 0;
      return negate(r);
    },
  };
}
