// A real Postgres server (node-postgres Pool) behind the Database interface: transactions hold one
// client, LISTEN gets a dedicated client so notifications are not lost to pool churn.
import pg from 'pg';
import type { Database, Queryable } from './database.ts';

export interface PostgresDatabase extends Database {
  readonly kind: 'postgres';
  readonly url: string;
}

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const res = await client.query(sql, params ?? []);
      return { rows: res.rows as T[], affectedRows: res.rowCount ?? undefined };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

export async function openPostgres(url: string, opts: { max?: number } = {}): Promise<PostgresDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 10 });
  // An idle client dying (server restart) must not crash the process.
  pool.on('error', () => {});
  await pool.query('select 1');
  const listeners = new Set<pg.Client>();
  const base = queryable(pool);
  return {
    kind: 'postgres',
    url,
    query: base.query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(queryable(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      const client = await pool.connect();
      try {
        await client.query(sql);
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onNotify) {
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => {});
      await client.connect();
      client.on('notification', (msg) => { if (msg.channel === channel) onNotify(msg.payload ?? ''); });
      await client.query(`listen "${channel.replace(/"/g, '""')}"`);
      listeners.add(client);
      return async () => {
        listeners.delete(client);
        await client.end().catch(() => {});
      };
    },
    async close() {
      await Promise.all([...listeners].map((c) => c.end().catch(() => {})));
      listeners.clear();
      await pool.end();
    },
  };
}
