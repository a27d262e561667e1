// Plan → one parameterised SQL statement. Identifiers come from the schema cache and are quoted;
// every value is a $n parameter. Embeds are LATERAL subqueries aggregated with json_agg/row_to_json.
import { rowsBodySql, type Handler } from './media.ts';
import { parseList, type FieldRef, type Filter, type LogicNode, type OrderTerm, type SelectItem } from './grammar.ts';
import { hoistedColumnName, isAggregating, type EmbedNode, type ReadNode, type Relationship } from './plan.ts';
import { toPgArray, type Relation, type Representation } from './schema-cache.ts';

export class Params {
  readonly values: Array<string | null> = [];
  add(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export const quoteIdent = (id: string): string => `"${id.replace(/"/g, '""')}"`;
export const qualified = (schema: string, name: string): string => `${quoteIdent(schema)}.${quoteIdent(name)}`;
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
      const items = value.startsWith('{') && value.endsWith('}') ? parseList(value) : [value];
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
    const arr = params.add(toPgArray(parseList(value)));
    sql = rep?.fromText ? `${lhs} = any((select ${rep.fromText}(unnest(${arr}::text[]))))` : `${lhs} = any(${arr})`;
  } else if (op in RANGE_OPS) {
    const isJson = col?.baseType === 'json' || col?.baseType === 'jsonb' || filter.field.json.length > 0;
    const left = isJson ? `(${lhs})::jsonb` : lhs;
    const cast = isJson ? 'jsonb' : (col?.baseType ?? 'text');
    let literal = value;
    if (!isJson && cast.endsWith('[]') && value.startsWith('(') && value.endsWith(')'))
      literal = `{${value.slice(1, -1)}}`;
    const param = params.add(literal);
    sql = `${left} ${RANGE_OPS[op]} ${rep?.fromText ? inputValue(rep, param) : `${param}::${cast}`}`;
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
    return ` ${embed.inner ? 'inner' : 'left'} join lateral (select row_to_json(_x)::jsonb as body from (${inner}) _x) ${lateral} on true`;
  return ` left join lateral (select json_agg(_x)::jsonb as body from (${inner}) _x) ${lateral} on true`;
}

/** Output name of a select column, as PostgREST names it: alias, else last JSON key, else the
 * aggregate (`count()` → count, `pages.sum()` → sum), else the column. */
function columnName(item: Extract<SelectItem, { kind: 'column' }>): string {
  if (item.hoisted) return hoistedColumnName(item);
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
export function nodeSql(node: ReadNode, params: Params, opts: NodeSqlOptions): string {
  const columns: string[] = [];
  let joins = '';
  const where: string[] = [...(opts.extraWhere ?? [])];
  // With aggregates, every other selected column is a GROUP BY term, as in PostgREST.
  const aggregating = !opts.countOnly && isAggregating(node);
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
      } else if (item.kind === 'column' && item.hoisted) {
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
export function whereSql(node: ReadNode, params: Params): string {
  const parts = node.filters.map((f) => logicSql(node, f, params));
  return parts.length ? parts.join(' and ') : 'true';
}

export interface Shape {
  head: boolean;
  /** How the rows become the body (media.ts). */
  handler: Handler;
  /** SQL counting the rows an upsert inserted, answered as `inserted`. */
  inserted?: string;
}

/** Wraps a row query into the one-row answer (page size, total, JSON body as text). */
export function wrapRows(rowsSql: string, totalSql: string | null, shape: Shape): string {
  const body = shape.head ? 'null::text' : rowsBodySql(shape.handler, '_s');
  const inserted = shape.inserted ? `, ${shape.inserted} as inserted` : '';
  return `select count(*)::int8 as page_total, ${totalSql ? `(${totalSql})::int8` : 'null::int8'} as total, ${body} as body, ${RESPONSE_GUCS}${inserted} from (${rowsSql}) _s`;
}

/** Read after the statement's own work, so functions and triggers can set status and headers as in
 * PostgREST (`set_config('response.status', '202', true)`). */
export const RESPONSE_GUCS = `current_setting('response.headers', true) as response_headers, current_setting('response.status', true) as response_status`;

export function countSql(node: ReadNode, params: Params, source: string): string {
  return `select count(*) from (${nodeSql(node, params, { source, countOnly: true, skipPaging: true })}) _c`;
}

/** A JSON value as a text parameter for an argument or column of the given type. */
export function toParam(value: unknown, type: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value) && type.endsWith('[]')) return toPgArray(value);
  return JSON.stringify(value);
}
