// Embedded Postgres (PGlite, Postgres in wasm) behind the Database interface, with the contrib
// extensions Supabase projects commonly enable, so migrations run unchanged.
import { mkdirSync } from 'node:fs';
import { PGlite, protocol, type Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { hstore } from '@electric-sql/pglite/contrib/hstore';
import { ltree } from '@electric-sql/pglite/contrib/ltree';
import { moddatetime } from '@electric-sql/pglite/contrib/moddatetime';
import {
  batchViaTransaction,
  type BatchDecision,
  type BatchRows,
  type BatchStatement,
  type Database,
  type Queryable,
} from './database.ts';

export const pgliteExtensions = {
  pgcrypto,
  pg_trgm,
  citext,
  uuid_ossp,
  btree_gin,
  btree_gist,
  unaccent,
  fuzzystrmatch,
  hstore,
  ltree,
  moddatetime,
};

export interface PgliteOptions {
  /** Directory persisted across restarts; omitted → in memory. */
  dataDir?: string;
  /** A dumped data directory (dumpDataDir) to start from: the test snapshot. */
  loadDataDir?: Blob;
}

export interface PgliteDatabase extends Database {
  readonly kind: 'pglite';
  readonly pglite: PGlite;
  /** Tarball of the whole cluster, to clone it later with loadDataDir. */
  dump(): Promise<Blob>;
  /** Called when wire clients (pglite-socket) share the single session: see waitForIdle. */
  shareWithWireClients(): void;
}

function queryable(runner: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const res = await runner.query<T>(sql, params ?? []);
      return { rows: res.rows, affectedRows: res.affectedRows };
    },
    async exec(sql: string) {
      await runner.exec(sql);
    },
  };
}

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

interface PreparedStatement {
  name: string;
  /** Result column names, from the Describe sent with its Parse. */
  columns?: string[];
}

/** Statements of the batches, prepared once per session as PostgREST prepares its queries: a repeat
 * sends only Bind/Execute, skipping parse, analysis and (once Postgres settles on a generic plan)
 * planning. Least recently used ones are closed beyond `max`. */
class PreparedStatements {
  private readonly bySql = new Map<string, PreparedStatement>();
  private readonly toClose: string[] = [];
  private n = 0;
  constructor(private readonly max = 200) {}

  /** The messages of one batch, and the statements it prepares (kept only if the batch succeeds). */
  messages(statements: BatchStatement[]): {
    parts: Uint8Array[];
    used: PreparedStatement[];
    fresh: Array<[string, PreparedStatement]>;
  } {
    const parts = this.toClose.splice(0).map((name) => serialize.close({ type: 'S', name }));
    const used: PreparedStatement[] = [];
    const fresh: Array<[string, PreparedStatement]> = [];
    for (const s of statements) {
      let p = this.bySql.get(s.sql) ?? fresh.find(([sql]) => sql === s.sql)?.[1];
      if (!p) {
        p = { name: `_stack_batch_${this.n++}` };
        fresh.push([s.sql, p]);
        parts.push(serialize.parse({ name: p.name, text: s.sql }), serialize.describe({ type: 'S', name: p.name }));
      } else if (this.bySql.has(s.sql)) {
        // Most recently used last, so eviction takes the oldest.
        this.bySql.delete(s.sql);
        this.bySql.set(s.sql, p);
      }
      used.push(p);
      parts.push(serialize.bind({ statement: p.name, values: s.params }), serialize.execute({}));
    }
    return { parts, used, fresh };
  }

  keep(fresh: Array<[string, PreparedStatement]>): void {
    for (const [sql, p] of fresh) this.bySql.set(sql, p);
    while (this.bySql.size > this.max) {
      const [sql, p] = this.bySql.entries().next().value as [string, PreparedStatement];
      this.bySql.delete(sql);
      this.toClose.push(p.name);
    }
  }

  /** After a failed batch: its new statements may half exist; close them (closing none is no error). */
  discard(fresh: Array<[string, PreparedStatement]>): void {
    this.toClose.push(...fresh.map(([, p]) => p.name));
  }

  /** Forget (and close) them all, to prepare again. */
  reset(): void {
    this.toClose.push(...[...this.bySql.values()].map((p) => p.name));
    this.bySql.clear();
  }
}

/** Rows of each statement from the backend messages of a batch; the first `skip` command results
 * (a leading BEGIN) are not the statements'. */
function collect(messages: Array<{ name: string }>, used: PreparedStatement[], skip: number): BatchRows[] {
  const results: BatchRows[] = [];
  let done = -skip;
  let rows: BatchRows = [];
  for (const m of messages) {
    const current = used[done];
    if (m.name === 'rowDescription') {
      if (current) current.columns = (m as unknown as { fields: Array<{ name: string }> }).fields.map((f) => f.name);
    } else if (m.name === 'noData') {
      if (current) current.columns = [];
    } else if (m.name === 'dataRow') {
      const values = (m as unknown as { fields: Array<string | null> }).fields;
      const row: Record<string, string | null> = {};
      (current?.columns ?? []).forEach((n, i) => {
        row[n] = values[i] ?? null;
      });
      rows.push(row);
    } else if (m.name === 'commandComplete' || m.name === 'emptyQuery') {
      if (done >= 0) results.push(rows);
      rows = [];
      done++;
    }
  }
  return results;
}

export async function openPglite(opts: PgliteOptions = {}): Promise<PgliteDatabase> {
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
    extensions: pgliteExtensions,
  });
  // Role-level settings only apply at login; PGlite's single session started before they existed.
  await pglite.exec(`set search_path to "$user", public, extensions`);
  const base = queryable(pglite);
  // PGlite is one session. A wire client (psql, the Supabase CLI) may leave a transaction open
  // between its messages; our own statements must not run inside it, so they wait until it ends.
  let shared = false;
  const waitForIdle = async () => {
    if (!shared) return;
    const deadline = Date.now() + 30_000;
    while (pglite.isInTransaction() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 2));
  };
  const transaction: Database['transaction'] = async (fn) => {
    await waitForIdle();
    return pglite.transaction((tx) => fn(queryable(tx)));
  };
  // The whole batch is one call into the wasm backend instead of ~6 per statement plus BEGIN and
  // COMMIT. Without a decision it is one extended-protocol pipeline ending in Sync: Postgres runs it
  // as one implicit transaction, committed at Sync or rolled back by the first error. With one,
  // BEGIN opens it and COMMIT or ROLLBACK follows in a second call once decide() has seen the rows.
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> =>
    pglite._runExclusiveTransaction(() => pglite.runExclusive(fn));
  const run = (parts: Uint8Array[]) => pglite.execProtocolStream(concat(parts), {}) as Promise<Array<{ name: string }>>;
  const prepared = new PreparedStatements();
  const attempt = async (statements: BatchStatement[], decide?: BatchDecision): Promise<BatchRows[]> => {
    const { parts, used, fresh } = prepared.messages(statements);
    let results: BatchRows[];
    try {
      results = decide
        ? collect(await run([serialize.query('BEGIN'), ...parts, serialize.sync()]), used, 1)
        : collect(await run([...parts, serialize.sync()]), used, 0);
    } catch (error) {
      prepared.discard(fresh);
      if (decide) await run([serialize.query('ROLLBACK')]);
      throw error;
    }
    prepared.keep(fresh);
    if (!decide) return results;
    let commit = false;
    try {
      commit = decide(results);
    } finally {
      await run([serialize.query(commit ? 'COMMIT' : 'ROLLBACK')]);
    }
    return results;
  };
  const batch = async (statements: BatchStatement[], decide?: BatchDecision): Promise<BatchRows[]> => {
    // An instrumented transaction() (scripts/perf/capture.ts) must still see the statements.
    if (db.transaction !== transaction) return batchViaTransaction(db, statements, decide);
    await waitForIdle();
    return exclusive(async () => {
      try {
        return await attempt(statements, decide);
      } catch (error) {
        // Prepare again once (the failed batch rolled back) when a wire client sharing the session
        // deallocated them (26000), or DDL changed a prepared statement's result columns (0A000).
        const code = (error as { code?: string }).code;
        if (code !== '26000' && code !== '0A000') throw error;
        prepared.reset();
        return attempt(statements, decide);
      }
    });
  };
  const db: PgliteDatabase = {
    kind: 'pglite',
    pglite,
    async query(sql, params) {
      await waitForIdle();
      return base.query(sql, params);
    },
    transaction,
    batch,
    shareWithWireClients() {
      shared = true;
    },
    async exec(sql) {
      await waitForIdle();
      try {
        await pglite.exec(sql);
      } catch (error) {
        // A failed script must not leave the only session inside an aborted transaction.
        await pglite.exec('rollback').catch(() => {});
        throw error;
      }
    },
    async listen(channel, onNotify) {
      const unsub = await pglite.listen(channel, onNotify);
      return async () => {
        await unsub();
      };
    },
    async dump() {
      return pglite.dumpDataDir('none');
    },
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
  return db;
}
