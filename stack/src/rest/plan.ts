// ApiRequest + schema cache → a read tree: the target relation, its embeds resolved through foreign
// keys (hints, aliases, !inner), and filters, order and paging attached to the right level.
import { ApiError, columnNotFound } from './errors.ts';
import {
  parseFieldRef,
  parseLogicTree,
  parseOperation,
  parseOrder,
  type FieldRef,
  type Aggregate,
  type LogicNode,
  type OrderTerm,
  type SelectItem,
} from './grammar.ts';
import { relationshipKey } from './relationships.ts';
import type { ApiRequest } from './request.ts';
import {
  closest,
  fuzzyMatches,
  relKey,
  type DbFunction,
  type Relation,
  type Relationship,
  type SchemaCache,
} from './schema-cache.ts';

export type { Relationship } from './schema-cache.ts';

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
}

export class AliasGen {
  private n = 0;
  next(prefix: string): string {
    return `${prefix}${this.n++}`;
  }
}

export function findRelation(cache: SchemaCache, schema: string, name: string): Relation {
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

export function resolveRelationship(cache: SchemaCache, parent: Relation, name: string, hints: string[]): Relationship {
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
export const isAggregating = (node: ReadNode): boolean =>
  node.items.some((i) => i.kind === 'column' && i.aggregate !== undefined && !i.hoisted) ||
  node.embeds.some((e) => (e.hoisted?.length ?? 0) > 0);

/** Name of a hoisted column in the spread's own rows: the alias, else the field (count(): "count"). */
export function hoistedColumnName(item: Extract<SelectItem, { kind: 'column' }>): string {
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
    item.hoisted = true;
    out.push({
      column: hoistedColumnName(item),
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

export interface PlanOptions {
  /** PostgREST's db-aggregates-enabled (default false): allow `count()`, `col.sum()`, … in select. */
  aggregates?: boolean;
  /** PostgREST's db-max-rows: no read or set-returning call answers more rows. */
  maxRows?: number;
  /** pg_safeupdate (Supabase loads it): PATCH/DELETE need a filter (default true). */
  safeUpdate?: boolean;
}

/** Builds the read tree for a table, view or set-returning function result. */
export function planRead(
  cache: SchemaCache,
  req: ApiRequest,
  relation: Relation,
  filterParams: Array<[string, string]>,
  aliases: AliasGen,
  opts: PlanOptions = {},
): ReadNode {
  const root = buildNode(cache, relation, req.select, aliases);
  const pathOf = (key: string): string[] => (key === '' ? [] : key.split('.'));
  for (const [key, value] of filterParams) {
    const parts = key.split('.');
    let last = parts.pop() as string;
    let negate = false;
    if ((last === 'or' || last === 'and') && parts[parts.length - 1] === 'not') {
      parts.pop();
      negate = true;
    }
    const node = nodeFor(root, parts);
    if (last === 'or' || last === 'and') {
      node.filters.push(withNullEmbeds(node, parseLogicTree(last, negate, value)));
      continue;
    }
    if (negate) last = `not.${last}`;
    const field = parseFieldRef(last, 'filter');
    const filter = parseOperation(field, value, false);
    const embed = field.json.length === 0 ? node.embeds.find((e) => e.name === field.name) : undefined;
    if (embed && filter.op === 'is' && !node.relation.columns.has(field.name)) {
      const v = filter.value.toLowerCase();
      if (v !== 'null' && v !== 'not_null')
        throw new ApiError(
          400,
          'PGRST100',
          `"failed to parse filter (${value})"`,
          'only is.null or not.is.null can filter an embedded resource',
        );
      node.embedNullFilters.push({ embed, isNull: (v === 'null') !== filter.negate });
      continue;
    }
    node.filters.push({ kind: 'filter', filter });
  }
  for (const [path, value] of req.order) nodeFor(root, pathOf(path)).order = parseOrder(value);
  for (const [path, value] of req.limit) nodeFor(root, pathOf(path)).limit = value;
  for (const [path, value] of req.offset) nodeFor(root, pathOf(path)).offset = value;
  // PostgREST's default (db-aggregates-enabled = false, as on hosted Supabase): checked after the
  // relationships are resolved, as PostgREST's plan does, so PGRST200/201/108 and filter errors come first.
  if (!opts.aggregates && hasAggregate(root))
    throw new ApiError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
  checkShape(root);
  checkColumns(root);
  hoistAggregates(root);
  return root;
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
 * checked: sql.ts writes SQL for a tree that passed here. */
function checkColumns(node: ReadNode): void {
  const check = (owner: ReadNode, field: FieldRef): void => {
    // `count` without such a column: Postgres reads PostgREST's `alias.count` as `count(alias)`,
    // the row count (PostgREST's backwards-compatible `select=count`).
    const rowCount = field.name === 'count' && field.json.length === 0;
    if (!owner.relation.columns.has(field.name) && !owner.relation.computed.has(field.name) && !rowCount)
      throw columnNotFound(owner.relation.name, field.name);
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
  for (const embed of node.embeds) checkColumns(embed.node);
}

/** The row shape a function returns, as a relation so reads, filters and embeds work on it. */
export function functionRelation(fn: DbFunction): Relation | undefined {
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
