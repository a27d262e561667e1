// `npm run db:types`: writes src/lib/database.types.ts in the shape `supabase gen types typescript`
// produces (Tables Row/Insert/Update/Relationships, Views, Functions Args/Returns/SetofOptions,
// Enums, CompositeTypes and the Tables/TablesInsert/TablesUpdate/Enums/CompositeTypes helpers).
// The Supabase CLI cannot be installed on this machine (its npm package downloads a binary), so this
// reads pg_catalog of a freshly migrated stack database instead; same input, same output shape.
//   npm run db:types                     migrate an in-memory stack and write the file
//   npm run db:types -- --check          exit 1 when the committed file differs
//   npm run db:types -- --db-url <url>   read an already migrated database instead
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import type { Queryable } from '../stack/src/db/database.ts';
import { startTestStack } from '../stack/src/testing.ts';

export const TYPES_FILE = fileURLToPath(new URL('../src/lib/database.types.ts', import.meta.url));
const SCHEMAS = ['public'];

interface TypeInfo {
  oid: number;
  name: string;
  schema: string;
  type: string;
  category: string;
  elem: number;
  relid: number;
}
interface ColumnInfo {
  rel: string;
  kind: string;
  name: string;
  nullable: boolean;
  hasDefault: boolean;
  identity: string;
  generated: string;
  typeOid: number;
}
interface FkInfo {
  name: string;
  rel: string;
  cols: string[];
  refSchema: string;
  refRel: string;
  refCols: string[];
  oneToOne: boolean;
}
interface FnInfo {
  name: string;
  retset: boolean;
  rettype: number;
  argNames: string[];
  argModes: string[];
  argTypes: number[];
  nDefaults: number;
}

const PRIMITIVES: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  oid: 'number',
  json: 'Json',
  jsonb: 'Json',
  void: 'undefined',
  record: 'Record<string, unknown>',
  unknown: 'unknown',
};
const STRINGY = new Set([
  'text',
  'varchar',
  'bpchar',
  'char',
  'name',
  'citext',
  'uuid',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'bytea',
  'inet',
  'cidr',
  'macaddr',
  'tsvector',
  'tsquery',
  'money',
  'xml',
  'bit',
  'varbit',
  'ltree',
]);

const ident = (name: string): string => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name));
const list = (s: string | null): string[] => (s === null || s === '' ? [] : s.split(','));

async function load(db: Queryable, schema: string) {
  const types = new Map<number, TypeInfo>();
  const typeRows = await db.query<{
    oid: number;
    name: string;
    schema: string;
    type: string;
    category: string;
    elem: number;
    relid: number;
  }>(
    `select t.oid::int8 as oid, t.typname as name, n.nspname as schema, t.typtype as type,
            t.typcategory as category, t.typelem::int8 as elem, t.typrelid::int8 as relid
       from pg_type t join pg_namespace n on n.oid = t.typnamespace`,
  );
  for (const r of typeRows.rows) {
    types.set(Number(r.oid), { ...r, oid: Number(r.oid), elem: Number(r.elem), relid: Number(r.relid) });
  }
  const relNames = new Map<number, { name: string; schema: string; kind: string }>();
  const rels = await db.query<{ oid: number; name: string; schema: string; kind: string }>(
    `select c.oid::int8 as oid, c.relname as name, n.nspname as schema, c.relkind::text as kind
       from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind in ('r','p','v','m','c')`,
  );
  for (const r of rels.rows) relNames.set(Number(r.oid), r);

  const columns = (
    await db.query<ColumnInfo & { typeOid: number; relid: number }>(
      `select c.relname as rel, c.relkind::text as kind, c.oid::int8 as relid, a.attname as name,
            not a.attnotnull as nullable, a.atthasdef as "hasDefault", a.attidentity::text as identity,
            a.attgenerated::text as generated, a.atttypid::int8 as "typeOid"
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = $1 and c.relkind in ('r','p','v','m','c')
      order by c.relname, a.attname`,
      [schema],
    )
  ).rows.map((r) => ({ ...r, typeOid: Number(r.typeOid) }));

  const updatable = new Set(
    (
      await db.query<{ name: string }>(
        `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind = 'v' and pg_relation_is_updatable(c.oid::regclass, false) & 20 = 20`,
        [schema],
      )
    ).rows.map((r) => r.name),
  );

  const fks = (
    await db.query<{
      name: string;
      rel: string;
      cols: string;
      ref_schema: string;
      ref_rel: string;
      ref_cols: string;
      one_to_one: boolean;
    }>(
      `select con.conname as name, c.relname as rel,
            (select string_agg(a.attname, ',' order by k.ord) from unnest(con.conkey) with ordinality k(num, ord)
               join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num) as cols,
            rn.nspname as ref_schema, rc.relname as ref_rel,
            (select string_agg(a.attname, ',' order by k.ord) from unnest(con.confkey) with ordinality k(num, ord)
               join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num) as ref_cols,
            exists (select 1 from pg_index i where i.indrelid = con.conrelid and i.indisunique
                      and i.indpred is null and i.indexprs is null
                      and (select array_agg(x order by x) from unnest(i.indkey::int2[]) x)
                        = (select array_agg(x order by x) from unnest(con.conkey) x)) as one_to_one
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_class rc on rc.oid = con.confrelid
       join pg_namespace rn on rn.oid = rc.relnamespace
      where con.contype = 'f' and n.nspname = $1
      order by con.conname`,
      [schema],
    )
  ).rows.map((r): FkInfo => ({
    name: r.name,
    rel: r.rel,
    cols: list(r.cols),
    refSchema: r.ref_schema,
    refRel: r.ref_rel,
    refCols: list(r.ref_cols),
    oneToOne: r.one_to_one,
  }));

  const fns = (
    await db.query<{
      name: string;
      retset: boolean;
      rettype: number;
      arg_names: string | null;
      arg_modes: string | null;
      all_types: string | null;
      in_types: string | null;
      n_defaults: number;
    }>(
      `select p.proname as name, p.proretset as retset, p.prorettype::int8 as rettype,
            array_to_string(p.proargnames, ',', '') as arg_names,
            array_to_string(p.proargmodes::text[], ',') as arg_modes,
            array_to_string(p.proallargtypes::int8[], ',') as all_types,
            array_to_string(p.proargtypes::int8[], ',') as in_types,
            p.pronargdefaults::int as n_defaults
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = $1 and p.prokind = 'f' and p.prorettype <> 'pg_catalog.trigger'::regtype
        and p.prorettype <> 'pg_catalog.event_trigger'::regtype
      order by p.proname, p.oid`,
      [schema],
    )
  ).rows.map((r): FnInfo => {
    const types = list(r.all_types ?? r.in_types).map(Number);
    const modes = r.arg_modes ? list(r.arg_modes) : types.map(() => 'i');
    return {
      name: r.name,
      retset: r.retset,
      rettype: Number(r.rettype),
      argNames: list(r.arg_names),
      argModes: modes,
      argTypes: types,
      nDefaults: Number(r.n_defaults),
    };
  });

  const enums = (
    await db.query<{ name: string; labels: string }>(
      `select t.typname as name, string_agg(e.enumlabel, E'\\x1f' order by e.enumsortorder) as labels
       from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
      where n.nspname = $1 group by t.typname order by t.typname`,
      [schema],
    )
  ).rows;

  return { types, relNames, columns, updatable, fks, fns, enums };
}

type Loaded = Awaited<ReturnType<typeof load>>;

function tsType(data: Loaded, oid: number): string {
  const t = data.types.get(oid);
  if (!t) return 'unknown';
  if (t.category === 'A' && t.elem) return `${wrapArray(tsType(data, t.elem))}[]`;
  if (t.type === 'e') return `Database[${JSON.stringify(t.schema)}]["Enums"][${JSON.stringify(t.name)}]`;
  if (t.type === 'd') return 'unknown';
  if (t.type === 'c' && t.relid) {
    const rel = data.relNames.get(t.relid);
    if (rel && rel.kind === 'c')
      return `Database[${JSON.stringify(rel.schema)}]["CompositeTypes"][${JSON.stringify(rel.name)}]`;
    return 'Record<string, unknown>';
  }
  if (PRIMITIVES[t.name]) return PRIMITIVES[t.name];
  if (STRINGY.has(t.name)) return 'string';
  return 'unknown';
}

const wrapArray = (t: string): string => (t.includes('|') ? `(${t})` : t);

function objectType(fields: [string, string][], indent: string): string {
  if (fields.length === 0) return '{\n' + indent + '  [_ in never]: never\n' + indent + '}';
  return '{\n' + fields.map(([k, v]) => `${indent}  ${k}: ${v}`).join('\n') + '\n' + indent + '}';
}

function rowFields(data: Loaded, rel: string): [string, string][] {
  return data.columns
    .filter((c) => c.rel === rel)
    .map((c) => [ident(c.name), tsType(data, c.typeOid) + (c.nullable ? ' | null' : '')]);
}

function writeFields(data: Loaded, rel: string, mode: 'Insert' | 'Update'): [string, string][] {
  return data.columns
    .filter((c) => c.rel === rel)
    .map((c) => {
      const base = tsType(data, c.typeOid) + (c.nullable ? ' | null' : '');
      if (c.generated === 's' || c.identity === 'a') return [`${ident(c.name)}?`, 'never'];
      const optional = mode === 'Update' || c.nullable || c.hasDefault || c.identity === 'd';
      return [`${ident(c.name)}${optional ? '?' : ''}`, base];
    });
}

function relationships(data: Loaded, schema: string, rel: string, indent: string): string {
  const own = data.fks.filter((f) => f.rel === rel && f.refSchema === schema);
  if (own.length === 0) return '[]';
  const items = own.map((f) =>
    [
      '{',
      `  foreignKeyName: ${JSON.stringify(f.name)}`,
      `  columns: [${f.cols.map((c) => JSON.stringify(c)).join(', ')}]`,
      `  isOneToOne: ${f.oneToOne}`,
      `  referencedRelation: ${JSON.stringify(f.refRel)}`,
      `  referencedColumns: [${f.refCols.map((c) => JSON.stringify(c)).join(', ')}]`,
      '},',
    ]
      .map((l) => indent + '  ' + l)
      .join('\n'),
  );
  return '[\n' + items.join('\n') + '\n' + indent + ']';
}

function relationBlock(data: Loaded, schema: string, rel: string, withWrite: boolean, indent: string): string {
  const parts = [`${indent}${ident(rel)}: {`, `${indent}  Row: ${objectType(rowFields(data, rel), indent + '  ')}`];
  if (withWrite) {
    parts.push(`${indent}  Insert: ${objectType(writeFields(data, rel, 'Insert'), indent + '  ')}`);
    parts.push(`${indent}  Update: ${objectType(writeFields(data, rel, 'Update'), indent + '  ')}`);
  }
  parts.push(`${indent}  Relationships: ${relationships(data, schema, rel, indent + '  ')}`);
  parts.push(`${indent}}`);
  return parts.join('\n');
}

function functionBlock(data: Loaded, schema: string, fn: FnInfo, indent: string): string {
  const inputs = fn.argTypes
    .map((t, i) => ({ t, mode: fn.argModes[i] ?? 'i', name: fn.argNames[i] ?? '' }))
    .filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
  const firstDefault = inputs.length - fn.nDefaults;
  const args: [string, string][] = inputs
    .map(
      (a, i) => [`${ident(a.name || `arg${i}`)}${i >= firstDefault ? '?' : ''}`, tsType(data, a.t)] as [string, string],
    )
    .sort((x, y) => x[0].replace('?', '').localeCompare(y[0].replace('?', '')));
  const outs = fn.argTypes
    .map((t, i) => ({ t, mode: fn.argModes[i] ?? 'i', name: fn.argNames[i] ?? '' }))
    .filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');

  let returns: string;
  let setof: string | null = null;
  const ret = data.types.get(fn.rettype);
  const retRel = ret && ret.type === 'c' && ret.relid ? data.relNames.get(ret.relid) : undefined;
  if (outs.length > 0) {
    // RETURNS TABLE / OUT columns: Postgres does not record their nullability, so every column may be null.
    const fields = outs
      .map((o) => [ident(o.name), `${tsType(data, o.t)} | null`] as [string, string])
      .sort((x, y) => x[0].localeCompare(y[0]));
    returns = objectType(fields, indent + '  ') + (fn.retset ? '[]' : '');
  } else if (retRel && retRel.kind !== 'c') {
    returns = objectType(rowFields(data, retRel.name), indent + '  ') + (fn.retset ? '[]' : '');
    if (retRel.schema === schema) {
      setof = [
        '{',
        `  from: "*"`,
        `  to: ${JSON.stringify(retRel.name)}`,
        `  isOneToOne: ${!fn.retset}`,
        `  isSetofReturn: ${fn.retset}`,
        '}',
      ]
        .map((l, i) => (i === 0 ? l : indent + '  ' + l))
        .join('\n');
    }
  } else {
    const scalar = tsType(data, fn.rettype);
    returns = fn.retset ? `${wrapArray(scalar)}[]` : scalar;
  }
  const lines = [
    `${indent}${ident(fn.name)}: {`,
    `${indent}  Args: ${args.length ? objectType(args, indent + '  ') : 'never'}`,
    `${indent}  Returns: ${returns}`,
  ];
  if (setof) lines.push(`${indent}  SetofOptions: ${setof}`);
  lines.push(`${indent}}`);
  return lines.join('\n');
}

function emptyOr(items: string[], indent: string): string {
  return items.length
    ? '{\n' + items.join('\n') + '\n' + indent + '}'
    : `{\n${indent}  [_ in never]: never\n${indent}}`;
}

function schemaBlock(data: Loaded, schema: string): string {
  const i4 = '      ';
  const rels = [...new Set(data.columns.map((c) => c.rel))];
  const kindOf = (rel: string) => data.columns.find((c) => c.rel === rel)?.kind;
  const tables = rels
    .filter((r) => ['r', 'p'].includes(kindOf(r) ?? ''))
    .map((r) => relationBlock(data, schema, r, true, i4));
  const views = rels
    .filter((r) => ['v', 'm'].includes(kindOf(r) ?? ''))
    .map((r) => relationBlock(data, schema, r, data.updatable.has(r), i4));
  // Overloads become a union, as in the CLI's output.
  const byName = new Map<string, FnInfo[]>();
  for (const fn of data.fns) byName.set(fn.name, [...(byName.get(fn.name) ?? []), fn]);
  const functions = [...byName.entries()].map(([name, fns]) => {
    if (fns.length === 1) return functionBlock(data, schema, fns[0], i4);
    const variants = fns.map((fn) =>
      functionBlock(data, schema, fn, i4 + '  ').replace(`${i4}  ${ident(name)}: `, `${i4}  | `),
    );
    return `${i4}${ident(name)}:\n${variants.join('\n')}`;
  });
  const enums = data.enums.map(
    (e) =>
      `${i4}${ident(e.name)}: ${e.labels
        .split('\x1f')
        .map((l) => JSON.stringify(l))
        .join(' | ')}`,
  );
  const composites = rels
    .filter((r) => kindOf(r) === 'c')
    .map(
      (r) =>
        `${i4}${ident(r)}: ${objectType(
          rowFields(data, r).map(([k, v]) => [`${k}`, v]),
          i4,
        )}`,
    );
  return [
    `  ${ident(schema)}: {`,
    `    Tables: ${emptyOr(tables, '    ')}`,
    `    Views: ${emptyOr(views, '    ')}`,
    `    Functions: ${emptyOr(functions, '    ')}`,
    `    Enums: ${emptyOr(enums, '    ')}`,
    `    CompositeTypes: ${emptyOr(composites, '    ')}`,
    '  }',
  ].join('\n');
}

const HELPERS = `type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never
`;

/** The TypeScript source of database.types.ts for the schemas of a migrated database. */
export async function generateDatabaseTypes(db: Queryable): Promise<string> {
  const schemaBlocks: string[] = [];
  const constants: string[] = [];
  for (const schema of SCHEMAS) {
    const data = await load(db, schema);
    schemaBlocks.push(schemaBlock(data, schema));
    const enumConsts = data.enums.map(
      (e) =>
        `      ${ident(e.name)}: [${e.labels
          .split('\x1f')
          .map((l) => JSON.stringify(l))
          .join(', ')}],`,
    );
    constants.push(
      `  ${ident(schema)}: {\n    Enums: {${enumConsts.length ? '\n' + enumConsts.join('\n') + '\n    ' : ''}},\n  },`,
    );
  }
  return [
    '// Generated by `npm run db:types` (scripts/gen-types.ts) from the migrated schema. Do not edit.',
    '// Same shape as `supabase gen types typescript`.',
    '',
    'export type Json =',
    '  | string',
    '  | number',
    '  | boolean',
    '  | null',
    '  | { [key: string]: Json | undefined }',
    '  | Json[]',
    '',
    'export type Database = {',
    '  // Allows to automatically instantiate createClient with right options',
    "  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)",
    '  __InternalSupabase: {',
    '    PostgrestVersion: "12"',
    '  }',
    schemaBlocks.join('\n'),
    '}',
    '',
    HELPERS,
    'export const Constants = {',
    constants.join('\n'),
    '} as const',
    '',
  ].join('\n');
}

async function withDatabase<T>(dbUrl: string | undefined, fn: (db: Queryable) => Promise<T>): Promise<T> {
  if (dbUrl) {
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    try {
      return await fn({ query: async (sql, params) => ({ rows: (await client.query(sql, params)).rows }) });
    } finally {
      await client.end();
    }
  }
  // A test stack: platform.sql and supabase/migrations on a fresh in-memory database.
  const stack = await startTestStack({ seed: false });
  try {
    return await fn(stack.db);
  } finally {
    await stack.stop();
  }
}

async function main(argv: string[]): Promise<number> {
  const urlIndex = argv.indexOf('--db-url');
  const dbUrl = urlIndex >= 0 ? argv[urlIndex + 1] : undefined;
  const source = await withDatabase(dbUrl, generateDatabaseTypes);
  if (argv.includes('--check')) {
    const current = readFileSync(TYPES_FILE, 'utf8');
    if (current !== source) {
      console.error(`${TYPES_FILE} is out of date: run npm run db:types`);
      return 1;
    }
    console.log('database.types.ts is up to date');
    return 0;
  }
  writeFileSync(TYPES_FILE, source);
  console.log(`wrote ${TYPES_FILE}`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
