// The render stage: a plan (plan.ts) → the statements of the request's one transaction, PostgREST's
// per-request settings and the one statement that serves it (read, insert/upsert, update, delete or
// call), which answers one row: page_total, total, body. All of the data API's SQL is written here.
// Identifiers come from the schema cache and are quoted; every value is a $n parameter. Embeds are
// LATERAL subqueries aggregated with json_agg / row_to_json, as jsonb (as PostgREST builds them).
import type { BatchStatement } from '../db/database.ts';
import type { FunctionArg, Relation, Representation } from './catalog.ts';
import type { FieldRef, Filter, LogicNode, OrderTerm, SelectItem } from './grammar.ts';
import { bodyEncoding, type Handler } from './media.ts';
import type {
  CallPlan,
  CallSpec,
  DeletePlan,
  EmbedNode,
  InsertPlan,
  Plan,
  ReadNode,
  ReadPlan,
  Relationship,
  UpdatePlan,
  WriteColumns,
} from './plan.ts';
import { toPgArray } from './schema-cache.ts';

class Params {
  readonly values: Array<string | null> = [];
  add(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const quoteIdent = (id: string): string => `"${id.replace(/"/g, '""')}"`;
const qualified = (schema: string, name: string): string => `${quoteIdent(schema)}.${quoteIdent(name)}`;
const relName = (rel: Relation): string => qualified(rel.schema, rel.name);

function column(node: ReadNode, name: string): string {
  if (node.relation.columns.has(name)) return `${quoteIdent(node.alias)}.${quoteIdent(name)}`;
  const computed = node.relation.computed.get(name);
  // The row is cast to its relation's type: a mutation's rows come from a CTE as `record`, which
  // cannot pick among overloads of the function for several tables (42725).
  if (computed)
    return `${qualified(computed.schema, computed.name)}(${quoteIdent(node.alias)}::${relName(node.relation)})`;
  // PostgREST writes `alias.count`, which Postgres reads as `count(alias)`: the row count (plan.ts).
  if (name === 'count') return `count(${quoteIdent(node.alias)})`;
  // planRead checked every column the request names (plan.ts checkColumns): this is a bug, not a request error.
  throw new Error(`unchecked column ${node.relation.name}.${name} reached the SQL builder`);
}

/** The type under any domains of a column or computed column. */
function coreType(node: ReadNode, name: string): string | undefined {
  return node.relation.columns.get(name)?.coreType ?? node.relation.computed.get(name)?.returnType;
}

const isJsonType = (type: string | undefined): boolean => type === 'json' || type === 'jsonb';

function fieldExpr(node: ReadNode, field: FieldRef, params: Params): string {
  let expr = column(node, field.name);
  if (field.json.length === 0) return expr;
  // As PostgREST: a path into anything but json/jsonb (a composite, an array) goes through to_jsonb.
  if (!isJsonType(coreType(node, field.name))) expr = `to_jsonb(${expr})`;
  for (const step of field.json) {
    // A key is a parameter of unknown type, like PostgREST's unknown literal; an index an int.
    expr = `${expr}${step.arrow}${params.add(step.key)}${/^[-+]?\d+$/.test(step.key) ? '::int' : ''}`;
  }
  return expr;
}

/** A column's data representation (schema-cache.ts), for a field without a JSON path. */
function repOf(node: ReadNode, field: FieldRef): Representation | undefined {
  return field.json.length === 0 ? node.relation.columns.get(field.name)?.rep : undefined;
}

/** A selected field, through its domain's json cast if it has one (PostgREST's withOutputFormat). */
function outputExpr(node: ReadNode, field: FieldRef, params: Params): string {
  const expr = fieldExpr(node, field, params);
  const fn = repOf(node, field)?.toJson;
  return fn ? `${fn}(${expr})` : expr;
}

/** `*`: the row's columns, spelled out with their json casts when any column has one. */
function starColumns(node: ReadNode, explicit: boolean | undefined): string[] {
  const t = quoteIdent(node.alias);
  const cols = node.relation.columnList;
  if (cols.some((c) => c.rep?.toJson))
    return cols.map((c) => {
      const col = `${t}.${quoteIdent(c.name)}`;
      return c.rep?.toJson ? `${c.rep.toJson}(${col}) as ${quoteIdent(c.name)}` : col;
    });
  return explicit ? cols.map((c) => `${t}.${quoteIdent(c.name)}`) : [`${t}.*`];
}

/** A filter value (a parameter), through the column's text → domain cast if it has one. */
function inputValue(rep: Representation | undefined, param: string): string {
  return rep?.fromText ? `${rep.fromText}(${param}::text)` : param;
}

const likePattern = (value: string): string => value.replace(/\*/g, '%');

const SIMPLE_OPS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
};
const RANGE_OPS: Record<string, string> = {
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxl: '&>',
  nxr: '&<',
  adj: '-|-',
};
const FTS_FUNCS: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

function filterSql(node: ReadNode, filter: Filter, params: Params): string {
  const lhs = fieldExpr(node, filter.field, params);
  const col = filter.field.json.length === 0 ? node.relation.columns.get(filter.field.name) : undefined;
  const { op, value, modifier } = filter;
  // As PostgREST: every operator but like/ilike, is, isdistinct and full-text search takes its value
  // through the text → domain cast.
  const rep = repOf(node, filter.field);
  let sql: string;
  if (op in SIMPLE_OPS) {
    const isLike = op === 'like' || op === 'ilike';
    if (modifier === 'any' || modifier === 'all') {
      const items = filter.items ?? [value];
      const arr = params.add(toPgArray(isLike ? items.map(likePattern) : items));
      const typed = `${arr}${isLike || op === 'match' || op === 'imatch' ? '::text[]' : ''}`;
      sql = `${lhs} ${SIMPLE_OPS[op]} ${modifier}(${isLike ? typed : inputValue(rep, typed)})`;
    } else if (isLike) {
      sql = `${lhs} ${SIMPLE_OPS[op]} ${params.add(likePattern(value))}`;
    } else {
      sql = `${lhs} ${SIMPLE_OPS[op]} ${inputValue(rep, params.add(value))}`;
    }
  } else if (op === 'is') {
    const v = value.toLowerCase();
    sql = `${lhs} is ${v === 'not_null' ? 'not null' : v}`;
  } else if (op === 'isdistinct') {
    sql = `${lhs} is distinct from ${params.add(value)}`;
  } else if (op === 'in') {
    const arr = params.add(toPgArray(filter.items ?? []));
    sql = rep?.fromText ? `${lhs} = any((select ${rep.fromText}(unnest(${arr}::text[]))))` : `${lhs} = any(${arr})`;
  } else if (op in RANGE_OPS) {
    const isJson = col?.baseType === 'json' || col?.baseType === 'jsonb' || filter.field.json.length > 0;
    const left = isJson ? `(${lhs})::jsonb` : lhs;
    let literal = value;
    if (!isJson && (col?.baseType ?? '').endsWith('[]') && value.startsWith('(') && value.endsWith(')'))
      literal = `{${value.slice(1, -1)}}`;
    const param = params.add(literal);
    // As PostgREST: the value goes as an unknown literal, so the operator is resolved by Postgres
    // on the search path (an extension's operator outside it is refused, 42725), json as jsonb.
    const typed = isJson ? `${param}::jsonb` : param;
    sql = `${left} ${RANGE_OPS[op]} ${rep?.fromText ? inputValue(rep, param) : typed}`;
  } else if (op in FTS_FUNCS) {
    const config = modifier !== undefined ? `${params.add(modifier)}::regconfig, ` : '';
    const isVector =
      filter.field.json.length === 0 && (coreType(node, filter.field.name) === 'tsvector' || col?.tsvector === true);
    const vector = isVector ? lhs : `to_tsvector(${config}${lhs})`;
    sql = `${vector} @@ ${FTS_FUNCS[op]}(${config}${params.add(value)})`;
  } else {
    // grammar.ts parseOperation accepts only the operators handled above.
    throw new Error(`unhandled operator ${op} reached the SQL builder`);
  }
  return filter.negate ? `not (${sql})` : sql;
}

/** Whether an embed has rows (alias of its lateral join given), for `embed=is.null` filters. */
function embedNullSql(embed: EmbedNode, lateral: string, isNull: boolean): string {
  if (embed.spread && !embed.toOne) return `${lateral}.pgrst_n ${isNull ? '=' : '>'} 0`;
  return `${lateral}.body is ${isNull ? '' : 'not '}null`;
}

const embedLateral = (embed: EmbedNode): string => quoteIdent(`${embed.node.alias}_e`);

function logicSql(node: ReadNode, tree: LogicNode, params: Params): string {
  if (tree.kind === 'filter') return filterSql(node, tree.filter, params);
  if (tree.kind === 'embedNull') {
    // plan.ts made it from one of this node's embeds; nodeSql joins every embed a tree names.
    const embed = node.embeds.find((e) => e.name === tree.embed) as EmbedNode;
    return embedNullSql(embed, embedLateral(embed), tree.isNull);
  }
  const parts = tree.children.map((child) => logicSql(node, child, params));
  const joined = `(${parts.join(tree.kind === 'or' ? ' or ' : ' and ')})`;
  return tree.negate ? `not ${joined}` : joined;
}

/** Join condition between a target row (alias c) and its parent row (alias p); none for a computed
 * relationship (its rows come from the function, see embedSource). */
function joinCondition(rel: Relationship, c: string, p: string): string[] {
  const pairs = (cols: Array<[string, string]>, la: string, ra: string): string =>
    cols.map(([l, r]) => `${quoteIdent(la)}.${quoteIdent(l)} = ${quoteIdent(ra)}.${quoteIdent(r)}`).join(' and ');
  if (rel.kind === 'computed') return [];
  const j = rel.junction;
  if (j) {
    const alias = `${c}_j`;
    return [
      `exists (select 1 from ${relName(j.relation)} ${quoteIdent(alias)} where ${pairs(j.colsTarget, c, alias)} and ${pairs(j.colsSource, p, alias)})`,
    ];
  }
  return [
    pairs(
      rel.columns.map(([parentCol, targetCol]) => [targetCol, parentCol]),
      c,
      p,
    ),
  ];
}

/** FROM item of an embed's rows: the target relation, or the computed relationship's function
 * called with the parent row (cast to its table, as PostgREST does, for overloads on row types). */
function embedSource(rel: Relationship, parentAlias: string): string {
  if (rel.kind === 'computed' && rel.fn)
    return `${qualified(rel.fn.schema, rel.fn.name)}(${quoteIdent(parentAlias)}::${relName(rel.table)})`;
  return relName(rel.target);
}

function orderSql(node: ReadNode, terms: OrderTerm[], params: Params): string {
  if (terms.length === 0) return '';
  const parts = terms.map((term) => {
    let expr: string;
    if (term.relation !== undefined) {
      // A to-one embed of this node: plan.ts checkShape refused anything else.
      const embed = node.embeds.find((e) => e.name === term.relation) as EmbedNode;
      const alias = `${embed.node.alias}_o`;
      // A to-one spread's own output column: its lateral join's value (also valid when grouping).
      if (embed.spread && term.field.json.length === 0 && outputNames(embed.node).includes(term.field.name)) {
        const expr = `${embedLateral(embed)}.${quoteIdent(term.field.name)}`;
        return `${expr}${term.dir ? ` ${term.dir}` : ''}${term.nulls ? ` nulls ${term.nulls}` : ''}`;
      }
      const probe: ReadNode = { ...embed.node, alias };
      const cond = joinCondition(embed.rel, alias, node.alias);
      const where = cond.length ? ` where ${cond.join(' and ')}` : '';
      expr = `(select ${fieldExpr(probe, term.field, params)} from ${embedSource(embed.rel, node.alias)} ${quoteIdent(alias)}${where} limit 1)`;
    } else expr = fieldExpr(node, term.field, params);
    return `${expr}${term.dir ? ` ${term.dir}` : ''}${term.nulls ? ` nulls ${term.nulls}` : ''}`;
  });
  return ` order by ${parts.join(', ')}`;
}

interface NodeSqlOptions {
  /** SQL of the FROM item (table, function call, CTE); the node's alias is appended. */
  source: string;
  extraWhere?: string[];
  /** Only what is needed to count rows: no output columns, only filtering joins (paging still
   * applies unless skipPaging). */
  countOnly?: boolean;
  /** Ignore the node's own filters (they were applied by a mutation already). */
  skipFilters?: boolean;
  skipPaging?: boolean;
  /** `*` as the relation's columns (the source has more, e.g. pgrst_inserted). */
  explicitStar?: boolean;
  limit?: number;
  offset?: number;
}

function embedJoin(node: ReadNode, embed: EmbedNode, lateral: string, params: Params): string {
  const child = embed.node;
  const cond = joinCondition(embed.rel, child.alias, node.alias);
  const source = embedSource(embed.rel, node.alias);
  if (embed.countOnly) {
    const conds = [...cond, ...child.filters.map((f) => logicSql(child, f, params))];
    const where = conds.length ? ` where ${conds.join(' and ')}` : '';
    return ` left join lateral (select jsonb_build_array(jsonb_build_object('count', count(*))) as body from ${source} ${quoteIdent(child.alias)}${where}) ${lateral} on true`;
  }
  const inner = nodeSql(child, params, { source, extraWhere: cond });
  if (embed.spread && !embed.toOne) {
    // PostgREST 13's spread over a to-many relationship: each column becomes the array of its values.
    const aggs = outputNames(child).map(
      (n) => `coalesce(json_agg(_x.${quoteIdent(n)}), '[]')::jsonb as ${quoteIdent(n)}`,
    );
    const having = embed.inner ? ' having count(*) > 0' : '';
    return ` ${embed.inner ? 'inner' : 'left'} join lateral (select ${[...aggs, 'count(*) as pgrst_n'].join(', ')} from (${inner}) _x${having}) ${lateral} on true`;
  }
  if (embed.spread) return ` ${embed.inner ? 'inner' : 'left'} join lateral (${inner}) ${lateral} on true`;
  if (embed.toOne)
    return ` ${embed.inner ? 'inner' : 'left'} join lateral (select to_jsonb(_x) as body from (${inner}) _x) ${lateral} on true`;
  return ` left join lateral (select jsonb_agg(_x) as body from (${inner}) _x) ${lateral} on true`;
}

/** Output name of a select column, as PostgREST names it: alias, else last JSON key, else the
 * aggregate (`count()` → count, `pages.sum()` → sum), else the column. */
function columnName(item: Extract<SelectItem, { kind: 'column' }>): string {
  if (item.hoistedAs !== undefined) return item.hoistedAs;
  if (item.alias !== undefined) return item.alias;
  if (item.aggregate !== undefined) return item.aggregate;
  // PostgREST names a JSON path by its last key that is not an array index.
  const key = [...item.field.json].reverse().find((step) => !/^-?\d+$/.test(step.key));
  return key?.key ?? item.field.name;
}

/** Names of the columns a node's SELECT answers (for grouping by a spread embed's columns). */
function outputNames(node: ReadNode): string[] {
  const names: string[] = [];
  for (const item of node.items) {
    if (item.kind === 'star') names.push(...node.relation.columnList.map((c) => c.name));
    else if (item.kind === 'column') names.push(columnName(item));
  }
  for (const embed of node.embeds) {
    if (embed.hidden) continue;
    if (embed.spread) names.push(...outputNames(embed.node));
    else names.push(embed.name);
  }
  return names;
}

/** Output names of a node's JSON embeds, its to-one spreads' included. */
function jsonOutputs(node: ReadNode): Set<string> {
  const names = new Set<string>();
  for (const embed of node.embeds) {
    if (embed.hidden) continue;
    if (!embed.spread) names.add(embed.name);
    else if (embed.toOne) for (const n of jsonOutputs(embed.node)) names.add(n);
  }
  return names;
}

/** SELECT for one level of the read tree, embeds included as lateral joins. */
function nodeSql(node: ReadNode, params: Params, opts: NodeSqlOptions): string {
  const columns: string[] = [];
  let joins = '';
  const where: string[] = [...(opts.extraWhere ?? [])];
  // With aggregates, every other selected column is a GROUP BY term, as in PostgREST.
  const aggregating = !opts.countOnly && node.aggregating;
  const groupBy: string[] = [];
  const t = quoteIdent(node.alias);
  if (!opts.countOnly) {
    for (const item of node.items) {
      if (item.kind === 'star') {
        columns.push(...starColumns(node, opts.explicitStar));
        // A table's primary key makes every column of its row functionally dependent on the group
        // (not so through a view, a CTE or a function result: then every column is a term).
        const byKey =
          node.relation.pk.length > 0 &&
          ['r', 'p'].includes(node.relation.kind) &&
          opts.source === relName(node.relation);
        const keys = byKey ? node.relation.pk : node.relation.columnList.map((c) => c.name);
        if (aggregating) groupBy.push(...keys.map((k) => `${t}.${quoteIdent(k)}`));
      } else if (item.kind === 'column' && item.hoistedAs !== undefined) {
        // Aggregated by an ancestor (plan.ts hoistAggregates): here the plain value; count() only
        // needs to see that the row exists.
        let expr = item.field.name === '*' ? 'true' : outputExpr(node, item.field, params);
        if (item.cast && item.field.name !== '*') expr = `(${expr})::${item.cast}`;
        columns.push(`${expr} as ${quoteIdent(columnName(item))}`);
      } else if (item.kind === 'column') {
        let expr =
          item.aggregate === 'count' && item.field.name === '*' && item.field.json.length === 0
            ? '*'
            : outputExpr(node, item.field, params);
        if (item.cast) expr = `(${expr})::${item.cast}`;
        if (item.aggregate) {
          expr = `${item.aggregate}(${expr})`;
          if (item.aggCast) expr = `(${expr})::${item.aggCast}`;
        } else if (aggregating) groupBy.push(expr);
        columns.push(`${expr} as ${quoteIdent(columnName(item))}`);
      }
    }
  }
  const lateralOf = new Map<EmbedNode, string>();
  const inTrees = new Set<string>();
  const collect = (tree: LogicNode): void => {
    if (tree.kind === 'embedNull') inTrees.add(tree.embed);
    else if (tree.kind !== 'filter') tree.children.forEach(collect);
  };
  if (!opts.skipFilters) node.filters.forEach(collect);
  node.embeds.forEach((embed) => {
    const needed =
      !opts.countOnly || embed.inner || inTrees.has(embed.name) || node.embedNullFilters.some((f) => f.embed === embed);
    if (!needed) return;
    const lateral = embedLateral(embed);
    lateralOf.set(embed, lateral);
    joins += embedJoin(node, embed, lateral, params);
    if (!embed.toOne && embed.inner && !embed.spread) where.push(`${lateral}.body is not null`);
    if (opts.countOnly || embed.hidden) return;
    if (embed.spread && !embed.toOne) {
      columns.push(...outputNames(embed.node).map((n) => `${lateral}.${quoteIdent(n)}`));
    } else if (embed.spread && embed.hoisted) {
      const json = jsonOutputs(embed.node);
      for (const name of outputNames(embed.node)) {
        const value = `${lateral}.${quoteIdent(name)}`;
        const agg = embed.hoisted.find((h) => h.column === name);
        if (!agg && json.has(name)) {
          // Embeds are jsonb (as PostgREST builds them), which groups by equality.
          groupBy.push(value);
          columns.push(`${value} as ${quoteIdent(name)}`);
          continue;
        }
        if (!agg) {
          columns.push(value);
          groupBy.push(value);
          continue;
        }
        let expr = `${agg.aggregate}(${value})`;
        if (agg.aggCast) expr = `(${expr})::${agg.aggCast}`;
        columns.push(`${expr} as ${quoteIdent(agg.outName)}`);
      }
    } else if (embed.spread) {
      columns.push(`${lateral}.*`);
      if (aggregating) groupBy.push(...outputNames(embed.node).map((n) => `${lateral}.${quoteIdent(n)}`));
    } else if (aggregating) {
      // Embeds are jsonb (as PostgREST builds them), which groups by equality.
      groupBy.push(`${lateral}.body`);
      const body = embed.toOne || embed.countOnly ? `${lateral}.body` : `coalesce(${lateral}.body, '[]')`;
      columns.push(`${body} as ${quoteIdent(embed.name)}`);
    } else if (embed.toOne || embed.countOnly) columns.push(`${lateral}.body as ${quoteIdent(embed.name)}`);
    else columns.push(`coalesce(${lateral}.body, '[]') as ${quoteIdent(embed.name)}`);
  });
  for (const f of node.embedNullFilters) {
    const lateral = lateralOf.get(f.embed);
    if (lateral) where.push(embedNullSql(f.embed, lateral, f.isNull));
  }
  if (!opts.skipFilters) for (const f of node.filters) where.push(logicSql(node, f, params));
  let sql = `select ${opts.countOnly ? '1' : columns.join(', ')} from ${opts.source} ${quoteIdent(node.alias)}${joins}`;
  if (where.length) sql += ` where ${where.join(' and ')}`;
  if (groupBy.length) sql += ` group by ${groupBy.join(', ')}`;
  if (!opts.countOnly) sql += orderSql(node, node.order, params);
  if (!opts.skipPaging) {
    const limit = opts.limit ?? node.limit;
    const offset = opts.offset ?? node.offset;
    if (limit !== undefined) sql += ` limit ${params.add(String(limit))}::int8`;
    if (offset !== undefined && offset > 0) sql += ` offset ${params.add(String(offset))}::int8`;
  }
  return sql;
}

/** The node's own filters as one condition (for UPDATE / DELETE). */
function whereSql(node: ReadNode, params: Params): string {
  const parts = node.filters.map((f) => logicSql(node, f, params));
  return parts.length ? parts.join(' and ') : 'true';
}

interface Shape {
  head: boolean;
  /** How the rows become the body (media.ts). */
  handler: Handler;
  /** SQL counting the rows an upsert inserted, answered as `inserted`. */
  inserted?: string;
}

/** Wraps a row query into the one-row answer (page size, total, JSON body as text). */
function wrapRows(rowsSql: string, totalSql: string | null, shape: Shape): string {
  const body = shape.head ? 'null::text' : rowsBodySql(shape.handler, '_s');
  const inserted = shape.inserted ? `, ${shape.inserted} as inserted` : '';
  return `select count(*)::int8 as page_total, ${totalSql ? `(${totalSql})::int8` : 'null::int8'} as total, ${body} as body, ${RESPONSE_GUCS}${inserted} from (${rowsSql}) _s`;
}

/** Read after the statement's own work, so functions and triggers can set status and headers as in
 * PostgREST (`set_config('response.status', '202', true)`). */
const RESPONSE_GUCS = `current_setting('response.headers', true) as response_headers, current_setting('response.status', true) as response_status`;

function countSql(node: ReadNode, params: Params, source: string): string {
  return `select count(*) from (${nodeSql(node, params, { source, countOnly: true, skipPaging: true })}) _c`;
}

// ---------------------------------------------------------------- bodies (PostgREST's handlers)

function asText(expr: string, handler: Handler): string {
  if (bodyEncoding(handler) === 'base64') return `encode(${expr}, 'base64')`;
  // xml through its output function (format's %s), which drops the newline after an omitted XML
  // declaration as PostgREST's binary result does; a plain ::text cast would keep it.
  if (handler.kind === 'custom' && handler.base === 'xml') return `format('%s', ${expr})`;
  return `(${expr})::text`;
}

/** The body of a set of rows `rows` (an alias of the row subquery) under a handler (PostgREST's
 * handlerF). */
function rowsBodySql(handler: Handler, rows: string): string {
  switch (handler.kind) {
    case 'none':
      return 'null::text';
    case 'arrayStrip':
      return `coalesce(json_strip_nulls(json_agg(${rows})), '[]')::text`;
    case 'single':
      return `coalesce(${handler.strip ? `json_strip_nulls(json_agg(${rows}))` : `json_agg(${rows})`}, '[]')::text`;
    case 'geojson':
      return `json_build_object('type', 'FeatureCollection', 'features', coalesce(json_agg(ST_AsGeoJSON(${rows})::json), '[]'))::text`;
    case 'csv':
      // PostgREST's asCsvF: a header of the first row's keys, then each row's record text without its
      // parentheses (Postgres quotes a field holding a comma, quote, parenthesis, backslash or space).
      return (
        `(select coalesce(string_agg(k, ','), '') from json_object_keys((array_agg(row_to_json(${rows})))[1]) k)` +
        ` || E'\\n' || coalesce(string_agg(substring(${rows}::text, 2, length(${rows}::text) - 2), E'\\n'), '')`
      );
    case 'custom':
      if (handler.agg) return asText(`${handler.agg}(${rows}${handler.target ? `::${handler.target}` : ''})`, handler);
      return asText(`(${rows})::${handler.domain ?? 'text'}`, handler);
    default:
      return `coalesce(json_agg(${rows}), '[]')::text`;
  }
}

/** The body of a function's scalar result `value` under a handler. */
function scalarBodySql(handler: Handler, value: string): string {
  if (handler.kind === 'custom') {
    if (handler.agg) return asText(`${handler.agg}(${value})`, handler);
    return asText(`(${value})::${handler.domain ?? 'text'}`, handler);
  }
  return handler.kind === 'none' ? 'null::text' : `to_json(${value})::text`;
}

// ---------------------------------------------------------------- calls

/** PostgREST passes char(n) and bit(n) arguments as their varying types, so no value is cut short. */
function argType(type: string): string {
  return type.replace(/^character(?=\[\]|$)/, 'character varying').replace(/^bit(?=\[\]|$)/, 'bit varying');
}

/** The call with its arguments as parameters (PostgREST's callPlanToQuery). */
function callSql(spec: CallSpec, params: Params): string {
  const { fn, args } = spec;
  const call = (list: string): string => `${quoteIdent(fn.schema)}.${quoteIdent(fn.name)}(${list})`;
  const named = (a: FunctionArg, value: string): string =>
    `${a.variadic ? 'variadic ' : ''}${quoteIdent(a.name)} := ${value}`;
  switch (args.kind) {
    case 'body': {
      if (args.raw && args.arg.type === 'bytea') return call(`${params.add(`\\x${args.raw.toString('hex')}`)}::bytea`);
      const text = args.raw ? args.raw.toString('utf8') : JSON.stringify(args.json ?? {});
      return call(`${params.add(text)}::${argType(args.arg.type)}`);
    }
    case 'json': {
      if (args.args.length === 0) return call('');
      const body = params.add(JSON.stringify(args.body ?? {}));
      const columns = args.args.map((a) => `${quoteIdent(a.name)} ${argType(a.type)}`).join(', ');
      return call(
        args.args
          .map((a) =>
            named(a, `(select _r.${quoteIdent(a.name)} from json_to_record(${body}::json) as _r(${columns}))`),
          )
          .join(', '),
      );
    }
    case 'text':
      return call(
        args.args
          .map(({ arg, values }) => {
            const value = arg.variadic ? toPgArray(values) : (values[values.length - 1] as string);
            return named(arg, `${params.add(value)}::${argType(arg.type)}`);
          })
          .join(', '),
      );
  }
}

// ---------------------------------------------------------------- statements

interface Statement {
  sql: string;
  params: Array<string | null>;
  /** Statement whose EXPLAIN gives the planned count (Prefer: count=planned). */
  plannedCount?: { sql: string; params: Array<string | null> };
}

function readSql(plan: ReadPlan): Statement {
  const { tree, limit, offset } = plan;
  const source = (params: Params): string =>
    plan.call ? callSql(plan.call, params) : qualified(tree.relation.schema, tree.relation.name);
  const params = new Params();
  // Without paging the page is the whole result: its size is the count, so the query runs once.
  const paged = limit !== undefined || (offset ?? 0) > 0 || tree.limit !== undefined || (tree.offset ?? 0) > 0;
  const total = plan.counted ? (paged ? countSql(tree, params, source(params)) : 'count(*)') : null;
  // HEAD answers no body: only the rows' number is needed, not their columns or embeds' contents (a
  // bad select string failed as on GET, in plan.ts). Grouped rows are counted as groups, so HEAD keeps
  // the grouping.
  const rows = nodeSql(tree, params, {
    source: source(params),
    limit,
    offset,
    countOnly: plan.head && !tree.aggregating,
  });
  const stmt: Statement = {
    sql: wrapRows(rows, total, { head: plan.head, handler: plan.answer.media.handler }),
    params: params.values,
  };
  if (plan.planned) {
    const p = new Params();
    stmt.plannedCount = {
      sql: nodeSql(tree, p, { source: source(p), countOnly: true, skipPaging: true }),
      params: p.values,
    };
  }
  return stmt;
}

function callOnlySql(plan: CallPlan): Statement {
  const params = new Params();
  const { handler } = plan.answer.media;
  const value = callSql(plan.call, params);
  if (plan.returns === 'void')
    return { sql: `select ${value} is null as pgrst_void, ${RESPONSE_GUCS}`, params: params.values };
  // The call in a subquery of its own (offset 0 keeps it there): it runs, and its arguments stay bound,
  // also when the answer has no body (HEAD), and the response GUCs it sets are read after it.
  if (plan.returns === 'scalar')
    return {
      sql: `select 1::int8 as page_total, ${plan.counted ? '1' : 'null'}::int8 as total, ${scalarBodySql(handler, '_s.v')} as body, ${RESPONSE_GUCS} from (select ${value} as v offset 0) _s`,
      params: params.values,
    };
  // Called in the select list, so a `setof record` function answers its rows with their names.
  let rows = `select ${value} as v`;
  if (plan.limit !== undefined) rows += ` limit ${params.add(String(plan.limit))}::int8`;
  if (plan.offset) rows += ` offset ${params.add(String(plan.offset))}::int8`;
  const body =
    plan.head || handler.kind === 'none'
      ? 'null::text'
      : handler.kind === 'custom'
        ? scalarBodySql(handler, '_s.v')
        : `coalesce(${handler.kind === 'arrayStrip' ? 'json_strip_nulls(json_agg(_s.v))' : 'json_agg(_s.v)'}, '[]')::text`;
  return {
    sql: `select count(*)::int8 as page_total, null::int8 as total, ${body} as body, ${RESPONSE_GUCS} from (${rows}) _s`,
    params: params.values,
  };
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

/** A write's statement: `dml` (with its RETURNING clause) as a CTE, and the answer from its rows. */
function mutationSql(
  plan: InsertPlan | UpdatePlan | DeletePlan,
  dml: string,
  params: Params,
  returns: 'rows' | 'keys' | 'none',
  countsInserted?: 'xmax' | 'counter',
): Statement {
  const withSql = `with pgrst_source as (${dml}) `;
  let rows = 'select 1 from pgrst_source';
  if (returns === 'rows')
    rows = nodeSql(plan.tree, params, {
      source: 'pgrst_source',
      skipFilters: true,
      skipPaging: true,
      explicitStar: countsInserted === 'xmax',
    });
  else if (returns === 'keys') rows = 'select * from pgrst_source';
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
        head: returns === 'none',
        handler: returns === 'keys' ? { kind: 'json' } : plan.answer.media.handler,
        inserted,
      }),
    params: params.values,
  };
}

/** PostgREST's json → domain data representations of a write's columns: such a field is read as json
 * (json_to_record, as PostgREST reads the body) and passed through the cast's function; the row type
 * reads the other fields, from the body without those keys. */
function bodyReps(columns: WriteColumns, params: Params) {
  const { reps } = columns;
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

function insertSql(plan: InsertPlan): Statement {
  const { relation, tree, rows: payload } = plan;
  const columns = plan.columns.names;
  const params = new Params();
  const target = `${qualified(relation.schema, relation.name)} as ${quoteIdent(tree.alias)}`;
  const colList = columns.map(quoteIdent).join(', ');
  const rowType = `null::${qualified(relation.schema, relation.name)}`;
  const reps = bodyReps(plan.columns, params);
  const counting = plan.counting !== undefined;
  // PostgREST's upsert counter (plan.ts): every row offered adds one to pgrst.inserted, every
  // conflicting row it updates takes one off.
  const counter = (step: 1 | -1): string =>
    `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) ${step > 0 ? '+' : '-'} 1)::text, true) <> '${step > 0 ? '0' : '-1'}'`;
  const countUp = counting ? ` where ${counter(1)}` : '';
  let dml: string;
  if (columns.length === 0) {
    dml =
      payload.length === 1 && !counting
        ? `insert into ${target} default values`
        : `insert into ${target} select from json_populate_recordset(${rowType}, ${params.add(JSON.stringify(payload))}::json) _b${countUp}`;
  } else if (plan.missingDefault) {
    // PostgREST's fromJsonBodyF with defaults: each row is the columns' defaults overlaid with the
    // row's own keys, so every default is evaluated for every row (a sequence advances for each row,
    // whether the row gives the column or not, as PostgREST's does).
    const defaults = columns.flatMap((c) => {
      const expr = relation.columns.get(c)?.defaultExpr;
      return expr ? [`${params.add(c)}::text, ${expr}`] : [];
    });
    const exprs = columns.map((c) => reps.field(c) ?? `_b.${quoteIdent(c)}`);
    dml =
      `insert into ${target} (${colList}) select ${exprs.join(', ')} ` +
      `from jsonb_array_elements(${params.add(JSON.stringify(payload))}::jsonb) _e, ` +
      `lateral (select jsonb_build_object(${defaults.join(', ')}) || _e.value as val) _d, ` +
      `lateral json_populate_record(${rowType}, ${reps.rest('_d.val')}) _b` +
      `${reps.any ? `, lateral ${reps.record('_d.val::json')}` : ''}${countUp}`;
  } else if (reps.any) {
    // Fields of domains with a json → domain cast go through it; the rest as the row type reads them.
    const exprs = columns.map((c) => reps.field(c) ?? `_b.${quoteIdent(c)}`);
    dml = `insert into ${target} (${colList}) select ${exprs.join(', ')} from json_array_elements(${params.add(JSON.stringify(payload))}::json) _e, lateral json_populate_record(${rowType}, ${reps.rest('_e.value')}) _b, lateral ${reps.record('_e.value')}${countUp}`;
  } else {
    dml = `insert into ${target} (${colList}) select ${colList} from json_populate_recordset(${rowType}, ${params.add(JSON.stringify(payload))}::json) _b${countUp}`;
  }
  if (plan.upsert) {
    const updates = columns.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`);
    const doUpdate = `do update set ${updates.join(', ')}${counting && plan.counting !== 'xmax' ? ` where ${counter(-1)}` : ''}`;
    dml += ` on conflict (${plan.upsert.conflict.map(quoteIdent).join(', ')}) ${plan.upsert.ignoreDuplicates || updates.length === 0 ? 'do nothing' : doUpdate}`;
  }
  if (plan.returning === 'keys') {
    const keys = relation.pk.map((c) => `${quoteIdent(tree.alias)}.${quoteIdent(c)}`).join(', ');
    return mutationSql(plan, `${dml} returning ${keys}`, params, 'keys');
  }
  const insertedCol = plan.counting === 'xmax' ? `, (${quoteIdent(tree.alias)}.xmax = 0) as pgrst_inserted` : '';
  return mutationSql(
    plan,
    dml + returning(tree, plan.returning === 'rows') + insertedCol,
    params,
    plan.returning,
    plan.counting,
  );
}

function updateSql(plan: UpdatePlan): Statement {
  const { relation, tree, row } = plan;
  const columns = plan.columns.names;
  const returns = plan.returnRows ? 'rows' : 'none';
  const params = new Params();
  const table = qualified(relation.schema, relation.name);
  const t = quoteIdent(tree.alias);
  // An empty body changes nothing and answers no rows, as in PostgREST.
  if (columns.length === 0) return mutationSql(plan, `select ${t}.* from ${table} ${t} where false`, params, returns);
  const bodyParam = params.add(JSON.stringify(row));
  const reps = bodyReps(plan.columns, params);
  const sets = columns
    .map(
      (c) =>
        `${quoteIdent(c)} = ${plan.missingDefault && !(c in row) ? 'DEFAULT' : (reps.field(c) ?? `_b.${quoteIdent(c)}`)}`,
    )
    .join(', ');
  const dml = `update ${table} as ${t} set ${sets} from json_populate_record(null::${table}, ${reps.rest(bodyParam)}) _b${reps.any ? `, ${reps.record(`${bodyParam}::json`)}` : ''} where ${whereSql(tree, params)}`;
  return mutationSql(plan, dml + returning(tree, plan.returnRows), params, returns);
}

function deleteSql(plan: DeletePlan): Statement {
  const { relation, tree } = plan;
  const params = new Params();
  const where = whereSql(tree, params);
  const dml = `delete from ${qualified(relation.schema, relation.name)} as ${quoteIdent(tree.alias)} where ${where}`;
  return mutationSql(plan, dml + returning(tree, plan.returnRows), params, plan.returnRows ? 'rows' : 'none');
}

function statementOf(plan: Plan): Statement {
  switch (plan.kind) {
    case 'read':
      return readSql(plan);
    case 'call':
      return callOnlySql(plan);
    case 'insert':
      return insertSql(plan);
    case 'update':
      return updateSql(plan);
    case 'delete':
      return deleteSql(plan);
  }
}

// ---------------------------------------------------------------- the transaction

/** What PostgREST sets in every request's transaction, and how it ends. */
export interface TxSettings {
  role: string;
  /** JSON texts of the JWT claims, the request's headers and cookies. */
  claims: string;
  headers: string;
  cookies: string;
  method: string;
  path: string;
  /** The schema of the request (first in search_path). */
  schema: string;
  /** db-extra-search-path: the schemas after it. */
  extraSearchPath: string[];
  readOnly: boolean;
  /** The role's own statement_timeout, on a server (null: leave the session's). */
  timeout: string | null;
  /** PostgREST's app.settings.*. */
  appSettings: Array<[string, string]>;
  /** Prefer: timezone=. */
  timezone?: string;
  /** db-pre-request: `schema.function`. */
  preRequest?: string;
  /** The transaction rolls back: deferred constraints are checked before, as PostgREST does. */
  rollsBack: boolean;
}

export interface RenderedRequest {
  statements: BatchStatement[];
  /** Index of the statement that answers the request's row. */
  main: number;
  /** Index of the EXPLAIN of count=planned, if any. */
  planned?: number;
}

/** PostgREST's per-request settings, in one statement (as PostgREST sends them). */
const SETTINGS_SQL = `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.method', $3, true),
  set_config('request.path', $4, true), set_config('request.headers', $5, true), set_config('search_path', $6, true),
  set_config('transaction_read_only', $7, true), set_config('statement_timeout', coalesce($8, current_setting('statement_timeout')), true),
  set_config('request.cookies', $9, true)`;

/** The request's transaction: the settings, app.settings, time zone and pre-request call, then the
 * statement of the plan (and the EXPLAIN of a planned count). */
export function renderRequest(plan: Plan, tx: TxSettings): RenderedRequest {
  const statements: BatchStatement[] = [
    {
      sql: SETTINGS_SQL,
      params: [
        tx.role,
        tx.claims,
        tx.method,
        tx.path,
        tx.headers,
        [tx.schema, ...tx.extraSearchPath.filter((s) => s !== tx.schema)].map(quoteIdent).join(', '),
        tx.readOnly ? 'on' : 'off',
        tx.timeout,
        tx.cookies,
      ],
    },
  ];
  if (tx.appSettings.length)
    statements.push({
      sql: `select ${tx.appSettings.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ')}`,
      params: tx.appSettings.flat(),
    });
  if (tx.timezone) statements.push({ sql: `select set_config('timezone', $1, true)`, params: [tx.timezone] });
  if (tx.preRequest)
    statements.push({
      sql: `select ${tx.preRequest
        .split('.')
        .map((part) => quoteIdent(part))
        .join('.')}()`,
      params: [],
    });
  const stmt = statementOf(plan);
  const main = statements.length;
  const explain = plan.answer.media.plan;
  if (explain) {
    // PostgREST's explainF: the statement the `for` media type would run, under EXPLAIN.
    const options = [`format ${explain.format}`, ...explain.options].join(', ');
    statements.push({ sql: `explain (${options}) ${stmt.sql}`, params: stmt.params });
    return { statements, main };
  }
  statements.push({ sql: stmt.sql, params: stmt.params });
  let planned: number | undefined;
  if (stmt.plannedCount) {
    planned = statements.length;
    statements.push({ sql: `explain (format json) ${stmt.plannedCount.sql}`, params: stmt.plannedCount.params });
  }
  // As PostgREST before it rolls back: deferred constraints are checked now, so their violations are
  // answered (409) rather than discarded with the rollback.
  if (tx.rollsBack && !tx.readOnly) statements.push({ sql: 'set constraints all immediate', params: [] });
  return { statements, main, planned };
}
