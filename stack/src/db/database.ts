// One database interface for the embedded PGlite and for a real Postgres server (node-postgres), so
// auth, rest, the migration runner (and Realtime, Storage, Auth e-mail after them) never care which
// one runs underneath.
//
// The contract, for every service built on it:
// - Errors are Postgres-shaped: `{ code (SQLSTATE), message, detail?, hint? }`. Beyond SQL errors:
//   '57014' a statement outlived its timeout (BatchOptions.timeoutMs, or the role's statement_timeout
//   on a server); '57P01' the backend went away mid-call (a server restart, an embedded backend
//   replaced); '08xxx' / connection errors while a server is unreachable (the call is not retried:
//   the caller answers 503 and the next call connects again); 'PGRST003' the embedded session stayed
//   taken by a wire client's open transaction for longer than the stack waits.
// - Nothing here runs on Node's event loop for long: PGlite runs in a worker thread, a server over
//   sockets. A call may take long; it never blocks other work of the process.
// - query/exec/transaction/batch on PGlite share one session, taken in turn; inside transaction(fn)
//   use only `tx` (calling `db` there waits for the session fn itself holds).
// - listen(): notifications of NOTIFY from anywhere (a migration, a trigger, psql on the wire port)
//   reach every listener of the channel, in commit order. A listener survives reconnects (server)
//   and backend replacement (PGlite); notifications sent while it was away are lost, as with
//   Postgres itself, so a listener that must not miss changes re-reads its state after
//   `onReconnect`.
// - Embedded only (PgliteDatabase): a statement stopped by its timeout replaces the backend;
//   committed data survives on a data directory, in memory the database returns to its restart
//   point (stack/README.md).

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

/** One statement of a batch; values are text (or null), as they go over the wire in text format. */
export interface BatchStatement {
  sql: string;
  params: Array<string | null>;
}

/** Rows of a batch statement, every column as text (or null). */
export type BatchRows = Array<Record<string, string | null>>;

/** Sees a batch's results before COMMIT: false rolls back; a throw rolls back and rejects the batch. */
export type BatchDecision = (results: BatchRows[]) => boolean;

export interface BatchOptions {
  /** Stop the batch after this long (the requesting role's statement_timeout): it fails with 57014.
   * On a server the batch sets statement_timeout itself; PGlite, which cannot be interrupted,
   * replaces its backend. */
  timeoutMs?: number;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN/COMMIT on one connection; rolls back when fn throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs the statements in one transaction in as few round trips as the driver allows (the data
   * API's per-request transaction). Without `decide` it commits when every statement succeeds.
   * Optional so wrappers stay valid: runBatch() falls back to transaction(). */
  batch?(statements: BatchStatement[], decide?: BatchDecision, options?: BatchOptions): Promise<BatchRows[]>;
  /** Runs a multi-statement script without parameters (migrations, platform layer). */
  exec(sql: string): Promise<void>;
  /** LISTEN on a channel; returns a function that stops listening. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /** Called after the connection to the database came back (server) or the backend was replaced
   * (PGlite): notifications in between are lost, re-read what depends on them. */
  onReconnect?(fn: () => void): () => void;
  close(): Promise<void>;
}

export function runBatch(
  db: Database,
  statements: BatchStatement[],
  decide?: BatchDecision,
  options?: BatchOptions,
): Promise<BatchRows[]> {
  return db.batch ? db.batch(statements, decide, options) : batchViaTransaction(db, statements, decide);
}

/** batch() through transaction(): for instrumented databases (scripts/perf/capture.ts wraps
 * transaction() to record the data API's statements) and as the reference behaviour. */
export async function batchViaTransaction(
  db: Pick<Database, 'transaction'>,
  statements: BatchStatement[],
  decide?: BatchDecision,
): Promise<BatchRows[]> {
  class Rollback {
    constructor(readonly results: BatchRows[]) {}
  }
  try {
    return await db.transaction(async (tx) => {
      const results: BatchRows[] = [];
      for (const s of statements) {
        const res = await tx.query<Record<string, unknown>>(s.sql, s.params);
        results.push(res.rows.map(asText));
      }
      if (decide && !decide(results)) throw new Rollback(results);
      return results;
    });
  } catch (error) {
    if (error instanceof Rollback) return error.results;
    throw error;
  }
}

function asText(row: Record<string, unknown>): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const [k, v] of Object.entries(row)) {
    out[k] =
      v === null || v === undefined
        ? null
        : typeof v === 'object' && !(v instanceof Date)
          ? JSON.stringify(v)
          : String(v);
  }
  return out;
}
