// ApiRequest + schema cache → a read tree: the target relation, its embeds resolved through foreign
// keys (hints, aliases, !inner), and filters, order and paging attached to the right level.
import { ApiError, columnNotFound } from './errors.ts';
import {
  parseFieldRef,
  parseLogicTree,
  parseOperation,
  parseOrder,
  type FieldRef,
  type LogicNode,
  type OrderTerm,
  type SelectItem,
} from './grammar.ts';
import type { ApiRequest } from './request.ts';
import {
  closest,
  fuzzyMatches,
  relKey,
  type DbFunction,
  type ForeignKey,
  type Relation,
  type SchemaCache,
} from './schema-cache.ts';

export interface Relationship {
  kind: 'm2o' | 'o2m' | 'o2o' | 'm2m';
  target: Relation;
  /** m2o / o2o-from-parent: fk on the parent; o2m / o2o-from-child: fk on the target. */
  fk: ForeignKey;
  /** m2m: junction relation, fk junction→parent is `fk`, junction→target is `targetFk`. */
  junction?: Relation;
  targetFk?: ForeignKey;
  /** o2o direction: true when the fk lives on the parent. */
  fkOnParent: boolean;
}

export interface EmbedNode {
  name: string;
  rel: Relationship;
  node: ReadNode;
  inner: boolean;
  spread: boolean;
  countOnly: boolean;
  toOne: boolean;
  /** `rel()` with an empty select only filters (with !inner) and is left out of the output. */
  hidden: boolean;
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
};

/** The parent's and the target's columns of a (non-m2m) relationship, in that order. */
function sides(rel: Relationship): [string[], string[]] {
  return rel.fkOnParent ? [rel.fk.fromCols, rel.fk.toCols] : [rel.fk.toCols, rel.fk.fromCols];
}

/** One element of PGRST201's details (PostgREST's compressedRel). */
function describe(parent: Relation, rel: Relationship): Record<string, string> {
  const fk = rel.fk;
  let using: string;
  if (rel.kind === 'm2m' && rel.junction && rel.targetFk)
    using = `${rel.junction.name} using ${fk.name}(${fk.fromCols.join(', ')}) and ${rel.targetFk.name}(${rel.targetFk.fromCols.join(', ')})`;
  else {
    const [own, other] = sides(rel);
    using = `${fk.name} using ${parent.name}(${own.join(', ')}) and ${rel.target.name}(${other.join(', ')})`;
  }
  return {
    cardinality: cardinality[rel.kind],
    embedding: `${parent.name} with ${rel.target.name}`,
    relationship: using,
  };
}

const sameCols = (a: string[], b: string[]): boolean => a.length === b.length && a.every((c) => b.includes(c));
const isUnique = (rel: Relation, cols: string[]): boolean =>
  sameCols(rel.pk, cols) || rel.uniques.some((u) => sameCols(u, cols));
const subset = (cols: string[], of: string[]): boolean => cols.every((c) => of.includes(c));

/** Every relationship of a relation, as PostgREST's schema cache lists them. */
function relationshipsOf(parent: Relation): Relationship[] {
  const out: Relationship[] = [];
  for (const fk of parent.fksFrom)
    out.push({ kind: isUnique(parent, fk.fromCols) ? 'o2o' : 'm2o', target: fk.to, fk, fkOnParent: true });
  for (const fk of parent.fksTo)
    out.push({ kind: isUnique(fk.from, fk.fromCols) ? 'o2o' : 'o2m', target: fk.from, fk, fkOnParent: false });
  for (const fk of parent.fksTo) {
    const junction = fk.from;
    if (junction === parent) continue;
    for (const targetFk of junction.fksFrom) {
      if (targetFk === fk || targetFk.to === junction) continue;
      const keyCols = [...junction.pk, ...junction.uniques.flat()];
      if (!subset(fk.fromCols, keyCols) || !subset(targetFk.fromCols, keyCols)) continue;
      out.push({ kind: 'm2m', target: targetFk.to, fk, junction, targetFk, fkOnParent: false });
    }
  }
  return out;
}

/** PostgREST's findRel: which relationships a name (and hint) designate. */
function matches(parent: Relation, rel: Relationship, target: string, hint: string | undefined): boolean {
  const single = (cols: string[]): string | undefined => (cols.length === 1 ? cols[0] : undefined);
  const m2m = rel.kind === 'm2m';
  const [own, other] = m2m ? [[], []] : sides(rel);
  const col = single(own);
  const refCol = single(other);
  const ftName = rel.target.name;
  const ftIsView = rel.target.kind === 'v' || rel.target.kind === 'm';
  const toMany = rel.kind === 'o2m' || (rel.kind === 'o2o' && !rel.fkOnParent);
  const toOneOnParent = rel.kind === 'm2o' || (rel.kind === 'o2o' && rel.fkOnParent);
  const isSelf = rel.target === parent;
  if (isSelf && !m2m) {
    if (hint === undefined) return (target === ftName && toMany) || (col === target && toOneOnParent);
    return target === ftName && toMany && refCol === hint;
  }
  if (hint === undefined)
    return (
      target === ftName ||
      (!m2m && target === rel.fk.name && !ftIsView) ||
      (!m2m && col !== undefined && col === target && !ftIsView)
    );
  return (
    target === ftName &&
    ((!m2m && rel.fk.name === hint) ||
      (!m2m && col === hint) ||
      (!m2m && refCol === hint) ||
      (m2m && rel.junction?.name === hint))
  );
}

export function resolveRelationship(cache: SchemaCache, parent: Relation, name: string, hints: string[]): Relationship {
  const memoKey = `rel\u0000${parent.oid}\u0000${name}\u0000${hints.join('\u0000')}`;
  const memo = cache.memo.get(memoKey) as Relationship | undefined;
  if (memo) return memo;
  // PostgREST takes the hint as one name (`rel!hint`; `!inner`/`!left` are join types).
  const hint = hints[0];
  const found = relationshipsOf(parent).filter((r) => matches(parent, r, name, hint));
  if (found.length === 0) {
    // PostgREST's noRelBetweenHint: a parent with relationships gets the closest of its related
    // tables (never the name itself); one without, the closest related table of the schema.
    const neighbours = [...parent.fksFrom.map((f) => f.to.name), ...parent.fksTo.map((f) => f.from.name)];
    let guess: string | undefined;
    if (neighbours.length) {
      const child = fuzzyMatches(name, neighbours).find(([score]) => score < 1)?.[1];
      guess = child && `Perhaps you meant '${child}' instead of '${name}'.`;
    } else {
      const related = [...cache.relations.values()]
        .filter((r) => r.schema === parent.schema && (r.fksFrom.length > 0 || r.fksTo.length > 0))
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
    const options = found.map((r) => `'${r.target.name}!${r.kind === 'm2m' ? r.junction?.name : r.fk.name}'`);
    throw new ApiError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
      found.map((r) => describe(parent, r)),
      `Try changing '${name}' to one of the following: ${options.join(', ')}. Find the desired relationship in the 'details' key.`,
    );
  }
  const rel = found[0] as Relationship;
  cache.memo.set(memoKey, rel);
  return rel;
}

function buildNode(
  cache: SchemaCache,
  relation: Relation,
  items: SelectItem[],
  path: string,
  nodes: Map<string, ReadNode>,
  aliases: AliasGen,
): ReadNode {
  const node: ReadNode = {
    relation,
    alias: aliases.next('t'),
    items: [],
    embeds: [],
    filters: [],
    embedNullFilters: [],
    order: [],
  };
  nodes.set(path, node);
  for (const item of items) {
    if (item.kind !== 'embed') {
      node.items.push(item);
      continue;
    }
    const rel = resolveRelationship(cache, relation, item.name, item.hints);
    const name = item.alias ?? item.name;
    const toOne = rel.kind === 'm2o' || rel.kind === 'o2o';
    const countOnly =
      !toOne &&
      item.select.length === 1 &&
      item.select[0]?.kind === 'column' &&
      item.select[0].field.name === 'count' &&
      item.select[0].aggregate === undefined &&
      item.select[0].field.json.length === 0 &&
      !rel.target.columns.has('count');
    const child = buildNode(
      cache,
      rel.target,
      countOnly ? [] : item.select,
      path === '' ? name : `${path}.${name}`,
      nodes,
      aliases,
    );
    node.embeds.push({
      name,
      rel,
      node: child,
      inner: item.join === 'inner',
      spread: item.spread,
      countOnly,
      toOne,
      hidden: item.select.length === 0,
    });
  }
  return node;
}

function nodeFor(nodes: Map<string, ReadNode>, path: string): ReadNode {
  const node = nodes.get(path);
  if (!node)
    throw new ApiError(
      400,
      'PGRST108',
      `'${path}' is not an embedded resource in this request`,
      null,
      `Verify that '${path}' is included in the 'select' query parameter.`,
    );
  return node;
}

/** The node's own select list aggregates (its rows are then grouped). */
export const isAggregating = (node: ReadNode): boolean =>
  node.items.some((i) => i.kind === 'column' && i.aggregate !== undefined);

const hasAggregate = (node: ReadNode): boolean => isAggregating(node) || node.embeds.some((e) => hasAggregate(e.node));

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
  const nodes = new Map<string, ReadNode>();
  const root = buildNode(cache, relation, req.select, '', nodes, aliases);
  for (const [key, value] of filterParams) {
    const parts = key.split('.');
    let last = parts.pop() as string;
    let negate = false;
    if ((last === 'or' || last === 'and') && parts[parts.length - 1] === 'not') {
      parts.pop();
      negate = true;
    }
    const node = nodeFor(nodes, parts.join('.'));
    if (last === 'or' || last === 'and') {
      node.filters.push(parseLogicTree(last, negate, value));
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
  for (const [path, value] of req.order) nodeFor(nodes, path).order = parseOrder(value);
  for (const [path, value] of req.limit) nodeFor(nodes, path).limit = value;
  for (const [path, value] of req.offset) nodeFor(nodes, path).offset = value;
  // PostgREST's default (db-aggregates-enabled = false, as on hosted Supabase): checked after the
  // relationships are resolved, as PostgREST's plan does, so PGRST200/201/108 and filter errors come first.
  if (!opts.aggregates && hasAggregate(root))
    throw new ApiError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
  checkShape(root);
  checkColumns(root);
  return root;
}

/** What PostgREST's plan refuses once the tree is built: an order on an embed that is not to-one, and
 * (the stack's limit) aggregates inside a spread embed. */
function checkShape(node: ReadNode): void {
  for (const term of node.order) {
    if (term.relation === undefined) continue;
    const embed = node.embeds.find((e) => e.name === term.relation);
    if (!embed || !embed.toOne) {
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
    if (embed.spread && isAggregating(embed.node)) {
      throw new ApiError(
        400,
        'PGRST123',
        'Use of aggregate functions is not allowed',
        'The local stack does not support aggregates inside a spread embed',
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
    if (!owner.relation.columns.has(field.name) && !owner.relation.computed.has(field.name))
      throw columnNotFound(owner.relation.name, field.name);
  };
  const checkTree = (tree: LogicNode): void => {
    if (tree.kind === 'filter') check(node, tree.filter.field);
    else tree.children.forEach(checkTree);
  };
  for (const item of node.items) {
    const countAll = item.kind === 'column' && item.aggregate === 'count' && item.field.name === '*';
    if (item.kind === 'column' && !(countAll && item.field.json.length === 0)) check(node, item.field);
  }
  node.filters.forEach(checkTree);
  for (const term of node.order) {
    const owner = term.relation === undefined ? node : node.embeds.find((e) => e.name === term.relation)?.node;
    if (owner) check(owner, term.field);
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
    fksFrom: [],
    fksTo: [],
    computed: new Map(),
  };
}
