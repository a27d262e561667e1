// The plan stage: ApiRequest + schema cache → the plan of the one statement that serves the request,
// as PostgREST's Plan module makes it: a read plan (the target's read tree: embeds resolved through
// relationships with their hints, aliases and !inner, filters, order and paging on the level they
// name), a write plan (insert, upsert, update, delete, and the read tree of their representation) or a
// call plan (the function PostgREST's findProc picks and how its arguments are passed), and what
// the answer will be (media type and handler, result shape). Nothing is parsed here (request.ts did)
// and no SQL is written (sql.ts does).
import type { DbFunction, FunctionArg, Relation } from './catalog.ts';
import { relKey } from './catalog.ts';
import { ApiError, columnNotFound, invalidBody } from './errors.ts';
import type { Aggregate, FieldRef, LogicNode, OrderTerm, SelectItem } from './grammar.ts';
import { JSON_MT, negotiate, OCTET_MT, type Negotiated } from './media.ts';
import { relationshipKey, type Relationship } from './relationships.ts';
import type { ApiRequest, FilterParam } from './request.ts';
import { closest, fuzzyMatches, type SchemaCache } from './schema-cache.ts';

export type { Relationship } from './relationships.ts';

export interface EmbedNode {
  /** Output name: the alias, else the relation name. */
  name: string;
  /** The name the select used (table, constraint, column or function). */
  relName: string;
  rel: Relationship;
  node: ReadNode;
  inner: boolean;
  spread: boolean;
  countOnly: boolean;
  toOne: boolean;
  /** `rel()` with an empty select only filters (with !inner) and is left out of the output. */
  hidden: boolean;
  /** A to-one spread: the aggregates of its columns (and of its own to-one spreads), applied here. */
  hoisted?: HoistedAggregate[];
}

export interface HoistedAggregate {
  /** The spread's output column the aggregate applies to. */
  column: string;
  aggregate: Aggregate;
  aggCast?: string;
  /** The parent's output name: the alias, else the aggregate's name. */
  outName: string;
}

export interface ReadNode {
  relation: Relation;
  alias: string;
  items: SelectItem[];
  embeds: EmbedNode[];
  filters: LogicNode[];
  embedNullFilters: Array<{ embed: EmbedNode; isNull: boolean }>;
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  /** Its rows are grouped: its own select list aggregates, or a to-one spread's hoisted ones. */
  aggregating: boolean;
}

/** What the answer will be, decided with the plan (PostgREST's negotiated media and result shape). */
export interface Answer {
  /** The media type answered and the handler that makes the body (media.ts). */
  media: Negotiated;
  /** How the body is shaped: rows array, a scalar JSON value, or nothing (void function). */
  result: 'rows' | 'scalar' | 'void';
  /** Non-set function returning a row: answer the object, not an array. */
  singleRow: boolean;
  /** Offset of the page, for Content-Range. */
  offset: number;
  /** An insert into a relation with a primary key or on_conflict (Preference-Applied names the
   * resolution only then). */
  hasKey?: boolean;
  /** The result's `inserted` counts rows inserted (not updated) by an upsert. */
  countsInserted?: boolean;
  /** Primary key columns answered in the Location header (Prefer: return=headers-only). */
  locationKeys?: string[];
}

/** How a call passes its arguments (PostgREST's callPlanToQuery). */
export type CallArgs =
  /** One unnamed parameter takes the whole body: JSON text, text, xml, or the bytes. */
  | { kind: 'body'; arg: FunctionArg; raw?: Buffer; json: unknown }
  /** JSON body keys, read as json_to_record reads them (PostgREST's json_to_recordset). */
  | { kind: 'json'; args: FunctionArg[]; body: unknown }
  /** GET parameters and form fields: text, cast to each parameter's type; a variadic one takes every
   * value. */
  | { kind: 'text'; args: Array<{ arg: FunctionArg; values: string[] }> };

export interface CallSpec {
  fn: DbFunction;
  args: CallArgs;
}

export interface ReadPlan {
  kind: 'read';
  tree: ReadNode;
  /** The rows come from this call (a function returning rows of a relation or a record), not from
   * the relation itself. */
  call?: CallSpec;
  /** The page asked for, within db-max-rows. */
  limit?: number;
  offset?: number;
  /** count=exact|estimated: answer the total. */
  counted: boolean;
  /** count=planned: answer EXPLAIN's estimate of the total. */
  planned: boolean;
  head: boolean;
  answer: Answer;
}

/** A call whose result is not rows of a relation: void, a scalar (or a json value), or a set of
 * scalars. */
export interface CallPlan {
  kind: 'call';
  call: CallSpec;
  returns: 'void' | 'scalar' | 'setof';
  limit?: number;
  offset?: number;
  counted: boolean;
  head: boolean;
  answer: Answer;
}

/** The columns of a write, with PostgREST's json → domain data representations: a field whose
 * column has one is read as json and passed through the cast's function. */
export interface WriteColumns {
  names: string[];
  /** column → its json → domain cast function. */
  reps: Map<string, string>;
}

export interface InsertPlan {
  kind: 'insert';
  relation: Relation;
  /** The read tree of the representation (its alias is the target's). */
  tree: ReadNode;
  columns: WriteColumns;
  /** The objects inserted (only the keys `columns=` names, when given). */
  rows: Array<Record<string, unknown>>;
  /** missing=default: absent keys take the column default (VALUES … DEFAULT). */
  missingDefault: boolean;
  upsert?: { conflict: string[]; ignoreDuplicates: boolean };
  /** How an upsert tells inserted rows from updated ones: xmax = 0, or PostgREST's counter. */
  counting?: 'xmax' | 'counter';
  /** What comes back: the representation's rows, the primary keys (Location), or nothing. */
  returning: 'rows' | 'keys' | 'none';
  answer: Answer;
}

export interface UpdatePlan {
  kind: 'update';
  relation: Relation;
  tree: ReadNode;
  columns: WriteColumns;
  /** The object that sets the columns (only the keys `columns=` names, when given). */
  row: Record<string, unknown>;
  missingDefault: boolean;
  returnRows: boolean;
  answer: Answer;
}

export interface DeletePlan {
  kind: 'delete';
  relation: Relation;
  tree: ReadNode;
  returnRows: boolean;
  answer: Answer;
}

export type WritePlan = InsertPlan | UpdatePlan | DeletePlan;
export type Plan = ReadPlan | CallPlan | WritePlan;

export interface PlanOptions {
  /** PostgREST's db-aggregates-enabled (default false): allow `count()`, `col.sum()`, … in select. */
  aggregates?: boolean;
  /** PostgREST's db-max-rows: no read or set-returning call answers more rows. */
  maxRows?: number;
  /** pg_safeupdate (Supabase loads it): PATCH/DELETE need a filter (default true). */
  safeUpdate?: boolean;
  /** PostgREST's db-plan-enabled (default false, as Supabase): answer application/vnd.pgrst.plan. */
  plans?: boolean;
}

class AliasGen {
  private n = 0;
  next(prefix: string): string {
    return `${prefix}${this.n++}`;
  }
}

function findRelation(cache: SchemaCache, schema: string, name: string): Relation {
  const rel = cache.relations.get(relKey(schema, name));
  if (rel && rel.kind !== 'c') return rel;
  const names = [...cache.relations.values()].filter((r) => r.schema === schema && r.kind !== 'c').map((r) => r.name);
  const guess = closest(name, names);
  throw new ApiError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${name}' in the schema cache`,
    null,
    guess ? `Perhaps you meant the table '${schema}.${guess}'` : null,
  );
}

const cardinality: Record<Relationship['kind'], string> = {
  m2o: 'many-to-one',
  o2m: 'one-to-many',
  o2o: 'one-to-one',
  m2m: 'many-to-many',
  computed: '',
};

const list = (cols: string[]): string => `(${cols.join(', ')})`;

/** One element of PGRST201's details (PostgREST's compressedRel). */
function describe(rel: Relationship): Record<string, string> {
  const j = rel.junction;
  const using = j
    ? `${j.relation.name} using ${j.cons1}${list(j.colsSource.map(([, c]) => c))} and ${j.cons2}${list(j.colsTarget.map(([, c]) => c))}`
    : `${rel.constraint} using ${rel.table.name}${list(rel.columns.map(([c]) => c))} and ${rel.target.name}${list(rel.columns.map(([, c]) => c))}`;
  return {
    cardinality: cardinality[rel.kind],
    embedding: `${rel.table.name} with ${rel.target.name}`,
    relationship: using,
  };
}

/** The relationships an embed of a relation can name: those to relations of its own schema
 * (computed ones: functions of its schema), as PostgREST keys them. */
function relationshipsOf(cache: SchemaCache, parent: Relation): Relationship[] {
  return (cache.relationships.byTable.get(parent.oid) ?? []).filter(
    (r) => (r.kind === 'computed' ? r.fn?.schema : r.target.schema) === parent.schema,
  );
}

/** PostgREST's findRel: which relationships a name (and hint) designate. */
function matches(rel: Relationship, target: string, hint: string | undefined): boolean {
  if (rel.kind === 'computed') return target === rel.fn?.name;
  const single = rel.columns.length === 1 ? rel.columns[0] : undefined;
  const col = single?.[0];
  const refCol = single?.[1];
  const ftName = rel.target.name;
  const m2m = rel.kind === 'm2m';
  if (rel.isSelf) {
    if (hint === undefined) return (target === ftName && rel.kind === 'o2m') || (col === target && rel.kind === 'm2o');
    return target === ftName && rel.kind === 'o2m' && refCol === hint;
  }
  if (hint === undefined)
    return (
      target === ftName ||
      (!m2m && target === rel.constraint && !rel.targetIsView) ||
      (!m2m && col !== undefined && col === target && !rel.targetIsView)
    );
  return (
    target === ftName &&
    ((!m2m && rel.constraint === hint) ||
      (!m2m && col === hint) ||
      (!m2m && refCol === hint) ||
      (m2m && rel.junction?.relation.name === hint))
  );
}

function resolveRelationship(cache: SchemaCache, parent: Relation, name: string, hints: string[]): Relationship {
  const memoKey = `rel\u0000${parent.oid}\u0000${name}\u0000${hints.join('\u0000')}`;
  const memo = cache.memo.get(memoKey) as Relationship | undefined;
  if (memo) return memo;
  // PostgREST takes the hint as one name (`rel!hint`; `!inner`/`!left` are join types).
  const hint = hints[0];
  const candidates = relationshipsOf(cache, parent);
  const found = candidates.filter((r) => matches(r, name, hint));
  if (found.length === 0) {
    // PostgREST's noRelBetweenHint: a parent with relationships gets the closest of its related
    // tables (never the name itself); one without, the closest relation of the schema that has some.
    let guess: string | undefined;
    if (cache.relationships.keys.has(relationshipKey(parent, parent.schema))) {
      const child = fuzzyMatches(
        name,
        candidates.map((r) => r.target.name),
      ).find(([score]) => score < 1)?.[1];
      guess = child && `Perhaps you meant '${child}' instead of '${name}'.`;
    } else {
      const related = [...cache.relations.values()]
        .filter((r) => r.schema === parent.schema && cache.relationships.keys.has(relationshipKey(r, r.schema)))
        .map((r) => r.name);
      const other = closest(parent.name, related);
      guess = other && `Perhaps you meant '${other}' instead of '${parent.name}'.`;
    }
    throw new ApiError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      hint === undefined
        ? `Searched for a foreign key relationship between '${parent.name}' and '${name}' in the schema '${parent.schema}', but no matches were found.`
        : `Searched for a foreign key relationship between '${parent.name}' and '${name}' using the hint '${hint}' in the schema '${parent.schema}', but no matches were found.`,
      guess ?? null,
    );
  }
  if (found.length > 1) {
    const options = found.map((r) => `'${r.target.name}!${r.junction ? r.junction.relation.name : r.constraint}'`);
    throw new ApiError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
      found.map(describe),
      `Try changing '${name}' to one of the following: ${options.join(', ')}. Find the desired relationship in the 'details' key.`,
    );
  }
  const rel = found[0] as Relationship;
  cache.memo.set(memoKey, rel);
  return rel;
}

function buildNode(cache: SchemaCache, relation: Relation, items: SelectItem[], aliases: AliasGen): ReadNode {
  const node: ReadNode = {
    relation,
    alias: aliases.next('t'),
    items: [],
    embeds: [],
    filters: [],
    embedNullFilters: [],
    order: [],
    aggregating: false,
  };
  for (const item of items) {
    if (item.kind !== 'embed') {
      node.items.push(item);
      continue;
    }
    const rel = resolveRelationship(cache, relation, item.name, item.hints);
    const name = item.alias ?? item.name;
    const toOne = rel.toOne;
    const countOnly =
      !toOne &&
      item.select.length === 1 &&
      item.select[0]?.kind === 'column' &&
      item.select[0].field.name === 'count' &&
      item.select[0].aggregate === undefined &&
      item.select[0].field.json.length === 0 &&
      !rel.target.columns.has('count');
    const child = buildNode(cache, rel.target, countOnly ? [] : item.select, aliases);
    node.embeds.push({
      name,
      relName: item.name,
      rel,
      node: child,
      inner: item.join === 'inner',
      spread: item.spread,
      countOnly,
      toOne,
      // PostgREST's rsEmptyEmbed: no columns of its own and only such embeds (`a(b())`).
      hidden: !countOnly && child.items.length === 0 && child.embeds.every((e) => e.hidden),
    });
  }
  return node;
}

/** PostgREST's addNullEmbedFilters: in a logic tree, `name.is.null` (or `not.is.null`) where name
 * is an embed's output name tests whether the embed has rows, not a column. */
function withNullEmbeds(node: ReadNode, tree: LogicNode): LogicNode {
  if (tree.kind === 'and' || tree.kind === 'or')
    return { ...tree, children: tree.children.map((child) => withNullEmbeds(node, child)) };
  if (tree.kind !== 'filter') return tree;
  const { field, op, value, modifier } = tree.filter;
  const embed = field.json.length === 0 ? node.embeds.find((e) => e.name === field.name) : undefined;
  if (!embed || op !== 'is' || value.toLowerCase() !== 'null' || modifier !== undefined) return tree;
  return { kind: 'embedNull', embed: embed.name, isNull: !tree.filter.negate };
}

/** PGRST108: a path or order names an embed the select does not have. */
function notEmbedded(name: string): ApiError {
  return new ApiError(
    400,
    'PGRST108',
    `'${name}' is not an embedded resource in this request`,
    null,
    `Verify that '${name}' is included in the 'select' query parameter.`,
  );
}

/** The node an embed path (`tasks.users`) designates; each step by relation name or alias, as
 * PostgREST's updateNode finds it. */
function nodeFor(root: ReadNode, path: string[]): ReadNode {
  let node = root;
  for (const step of path) {
    const embed = node.embeds.find((e) => e.relName === step || e.name === step);
    if (!embed) throw notEmbedded(step);
    node = embed.node;
  }
  return node;
}

/** The node's rows are grouped: its own select list aggregates, or a to-one spread's hoisted ones. */
const isAggregating = (node: ReadNode): boolean =>
  node.items.some((i) => i.kind === 'column' && i.aggregate !== undefined && i.hoistedAs === undefined) ||
  node.embeds.some((e) => (e.hoisted?.length ?? 0) > 0);

/** Name of a hoisted column in the spread's own rows: the alias, else the field (count(): "count"). */
function hoistedColumnName(item: Extract<SelectItem, { kind: 'column' }>): string {
  if (item.alias !== undefined) return item.alias;
  if (item.field.name === '*') return 'count';
  const key = [...item.field.json].reverse().find((step) => !/^-?\d+$/.test(step.key));
  return key?.key ?? item.field.name;
}

/** A to-one spread's aggregates, its own and its to-one spreads', marked as applied further up. */
function hoistFrom(node: ReadNode): HoistedAggregate[] {
  const out: HoistedAggregate[] = [];
  for (const item of node.items) {
    if (item.kind !== 'column' || item.aggregate === undefined) continue;
    const column = hoistedColumnName(item);
    item.hoistedAs = column;
    out.push({
      column,
      aggregate: item.aggregate,
      aggCast: item.aggCast,
      outName: item.alias ?? item.aggregate,
    });
  }
  for (const embed of node.embeds) if (embed.spread && embed.toOne) out.push(...hoistFrom(embed.node));
  return out;
}

/** PostgREST 13's hoistSpreadAggFunctions: an aggregate inside a to-one spread is applied by the
 * nearest ancestor that is not a to-one spread, grouped by that ancestor's other columns. */
function hoistAggregates(node: ReadNode, insideToOneSpread = false): void {
  for (const embed of node.embeds) {
    const toOneSpread = embed.spread && embed.toOne;
    if (toOneSpread && !insideToOneSpread) {
      const hoisted = hoistFrom(embed.node);
      if (hoisted.length) embed.hoisted = hoisted;
    }
    hoistAggregates(embed.node, toOneSpread);
  }
}

const hasAggregate = (node: ReadNode): boolean =>
  node.items.some((i) => i.kind === 'column' && i.aggregate !== undefined) ||
  node.embeds.some((e) => hasAggregate(e.node));

/** Builds the read tree for a table, view or function result: the select's embeds, the given filters
 * on the levels they name, the request's order and paging. */
function planTree(
  cache: SchemaCache,
  req: ApiRequest,
  relation: Relation,
  filters: FilterParam[],
  opts: PlanOptions,
): ReadNode {
  const root = buildNode(cache, relation, req.select, new AliasGen());
  const pathOf = (key: string): string[] => (key === '' ? [] : key.split('.'));
  for (const { path, tree } of filters) {
    const node = nodeFor(root, path);
    if (tree.kind !== 'filter') {
      node.filters.push(withNullEmbeds(node, tree));
      continue;
    }
    const filter = tree.filter;
    const field = filter.field;
    const embed = field.json.length === 0 ? node.embeds.find((e) => e.name === field.name) : undefined;
    if (embed && filter.op === 'is' && !node.relation.columns.has(field.name)) {
      const v = filter.value.toLowerCase();
      if (v !== 'null' && v !== 'not_null')
        throw new ApiError(
          400,
          'PGRST100',
          `"failed to parse filter (${filter.negate ? 'not.' : ''}is.${filter.value})"`,
          'only is.null or not.is.null can filter an embedded resource',
        );
      node.embedNullFilters.push({ embed, isNull: (v === 'null') !== filter.negate });
      continue;
    }
    node.filters.push(tree);
  }
  for (const [path, terms] of req.order) nodeFor(root, pathOf(path)).order = terms;
  for (const [path, value] of req.limit) nodeFor(root, pathOf(path)).limit = value;
  for (const [path, value] of req.offset) nodeFor(root, pathOf(path)).offset = value;
  // PostgREST's default (db-aggregates-enabled = false, as on hosted Supabase): checked after the
  // relationships are resolved, as PostgREST's plan does, so PGRST200/201/108 come first.
  if (!opts.aggregates && hasAggregate(root))
    throw new ApiError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
  checkShape(root);
  checkColumns(root);
  hoistAggregates(root);
  markAggregating(root);
  return root;
}

function markAggregating(node: ReadNode): void {
  node.aggregating = isAggregating(node);
  for (const embed of node.embeds) markAggregating(embed.node);
}

/** What PostgREST's plan refuses once the tree is built: an order on an embed that is not embedded or
 * not to-one, and aggregates inside a to-many spread. */
function checkShape(node: ReadNode): void {
  for (const term of node.order) {
    if (term.relation === undefined) continue;
    const embed = node.embeds.find((e) => e.name === term.relation);
    if (!embed) throw notEmbedded(term.relation);
    if (!embed.toOne) {
      throw new ApiError(
        400,
        'PGRST118',
        `A related order on '${term.relation}' is not possible`,
        `'${node.relation.name}' and '${term.relation}' do not form a many-to-one or one-to-one relationship`,
      );
    }
  }
  for (const embed of node.embeds) {
    if (embed.spread && !embed.toOne && hasAggregate(embed.node)) {
      throw new ApiError(
        400,
        'PGRST127',
        'Feature not implemented',
        'Aggregates are not implemented for one-to-many or many-to-many spreads.',
      );
    }
    checkShape(embed.node);
  }
}

/** Every column the request names exists (a column or computed column of its relation), else the
 * error Postgres gives (PostgREST leaves unknown columns to Postgres). The one place columns are
 * checked: sql.ts writes SQL for a tree that passed here. Errors name the tables as PostgREST's SQL
 * aliases them (Plan.addRels): the root by its name, an embed `<table>_<depth>`, and an embed's
 * lateral join `<parent>_<name>_<depth>` — two embeds of one name on one level clash there (42712). */
function checkColumns(node: ReadNode, depth = 0): void {
  const seen = new Set<string>();
  for (const embed of node.embeds) {
    const joinAlias = `${node.relation.name}_${embed.name}_${depth + 1}`;
    if (seen.has(joinAlias)) throw new ApiError(400, '42712', `table name "${joinAlias}" specified more than once`);
    seen.add(joinAlias);
  }
  const aliasOf = (owner: ReadNode): string =>
    owner === node && depth === 0
      ? owner.relation.name
      : `${owner.relation.name}_${owner === node ? depth : depth + 1}`;
  const check = (owner: ReadNode, field: FieldRef): void => {
    // `count` without such a column: Postgres reads PostgREST's `alias.count` as `count(alias)`,
    // the row count (PostgREST's backwards-compatible `select=count`).
    const rowCount = field.name === 'count' && field.json.length === 0;
    if (!owner.relation.columns.has(field.name) && !owner.relation.computed.has(field.name) && !rowCount)
      throw columnNotFound(aliasOf(owner), field.name);
  };
  const checkTree = (tree: LogicNode): void => {
    if (tree.kind === 'filter') check(node, tree.filter.field);
    else if (tree.kind !== 'embedNull') tree.children.forEach(checkTree);
  };
  for (const item of node.items) {
    const countAll = item.kind === 'column' && item.aggregate === 'count' && item.field.name === '*';
    if (item.kind === 'column' && !(countAll && item.field.json.length === 0)) check(node, item.field);
  }
  node.filters.forEach(checkTree);
  for (const term of node.order) {
    const embed = term.relation === undefined ? undefined : node.embeds.find((e) => e.name === term.relation);
    // A spread's output alias can order its parent (its value is in the parent's row).
    const spreadAlias =
      embed?.spread &&
      term.field.json.length === 0 &&
      embed.node.items.some((i) => i.kind === 'column' && i.alias === term.field.name);
    const owner = term.relation === undefined ? node : embed?.node;
    if (owner && !spreadAlias) check(owner, term.field);
  }
  for (const embed of node.embeds) checkColumns(embed.node, depth + 1);
}

/** The row shape a function returns, as a relation so reads, filters and embeds work on it. */
function functionRelation(fn: DbFunction): Relation | undefined {
  if (fn.retKind === 'composite') return fn.retRelation;
  if (fn.retKind !== 'record') return undefined;
  return {
    oid: `fn:${fn.schema}.${fn.name}`,
    schema: fn.schema,
    name: fn.name,
    kind: 'f',
    columns: new Map(fn.outColumns.map((c) => [c.name, c])),
    columnList: fn.outColumns,
    pk: [],
    uniques: [],
    computed: new Map(),
  };
}
// ---------------------------------------------------------------- calls (/rpc/fn)

/** A raw body of these types goes to a single parameter of the paired type. */
const RAW_PARAM: Record<string, string> = { 'text/plain': 'text', 'text/xml': 'xml', [OCTET_MT]: 'bytea' };

/** PostgREST's findProc.matchesParams: every required parameter given, nothing unknown. */
function matchesParams(fn: DbFunction, keys: Set<string>, rawBody: boolean): boolean {
  if (fn.args.length === 0) return keys.size === 0 && !rawBody;
  const required = fn.args.filter((a) => !a.hasDefault).map((a) => a.name);
  const names = new Set(fn.args.map((a) => a.name));
  return required.every((n) => keys.has(n)) && [...keys].every((k) => names.has(k));
}

function singleUnnamed(fn: DbFunction, req: ApiRequest): boolean {
  const only = fn.args.length === 1 ? (fn.args[0] as FunctionArg) : undefined;
  if (!only || req.method !== 'POST') return false;
  if (req.contentType === JSON_MT) return only.type === 'json' || only.type === 'jsonb';
  return RAW_PARAM[req.contentType] === only.type;
}

/** Which function a call names (PostgREST's findProc over the overloads) and how its arguments go:
 * a GET's arguments are its parameters that are no filter (request.ts), a POST's the body's keys (or
 * `columns=`), a form's fields, or the whole body for a single unnamed parameter. */
function planCall(cache: SchemaCache, req: ApiRequest): CallSpec {
  const overloads = cache.functions.get(relKey(req.schema, req.target)) ?? [];
  const post = req.method === 'POST';
  let keys: Set<string>;
  const given = new Map<string, string[]>();
  const add = (k: string, v: string): void => void given.set(k, [...(given.get(k) ?? []), v]);
  if (post) {
    if (req.rawBody) keys = new Set();
    else if (req.formPairs) keys = new Set(req.formPairs.map(([k]) => k));
    else keys = new Set(req.columns ?? Object.keys(req.body as object));
    for (const [k, v] of req.formPairs ?? []) add(k, v);
  } else {
    for (const [k, v] of req.args) add(k, v);
    keys = new Set(given.keys());
  }
  const rawBody = post && req.rawBody !== undefined;
  const matched = overloads.filter((fn) => matchesParams(fn, keys, rawBody));
  const fallback = matched.length ? [] : overloads.filter((fn) => singleUnnamed(fn, req));
  const candidates = matched.length ? matched : fallback;
  if (candidates.length > 1) {
    const sig = (f: DbFunction): string =>
      `${f.schema}.${f.name}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`;
    // Listed in PostgREST's order (the schema cache sorts each name's overloads by Routine's Ord):
    // fewer parameters first, then the parameters compared name, then type.
    candidates.sort(
      (a, b) =>
        a.args.length - b.args.length ||
        a.args.reduce(
          (c, arg, i) => c || compareText(arg.name, b.args[i]!.name) || compareText(arg.type, b.args[i]!.type),
          0,
        ),
    );
    throw new ApiError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${candidates.map(sig).join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  const fn = candidates[0];
  if (!fn) throw noFunction(cache, req, overloads, [...keys]);
  const only = fn.args.length === 1 ? fn.args[0] : undefined;
  if (only && only.name === '') return { fn, args: { kind: 'body', arg: only, raw: req.rawBody, json: req.body } };
  if (post && !req.formPairs)
    return { fn, args: { kind: 'json', args: fn.args.filter((a) => keys.has(a.name)), body: req.body } };
  return {
    fn,
    args: {
      kind: 'text',
      args: fn.args.filter((a) => given.has(a.name)).map((arg) => ({ arg, values: given.get(arg.name) as string[] })),
    },
  };
}

/** Haskell's `compare` on Text: by code point. */
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** PostgREST's NoRpc error, with its noRpcHint. */
function noFunction(cache: SchemaCache, req: ApiRequest, overloads: DbFunction[], argNames: string[]): ApiError {
  const post = req.method === 'POST';
  const qualified = `${req.schema}.${req.target}`;
  const onlyRaw = post && RAW_PARAM[req.contentType] !== undefined;
  const sorted = [...argNames].sort();
  const listText = (names: string[]): string => `(${[...names].sort().join(', ')})`;
  let guess: string | undefined;
  if (overloads.length) {
    const params = closest(
      listText(argNames),
      overloads.map((f) => listText(f.args.map((a) => a.name))),
    );
    guess = params && `${req.target}${params}`;
  } else {
    guess = closest(
      req.target,
      [...cache.functions.values()]
        .flat()
        .filter((f) => f.schema === req.schema)
        .map((f) => f.name),
    );
  }
  const prms = sorted.join(', ');
  const withParams = sorted.length ? ` with parameter${sorted.length > 1 ? 's' : ''} ${prms}` : ' without parameters';
  const searched = onlyRaw
    ? ` with a single unnamed ${RAW_PARAM[req.contentType]} parameter`
    : post && req.contentType === JSON_MT
      ? `${withParams} or with a single unnamed json/jsonb parameter`
      : withParams;
  return new ApiError(
    404,
    'PGRST202',
    `Could not find the function ${qualified}${onlyRaw ? '' : sorted.length ? `(${prms})` : ' without parameters'} in the schema cache`,
    `Searched for the function ${qualified}${searched}, but no matches were found in the schema cache.`,
    !onlyRaw && guess ? `Perhaps you meant to call the function ${req.schema}.${guess}` : null,
  );
}

// ---------------------------------------------------------------- plans

/** `select=*` alone: only then do a relation's own handlers (any type, or one type) apply. */
const defaultSelect = (req: ApiRequest): boolean => req.select.length === 1 && req.select[0]?.kind === 'star';

function negotiateFor(
  cache: SchemaCache,
  req: ApiRequest,
  target: Relation | string,
  noBody: boolean,
  opts: PlanOptions,
): Negotiated {
  const key = typeof target === 'string' ? target : relKey(target.schema, target.name);
  return negotiate(req.accepts, cache.mediaHandlers, key, defaultSelect(req), noBody, opts.plans ?? false);
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

const countsTotal = (req: ApiRequest): boolean => req.prefer.count === 'exact' || req.prefer.count === 'estimated';

function readPlan(
  cache: SchemaCache,
  req: ApiRequest,
  relation: Relation,
  opts: PlanOptions,
  call?: CallSpec,
): ReadPlan {
  const tree = planTree(cache, req, relation, req.filters, opts);
  const media = negotiateFor(cache, req, relation, req.head, opts);
  const { limit, offset } = paging(req, opts.maxRows);
  return {
    kind: 'read',
    tree,
    call,
    limit,
    offset,
    counted: countsTotal(req),
    planned: req.prefer.count === 'planned',
    head: req.head,
    answer: { media, result: 'rows', singleRow: call ? !call.fn.retset : false, offset: offset ?? 0 },
  };
}

function callPlan(cache: SchemaCache, req: ApiRequest, opts: PlanOptions): ReadPlan | CallPlan {
  const call = planCall(cache, req);
  const { fn } = call;
  const relation = functionRelation(fn);
  if (relation) return readPlan(cache, req, relation, opts, call);
  const media = negotiateFor(cache, req, relKey(fn.schema, fn.name), req.head || fn.retKind === 'void', opts);
  const base = { kind: 'call' as const, call, counted: countsTotal(req), head: req.head };
  if (fn.retKind === 'void') {
    if (req.prefer.handling === 'strict' && req.prefer.maxAffected !== undefined)
      throw new ApiError(
        400,
        'PGRST128',
        'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
      );
    return { ...base, returns: 'void', answer: { media, result: 'void', singleRow: false, offset: 0 } };
  }
  if (!fn.retset)
    return { ...base, returns: 'scalar', answer: { media, result: 'scalar', singleRow: false, offset: 0 } };
  const { limit, offset } = paging(req, opts.maxRows);
  return {
    ...base,
    returns: 'setof',
    limit,
    offset,
    answer: { media, result: 'rows', singleRow: false, offset: offset ?? 0 },
  };
}

function checkWriteColumns(relation: Relation, columns: string[]): void {
  for (const c of columns) {
    if (!relation.columns.has(c)) {
      throw new ApiError(400, 'PGRST204', `Could not find the '${c}' column of '${relation.name}' in the schema cache`);
    }
  }
}

function pickKeys(o: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of keys) if (k in o) out[k] = o[k];
  return out;
}

/** The columns of a write with their json → domain casts (PostgREST's data representations). */
function writeColumns(relation: Relation, names: string[]): WriteColumns {
  const reps = new Map<string, string>();
  for (const c of names) {
    const fn = relation.columns.get(c)?.rep?.fromJson;
    if (fn) reps.set(c, fn);
  }
  return { names, reps };
}

const wantsRows = (req: ApiRequest): boolean => req.prefer.return === 'representation';

function writeAnswer(
  cache: SchemaCache,
  req: ApiRequest,
  tree: ReadNode,
  returnsRows: boolean,
  opts: PlanOptions,
): Answer {
  const media = negotiateFor(cache, req, tree.relation, !returnsRows, opts);
  return { media, result: 'rows', singleRow: false, offset: 0 };
}

function insertPlan(
  cache: SchemaCache,
  req: ApiRequest,
  relation: Relation,
  opts: PlanOptions,
  body: unknown = req.body,
): InsertPlan {
  // The representation's embeds take their filters (`entities.or=…`); the inserted rows are not
  // filtered (root filters of an insert are ignored).
  const embedFilters = req.filters.filter((f) => f.path.length > 0);
  const tree = planTree(cache, req, relation, embedFilters, opts);
  if (body === null || typeof body !== 'object') throw invalidBody();
  const rows = (Array.isArray(body) ? body : [body]) as unknown[];
  if (!rows.every((r) => r !== null && typeof r === 'object' && !Array.isArray(r)))
    throw invalidBody('All object keys must match');
  const objects = rows as Array<Record<string, unknown>>;
  const columns = req.columns ?? Object.keys(objects[0] ?? {});
  if (!req.columns && objects.some((o) => Object.keys(o).length !== columns.length || !columns.every((c) => c in o))) {
    throw invalidBody('All object keys must match');
  }
  checkWriteColumns(relation, columns);
  // PostgREST's upsert counter: every row offered adds one, every conflicting row it updates takes
  // one off, so the status can tell an insert from an update (any relation kind).
  const upsert =
    req.action === 'upsert' ||
    (req.prefer.resolution !== undefined && (relation.pk.length > 0 || req.onConflict !== undefined));
  const counting = upsert && req.prefer.resolution !== 'ignore-duplicates';
  // missing=default needs VALUES (DEFAULT is allowed only there), where no row can be counted: an
  // upsert into a table then tells inserted rows by xmax = 0.
  const byXmax = counting && req.prefer.missing === 'default' && columns.length > 0 && relation.kind === 'r';
  let conflict: string[] | undefined;
  if (upsert) {
    conflict = req.onConflict ?? relation.pk;
    if (conflict.length === 0)
      throw new ApiError(400, 'PGRST120', `Upsert on '${relation.name}' needs on_conflict or a primary key`);
    checkWriteColumns(relation, conflict);
  }
  const hasKey = relation.pk.length > 0 || req.onConflict !== undefined;
  const plan: InsertPlan = {
    kind: 'insert',
    relation,
    tree,
    columns: writeColumns(relation, columns),
    // Only the keys `columns=` names are read (PostgREST's json_to_recordset reads no other).
    rows: req.columns ? objects.map((o) => pickKeys(o, columns)) : objects,
    missingDefault: req.prefer.missing === 'default',
    upsert: conflict ? { conflict, ignoreDuplicates: req.prefer.resolution === 'ignore-duplicates' } : undefined,
    counting: counting ? (byXmax ? 'xmax' : 'counter') : undefined,
    returning: wantsRows(req) ? 'rows' : 'none',
    answer: { ...writeAnswer(cache, req, tree, wantsRows(req), opts), hasKey, countsInserted: counting },
  };
  if (req.prefer.return === 'headers-only' && relation.pk.length > 0 && req.action === 'insert') {
    // Only the primary key comes back, to build the Location header of the created row.
    plan.returning = 'keys';
    plan.answer = { ...writeAnswer(cache, req, tree, false, opts), hasKey, locationKeys: relation.pk };
  }
  return plan;
}

function updatePlan(cache: SchemaCache, req: ApiRequest, relation: Relation, opts: PlanOptions): UpdatePlan {
  const tree = planTree(cache, req, relation, req.filters, opts);
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
  checkWriteColumns(relation, columns);
  if (tree.filters.length === 0 && opts.safeUpdate !== false)
    throw new ApiError(400, '21000', 'UPDATE requires a WHERE clause');
  return {
    kind: 'update',
    relation,
    tree,
    columns: writeColumns(relation, columns),
    row: req.columns ? pickKeys(first, columns) : first,
    missingDefault: req.prefer.missing === 'default',
    returnRows: wantsRows(req),
    answer: writeAnswer(cache, req, tree, wantsRows(req), opts),
  };
}

function deletePlan(cache: SchemaCache, req: ApiRequest, relation: Relation, opts: PlanOptions): DeletePlan {
  const tree = planTree(cache, req, relation, req.filters, opts);
  if (tree.filters.length === 0 && opts.safeUpdate !== false)
    throw new ApiError(400, '21000', 'DELETE requires a WHERE clause');
  return {
    kind: 'delete',
    relation,
    tree,
    returnRows: wantsRows(req),
    answer: writeAnswer(cache, req, tree, wantsRows(req), opts),
  };
}

/** PUT replaces exactly one row named by its whole primary key, as PostgREST requires. */
function checkPut(req: ApiRequest, relation: Relation): Record<string, unknown> {
  const eqs = new Map<string, string>();
  let onlyKeyEqs = relation.pk.length > 0;
  for (const { path, tree } of req.filters) {
    const f = tree.kind === 'filter' ? tree.filter : undefined;
    const keyEq =
      f !== undefined &&
      path.length === 0 &&
      f.op === 'eq' &&
      !f.negate &&
      f.modifier === undefined &&
      f.field.json.length === 0 &&
      relation.pk.includes(f.field.name) &&
      !eqs.has(f.field.name);
    if (!keyEq) onlyKeyEqs = false;
    else eqs.set(f.field.name, f.value);
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

/** The plan of a request: read, write or call, with what its answer will be. */
export function planRequest(cache: SchemaCache, req: ApiRequest, opts: PlanOptions = {}): Plan {
  if (req.isRpc) return callPlan(cache, req, opts);
  const relation = findRelation(cache, req.schema, req.target);
  switch (req.action) {
    case 'read':
      return readPlan(cache, req, relation, opts);
    case 'insert':
      return insertPlan(cache, req, relation, opts);
    case 'upsert':
      return insertPlan(cache, req, relation, opts, checkPut(req, relation));
    case 'update':
      return updatePlan(cache, req, relation, opts);
    case 'delete':
      return deletePlan(cache, req, relation, opts);
    default:
      throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
  }
}
