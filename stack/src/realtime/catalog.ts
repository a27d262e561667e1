// What Realtime needs to know about the tables it streams: the members of the supabase_realtime
// publication, each table's columns (name, type as realtime-js converts it), primary key, whether RLS
// is on and its replica identity, and which columns a role may SELECT. Read from pg_catalog once and
// kept until DDL says otherwise (the event trigger of realtime.sql, or a schema reload).
import type { Database } from '../db/database.ts';

export interface ColumnInfo {
  name: string;
  /** pg_type.typname, as Realtime puts it in `columns` (int4, text, _text, timestamptz...). */
  type: string;
  /** The type as SQL (format_type), for casts in filter checks. */
  typeSql: string;
  /** pg_type.typtype: b base, e enum, d domain, ... */
  typtype: string;
}

export interface TableInfo {
  oid: number;
  schema: string;
  name: string;
  /** schema.table as Realtime's payload names it (unquoted). */
  key: string;
  /** Quoted name for SQL. */
  sql: string;
  rls: boolean;
  /** REPLICA IDENTITY FULL: old rows carry every column, not only the key. */
  replicaFull: boolean;
  columns: ColumnInfo[];
  byName: Map<string, ColumnInfo>;
  primaryKey: string[];
}

const quoteIdent = (s: string): string => `"${s.replace(/"/g, '""')}"`;

export const tableKey = (schema: string, name: string): string => `${schema}.${name}`;

export class Catalog {
  private tables = new Map<string, Promise<TableInfo | null>>();
  private privileges = new Map<string, Promise<Set<string>>>();
  private members: Promise<Array<{ schema: string; name: string }>> | null = null;
  private generation = 0;

  constructor(private readonly db: Database) {}

  /** Forget everything: DDL may have changed tables, grants or the publication. */
  invalidate(): void {
    this.generation++;
    this.tables.clear();
    this.privileges.clear();
    this.members = null;
  }

  get version(): number {
    return this.generation;
  }

  publicationTables(): Promise<Array<{ schema: string; name: string }>> {
    this.members ??= this.db
      .query<{ schemaname: string; tablename: string }>(
        `select schemaname, tablename from pg_catalog.pg_publication_tables where pubname = 'supabase_realtime'`,
      )
      .then((r) => r.rows.map((row) => ({ schema: row.schemaname, name: row.tablename })));
    const pending = this.members;
    pending.catch(() => {
      if (this.members === pending) this.members = null;
    });
    return pending;
  }

  table(schema: string, name: string): Promise<TableInfo | null> {
    const key = tableKey(schema, name);
    let info = this.tables.get(key);
    if (!info) {
      info = this.load(schema, name);
      this.tables.set(key, info);
      info.catch(() => this.tables.delete(key));
    }
    return info;
  }

  /** Drop one table's cached shape (a change arrived with columns it does not know). */
  forget(schema: string, name: string): void {
    const key = tableKey(schema, name);
    this.tables.delete(key);
    for (const k of [...this.privileges.keys()]) if (k.startsWith(`${key}\u0000`)) this.privileges.delete(k);
  }

  /** Columns of the table `role` may SELECT (column privileges, as has_column_privilege says). */
  selectable(table: TableInfo, role: string): Promise<Set<string>> {
    const key = `${table.key}\u0000${role}`;
    let cols = this.privileges.get(key);
    if (!cols) {
      cols = this.db
        .query<{ attname: string }>(
          `select a.attname from pg_catalog.pg_attribute a
           where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped
             and pg_catalog.has_column_privilege($2, a.attrelid, a.attnum, 'SELECT')`,
          [table.oid, role],
        )
        .then((r) => new Set(r.rows.map((row) => row.attname)));
      this.privileges.set(key, cols);
      cols.catch(() => this.privileges.delete(key));
    }
    return cols;
  }

  private async load(schema: string, name: string): Promise<TableInfo | null> {
    const { rows } = await this.db.query<{
      oid: number;
      relrowsecurity: boolean;
      relreplident: string;
      columns: Array<{ name: string; type: string; type_sql: string; typtype: string }> | string;
      pk: string[] | string | null;
    }>(
      `select c.oid::int as oid, c.relrowsecurity, c.relreplident::text as relreplident,
         (select json_agg(json_build_object('name', a.attname, 'type', t.typname,
             'type_sql', pg_catalog.format_type(a.atttypid, null), 'typtype', t.typtype) order by a.attnum)
          from pg_catalog.pg_attribute a join pg_catalog.pg_type t on t.oid = a.atttypid
          where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
         (select json_agg(a.attname order by k.ord)
          from pg_catalog.pg_constraint con
          cross join lateral unnest(con.conkey) with ordinality as k(attnum, ord)
          join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
          where con.conrelid = c.oid and con.contype = 'p') as pk
       from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p')`,
      [schema, name],
    );
    const row = rows[0];
    if (!row) return null;
    const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
    const columns = parse(row.columns).map((c) => ({
      name: c.name,
      type: c.type,
      typeSql: c.type_sql,
      typtype: c.typtype,
    }));
    return {
      oid: Number(row.oid),
      schema,
      name,
      key: tableKey(schema, name),
      sql: `${quoteIdent(schema)}.${quoteIdent(name)}`,
      rls: row.relrowsecurity === true || (row.relrowsecurity as unknown) === 't',
      replicaFull: row.relreplident === 'f',
      columns,
      byName: new Map(columns.map((c) => [c.name, c])),
      primaryKey: row.pk ? parse(row.pk) : [],
    };
  }
}
