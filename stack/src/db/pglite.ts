// Embedded Postgres (PGlite, Postgres in wasm) behind the Database interface, with the contrib
// extensions Supabase projects commonly enable, so migrations run unchanged.
import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
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
import type { Database, Queryable } from './database.ts';

export const pgliteExtensions = {
  pgcrypto, pg_trgm, citext, uuid_ossp, btree_gin, btree_gist, unaccent, fuzzystrmatch, hstore, ltree, moddatetime,
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
  return {
    kind: 'pglite',
    pglite,
    async query(sql, params) {
      await waitForIdle();
      return base.query(sql, params);
    },
    async transaction(fn) {
      await waitForIdle();
      return pglite.transaction((tx) => fn(queryable(tx)));
    },
    shareWithWireClients() { shared = true; },
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
      return async () => { await unsub(); };
    },
    async dump() {
      return pglite.dumpDataDir('none');
    },
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}
