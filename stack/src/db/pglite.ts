// Embedded Postgres (PGlite, Postgres in wasm) behind the Database interface. The backend lives in a
// worker thread (db/pglite-worker.ts) so the main thread keeps serving while a statement runs, and can
// stop one that outlives its timeout: the worker is terminated and a fresh backend opened.
//
// PGlite is one session. Everything that talks to it, the stack's own calls and the wire clients
// (db/wire.ts), takes the session in turn (SessionLock); a transaction, the stack's or a wire
// client's, holds it until it ends.
import { Worker } from 'node:worker_threads';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { protocol } from '@electric-sql/pglite';
import {
  batchViaTransaction,
  type BatchDecision,
  type BatchOptions,
  type BatchRows,
  type BatchStatement,
  type Database,
  type Queryable,
  type QueryResult,
} from './database.ts';
import type {
  SerializedError,
  WorkerCall,
  WorkerEvent,
  WorkerInit,
  WorkerReply,
  WorkerRequest,
} from './pglite-worker.ts';

export interface PgliteOptions {
  /** Directory persisted across restarts; omitted → in memory. */
  dataDir?: string;
  /** A dumped data directory (dumpDataDir) to start from: the test snapshot. Bytes are taken as
   * they are; a Blob is read first (Node 20 reads a large one slowly: give bytes where you have them). */
  loadDataDir?: Blob | Uint8Array;
  /** How long the stack's own calls wait for the session while a wire client's transaction holds it. */
  sessionWaitMs?: number;
}

/** What the wire port (db/wire.ts) needs of the embedded database. */
export interface WireBackend {
  /** Takes the session (no bound: a wire client waits as psql waits for a lock); call the result to give it back. */
  acquire(): Promise<() => void>;
  /** Raw protocol bytes in, raw backend bytes out (notifications taken out and sent to subscribers). */
  wire(bytes: Uint8Array): Promise<{ bytes: Uint8Array; inTransaction: boolean }>;
  /** Every notification the backend sends, whoever's statement produced it. */
  onNotification(fn: (channel: string, payload: string) => void): () => void;
  /** The backend was replaced (a statement timed out, or the backend was lost): sessions are gone. */
  onRestart(fn: (reason: string) => void): () => void;
}

export interface PgliteDatabase extends Database {
  readonly kind: 'pglite';
  /** Tarball of the whole cluster, to clone it later with loadDataDir. */
  dump(): Promise<Blob>;
  /** The same tarball as bytes (no Blob to read back). */
  dumpBytes(): Promise<Uint8Array>;
  /** In memory: remember the current state as the one a replaced backend starts from (see README). */
  setRestartPoint(): Promise<void>;
  readonly wireBackend: WireBackend;
}

/** A Postgres-shaped error raised by this module (not by the backend). */
export class PgliteError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly detail?: string,
    readonly hint?: string,
  ) {
    super(message);
  }
}

/** The session stayed taken (a wire client's open transaction) longer than the stack waits. */
export class SessionBusyError extends PgliteError {
  constructor() {
    super('Timed out acquiring connection from connection pool.', 'PGRST003');
  }
}

function toError(e: SerializedError): Error {
  return new PgliteError(e.message, e.code ?? 'XX000', e.detail, e.hint);
}

/** First come, first served ownership of the single session. */
class SessionLock {
  private held = false;
  private readonly waiters: Array<() => void> = [];

  async acquire(waitMs?: number): Promise<() => void> {
    if (this.held || this.waiters.length) {
      await new Promise<void>((resolve, reject) => {
        const entry = () => {
          if (timer) clearTimeout(timer);
          resolve();
        };
        const timer =
          waitMs === undefined
            ? undefined
            : setTimeout(() => {
                const i = this.waiters.indexOf(entry);
                if (i >= 0) this.waiters.splice(i, 1);
                reject(new SessionBusyError());
              }, waitMs);
        this.waiters.push(entry);
      });
    } else this.held = true;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiters.shift();
      if (next) next();
      else this.held = false;
    };
  }
}

const WORKER_BOOT = new URL('./worker-boot.mjs', import.meta.url);
const WORKER_ENTRY = new URL('./pglite-worker.ts', import.meta.url).href;
/** Native stack of the backend's thread. Postgres checks its own depth (max_stack_depth, 2 MB) on
 * wasm's shadow stack, but wasm frames live on V8's native stack: with Node's default (~1 MB on the
 * main thread, 4 MB in a worker) deep recursion (nested JSON, nested subqueries) ran out of native
 * stack first, a RangeError the backend cannot recover from (see pglite-worker.ts). With this much,
 * Postgres's own check fires first and answers 54001 "stack depth limit exceeded". */
const BACKEND_STACK_MB = 256;

/** How much longer than its role's statement_timeout a statement may run on PGlite before the
 * backend is replaced (Postgres on a server cancels at the timeout itself). */
export const TIMEOUT_GRACE_MS = 1_000;

/**
 * Postgres's wasm (9 MB), compiled once per process and handed to every backend's thread: PGlite
 * compiles it per thread otherwise, and V8's background compilers then spend seconds of CPU on it
 * again for each test stack and for each replaced backend. A compiled module sent to a worker thread
 * shares its machine code (optimised functions included) instead of copying it.
 */
let compiledPostgres: Promise<WebAssembly.Module> | undefined;
function postgresModule(): Promise<WebAssembly.Module> {
  compiledPostgres ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    return WebAssembly.compile(readFileSync(join(dirname(entry), 'pglite.wasm')));
  })();
  return compiledPostgres;
}

/** One backend incarnation: a worker thread and its pending requests. */
class Backend {
  readonly ready: Promise<void>;
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve(r: WorkerReply): void; reject(e: Error): void }>();
  private next = 1;
  private ended = false;
  inTransaction = false;
  /** It opened its database (a backend that never did is not replaced at once: see openPglite). */
  opened = false;

  constructor(
    init: WorkerInit,
    onNotify: (channel: string, payload: string) => void,
    private readonly onLost: (backend: Backend, reason: string) => void,
  ) {
    this.worker = new Worker(WORKER_BOOT, {
      workerData: { ...init, entry: WORKER_ENTRY },
      transferList: init.loadDataDir ? [init.loadDataDir.buffer as ArrayBuffer] : [],
      resourceLimits: { stackSizeMb: BACKEND_STACK_MB },
    });
    this.ready = new Promise((resolve, reject) => {
      this.worker.on('message', (m: WorkerEvent | WorkerReply) => {
        if ('id' in m) {
          const p = this.pending.get(m.id);
          this.pending.delete(m.id);
          this.inTransaction = m.inTransaction;
          p?.resolve(m);
        } else if (m.type === 'notify') onNotify(m.channel, m.payload);
        else if (m.type === 'ready') {
          this.opened = true;
          resolve();
        } else if (m.type === 'failed') {
          reject(toError(m.error));
          this.lose(m.error.message);
        }
      });
      this.worker.on('error', (e: Error) => {
        reject(e);
        this.lose(e.message);
      });
      this.worker.on('exit', (code) => this.lose(`the database worker exited (${code})`));
    });
    this.ready.catch(() => {});
  }

  async call(req: WorkerCall, transfer: ArrayBuffer[] = []): Promise<unknown> {
    await this.ready;
    if (this.ended) throw new PgliteError('the database backend was restarted', '57P01');
    const id = this.next++;
    const reply = await new Promise<WorkerReply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...req, id } as WorkerRequest, transfer);
    });
    if (!reply.ok) throw toError(reply.error);
    return reply.result;
  }

  /** Ends this backend: pending requests fail with `error`. */
  async terminate(error: Error): Promise<void> {
    this.ended = true;
    for (const p of this.pending.values()) p.reject(error);
    this.pending.clear();
    await this.worker.terminate();
  }

  private lose(reason: string): void {
    if (this.ended) return;
    this.ended = true;
    const error = new PgliteError(`the database backend stopped: ${reason}`, '57P01');
    for (const p of this.pending.values()) p.reject(error);
    this.pending.clear();
    void this.worker.terminate();
    this.onLost(this, reason);
  }
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

  /** A new backend has none of them: forget them without closing. */
  clear(): void {
    this.bySql.clear();
    this.toClose.length = 0;
  }
}

/** Rows of each statement from the backend messages of a batch; the first `skip` command results
 * (a leading BEGIN) are not the statements'. */
function collect(messages: Array<Record<string, unknown>>, used: PreparedStatement[], skip: number): BatchRows[] {
  const results: BatchRows[] = [];
  let done = -skip;
  let rows: BatchRows = [];
  for (const m of messages) {
    const current = used[done];
    if (m.name === 'rowDescription') {
      if (current) current.columns = (m.fields as Array<{ name: string }>).map((f) => f.name);
    } else if (m.name === 'noData') {
      if (current) current.columns = [];
    } else if (m.name === 'dataRow') {
      const values = m.fields as Array<string | null>;
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
  const sessionWaitMs = opts.sessionWaitMs ?? 30_000;
  let restartPoint: Uint8Array | undefined =
    opts.loadDataDir instanceof Uint8Array
      ? opts.loadDataDir
      : opts.loadDataDir
        ? new Uint8Array(await opts.loadDataDir.arrayBuffer())
        : undefined;
  const lock = new SessionLock();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const notificationSubscribers = new Set<(channel: string, payload: string) => void>();
  const restartSubscribers = new Set<(reason: string) => void>();
  const prepared = new PreparedStatements();
  let closed = false;
  let failedOpens = 0;

  const dispatch = (channel: string, payload: string) => {
    for (const fn of listeners.get(channel) ?? []) fn(payload);
    for (const fn of notificationSubscribers) fn(channel, payload);
  };
  const wasmModule = await postgresModule();
  const start = (): Backend =>
    new Backend(
      // Each backend gets its own copy: the buffer is transferred to the worker.
      { dataDir: opts.dataDir, loadDataDir: restartPoint?.slice(), wasmModule },
      dispatch,
      (lost, reason) => {
        if (lost !== backend) return;
        // A backend that could not even open its database (a damaged data directory, no memory) is
        // retried with backoff, 1 s doubling to 30 s, instead of in a tight loop; calls meanwhile fail
        // at once with 57P01 (the data API answers 503).
        if (lost.opened) failedOpens = 0;
        const delay = lost.opened ? 0 : Math.min(30_000, 1000 * 2 ** failedOpens++);
        const replace = () => restart(`the database backend stopped (${reason})`);
        if (delay) setTimeout(replace, delay).unref();
        else replace();
      },
    );
  let backend = start();
  try {
    await backend.ready;
  } catch (error) {
    closed = true; // no replacement for a database that never opened
    throw error;
  }

  /** Replaces the backend: from the data directory (committed data kept, as after a crash of a
   * server) or, in memory, from the restart point. Listens again on the channels in use. */
  const restart = (reason: string, old?: Backend): void => {
    if (closed) return;
    void old?.terminate(new PgliteError(reason, '57014'));
    prepared.clear();
    backend = start();
    const fresh = backend;
    void fresh.ready.then(async () => {
      for (const channel of listeners.keys()) await fresh.call({ op: 'listen', channel }).catch(() => {});
    });
    for (const fn of restartSubscribers) fn(reason);
  };

  /** One request to the backend; with a timeout the backend is replaced when it has not answered
   * within the timeout plus a grace (TIMEOUT_GRACE_MS): a busy machine must not turn an ordinary
   * statement into a replacement, and replacing is the last resort, not the statement's deadline. */
  const call = async (req: WorkerCall, timeoutMs?: number, transfer?: ArrayBuffer[]) => {
    const current = backend;
    if (timeoutMs === undefined || timeoutMs <= 0) return current.call(req, transfer);
    await current.ready;
    timeoutMs += TIMEOUT_GRACE_MS;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new PgliteError('canceling statement due to statement timeout', '57014'));
        if (current === backend) restart('a statement exceeded its statement_timeout', current);
      }, timeoutMs);
    });
    try {
      return await Promise.race([current.call(req, transfer), timedOut]);
    } finally {
      clearTimeout(timer);
    }
  };

  const exclusive = async <T>(fn: () => Promise<T>, waitMs: number | undefined = sessionWaitMs): Promise<T> => {
    if (closed) throw new PgliteError('the database is closed', '57P01');
    let release: () => void;
    for (;;) {
      try {
        release = await lock.acquire(waitMs);
        break;
      } catch (error) {
        // Waiting for a replacement backend to open is not waiting for a wire client's transaction:
        // only the latter gives up (PGRST003).
        if (!(error instanceof SessionBusyError) || backend.opened) throw error;
      }
    }
    try {
      return await fn();
    } finally {
      release();
    }
  };

  const rawQuery = async <T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> =>
    (await call({ op: 'query', sql, params: params ?? [] })) as QueryResult<T>;
  const rawExec = async (sql: string): Promise<void> => {
    await call({ op: 'exec', sql });
  };
  const inSession: Queryable = { query: rawQuery, exec: rawExec };

  const transaction: Database['transaction'] = (fn) =>
    exclusive(async () => {
      await rawExec('begin');
      try {
        const result = await fn(inSession);
        await rawExec('commit');
        return result;
      } catch (error) {
        await rawExec('rollback').catch(() => {});
        throw error;
      }
    });

  // The whole batch is one call into the wasm backend instead of ~6 per statement plus BEGIN and
  // COMMIT. Without a decision it is one extended-protocol pipeline ending in Sync: Postgres runs it
  // as one implicit transaction, committed at Sync or rolled back by the first error. With one,
  // BEGIN opens it and COMMIT or ROLLBACK follows in a second call once decide() has seen the rows.
  const stream = async (parts: Uint8Array[], timeoutMs?: number) => {
    const bytes = concat(parts);
    return (await call({ op: 'stream', bytes }, timeoutMs, [bytes.buffer as ArrayBuffer])) as Array<
      Record<string, unknown>
    >;
  };
  const attempt = async (statements: BatchStatement[], decide?: BatchDecision, timeoutMs?: number) => {
    const { parts, used, fresh } = prepared.messages(statements);
    const generation = backend;
    let results: BatchRows[];
    try {
      results = decide
        ? collect(await stream([serialize.query('BEGIN'), ...parts, serialize.sync()], timeoutMs), used, 1)
        : collect(await stream([...parts, serialize.sync()], timeoutMs), used, 0);
    } catch (error) {
      if (generation === backend) {
        prepared.discard(fresh);
        if (decide) await stream([serialize.query('ROLLBACK')]).catch(() => {});
      }
      throw error;
    }
    prepared.keep(fresh);
    if (!decide) return results;
    let commit = false;
    try {
      commit = decide(results);
    } finally {
      await stream([serialize.query(commit ? 'COMMIT' : 'ROLLBACK')]);
    }
    return results;
  };
  const batch = async (
    statements: BatchStatement[],
    decide?: BatchDecision,
    options: BatchOptions = {},
  ): Promise<BatchRows[]> => {
    // An instrumented transaction() (scripts/perf/capture.ts) must still see the statements.
    if (db.transaction !== transaction) return batchViaTransaction(db, statements, decide);
    return exclusive(async () => {
      try {
        return await attempt(statements, decide, options.timeoutMs);
      } catch (error) {
        // Prepare again once (the failed batch rolled back) when a wire client sharing the session
        // deallocated them (26000), or DDL changed a prepared statement's result columns (0A000).
        const code = (error as { code?: string }).code;
        if (code !== '26000' && code !== '0A000') throw error;
        prepared.reset();
        return attempt(statements, decide, options.timeoutMs);
      }
    });
  };

  const wireBackend: WireBackend = {
    acquire: () => lock.acquire(),
    async wire(bytes) {
      const out = (await call({ op: 'wire', bytes })) as Uint8Array;
      // A wire client's UNLISTEN (psql's DISCARD ALL too) also ends the stack's own LISTENs: the
      // session is shared, so listen again.
      if (listeners.size && /unlisten|discard/i.test(Buffer.from(bytes).toString('latin1')))
        for (const channel of listeners.keys()) await call({ op: 'listen', channel }).catch(() => {});
      return { bytes: out, inTransaction: backend.inTransaction };
    },
    onNotification(fn) {
      notificationSubscribers.add(fn);
      return () => notificationSubscribers.delete(fn);
    },
    onRestart(fn) {
      restartSubscribers.add(fn);
      return () => restartSubscribers.delete(fn);
    },
  };

  const db: PgliteDatabase = {
    kind: 'pglite',
    query: (sql, params) => exclusive(() => rawQuery(sql, params)),
    transaction,
    batch,
    async exec(sql) {
      await exclusive(async () => {
        try {
          await rawExec(sql);
        } catch (error) {
          // A failed script must not leave the only session inside an aborted transaction.
          await rawExec('rollback').catch(() => {});
          throw error;
        }
      });
    },
    async listen(channel, onNotify) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await exclusive(() => call({ op: 'listen', channel }));
      }
      set.add(onNotify);
      return async () => {
        set.delete(onNotify);
        if (set.size === 0 && listeners.get(channel) === set) {
          listeners.delete(channel);
          if (!closed) await exclusive(() => call({ op: 'unlisten', channel })).catch(() => {});
        }
      };
    },
    async dump() {
      return new Blob([(await db.dumpBytes()) as Uint8Array<ArrayBuffer>]);
    },
    async dumpBytes() {
      return (await exclusive(() => call({ op: 'dump' }), undefined)) as Uint8Array;
    },
    async setRestartPoint() {
      if (opts.dataDir) return;
      restartPoint = await db.dumpBytes();
    },
    wireBackend,
    onReconnect(fn) {
      const subscriber = () => fn();
      restartSubscribers.add(subscriber);
      return () => restartSubscribers.delete(subscriber);
    },
    async close() {
      if (closed) return;
      const release = await lock.acquire(5_000).catch(() => undefined);
      closed = true;
      try {
        await Promise.race([backend.call({ op: 'close' }), new Promise((r) => setTimeout(r, 5_000))]);
      } catch {
        // Closing a lost backend: nothing to flush.
      } finally {
        await backend.terminate(new PgliteError('the database is closed', '57P01')).catch(() => {});
        release?.();
      }
    },
  };
  return db;
}
