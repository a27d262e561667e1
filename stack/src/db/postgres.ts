// A real Postgres server (node-postgres Pool) behind the Database interface: transactions hold one
// client, LISTEN gets a dedicated client so notifications are not lost to pool churn.
//
// The server may go away (restart, crash, `pg_ctl stop`) and come back: no error of a connection ever
// reaches the process as an uncaught 'error' event; calls while it is away fail at once with the
// connection's error (the data API answers 503), the pool opens fresh connections for the next calls,
// and listeners reconnect by themselves with backoff.
import pg from 'pg';
import {
  batchViaTransaction,
  type BatchDecision,
  type BatchOptions,
  type BatchRows,
  type BatchStatement,
  type Database,
  type Queryable,
} from './database.ts';

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

// Every column as the server's text, as PGlite's batch answers it.
const textTypes = { getTypeParser: () => (value: string) => value };

/** Batch statements run as named prepared statements (parsed once per connection, as PostgREST
 * does), up to a bound on distinct texts so a server session's memory stays bounded. */
class StatementNames {
  private readonly names = new Map<string, string>();
  constructor(private readonly max = 500) {}
  of(sql: string): string | undefined {
    let name = this.names.get(sql);
    if (name === undefined && this.names.size < this.max) {
      name = `_stack_batch_${this.names.size}`;
      this.names.set(sql, name);
    }
    return name;
  }
}

export async function openPostgres(url: string, opts: { max?: number } = {}): Promise<PostgresDatabase> {
  // Pipeline mode: queries issued without awaiting the previous one go out together (each still
  // with its own Sync), so a batch costs one network round trip.
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    pipeline: true,
    connectionTimeoutMillis: 5_000,
  } as pg.PoolConfig);
  // A client dying (server restart, 57P01) must not crash the process: idle ones report through the
  // pool, checked-out ones through their own 'error' event; their pending query fails either way.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  await pool.query('select 1');
  const listeners = new Set<Listener>();
  const reconnectSubscribers = new Set<() => void>();
  const base = queryable(pool);
  const names = new StatementNames();
  const transaction: Database['transaction'] = async (fn) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('begin');
      const result = await fn(queryable(client));
      await client.query('commit');
      return result;
    } catch (error) {
      // Only an SQL error leaves the connection usable; a broken one is discarded, not pooled.
      if (!(error instanceof pg.DatabaseError) || error.code === '57P01') broken = error as Error;
      else await client.query('rollback').catch((e: Error) => (broken = e));
      throw error;
    } finally {
      client.release(broken);
    }
  };
  const db: PostgresDatabase = {
    kind: 'postgres',
    url,
    query: base.query,
    transaction,
    // The role's statement_timeout is set by the batch's own statements (set_config), so the server
    // enforces it: options.timeoutMs is for backends that cannot.
    async batch(statements, decide, _options?: BatchOptions) {
      // An instrumented transaction() (scripts/perf/capture.ts) must still see the statements.
      if (db.transaction !== transaction) return batchViaTransaction(db, statements, decide);
      return pipelined(pool, names, statements, decide);
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
      const listener = new Listener(url, channel, onNotify, () => {
        for (const fn of reconnectSubscribers) fn();
      });
      await listener.start();
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    onReconnect(fn) {
      reconnectSubscribers.add(fn);
      return () => reconnectSubscribers.delete(fn);
    },
    async close() {
      await Promise.all([...listeners].map((l) => l.stop()));
      listeners.clear();
      await pool.end();
    },
  };
  return db;
}

/** LISTEN on its own connection; when the connection drops it connects again, waiting 100 ms, then
 * twice as long each failed try up to 5 s, and reports each reconnection. */
class Listener {
  private client?: pg.Client;
  private stopped = false;
  private retry?: NodeJS.Timeout;
  private delay = 100;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly onNotify: (payload: string) => void,
    private readonly onReconnect: () => void,
  ) {}

  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('error', () => {});
    client.on('end', () => {
      if (this.client === client) this.client = undefined;
      this.schedule();
    });
    client.on('notification', (msg) => {
      if (msg.channel === this.channel) this.onNotify(msg.payload ?? '');
    });
    await client.connect();
    await client.query(`listen "${this.channel.replace(/"/g, '""')}"`);
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.delay = 100;
  }

  private schedule(): void {
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.connect().then(
        () => {
          if (!this.stopped) this.onReconnect();
        },
        () => {
          this.delay = Math.min(this.delay * 2, 5_000);
          this.schedule();
        },
      );
    }, this.delay);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    await this.client?.end().catch(() => {});
  }
}

interface WireConnection {
  parsedStatements: Record<string, string>;
  stream: { cork?: () => void; uncork?: () => void };
  parse(msg: { name: string; text: string; types: number[] }): void;
  bind(msg: { statement: string; values: Array<string | null> }): void;
  describe(msg: { type: 'P'; name: string }): void;
  execute(msg: { portal: string; rows: number }): void;
  close(msg: { type: 'S'; name: string }): void;
  sync(): void;
}

/** Several statements as one extended-protocol message sequence ending in a single Sync, so
 * Postgres runs them as one implicit transaction (committed at Sync, rolled back by any error) and
 * answers in one round trip. A subclass of pg's Query, so a pipelined client accepts it; pg's
 * multi-result handling gives one result per statement. */
class BatchQuery extends pg.Query {
  private readonly fresh: Array<[string, string]> = [];
  private connection?: WireConnection;

  constructor(
    private readonly statements: Array<{ name?: string; sql: string; params: Array<string | null> }>,
    callback: (error: Error | null, results?: unknown) => void,
  ) {
    super({ text: statements.map((s) => s.sql).join(';\n'), types: textTypes, callback } as pg.QueryConfig);
  }

  submit = (raw: unknown): Error | null => {
    const connection = raw as WireConnection;
    this.connection = connection;
    connection.stream.cork?.();
    try {
      for (const s of this.statements) {
        const name = s.name ?? '';
        if (!name || connection.parsedStatements[name] !== s.sql) {
          // A failed earlier batch may have left it half made; closing a missing one is no error.
          if (name) connection.close({ type: 'S', name });
          connection.parse({ name, text: s.sql, types: [] });
          if (name) this.fresh.push([name, s.sql]);
        }
        connection.bind({ statement: name, values: s.params });
        connection.describe({ type: 'P', name: '' });
        connection.execute({ portal: '', rows: 0 });
      }
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  };

  /** Called once the batch succeeded: its statements exist on this connection from now on. */
  remember(): void {
    for (const [name, sql] of this.fresh) if (this.connection) this.connection.parsedStatements[name] = sql;
  }
}

function sendBatch(
  client: pg.PoolClient,
  statements: Array<{ name?: string; sql: string; params: Array<string | null> }>,
): Promise<BatchRows[]> {
  return new Promise((resolve, reject) => {
    const query: BatchQuery = new BatchQuery(statements, (error, results) => {
      if (error) {
        reject(error);
        return;
      }
      query.remember();
      const list = (Array.isArray(results) ? results : [results]) as Array<
        pg.QueryResult<Record<string, string | null>>
      >;
      resolve(list.map((r) => r.rows));
    });
    void client.query(query as unknown as pg.QueryConfig);
  });
}

/** The statements in one round trip: one implicit transaction, or, when a decision is needed,
 * BEGIN first and COMMIT or ROLLBACK once decide() has seen the rows. */
async function pipelined(
  pool: pg.Pool,
  names: StatementNames,
  statements: BatchStatement[],
  decide?: BatchDecision,
): Promise<BatchRows[]> {
  const client = await pool.connect();
  // Only an SQL error leaves the connection usable; anything else (reset, closed) discards it.
  let broken = true;
  try {
    const named = statements.map((s) => ({ name: names.of(s.sql), sql: s.sql, params: s.params }));
    let results: BatchRows[];
    try {
      results = await sendBatch(client, decide ? [{ sql: 'begin', params: [] }, ...named] : named);
    } catch (error) {
      if (!(error instanceof pg.DatabaseError) || error.code === '57P01') throw error;
      if (decide) await client.query('rollback');
      broken = false;
      throw error;
    }
    if (decide) {
      results = results.slice(1);
      let commit = false;
      try {
        commit = decide(results);
      } finally {
        await client.query(commit ? 'commit' : 'rollback');
        broken = false;
      }
    }
    broken = false;
    return results;
  } finally {
    client.release(broken);
  }
}
