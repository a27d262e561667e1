// Records the SQL the data API runs for one request, then replays it under EXPLAIN (ANALYZE) with the
// same role and JWT claims, so the benchmark can show how many table rows a call really reads and
// print the plan of a slow call. Replays run in a transaction that is always rolled back.
import type { Database, Queryable, QueryResult } from '../../stack/src/db/database.ts';

export interface Statement {
  sql: string;
  params: unknown[];
}

export interface Capture {
  /** Runs fn and returns the statements of every transaction fn caused, in order. */
  record(fn: () => Promise<unknown>): Promise<Statement[][]>;
}

/** Wraps db.transaction in place: the data API keeps its reference to the same object. */
export function instrument(db: Database): Capture {
  let sink: Statement[][] | null = null;
  const original = db.transaction.bind(db);
  db.transaction = <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => {
    if (!sink) return original(fn);
    const statements: Statement[] = [];
    sink.push(statements);
    return original((tx) => {
      const recording: Queryable = {
        query: <R>(sql: string, params?: unknown[]): Promise<QueryResult<R>> => {
          statements.push({ sql, params: params ?? [] });
          return tx.query<R>(sql, params);
        },
      };
      if (tx.exec) {
        const exec = tx.exec.bind(tx);
        recording.exec = (sql: string) => {
          statements.push({ sql, params: [] });
          return exec(sql);
        };
      }
      return fn(recording);
    });
  };
  return {
    async record(fn) {
      const mine: Statement[][] = [];
      sink = mine;
      try {
        await fn();
      } finally {
        sink = null;
      }
      return mine;
    },
  };
}

/** Statements that only set up the request's role and settings, replayed as they are. */
function isSetup(sql: string): boolean {
  const s = sql.trim().toLowerCase();
  return (
    s.startsWith('set ') ||
    s.startsWith('select set_config') ||
    s.startsWith('reset ') ||
    /^select\s+pg_catalog\.set_config/.test(s)
  );
}

function isExplainable(sql: string): boolean {
  const s = sql.trim().toLowerCase();
  return !isSetup(sql) && (s.startsWith('select') || s.startsWith('with'));
}

// Heap rows the transaction fetched so far: sequential-scan rows plus rows fetched through indexes,
// over every table, including those read inside functions (which EXPLAIN of the outer call hides).
const ROWS_READ = `select coalesce(sum(seq_tup_read + coalesce(idx_tup_fetch, 0)), 0)::bigint as n
  from pg_catalog.pg_stat_xact_all_tables
  where schemaname not in ('pg_catalog', 'information_schema', 'pg_toast')`;

class Rollback extends Error {}

export interface Explained {
  sql: string;
  rowsRead: number;
  plan: string;
}

/**
 * Replays each recorded transaction: counts the table rows its data statements read and keeps their
 * EXPLAIN (ANALYZE, BUFFERS) text. Nothing is committed.
 */
export async function explain(
  db: Queryable & Pick<Database, 'transaction'>,
  transactions: Statement[][],
): Promise<Explained[]> {
  const out: Explained[] = [];
  for (const statements of transactions) {
    try {
      await db.transaction(async (tx) => {
        for (const st of statements) {
          if (!isExplainable(st.sql)) {
            if (isSetup(st.sql)) await tx.query(st.sql, st.params);
            continue;
          }
          const before = Number((await tx.query<{ n: string }>(ROWS_READ)).rows[0]?.n ?? 0);
          const text = await tx.query<{ 'QUERY PLAN': string }>(
            `explain (analyze, buffers, format text) ${st.sql}`,
            st.params,
          );
          const after = Number((await tx.query<{ n: string }>(ROWS_READ)).rows[0]?.n ?? 0);
          out.push({ sql: st.sql, rowsRead: after - before, plan: text.rows.map((r) => r['QUERY PLAN']).join('\n') });
        }
        throw new Rollback();
      });
    } catch (error) {
      if (!(error instanceof Rollback)) throw error;
    }
  }
  return out;
}
