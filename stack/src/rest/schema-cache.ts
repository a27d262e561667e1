// The schema cache: relations, columns, keys, foreign keys, functions and usable roles read once from
// pg_catalog, so planning a request never touches the database. Rebuilt on reload.
import type { Database, Queryable } from '../db/database.ts';
import {
  buildRelationships,
  type ComputedRelationshipRow,
  type Relationships,
  type TableForeignKey,
} from './relationships.ts';
import { viewColumnOrigins } from './view-columns.ts';
import {
  relKey,
  type Column,
  type DbFunction,
  type FunctionArg,
  type Relation,
  type Representation,
} from './catalog.ts';
import { decodeMediaType, handlerKey, initialHandlers, type Handler, type HandlerEntry } from './media.ts';

export interface SchemaCache {
  schemas: string[];
  relations: Map<string, Relation>;
  functions: Map<string, DbFunction[]>;
  /** Relationships by the oid of the relation they start from (relationships.ts), sorted. */
  relationships: Relationships;
  /** Roles a JWT may switch to (see ROLES_SQL). */
  roles: Set<string>;
  /** Every role name, to tell "does not exist" from "not allowed". */
  allRoles: Set<string>;
  /** statement_timeout set on a role (`alter role anon set statement_timeout = '3s'`), as PostgREST
   * applies the impersonated role's settings in each request's transaction. */
  statementTimeouts: Map<string, string>;
  /** Media type handlers by handlerKey(relation, media type) (media.ts). */
  mediaHandlers: Map<string, HandlerEntry>;
  /** Memo of resolved relationships; cleared with the cache. */
  memo: Map<string, unknown>;
}

// As PostgREST: tables of every schema (foreign keys and views reach into private schemas; what is
// not exposed is dropped from the relationships), partitions left out; composite types of the exposed
// schemas (function results).
const NOT_SYSTEM = `n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`;
const RELATIONS_SQL = `
select c.oid::int8::text as oid, n.nspname::text as schema, c.relname::text as name, c.relkind::text as kind
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where ((c.relkind in ('r','v','m','f','p') and not c.relispartition and ${NOT_SYSTEM})
  or (c.relkind = 'c' and n.nspname = any($1::text[])))`;

const COLUMNS_SQL = `
select a.attrelid::int8::text as rel, a.attname::text as name, format_type(a.atttypid, a.atttypmod) as type,
  format_type(a.atttypid, null) as base_type, a.attnotnull as not_null, a.atttypid::int8::text as type_oid,
  (with recursive d(t) as (select a.atttypid union all
     select y.typbasetype from pg_type y join d on y.oid = d.t where y.typtype = 'd')
   select format_type(d.t, null) from d join pg_type y on y.oid = d.t where y.typtype <> 'd' limit 1) as core_type,
  (a.atthasdef or a.attidentity <> '' or a.attgenerated <> '') as has_default,
  -- PostgREST's column_default: a domain's default, nextval of a BY DEFAULT identity's sequence, none
  -- for a generated column, else the column's own default expression.
  case when ty.typbasetype <> 0 and ad.adbin is null then pg_get_expr(ty.typdefaultbin, 0)
    when a.attidentity = 'd' then format('nextval(%L)',
      pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname)::regclass)
    when a.attgenerated = 's' then null
    else pg_get_expr(ad.adbin, ad.adrelid) end as default_expr,
  case when ty.typtype = 'd' then (with recursive d(oid) as (select a.atttypid union all
    select t.typbasetype from pg_type t join d on t.oid = d.oid where t.typbasetype <> 0)
    select bool_or(d.oid = 'tsvector'::regtype) from d) else a.atttypid = 'tsvector'::regtype end as tsvector
from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
join pg_type ty on ty.oid = a.atttypid
left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
where a.attnum > 0 and not a.attisdropped and c.relkind in ('r','v','m','f','p','c') and n.nspname = any($1::text[])
order by a.attrelid, a.attnum`;

const CONSTRAINTS_SQL = `
select con.conname::text as name, con.contype::text as type, con.conrelid::int8::text as rel, con.confrelid::int8::text as frel,
  array(select a.attname::text from unnest(con.conkey) with ordinality k(num, i)
        join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.i) as cols,
  array(select a.attname::text from unnest(con.confkey) with ordinality k(num, i)
        join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.i) as fcols
from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
where con.contype in ('p','u','f') and (con.contype <> 'f' or con.conparentid = 0) and ${NOT_SYSTEM}
order by con.conname`;

const FUNCTIONS_SQL = `
select n.nspname::text as schema, p.proname::text as name,
  coalesce(p.proargnames::text[], '{}') as arg_names,
  coalesce(p.proargmodes::text[], '{}') as arg_modes,
  array(select format_type(x.t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality x(t, i) order by x.i) as arg_types,
  p.pronargs::int as nargs, p.pronargdefaults::int as ndefaults, p.proretset as retset,
  format_type(p.prorettype, null) as ret_type, coalesce(bt.typtype, rt.typtype)::text as ret_typtype,
  coalesce(bt.typrelid, rt.typrelid)::int8::text as ret_rel,
  p.provolatile::text as volatility, coalesce(at.typrelid, 0)::int8::text as arg_rel
from pg_proc p left join pg_type at on at.oid = p.proargtypes[0] join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
-- A domain over a row type returns rows, as PostgREST reads the return type through domains.
left join pg_type bt on rt.typtype = 'd' and bt.oid = rt.typbasetype and bt.typtype = 'c'
where n.nspname = any($1::text[]) and p.prokind = 'f'
order by p.oid`;

// PostgREST's mediaHandlers: aggregates of one argument (a relation's row type or anyelement) and
// non-set functions, returning a domain named like a media type ("text/plain", "*/*").
const MEDIA_HANDLERS_SQL = `
with media_types as (
  select t.oid, t.typname::text as name, lower(t.typname) as typname, t.typnamespace, format_type(t.typbasetype, null) as base,
    case t.typname when '*/*' then 'application/octet-stream' else t.typname end as resolved
  from pg_type t
  where t.typbasetype <> 0 and (t.typname ~* '^[A-Za-z0-9.-]+/[A-Za-z0-9.\\+-]+$' or t.typname = '*/*')
)
select true as agg, ps.nspname::text as fn_schema, p.proname::text as fn_name,
  case when a.typname = 'anyelement' then null else an.nspname::text end as target_schema,
  a.typname::text as target_name, mt.typname::text as media, mt.resolved::text as resolved, mt.base
from media_types mt
join pg_proc p on p.prorettype = mt.oid
join pg_namespace ps on ps.oid = p.pronamespace
join pg_aggregate g on g.aggfnoid = p.oid
join pg_type a on a.oid = p.proargtypes[0]
join pg_namespace an on an.oid = a.typnamespace
where ps.nspname = any($1::text[]) and p.pronargs = 1
  and (a.typname = 'anyelement' or exists (select 1 from pg_class c where c.reltype = a.oid and c.relkind in ('v','r','m','f','p')))
union all
select false, ts.nspname::text, mt.name, ps.nspname::text, p.proname::text, mt.typname::text, mt.resolved::text, mt.base
from pg_proc p
join pg_namespace ps on ps.oid = p.pronamespace
join media_types mt on p.prorettype = mt.oid
join pg_namespace ts on ts.oid = mt.typnamespace
where ps.nspname = any($1::text[]) and not p.proretset and p.prokind = 'f'`;

// Views: PostgREST follows view columns back to table columns (resorigtbl/resorigcol of the view
// query's target list) so foreign keys and primary keys carry over to views.
const VIEWS_SQL = `
select c.oid::int8::text as view, r.ev_action::text as action
from pg_rewrite r join pg_class c on c.oid = r.ev_class join pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('v', 'm') and r.rulename = '_RETURN' and n.nspname = any($1::text[])`;

const ATTNUMS_SQL = `
select a.attrelid::int8::text as rel, a.attnum::int as num, a.attname::text as name
from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
where a.attnum > 0 and not a.attisdropped and c.relkind in ('r', 'p', 'f', 'v', 'm') and ${NOT_SYSTEM}`;

// Computed relationships (PostgREST's allComputedRels): a function of one argument, a row of a table
// or view, returning rows of a table or view; in any schema.
const COMPUTED_RELS_SQL = `
select n.nspname::text as schema, p.proname::text as name, ac.oid::int8::text as table_oid,
  rc.oid::int8::text as target_oid, (not p.proretset or p.prorows = 1) as single_row
from pg_proc p join pg_namespace n on n.oid = p.pronamespace
join pg_type at on at.oid = p.proargtypes[0] join pg_class ac on ac.oid = at.typrelid
join pg_type rt on rt.oid = p.prorettype join pg_class rc on rc.oid = rt.typrelid
where p.pronargs = 1 and ac.relkind in ('v','r','m','f','p') and rc.relkind in ('v','r','m','f','p')
order by p.oid`;

// PostgREST's dataRepresentations: implicit casts through a function between a domain and json or
// text, whose function the loading role may execute. Only domain → json, text → domain and
// json → domain are used (PostgREST's output type is always json).
const REPRESENTATIONS_SQL = `
select c.castsource::int8::text as source, c.casttarget::int8::text as target,
  case when src.typtype = 'd' and c.casttarget = 'json'::regtype then 'toJson'
       when dst.typtype = 'd' and c.castsource = 'text'::regtype then 'fromText'
       when dst.typtype = 'd' and c.castsource = 'json'::regtype then 'fromJson' end as kind,
  quote_ident(n.nspname) || '.' || quote_ident(p.proname) as fn
from pg_cast c
join pg_type src on src.oid = c.castsource
join pg_type dst on dst.oid = c.casttarget
join pg_proc p on p.oid = c.castfunc
join pg_namespace n on n.oid = p.pronamespace
where c.castcontext = 'i' and c.castmethod = 'f' and has_function_privilege(c.castfunc, 'execute')
  and ((src.typtype = 'd' and c.casttarget = 'json'::regtype)
    or (dst.typtype = 'd' and c.castsource in ('json'::regtype, 'text'::regtype)))`;

// As PostgREST: a JWT may switch to the roles the authenticator role is a member of (when the
// platform layer created one), never to a superuser.
const ROLES_SQL = `
select r.rolname::text as name, (not r.rolsuper and (
  not exists (select 1 from pg_roles a where a.rolname = 'authenticator')
  or (r.rolname <> 'authenticator' and pg_has_role('authenticator', r.oid, 'member')))) as allowed
from pg_roles r`;

// Role-level statement_timeout, database-specific settings over cluster-wide ones.
const ROLE_TIMEOUTS_SQL = `
select r.rolname::text as name, substr(s.setting, length('statement_timeout=') + 1) as value
from pg_db_role_setting d
join pg_roles r on r.oid = d.setrole
cross join lateral unnest(d.setconfig) as s(setting)
where d.setdatabase in (0, (select oid from pg_database where datname = current_database()))
  and s.setting like 'statement_timeout=%'
order by d.setdatabase`;

interface RelRow {
  oid: string;
  schema: string;
  name: string;
  kind: string;
}
interface ColRow {
  rel: string;
  name: string;
  type: string;
  base_type: string;
  core_type: string | null;
  not_null: boolean;
  has_default: boolean;
  default_expr: string | null;
  tsvector: boolean;
  type_oid: string;
}
interface ConRow {
  name: string;
  type: string;
  rel: string;
  frel: string;
  cols: string[];
  fcols: string[];
}
interface FnRow {
  schema: string;
  name: string;
  arg_names: string[];
  arg_modes: string[];
  arg_types: string[];
  nargs: number;
  ndefaults: number;
  retset: boolean;
  ret_type: string;
  ret_typtype: string;
  ret_rel: string;
  volatility: 'i' | 's' | 'v';
  arg_rel: string;
}

/** Reads the catalog in one transaction whose search_path is pg_catalog alone: format_type then
 * names every type outside pg_catalog with its schema (`public.my_type`), so the casts built from
 * these names hold whatever search path a request runs with (db-extra-search-path may leave out
 * public), not the one of the connection that happened to load the cache. */
export function loadSchemaCache(db: Database, schemas: string[]): Promise<SchemaCache> {
  return db.transaction(async (tx) => {
    await tx.query("select set_config('search_path', 'pg_catalog', true)");
    return readSchemaCache(tx, schemas);
  });
}

async function readSchemaCache(db: Queryable, schemas: string[]): Promise<SchemaCache> {
  const list = toPgArray(schemas);
  const rels = (await db.query<RelRow>(RELATIONS_SQL, [list])).rows;
  const cols = (await db.query<ColRow>(COLUMNS_SQL, [list])).rows;
  const cons = (await db.query<ConRow>(CONSTRAINTS_SQL)).rows;
  const fns = (await db.query<FnRow>(FUNCTIONS_SQL, [list])).rows;
  const roles = (await db.query<{ name: string; allowed: boolean }>(ROLES_SQL)).rows;
  const timeouts = (await db.query<{ name: string; value: string }>(ROLE_TIMEOUTS_SQL)).rows;
  const views = (await db.query<{ view: string; action: string }>(VIEWS_SQL, [list])).rows;
  const attnums = (await db.query<{ rel: string; num: number; name: string }>(ATTNUMS_SQL)).rows;
  const computedRels = (
    await db.query<{ schema: string; name: string; table_oid: string; target_oid: string; single_row: boolean }>(
      COMPUTED_RELS_SQL,
    )
  ).rows;
  const media = (await db.query<MediaRow>(MEDIA_HANDLERS_SQL, [list])).rows;
  const reps = (
    await db.query<{ source: string; target: string; kind: keyof Representation; fn: string }>(REPRESENTATIONS_SQL)
  ).rows;
  const repByType = new Map<string, Representation>();
  for (const r of reps) {
    const domain = r.kind === 'toJson' ? r.source : r.target;
    const rep = repByType.get(domain) ?? {};
    rep[r.kind] = r.fn;
    repByType.set(domain, rep);
  }

  const byOid = new Map<string, Relation>();
  const relations = new Map<string, Relation>();
  for (const r of rels) {
    const rel: Relation = {
      oid: r.oid,
      schema: r.schema,
      name: r.name,
      kind: r.kind,
      columns: new Map(),
      columnList: [],
      pk: [],
      uniques: [],
      computed: new Map(),
    };
    byOid.set(r.oid, rel);
    relations.set(relKey(r.schema, r.name), rel);
  }
  for (const c of cols) {
    const rel = byOid.get(c.rel);
    if (!rel) continue;
    const column: Column = {
      name: c.name,
      type: c.type,
      baseType: c.base_type,
      coreType: c.core_type ?? c.base_type,
      notNull: c.not_null,
      hasDefault: c.has_default,
      tsvector: c.tsvector,
    };
    if (c.default_expr !== null) column.defaultExpr = c.default_expr;
    const rep = repByType.get(c.type_oid);
    if (rep) column.rep = rep;
    rel.columns.set(c.name, column);
    rel.columnList.push(column);
  }
  const fks: TableForeignKey[] = [];
  for (const con of cons) {
    const rel = byOid.get(con.rel);
    if (!rel) continue;
    if (con.type === 'p') rel.pk = con.cols;
    else if (con.type === 'u') rel.uniques.push(con.cols);
    else {
      const to = byOid.get(con.frel);
      if (to) fks.push({ name: con.name, from: rel, fromCols: con.cols, to, toCols: con.fcols });
    }
  }
  const computed: ComputedRelationshipRow[] = [];
  for (const c of computedRels) {
    const table = byOid.get(c.table_oid);
    const target = byOid.get(c.target_oid);
    if (table && target) computed.push({ schema: c.schema, name: c.name, table, target, singleRow: c.single_row });
  }
  const relationships = buildRelationships({
    exposed: schemas,
    byOid,
    fks,
    views: views.flatMap(({ view, action }) => {
      const rel = byOid.get(view);
      return rel ? [{ view: rel, origins: viewColumnOrigins(action) }] : [];
    }),
    attnames: new Map(attnums.map((a) => [`${a.rel}:${a.num}`, a.name])),
    computed,
  });

  const functions = new Map<string, DbFunction[]>();
  for (const f of fns) {
    const args: FunctionArg[] = [];
    const outColumns: Column[] = [];
    const firstDefault = f.nargs - f.ndefaults;
    let inputIndex = 0;
    f.arg_types.forEach((qualifiedType, i) => {
      const type = qualifiedType.replace(/^pg_catalog\./, '');
      const mode = f.arg_modes[i] ?? 'i';
      const name = f.arg_names[i] ?? '';
      if (mode === 'o' || mode === 't' || mode === 'b')
        outColumns.push({ name, type, baseType: type, coreType: type, notNull: false, hasDefault: false });
      if (mode === 'i' || mode === 'b' || mode === 'v') {
        args.push({ name, type, hasDefault: inputIndex >= firstDefault, variadic: mode === 'v' });
        inputIndex += 1;
      }
    });
    let retKind: DbFunction['retKind'] = 'scalar';
    let retRelation: Relation | undefined;
    if (f.ret_type === 'void') retKind = 'void';
    else if (f.ret_typtype === 'c') {
      retRelation = byOid.get(f.ret_rel);
      retKind = retRelation ? 'composite' : 'scalar';
    } else if (outColumns.length > 0) retKind = 'record'; // OUT, INOUT or TABLE parameters: rows
    const fn: DbFunction = {
      schema: f.schema,
      name: f.name,
      args,
      retset: f.retset,
      retKind,
      returnType: f.ret_type,
      retRelation,
      outColumns,
      volatility: f.volatility,
    };
    if (args.length === 1 && !f.retset && retKind === 'scalar') {
      const rel = byOid.get(f.arg_rel);
      if (rel && rel.kind !== 'c' && !rel.columns.has(f.name)) rel.computed.set(f.name, fn);
    }
    // PostgREST calls only functions whose parameters all have names, or that have one unnamed
    // parameter (the first) of a type a whole body can be: the rest are not in its cache.
    const unnamed = args.filter((a) => a.name === '').length;
    if (unnamed > 1 || (unnamed === 1 && !['bytea', 'json', 'jsonb', 'text', 'xml'].includes(args[0]?.type ?? '')))
      continue;
    const key = relKey(f.schema, f.name);
    const list = functions.get(key) ?? [];
    list.push(fn);
    functions.set(key, list);
  }
  return {
    schemas,
    relations,
    functions,
    relationships,
    roles: new Set(roles.filter((r) => r.allowed).map((r) => r.name)),
    allRoles: new Set(roles.map((r) => r.name)),
    statementTimeouts: new Map(timeouts.map((t) => [t.name, t.value])),
    mediaHandlers: mediaHandlers(media),
    memo: new Map(),
  };
}

interface MediaRow {
  agg: boolean;
  fn_schema: string;
  fn_name: string;
  target_schema: string | null;
  target_name: string;
  media: string;
  resolved: string;
  base: string;
}

/** The custom handlers over PostgREST's initial ones (a custom one overrides a builtin). */
function mediaHandlers(rows: MediaRow[]): Map<string, HandlerEntry> {
  const map = initialHandlers();
  for (const r of rows) {
    const target = r.target_schema === null ? '' : relKey(r.target_schema, r.target_name);
    const handler: Handler = r.agg
      ? {
          kind: 'custom',
          agg: `${quoteName(r.fn_schema)}.${quoteName(r.fn_name)}`,
          target: r.target_schema === null ? undefined : `${quoteName(r.target_schema)}.${quoteName(r.target_name)}`,
          base: r.base,
        }
      : // A function returning the domain is its own handler: its value cast to the domain.
        { kind: 'custom', domain: `${quoteName(r.fn_schema)}.${quoteName(r.fn_name)}`, base: r.base };
    map.set(handlerKey(target, decodeMediaType(r.media)), { handler, media: decodeMediaType(r.resolved) });
  }
  return map;
}

const quoteName = (id: string): string => `"${id.replace(/"/g, '""')}"`;

/** A Postgres array literal, so both drivers receive plain text parameters. */
export function toPgArray(items: unknown[]): string {
  return `{${items
    .map((item) => {
      if (item === null || item === undefined) return 'NULL';
      if (Array.isArray(item)) return toPgArray(item);
      const text = typeof item === 'object' ? JSON.stringify(item) : String(item);
      return `"${text.replace(/["\\]/g, '\\$&')}"`;
    })
    .join(',')}}`;
}

/** PostgREST's "Perhaps you meant" hints: the Haskell fuzzyset package's `getOne` with its defaults
 * (gram sizes 3 then 2, cosine similarity of gram counts, the best 50 re-scored by Levenshtein,
 * minimum score 0.33). */
export function closest(name: string, candidates: Iterable<string>): string | undefined {
  return fuzzyMatches(name, candidates)[0]?.[1];
}

const normalize = (s: string): string => [...s.toLowerCase()].filter((c) => /[\p{L}\p{N}\s,]/u.test(c)).join('');

function grams(value: string, size: number): Map<string, number> {
  let padded = `-${normalize(value)}-`;
  while (padded.length < size) padded += '-';
  const out = new Map<string, number>();
  for (let i = 0; i + size <= padded.length; i++) {
    const g = padded.slice(i, i + size);
    out.set(g, (out.get(g) ?? 0) + 1);
  }
  return out;
}

const norm = (v: Map<string, number>): number => Math.sqrt([...v.values()].reduce((a, n) => a + n * n, 0));

/** fuzzyset's `get`: [score, candidate], best first, scores ≥ 0.33. */
export function fuzzyMatches(name: string, candidates: Iterable<string>): Array<[number, string]> {
  const list = [...new Set(candidates)];
  // fuzzyset keys its entries by the lowercased text (addToSet's `key`): an exact match of the key is
  // answered alone.
  const key = name.toLowerCase();
  const exact = list.find((c) => c.toLowerCase() === key);
  if (exact !== undefined) return [[1, exact]];
  for (let size = 3; size >= 2; size--) {
    const q = grams(name, size);
    const qn = norm(q);
    const cosine: Array<[number, string]> = [];
    for (const c of list) {
      const g = grams(c, size);
      let dot = 0;
      for (const [k, n] of q) dot += n * (g.get(k) ?? 0);
      if (dot > 0) cosine.push([dot / (qn * norm(g)), c]);
    }
    cosine.sort((a, b) => b[0] - a[0]);
    // fuzzyset (0.2.x, Internal.getMatches) re-scores with text-metrics' levenshteinNorm between the
    // lowercased query and the lowercased entry (its `normalizedEntry` is the entry's key: lowercased,
    // not filtered; only the grams are built from the filtered text), and tries the next gram size
    // when nothing at this one scores 0.33.
    const scored = cosine
      .slice(0, 50)
      .map(([, c]): [number, string] => {
        const b = c.toLowerCase();
        return [1 - distance(key, b) / Math.max(key.length, b.length, 1), c];
      })
      .filter(([score]) => score >= 0.33)
      .sort((x, y) => y[0] - x[0]);
    if (scored.length) return scored;
  }
  return [];
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j] as number;
      row[j] = Math.min((row[j] as number) + 1, (row[j - 1] as number) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length] as number;
}
