// Every relationship an embed can follow, built once per schema cache as PostgREST's SchemaCache.hs
// builds them: many-to-one / one-to-one from each table's foreign keys, the same carried over to views
// whose columns expose the key columns (views over views too, every combination when a view exposes
// a key column twice), many-to-many through a junction whose primary key holds both foreign keys,
// the inverse of each (one-to-many), and computed relationships (functions from a row to rows) that
// replace a detected relationship of the same name. Relationships with a table outside the exposed
// schemas are dropped; each relation's list is sorted as PostgREST sorts it (the order of PGRST201's
// details).
import type { Relation } from './catalog.ts';
import type { ViewColumnOrigin } from './view-columns.ts';

export type Cardinality = 'm2o' | 'o2m' | 'o2o' | 'm2m' | 'computed';

export interface Junction {
  relation: Relation;
  /** The junction's foreign key to the relationship's table, and to its target. */
  cons1: string;
  cons2: string;
  /** (table column, junction column) and (target column, junction column) pairs. */
  colsSource: Array<[string, string]>;
  colsTarget: Array<[string, string]>;
}

export interface Relationship {
  kind: Cardinality;
  table: Relation;
  target: Relation;
  isSelf: boolean;
  /** The foreign key's name (m2o, o2m, o2o). */
  constraint: string;
  /** (table column, target column) pairs (m2o, o2m, o2o). */
  columns: Array<[string, string]>;
  /** o2o: true on the side the foreign key references. */
  isParent: boolean;
  tableIsView: boolean;
  targetIsView: boolean;
  junction?: Junction;
  /** computed: the function taking a `table` row and returning `target` rows. */
  fn?: { schema: string; name: string };
  toOne: boolean;
}

export interface TableForeignKey {
  name: string;
  from: Relation;
  fromCols: string[];
  to: Relation;
  toCols: string[];
}

export interface ComputedRelationshipRow {
  schema: string;
  name: string;
  table: Relation;
  target: Relation;
  singleRow: boolean;
}

interface KeyDependency {
  table: Relation;
  view: Relation;
  constraint: string;
  type: 'p' | 'f' | 'f_ref';
  /** (table column, the view columns exposing it), in the constraint's column order. */
  cols: Array<[string, string[]]>;
}

const isView = (r: Relation): boolean => r.kind === 'v' || r.kind === 'm';
const sameSet = (a: string[], b: string[]): boolean => a.length === b.length && a.every((c) => b.includes(c));

/** Per view column, every (relation, column) it reads, following views over views. */
function viewKeyDependencies(
  views: Array<{ view: Relation; origins: ViewColumnOrigin[] }>,
  fks: TableForeignKey[],
  byOid: Map<string, Relation>,
  attnames: Map<string, string>,
): KeyDependency[] {
  const originsOf = new Map(views.map((v) => [v.view.oid, new Map(v.origins.map((o) => [o.resno, o]))]));
  const deps: KeyDependency[] = [];
  for (const { view, origins } of views) {
    // base relation oid → base column name → view columns reading it
    const refs = new Map<string, Map<string, string[]>>();
    for (const origin of origins) {
      const viewCol = attnames.get(`${view.oid}:${origin.resno}`);
      if (viewCol === undefined) continue;
      const path = new Set<string>();
      let step: ViewColumnOrigin | undefined = origin;
      while (step && !path.has(step.table)) {
        path.add(step.table);
        const baseCol = attnames.get(`${step.table}:${step.column}`);
        if (baseCol !== undefined) {
          const cols = refs.get(step.table) ?? new Map<string, string[]>();
          cols.set(baseCol, [...(cols.get(baseCol) ?? []), viewCol]);
          refs.set(step.table, cols);
        }
        step = originsOf.get(step.table)?.get(step.column);
      }
    }
    for (const [oid, cols] of refs) {
      const table = byOid.get(oid);
      if (!table) continue;
      const covered = (names: string[]): Array<[string, string[]]> | undefined =>
        names.length > 0 && names.every((n) => cols.has(n))
          ? names.map((n) => [n, cols.get(n) as string[]])
          : undefined;
      const pk = covered(table.pk);
      if (pk) deps.push({ table, view, constraint: '', type: 'p', cols: pk });
      for (const fk of fks) {
        const from = fk.from === table ? covered(fk.fromCols) : undefined;
        if (from) deps.push({ table, view, constraint: fk.name, type: 'f', cols: from });
        const to = fk.to === table ? covered(fk.toCols) : undefined;
        if (to) deps.push({ table, view, constraint: fk.name, type: 'f_ref', cols: to });
      }
    }
  }
  return deps;
}

/** Every way of picking one view column per key column (a view may expose a column twice). */
function expand(cols: Array<[string, string[]]>): string[][] {
  let out: string[][] = [[]];
  for (const [, viewCols] of cols) out = out.flatMap((prefix) => viewCols.map((c) => [...prefix, c]));
  return out;
}

function inverse(rel: Relationship): Relationship {
  return {
    ...rel,
    kind: rel.kind === 'm2o' ? 'o2m' : rel.kind,
    table: rel.target,
    target: rel.table,
    columns: rel.columns.map(([a, b]) => [b, a]),
    isParent: rel.kind === 'o2o' ? !rel.isParent : false,
    tableIsView: rel.targetIsView,
    targetIsView: rel.tableIsView,
    toOne: rel.kind === 'o2o',
  };
}

const CARDINALITY_ORDER: Record<Cardinality, number> = { o2m: 0, m2o: 1, o2o: 2, m2m: 3, computed: 4 };
const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const cmpBool = (a: boolean, b: boolean): number => Number(a) - Number(b);
const cmpPairs = (a: Array<[string, string]>, b: Array<[string, string]>): number => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const d = cmp(a[i]?.[0] ?? '', b[i]?.[0] ?? '') || cmp(a[i]?.[1] ?? '', b[i]?.[1] ?? '');
    if (d) return d;
  }
  return a.length - b.length;
};
const cmpQi = (a: Relation, b: Relation): number => cmp(a.schema, b.schema) || cmp(a.name, b.name);

/** Haskell's derived Ord of PostgREST's Relationship (fields in declaration order). */
function compare(a: Relationship, b: Relationship): number {
  if (a.kind === 'computed' || b.kind === 'computed') {
    const kinds = cmpBool(a.kind === 'computed', b.kind === 'computed');
    if (kinds) return kinds;
    return (
      cmp(a.fn?.schema ?? '', b.fn?.schema ?? '') ||
      cmp(a.fn?.name ?? '', b.fn?.name ?? '') ||
      cmpQi(a.table, b.table) ||
      cmpQi(a.target, b.target)
    );
  }
  let d = cmpQi(a.table, b.table) || cmpQi(a.target, b.target) || cmpBool(a.isSelf, b.isSelf);
  if (d) return d;
  d = CARDINALITY_ORDER[a.kind] - CARDINALITY_ORDER[b.kind];
  if (d) return d;
  if (a.junction && b.junction) {
    d =
      cmpQi(a.junction.relation, b.junction.relation) ||
      cmp(a.junction.cons1, b.junction.cons1) ||
      cmp(a.junction.cons2, b.junction.cons2) ||
      cmpPairs(a.junction.colsSource, b.junction.colsSource) ||
      cmpPairs(a.junction.colsTarget, b.junction.colsTarget);
  } else d = cmp(a.constraint, b.constraint) || cmpPairs(a.columns, b.columns) || cmpBool(a.isParent, b.isParent);
  return d || cmpBool(a.tableIsView, b.tableIsView) || cmpBool(a.targetIsView, b.targetIsView);
}

export interface RelationshipInput {
  exposed: string[];
  byOid: Map<string, Relation>;
  fks: TableForeignKey[];
  views: Array<{ view: Relation; origins: ViewColumnOrigin[] }>;
  /** `${relation oid}:${attnum}` → column name, for every table and view. */
  attnames: Map<string, string>;
  computed: ComputedRelationshipRow[];
}

export interface Relationships {
  /** By the oid of the relation they start from. */
  byTable: Map<string, Relationship[]>;
  /** `${table oid}\u0000${schema}` of every exposed table with a relationship to that schema, before
   * those reaching private relations are dropped (PostgREST's map keeps such keys, with no
   * relationships left: its PGRST200 hint then suggests nothing). */
  keys: Set<string>;
}

export const relationshipKey = (table: Relation, schema: string): string => `${table.oid}\u0000${schema}`;

/** Builds every relationship; also sets views' primary keys. */
export function buildRelationships(input: RelationshipInput): Relationships {
  const { byOid, fks } = input;
  const deps = viewKeyDependencies(input.views, fks, byOid, input.attnames);

  // A view's primary key: the first view column exposing each primary key column of its tables.
  // (Views have no constraints of their own: their key starts empty at each load.)
  for (const dep of deps) {
    if (dep.type === 'p') dep.view.pk.push(...dep.cols.map(([, viewCols]) => viewCols[0] as string));
  }

  const base: Relationship[] = fks.map((fk) => {
    const oneToOne = sameSet(fk.fromCols, fk.from.pk) || fk.from.uniques.some((u) => sameSet(fk.fromCols, u));
    return {
      kind: oneToOne ? 'o2o' : 'm2o',
      table: fk.from,
      target: fk.to,
      isSelf: fk.from === fk.to,
      constraint: fk.name,
      columns: fk.fromCols.map((c, i) => [c, fk.toCols[i] as string]),
      isParent: false,
      tableIsView: false,
      targetIsView: false,
      toOne: true,
    };
  });

  const viewRels: Relationship[] = [];
  for (const rel of base) {
    const fromViews = deps.filter((d) => d.type === 'f' && d.table === rel.table && d.constraint === rel.constraint);
    const toViews = deps.filter((d) => d.type === 'f_ref' && d.table === rel.target && d.constraint === rel.constraint);
    const targetCols = rel.columns.map(([, t]) => t);
    const tableCols = rel.columns.map(([c]) => c);
    for (const vt of fromViews)
      for (const cols of expand(vt.cols))
        viewRels.push({
          ...rel,
          table: vt.view,
          isSelf: false,
          columns: cols.map((c, i) => [c, targetCols[i] as string]),
          tableIsView: true,
        });
    for (const tv of toViews)
      for (const cols of expand(tv.cols))
        viewRels.push({
          ...rel,
          target: tv.view,
          isSelf: false,
          columns: tableCols.map((c, i) => [c, cols[i] as string]),
          targetIsView: true,
        });
    for (const vt of fromViews)
      for (const fromCols of expand(vt.cols))
        for (const tv of toViews)
          for (const toCols of expand(tv.cols))
            viewRels.push({
              ...rel,
              table: vt.view,
              target: tv.view,
              isSelf: vt.view === tv.view,
              columns: fromCols.map((c, i) => [c, toCols[i] as string]),
              tableIsView: true,
              targetIsView: true,
            });
  }
  const direct = [...base, ...viewRels];

  // many-to-many: two different many-to-one foreign keys of one junction, both within its primary key
  const byJunction = new Map<Relation, Relationship[]>();
  for (const rel of direct) {
    if (rel.kind !== 'm2o') continue;
    byJunction.set(rel.table, [...(byJunction.get(rel.table) ?? []), rel]);
  }
  const manyToMany: Relationship[] = [];
  for (const [junction, rels] of byJunction) {
    for (const r1 of rels)
      for (const r2 of rels) {
        if (r1.constraint === r2.constraint) continue;
        const jtCols = [...r1.columns.map(([c]) => c), ...r2.columns.map(([c]) => c)];
        if (!jtCols.every((c) => junction.pk.includes(c))) continue;
        manyToMany.push({
          kind: 'm2m',
          table: r1.target,
          target: r2.target,
          isSelf: r1.target === r2.target,
          constraint: '',
          columns: [],
          isParent: false,
          tableIsView: r1.targetIsView,
          targetIsView: r2.targetIsView,
          junction: {
            relation: junction,
            cons1: r1.constraint,
            cons2: r2.constraint,
            colsSource: r1.columns.map(([j, t]) => [t, j]),
            colsTarget: r2.columns.map(([j, t]) => [t, j]),
          },
          toOne: false,
        });
      }
  }

  const all = [...direct, ...manyToMany, ...direct.map(inverse)];
  const exposed = (r: Relation): boolean => input.exposed.includes(r.schema);
  const computed: Relationship[] = input.computed
    .filter((c) => exposed(c.table) && exposed(c.target))
    .map((c) => ({
      kind: 'computed',
      table: c.table,
      target: c.target,
      isSelf: c.table === c.target,
      constraint: '',
      columns: [],
      isParent: false,
      tableIsView: isView(c.table),
      targetIsView: isView(c.target),
      fn: { schema: c.schema, name: c.name },
      toOne: c.singleRow,
    }));
  // A computed relationship named as a table replaces the detected relationships with that table.
  const overridden = new Set(computed.map((c) => `${c.table.oid}\u0000${c.fn?.schema}\u0000${c.fn?.name}`));
  const out = new Map<string, Relationship[]>();
  const keys = new Set<string>();
  for (const rel of [...all, ...computed])
    if (exposed(rel.table)) keys.add(relationshipKey(rel.table, rel.fn?.schema ?? rel.target.schema));
  const add = (rel: Relationship): void => {
    const list = out.get(rel.table.oid) ?? [];
    list.push(rel);
    out.set(rel.table.oid, list);
  };
  for (const rel of all) {
    if (!exposed(rel.table) || !exposed(rel.target)) continue;
    if (rel.junction && !exposed(rel.junction.relation)) continue;
    if (overridden.has(`${rel.table.oid}\u0000${rel.target.schema}\u0000${rel.target.name}`)) continue;
    add(rel);
  }
  const seenComputed = new Map<string, Relationship>();
  for (const rel of computed) seenComputed.set(`${rel.table.oid}\u0000${rel.fn?.schema}\u0000${rel.fn?.name}`, rel);
  for (const rel of seenComputed.values()) add(rel);
  for (const list of out.values()) list.sort(compare);
  return { byTable: out, keys };
}
