// One database interface for the embedded PGlite and for a real Postgres server (node-postgres), so
// auth, rest and the migration runner never care which one runs underneath.

export interface QueryResult<T = Record<string, unknown>> {
  rows: T[];
  /** Rows touched by INSERT/UPDATE/DELETE, when the driver reports it. */
  affectedRows?: number;
}

export interface Queryable {
  /** One statement with $1.. parameters. Values never enter SQL text. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Multi-statement script on the same connection (inside a transaction: in it). Optional so other
   * implementations stay valid; the stack's PGlite and node-postgres ones provide it. */
  exec?(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN/COMMIT on one connection; rolls back when fn throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a multi-statement script without parameters (migrations, platform layer). */
  exec(sql: string): Promise<void>;
  /** LISTEN on a channel; returns a function that stops listening. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
