// ApiRequest → the single statement that serves it (read, insert/upsert, update, delete, rpc call),
// always answering one row: page_total, total, body (JSON text).
import { ApiError, invalidBody } from './errors.ts';
import { planCall } from './call.ts';
import { bodyEncoding, negotiate, scalarBodySql, type BodyEncoding, type Negotiated } from './media.ts';
import {
  AliasGen,
  findRelation,
  functionRelation,
  isAggregating,
  planRead,
  type PlanOptions,
  type ReadNode,
} from './plan.ts';
import type { ApiRequest } from './request.ts';
import { relKey, toPgArray, type Relation, type SchemaCache } from './schema-cache.ts';
import { countSql, nodeSql, Params, qualified, quoteIdent, RESPONSE_GUCS, whereSql, wrapRows } from './sql.ts';

export interface Statement {
  sql: string;
  params: Array<string | null>;
  /** Statement whose EXPLAIN gives the planned count (Prefer: count=planned). */
  plannedCount?: { sql: string; params: Array<string | null> };
  /** How the body is shaped: rows array, a scalar JSON value, or nothing (void function). */
  result: 'rows' | 'scalar' | 'void';
  /** Non-set function returning a row: answer the object, not an array. */
  singleRow: boolean;
  offset: number;
  /** An insert into a relation with a primary key or on_conflict (Preference-Applied names the
   * resolution only then). */
  hasKey?: boolean;
  /** The result's `inserted` counts rows inserted (not updated) by an upsert. */
  countsInserted?: boolean;
  /** Primary key columns answered in the Location header (Prefer: return=headers-only). */
  locationKeys?: string[];
  /** The media type answered and the handler that made the body (media.ts). */
  media: Negotiated;
  /** How the body column carries the body. */
  encoding: BodyEncoding;
}

/** `select=*` alone: only then do a relation's own handlers (any type, or one type) apply. */
const defaultSelect = (req: ApiRequest): boolean => req.select.length === 1 && req.select[0]?.kind === 'star';

function negotiateFor(cache: SchemaCache, req: ApiRequest, target: Relation | string, noBody: boolean): Negotiated {
  const key = typeof target === 'string' ? target : relKey(target.schema, target.name);
  return negotiate(req.accepts, cache.mediaHandlers, key, defaultSelect(req), noBody);
}

/** The page asked for, within PostgREST's db-max-rows (config.toml `[api] max_rows`). */
function paging(req: ApiRequest, maxRows?: number): { limit?: number; offset?: number } {
  let limit = req.limit.get('');
  let offset = req.offset.get('');
  if (req.range) {
    offset = offset ?? req.range.offset;
    if (req.range.limit !== undefined) limit = limit === undefined ? req.range.limit : Math.min(limit, req.range.limit);
  }
  if (maxRows !== undefined) limit = limit === undefined ? maxRows : Math.min(limit, maxRows);
  return { limit, offset };
}

function readStatement(
  cache: SchemaCache,
  req: ApiRequest,
  relation: Relation,
  source: (p: Params) => string,
  filterParams: Array<[string, string]>,
  opts: PlanOptions,
): Statement {
  const node = planRead(cache, req, relation, filterParams, new AliasGen(), opts);
  const media = negotiateFor(cache, req, relation, req.head);
  const params = new Params();
  const { limit, offset } = paging(req, opts.maxRows);
  const counted = req.prefer.count === 'exact' || req.prefer.count === 'estimated';
  // Without paging the page is the whole result: its size is the count, so the query runs once.
  const paged = limit !== undefined || (offset ?? 0) > 0 || node.limit !== undefined || (node.offset ?? 0) > 0;
  const total = counted ? (paged ? countSql(node, params, source(params)) : 'count(*)') : null;
  // HEAD answers no body: only the rows' number is needed, not their columns or embeds' contents. A bad
  // select string fails as on GET: planRead checked it.
  // Grouped rows are counted as groups, so HEAD keeps the grouping.
  const rows = nodeSql(node, params, {
    source: source(params),
    limit,
    offset,
    countOnly: req.head && !isAggregating(node),
  });
  const stmt: Statement = {
    sql: wrapRows(rows, total, { head: req.head, handler: media.handler }),
    params: params.values,
    result: 'rows',
    singleRow: false,
    offset: offset ?? 0,
    media,
    encoding: bodyEncoding(media.handler),
  };
  if (req.prefer.count === 'planned') {
    const p = new Params();
    stmt.plannedCount = {
      sql: nodeSql(node, p, { source: source(p), countOnly: true, skipPaging: true }),
      params: p.values,
    };
  }
  return stmt;
}

function checkColumns(relation: Relation, columns: string[]): void {
  for (const c of columns) {
    if (!relation.columns.has(c)) {
      throw new ApiError(400, 'PGRST204', `Could not find the '${c}' column of '${relation.name}' in the schema cache`);
    }
  }
}

/** The columns a representation reads, when the select names only plain columns: PostgREST returns
 * just those, so a role allowed to read only them can still have them back. Else every column. */
function returnedColumns(node: ReadNode): string[] | undefined {
  if (node.embeds.length > 0) return undefined;
  const columns = new Set<string>();
  for (const item of node.items) {
    if (item.kind !== 'column' || item.aggregate || !node.relation.columns.has(item.field.name)) return undefined;
    columns.add(item.field.name);
  }
  return columns.size ? [...columns] : undefined;
}

const returning = (node: ReadNode, rows: boolean): string => {
  if (!rows) return ' returning 1';
  const t = quoteIdent(node.alias);
  const columns = returnedColumns(node);
  return ` returning ${columns ? columns.map((c) => `${t}.${quoteIdent(c)}`).join(', ') : `${t}.*`}`;
};

/** `dml` includes its RETURNING clause (see returning()). */
function mutationTail(
  cache: SchemaCache,
  node: ReadNode,
  req: ApiRequest,
  dml: string,
  params: Params,
  returnsRows: boolean,
  keysOnly = false,
  countsInserted?: 'xmax' | 'counter',
): Statement {
  const media = negotiateFor(cache, req, node.relation, !returnsRows);
  const withSql = `with pgrst_source as (${dml}) `;
  let rows = 'select 1 from pgrst_source';
  if (returnsRows)
    rows = nodeSql(node, params, {
      source: 'pgrst_source',
      skipFilters: true,
      skipPaging: true,
      explicitStar: countsInserted === 'xmax',
    });
  else if (keysOnly) rows = 'select * from pgrst_source';
  const inserted =
    countsInserted === 'xmax'
      ? '(select count(*) from pgrst_source where pgrst_inserted)::int8'
      : countsInserted === 'counter'
        ? `coalesce(nullif(current_setting('pgrst.inserted', true), '')::int8, 0)`
        : undefined;
  return {
    sql:
      withSql +
      wrapRows(rows, null, {
        head: !returnsRows && !keysOnly,
        handler: keysOnly ? { kind: 'json' } : media.handler,
        inserted,
      }),
    params: params.values,
    result: 'rows',
    singleRow: false,
    offset: 0,
    media,
    encoding: bodyEncoding(media.handler),
  };
}

function pickKeys(o: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of keys) if (k in o) out[k] = o[k];
  return out;
}

/** PostgREST's json → domain data representations of a write's columns: such a field is read as json
 * (json_to_record, as PostgREST reads the body) and passed through the cast's function; the row type
 * reads the other fields, from the body without those keys. */
function bodyReps(relation: Relation, columns: string[], params: Params) {
  const reps = new Map<string, string>();
  for (const c of columns) {
    const fn = relation.columns.get(c)?.rep?.fromJson;
    if (fn) reps.set(c, fn);
  }
  let keys: string | undefined;
  return {
    any: reps.size > 0,
    /** The field's value through its cast, if the column has one (from `record`'s row _r). */
    field(c: string): string | undefined {
      const fn = reps.get(c);
      return fn ? `${fn}(_r.${quoteIdent(c)})` : undefined;
    },
    /** FROM item of the represented fields of a json object, as json: row _r. */
    record(json: string): string {
      const cols = [...reps.keys()].map((c) => `${quoteIdent(c)} json`).join(', ');
      return `json_to_record(${json}) as _r(${cols})`;
    },
    /** The json the row type reads: without the represented keys. */
    rest(json: string): string {
      if (reps.size === 0) return `${json}::json`;
      keys ??= params.add(toPgArray([...reps.keys()]));
      return `(${json}::jsonb - ${keys}::text[])::json`;
    },
  };
}

function wantsRows(req: ApiRequest): boolean {
  return req.prefer.return === 'representation';
}

function insertStatement(
  cache: SchemaCache,
  req: ApiRequest,
  relation: Relation,
  opts: PlanOptions,
  body: unknown = req.body,
): Statement {
  const node = planRead(cache, req, relation, [], new AliasGen(), opts);
  if (body === null || typeof body !== 'object') throw invalidBody();
  const rows = (Array.isArray(body) ? body : [body]) as unknown[];
  if (!rows.every((r) => r !== null && typeof r === 'object' && !Array.isArray(r)))
    throw invalidBody('All object keys must match');
  const objects = rows as Array<Record<string, unknown>>;
  const columns = req.columns ?? Object.keys(objects[0] ?? {});
  if (!req.columns && objects.some((o) => Object.keys(o).length !== columns.length || !columns.every((c) => c in o))) {
    throw invalidBody('All object keys must match');
  }
  checkColumns(relation, columns);
  const params = new Params();
  const target = `${qualified(relation.schema, relation.name)} as ${quoteIdent(node.alias)}`;
  const colList = columns.map(quoteIdent).join(', ');
  const rowType = `null::${qualified(relation.schema, relation.name)}`;
  // Only the keys `columns=` names are read (PostgREST's json_to_recordset reads no other).
  const payload = req.columns ? objects.map((o) => pickKeys(o, columns)) : objects;
  const reps = bodyReps(relation, columns, params);
  // PostgREST's upsert counter: every row offered adds one to pgrst.inserted, every conflicting row
  // it updates takes one off, so the status can tell an insert from an update (any relation kind).
  const upsert =
    req.action === 'upsert' ||
    (req.prefer.resolution !== undefined && (relation.pk.length > 0 || req.onConflict !== undefined));
  const counting = upsert && req.prefer.resolution !== 'ignore-duplicates';
  const counter = (step: 1 | -1): string =>
    `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) ${step > 0 ? '+' : '-'} 1)::text, true) <> '${step > 0 ? '0' : '-1'}'`;
  const countUp = counting ? ` where ${counter(1)}` : '';
  // missing=default needs VALUES (DEFAULT is allowed only there), where no row can be counted: an
  // upsert into a table then tells inserted rows by xmax = 0.
  const byXmax = counting && req.prefer.missing === 'default' && columns.length > 0 && relation.kind === 'r';
  let dml: string;
  if (columns.length === 0) {
    dml =
      objects.length === 1 && !counting
        ? `insert into ${target} default values`
        : `insert into ${target} select from json_populate_recordset(${rowType}, ${params.add(JSON.stringify(payload))}::json) _b${countUp}`;
  } else if (req.prefer.missing === 'default') {
    const values = payload.map((o) => {
      const p = params.add(JSON.stringify(o));
      return `(${columns
        .map((c) => {
          if (!(c in o)) return 'DEFAULT';
          const field = reps.field(c);
          if (field) return `(select ${field} from ${reps.record(`${p}::json`)})`;
          return `(json_populate_record(${rowType}, ${reps.rest(p)})).${quoteIdent(c)}`;
        })
        .join(', ')})`;
    });
    dml = `insert into ${target} (${colList}) values ${values.join(', ')}`;
  } else if (reps.any) {
    // Fields of domains with a json → domain cast go through it; the rest as the row type reads them.
    const exprs = columns.map((c) => reps.field(c) ?? `_b.${quoteIdent(c)}`);
    dml = `insert into ${target} (${colList}) select ${exprs.join(', ')} from json_array_elements(${params.add(JSON.stringify(payload))}::json) _e, lateral json_populate_record(${rowType}, ${reps.rest('_e.value')}) _b, lateral ${reps.record('_e.value')}${countUp}`;
  } else {
    dml = `insert into ${target} (${colList}) select ${colList} from json_populate_recordset(${rowType}, ${params.add(JSON.stringify(payload))}::json) _b${countUp}`;
  }
  if (upsert) {
    const conflict = req.onConflict ?? relation.pk;
    if (conflict.length === 0)
      throw new ApiError(400, 'PGRST120', `Upsert on '${relation.name}' needs on_conflict or a primary key`);
    checkColumns(relation, conflict);
    const updates = columns.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`);
    const doUpdate = `do update set ${updates.join(', ')}${counting && !byXmax ? ` where ${counter(-1)}` : ''}`;
    dml += ` on conflict (${conflict.map(quoteIdent).join(', ')}) ${req.prefer.resolution === 'ignore-duplicates' || updates.length === 0 ? 'do nothing' : doUpdate}`;
  }
  const hasKey = relation.pk.length > 0 || req.onConflict !== undefined;
  const insertedCol = byXmax ? `, (${quoteIdent(node.alias)}.xmax = 0) as pgrst_inserted` : '';
  const countsInserted = counting;
  if (req.prefer.return === 'headers-only' && relation.pk.length > 0 && req.action === 'insert') {
    // Only the primary key comes back, to build the Location header of the created row.
    const keys = relation.pk.map((c) => `${quoteIdent(node.alias)}.${quoteIdent(c)}`).join(', ');
    return {
      ...mutationTail(cache, node, req, `${dml} returning ${keys}`, params, false, true),
      locationKeys: relation.pk,
      hasKey,
    };
  }
  return {
    ...mutationTail(
      cache,
      node,
      req,
      dml + returning(node, wantsRows(req)) + insertedCol,
      params,
      wantsRows(req),
      false,
      counting ? (byXmax ? 'xmax' : 'counter') : undefined,
    ),
    hasKey,
    countsInserted,
  };
}

function updateStatement(cache: SchemaCache, req: ApiRequest, relation: Relation, opts: PlanOptions): Statement {
  const node = planRead(cache, req, relation, req.params, new AliasGen(), opts);
  // An array body updates with its first object, as PostgREST's (LIMIT 1) does; `columns=` names the
  // keys read, a key it names that the object lacks is null (or the default with missing=default).
  const objects = (Array.isArray(req.body) ? req.body : [req.body]) as unknown[];
  if (!objects.every((o) => o !== null && typeof o === 'object' && !Array.isArray(o)))
    throw invalidBody('All object keys must match');
  const first = (objects[0] ?? {}) as Record<string, unknown>;
  const keys = Object.keys(first);
  if (
    !req.columns &&
    objects.some((o) => Object.keys(o as object).length !== keys.length || !keys.every((k) => k in (o as object)))
  )
    throw invalidBody('All object keys must match');
  const columns = req.columns ?? keys;
  checkColumns(relation, columns);
  if (node.filters.length === 0 && opts.safeUpdate !== false)
    throw new ApiError(400, '21000', 'UPDATE requires a WHERE clause');
  const params = new Params();
  const table = qualified(relation.schema, relation.name);
  if (columns.length === 0) {
    // An empty body changes nothing and answers no rows, as in PostgREST.
    return mutationTail(
      cache,
      node,
      req,
      `select ${quoteIdent(node.alias)}.* from ${table} ${quoteIdent(node.alias)} where false`,
      params,
      wantsRows(req),
    );
  }
  const bodyParam = params.add(JSON.stringify(req.columns ? pickKeys(first, columns) : first));
  const reps = bodyReps(relation, columns, params);
  const sets = columns
    .map(
      (c) =>
        `${quoteIdent(c)} = ${req.prefer.missing === 'default' && !(c in first) ? 'DEFAULT' : (reps.field(c) ?? `_b.${quoteIdent(c)}`)}`,
    )
    .join(', ');
  const dml = `update ${table} as ${quoteIdent(node.alias)} set ${sets} from json_populate_record(null::${table}, ${reps.rest(bodyParam)}) _b${reps.any ? `, ${reps.record(`${bodyParam}::json`)}` : ''} where ${whereSql(node, params)}`;
  return mutationTail(cache, node, req, dml + returning(node, wantsRows(req)), params, wantsRows(req));
}

function deleteStatement(cache: SchemaCache, req: ApiRequest, relation: Relation, opts: PlanOptions): Statement {
  const node = planRead(cache, req, relation, req.params, new AliasGen(), opts);
  if (node.filters.length === 0 && opts.safeUpdate !== false)
    throw new ApiError(400, '21000', 'DELETE requires a WHERE clause');
  const params = new Params();
  const where = whereSql(node, params);
  const dml = `delete from ${qualified(relation.schema, relation.name)} as ${quoteIdent(node.alias)} where ${where}`;
  return mutationTail(cache, node, req, dml + returning(node, wantsRows(req)), params, wantsRows(req));
}

function callStatement(cache: SchemaCache, req: ApiRequest, opts: PlanOptions): Statement {
  const call = planCall(cache, req);
  const { fn } = call;
  const relation = functionRelation(fn);
  if (relation) {
    const stmt = readStatement(cache, req, relation, call.sql, call.filterParams, opts);
    return { ...stmt, singleRow: !fn.retset };
  }
  const params = new Params();
  const media = negotiateFor(cache, req, relKey(fn.schema, fn.name), req.head || fn.retKind === 'void');
  const encoding = bodyEncoding(media.handler);
  if (fn.retKind === 'void') {
    return {
      sql: `select ${call.sql(params)} is null as pgrst_void, ${RESPONSE_GUCS}`,
      params: params.values,
      result: 'void',
      singleRow: false,
      offset: 0,
      media,
      encoding,
    };
  }
  if (!fn.retset) {
    const counted = req.prefer.count === 'exact' || req.prefer.count === 'estimated';
    return {
      sql: `select 1::int8 as page_total, ${counted ? '1' : 'null'}::int8 as total, ${scalarBodySql(media.handler, call.sql(params))} as body, ${RESPONSE_GUCS}`,
      params: params.values,
      result: 'scalar',
      singleRow: false,
      offset: 0,
      media,
      encoding,
    };
  }
  const { limit, offset } = paging(req, opts.maxRows);
  // Called in the select list, so a `setof record` function answers its rows with their names.
  let rows = `select ${call.sql(params)} as v`;
  if (limit !== undefined) rows += ` limit ${params.add(String(limit))}::int8`;
  if (offset) rows += ` offset ${params.add(String(offset))}::int8`;
  const body =
    req.head || media.handler.kind === 'none'
      ? 'null::text'
      : media.handler.kind === 'custom'
        ? scalarBodySql(media.handler, '_s.v')
        : `coalesce(${media.handler.kind === 'arrayStrip' ? 'json_strip_nulls(json_agg(_s.v))' : 'json_agg(_s.v)'}, '[]')::text`;
  return {
    sql: `select count(*)::int8 as page_total, null::int8 as total, ${body} as body, ${RESPONSE_GUCS} from (${rows}) _s`,
    params: params.values,
    result: 'rows',
    singleRow: false,
    offset: offset ?? 0,
    media,
    encoding,
  };
}

/** PUT replaces exactly one row named by its whole primary key, as PostgREST requires. */
function checkPut(req: ApiRequest, relation: Relation): Record<string, unknown> {
  const eqs = new Map<string, string>();
  let onlyKeyEqs = relation.pk.length > 0;
  for (const [key, value] of req.params) {
    if (!value.startsWith('eq.') || !relation.pk.includes(key) || eqs.has(key)) onlyKeyEqs = false;
    else eqs.set(key, value.slice(3));
  }
  if (!onlyKeyEqs || !relation.pk.every((k) => eqs.has(k))) {
    throw new ApiError(405, 'PGRST105', "Filters must include all and only primary key columns with 'eq' operators");
  }
  if (req.limit.has('') || req.offset.has(''))
    throw new ApiError(400, 'PGRST114', 'limit/offset querystring parameters are not allowed for PUT');
  // PostgREST takes one object, or the first of an array.
  const body = Array.isArray(req.body) ? (req.body[0] as unknown) : req.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw invalidBody();
  const row = body as Record<string, unknown>;
  if (!relation.pk.every((k) => k in row && String(row[k]) === eqs.get(k))) {
    throw new ApiError(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)');
  }
  return row;
}

export function buildStatement(cache: SchemaCache, req: ApiRequest, opts: PlanOptions = {}): Statement {
  if (req.isRpc) return callStatement(cache, req, opts);
  const relation = findRelation(cache, req.schema, req.target);
  const source = (): string => qualified(relation.schema, relation.name);
  switch (req.action) {
    case 'read':
      return readStatement(cache, req, relation, source, req.params, opts);
    case 'insert':
      return insertStatement(cache, req, relation, opts);
    case 'upsert':
      return insertStatement(cache, req, relation, opts, checkPut(req, relation));
    case 'update':
      return updateStatement(cache, req, relation, opts);
    case 'delete':
      return deleteStatement(cache, req, relation, opts);
    default:
      throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
  }
}
