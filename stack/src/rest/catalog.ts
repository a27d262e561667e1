// What the schema cache knows of the database's objects: relations and their columns, functions and
// their arguments. Types only (and the key the cache files them by), shared by schema-cache.ts, which
// reads them, and relationships.ts, which links them.

export interface Column {
  name: string;
  /** format_type with typmod, e.g. character varying(20). */
  type: string;
  /** format_type without typmod, usable in casts of filter values. */
  baseType: string;
  /** The type under any domains (PostgREST's base type): decides json paths and full-text search. */
  coreType: string;
  notNull: boolean;
  hasDefault: boolean;
  /** The default as PostgREST's schema cache reads it (SQL from the catalog: a domain's default,
   * `nextval('…')` of a BY DEFAULT identity, the column's default expression); none for generated
   * columns. Used by `Prefer: missing=default`. */
  defaultExpr?: string;
  /** A tsvector, or a domain over one (full text search filters take it as it is). */
  tsvector?: boolean;
  /** PostgREST's data representations of a domain column: the functions of its implicit casts
   * domain → json (output), text → domain (filter values) and json → domain (body fields). */
  rep?: Representation;
}

export interface Representation {
  toJson?: string;
  fromText?: string;
  fromJson?: string;
}

export interface Relation {
  oid: string;
  schema: string;
  name: string;
  /** r table, p partitioned, v view, m matview, f foreign table, c composite type. */
  kind: string;
  columns: Map<string, Column>;
  columnList: Column[];
  pk: string[];
  uniques: string[][];
  /** Computed columns: functions taking this relation's row, selectable like columns. */
  computed: Map<string, DbFunction>;
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
  variadic: boolean;
}

export interface DbFunction {
  schema: string;
  name: string;
  args: FunctionArg[];
  retset: boolean;
  /** composite: returns a table/view/composite row; record: OUT/TABLE params; scalar; void. */
  retKind: 'composite' | 'record' | 'scalar' | 'void';
  returnType: string;
  retRelation?: Relation;
  outColumns: Column[];
  volatility: 'i' | 's' | 'v';
}

/** Key of relations and functions in the schema cache's maps. */
export const relKey = (schema: string, name: string): string => `${schema}\u0000${name}`;
