// postgres_changes: the stack's counterpart of Realtime's Extensions.PostgresCdcRls. Changes arrive
// from the capture trigger (realtime.sql) by NOTIFY, in commit order. For each change: the
// subscriptions of that table and event, found through an index on their `eq`/`in` filter values
// (so subscribers filtered to other rows cost nothing), then their other filters, then one batched
// call per change (realtime.stack_visibility) for those left: filters only Postgres can decide and,
// when the table has RLS, whether each subscriber's role and claims may SELECT the row. Then one
// message per channel, with the ids of its matching bindings, in Realtime's payload shape.
import { performance } from 'node:perf_hooks';
import type { Database } from '../db/database.ts';
import type { Catalog, TableInfo } from './catalog.ts';
import { valueKey, type CompiledFilter } from './filters.ts';
import { encodeFastlane, type Frame, type Vsn } from './protocol.ts';

/** The channel side a subscription delivers to. */
export interface ChangeSubscriber {
  readonly topic: string;
  readonly vsn: Vsn;
  /** JWT role and claims the row must be visible to (updated by access_token). */
  readonly role: string;
  readonly claimsJson: string;
  /** When the token expires (ms since epoch): nothing is delivered after. */
  readonly expiresAt: number;
  readonly open: boolean;
  send(frame: Frame): void;
}

export interface PgSubscription {
  /** The binding id the join reply announced (realtime-js matches `ids` against it). */
  id: number;
  subscriber: ChangeSubscriber;
  tableKey: string;
  action: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
  filters: CompiledFilter[];
  select: string[] | null;
}

interface Change {
  seq: number;
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  commit_timestamp: string;
  record: Record<string, unknown> | null;
  old: Record<string, unknown> | null;
  /** Size of the notification, for Realtime's max record size. */
  bytes: number;
}

interface TableSubs {
  unindexed: Set<PgSubscription>;
  /** column → value key → subscriptions whose eq/in filter on that column names the value. */
  eq: Map<string, Map<string, Set<PgSubscription>>>;
}

export interface ChangeStats {
  changes: number;
  /** Visibility checks run under a subscriber's role and claims (Realtime's per-subscriber RLS check). */
  rlsChecks: number;
  /** Database calls made for visibility (at most one per change). */
  visibilityCalls: number;
  messages: number;
  /** RLS checks of the last change. */
  lastRlsChecks: number;
  /** Time spent in visibility calls (ms, wall clock): the database's share of delivery. */
  visibilityMs: number;
}

const MAX_RECORD_BYTES = 1024 * 1024;

export class ChangeFeed {
  private readonly byTable = new Map<string, TableSubs>();
  private readonly bySubscriber = new Map<ChangeSubscriber, PgSubscription[]>();
  private tail: Promise<void> = Promise.resolve();
  readonly stats: ChangeStats = {
    changes: 0,
    rlsChecks: 0,
    visibilityCalls: 0,
    messages: 0,
    lastRlsChecks: 0,
    visibilityMs: 0,
  };

  constructor(
    private readonly db: Database,
    private readonly catalog: Catalog,
    private readonly log: (line: string) => void,
  ) {}

  /** Replaces a subscriber's subscriptions. */
  set(subscriber: ChangeSubscriber, subs: PgSubscription[]): void {
    this.remove(subscriber);
    if (subs.length === 0) return;
    this.bySubscriber.set(subscriber, subs);
    for (const sub of subs) {
      let t = this.byTable.get(sub.tableKey);
      if (!t) {
        t = { unindexed: new Set(), eq: new Map() };
        this.byTable.set(sub.tableKey, t);
      }
      const indexed = sub.filters.find((f) => f.indexKeys);
      if (!indexed) {
        t.unindexed.add(sub);
        continue;
      }
      let byValue = t.eq.get(indexed.column);
      if (!byValue) {
        byValue = new Map();
        t.eq.set(indexed.column, byValue);
      }
      for (const key of indexed.indexKeys!) {
        let set = byValue.get(key);
        if (!set) {
          set = new Set();
          byValue.set(key, set);
        }
        set.add(sub);
      }
    }
  }

  remove(subscriber: ChangeSubscriber): void {
    const subs = this.bySubscriber.get(subscriber);
    if (!subs) return;
    this.bySubscriber.delete(subscriber);
    for (const sub of subs) {
      const t = this.byTable.get(sub.tableKey);
      if (!t) continue;
      t.unindexed.delete(sub);
      for (const [column, byValue] of t.eq) {
        for (const [key, set] of byValue) {
          set.delete(sub);
          if (set.size === 0) byValue.delete(key);
        }
        if (byValue.size === 0) t.eq.delete(column);
      }
      if (t.unindexed.size === 0 && t.eq.size === 0) this.byTable.delete(sub.tableKey);
    }
  }

  get subscriptionCount(): number {
    let n = 0;
    for (const subs of this.bySubscriber.values()) n += subs.length;
    return n;
  }

  /** A change notified by the capture trigger: processed now, delivered after the ones before it. */
  accept(raw: Record<string, unknown>, bytes: number): void {
    const change: Change = {
      seq: Number(raw.seq),
      schema: String(raw.schema),
      table: String(raw.table),
      type: raw.type as Change['type'],
      commit_timestamp: String(raw.commit_timestamp),
      record: (raw.record as Record<string, unknown> | null) ?? null,
      old: (raw.old as Record<string, unknown> | null) ?? null,
      bytes,
    };
    this.stats.changes++;
    const work = this.prepare(change).catch((error: Error) => {
      this.log(`realtime: change ${change.schema}.${change.table} #${change.seq} not delivered: ${error.message}`);
      return () => {};
    });
    this.tail = Promise.all([this.tail, work])
      .then(([, deliver]) => deliver())
      .catch((error: Error) => this.log(`realtime: change #${change.seq} not sent: ${error.message}`));
  }

  /** Resolves once every change accepted so far is delivered. */
  drain(): Promise<void> {
    return this.tail;
  }

  private async tableOf(change: Change): Promise<TableInfo | null> {
    let table = await this.catalog.table(change.schema, change.table);
    const row = change.record ?? change.old;
    if (table && row && !sameColumns(table, row)) {
      // Columns changed since the table was read (DDL without the event trigger): read it again.
      this.catalog.forget(change.schema, change.table);
      table = await this.catalog.table(change.schema, change.table);
    }
    return table;
  }

  private async prepare(change: Change): Promise<() => void> {
    const t = this.byTable.get(`${change.schema}.${change.table}`);
    if (!t) return () => {};
    const table = await this.tableOf(change);
    if (!table) return () => {};
    const identity = identityOf(table, change.old);
    // Filters see the new row; a DELETE only what its old row carries (the key, unless REPLICA
    // IDENTITY FULL), as Realtime filters deletes.
    const values = change.type === 'DELETE' ? (identity ?? {}) : (change.record ?? {});
    const candidates = new Set<PgSubscription>(t.unindexed);
    for (const [column, byValue] of t.eq) {
      const key = valueKey(values[column]);
      const set = key === undefined ? undefined : byValue.get(key);
      if (set) for (const s of set) candidates.add(s);
    }

    const now = Date.now();
    const byRole = new Map<string, PgSubscription[]>();
    for (const sub of candidates) {
      if (sub.action !== '*' && sub.action !== change.type) continue;
      if (!sub.subscriber.open || sub.subscriber.expiresAt <= now) continue;
      const list = byRole.get(sub.subscriber.role) ?? [];
      list.push(sub);
      byRole.set(sub.subscriber.role, list);
    }
    if (byRole.size === 0) return () => {};

    const deliveries: Array<{ sub: PgSubscription; data: string }> = [];
    // Per (role, claims, SQL filters): one entry of the visibility call, shared by identical subscribers.
    const entries = new Map<
      string,
      { role: string; claims: string; sql: string | null; operands: string[]; subs: PgSubscription[] }
    >();
    const needsRls = table.rls && change.type !== 'DELETE';
    const dataCache = new Map<string, string>();
    const dataFor = (role: string, selectable: Set<string>, select: string[] | null): string => {
      const k = `${role}\u0000${select?.join(',') ?? ''}`;
      let d = dataCache.get(k);
      if (d === undefined) {
        d = buildData(table, change, identity, selectable, select);
        dataCache.set(k, d);
      }
      return d;
    };

    for (const [role, subs] of byRole) {
      let selectable: Set<string>;
      try {
        selectable = await this.catalog.selectable(table, role);
      } catch {
        continue; // the role no longer exists
      }
      if (change.type !== 'DELETE') {
        const error =
          table.primaryKey.length === 0
            ? 'Error 400: Bad Request, no primary key'
            : table.primaryKey.some((c) => !selectable.has(c))
              ? 'Error 401: Unauthorized'
              : null;
        if (error) {
          const data = JSON.stringify({
            schema: change.schema,
            table: change.table,
            type: change.type,
            errors: [error],
          });
          for (const sub of subs) deliveries.push({ sub, data });
          continue;
        }
      }
      for (const sub of subs) {
        const sqlFilters: CompiledFilter[] = [];
        let passes = true;
        for (const f of sub.filters) {
          if (!(f.column in values)) {
            passes = false;
            break;
          }
          const verdict = f.test ? f.test(values[f.column]) : 'sql';
          if (verdict === false) {
            passes = false;
            break;
          }
          if (verdict === 'sql') sqlFilters.push(f);
        }
        if (!passes) continue;
        if (sqlFilters.length === 0 && !needsRls) {
          deliveries.push({ sub, data: dataFor(role, selectable, sub.select) });
          continue;
        }
        // Operands numbered as this entry passes them: ($2::text[])[1], [2], ...
        const sql = sqlFilters.length
          ? sqlFilters.map((f, i) => `(${f.sql.replace('($2::text[])[1]', `($2::text[])[${i + 1}]`)})`).join(' and ')
          : null;
        const operands = sqlFilters.map((f) => f.operand);
        const key = `${role}\u0000${sub.subscriber.claimsJson}\u0000${sql ?? ''}\u0000${JSON.stringify(operands)}`;
        let entry = entries.get(key);
        if (!entry) {
          entry = { role, claims: sub.subscriber.claimsJson, sql, operands, subs: [] };
          entries.set(key, entry);
        }
        entry.subs.push(sub);
      }
    }

    let rlsChecks = 0;
    if (entries.size > 0) {
      const list = [...entries.values()];
      const keyValues: Record<string, unknown> = {};
      for (const c of table.primaryKey) keyValues[c] = (change.record ?? {})[c];
      this.stats.visibilityCalls++;
      const started = performance.now();
      const { rows } = await this.db.query<{ v: number[] | string }>(
        `select realtime.stack_visibility($1::regclass, $2::jsonb, $3::jsonb, $4::boolean, $5::text[], $6::text[], $7::text[], $8::jsonb[]) as v`,
        [
          table.sql,
          JSON.stringify(values),
          JSON.stringify(keyValues),
          needsRls,
          list.map((e) => e.role),
          list.map((e) => e.claims),
          list.map((e) => e.sql),
          list.map((e) => (e.sql ? JSON.stringify(e.operands) : null)),
        ],
      );
      this.stats.visibilityMs += performance.now() - started;
      const verdicts = parseSmallints(rows[0]?.v);
      list.forEach((entry, i) => {
        const verdict = verdicts[i] ?? 0;
        if (needsRls && verdict > 0) rlsChecks++;
        if (verdict !== 2) return;
        for (const sub of entry.subs) deliveries.push({ sub, data: '' });
      });
      // The payloads of the visible ones (their roles' column sets are cached by now).
      for (const d of deliveries) {
        if (d.data) continue;
        const selectable = await this.catalog.selectable(table, d.sub.subscriber.role);
        d.data = dataFor(d.sub.subscriber.role, selectable, d.sub.select);
      }
    }
    this.stats.rlsChecks += rlsChecks;
    this.stats.lastRlsChecks = rlsChecks;

    return () => this.deliver(deliveries);
  }

  private deliver(deliveries: Array<{ sub: PgSubscription; data: string }>): void {
    // One message per channel and payload, listing the ids of the channel's bindings it matches.
    const groups = new Map<ChangeSubscriber, Map<string, Set<number>>>();
    for (const { sub, data } of deliveries) {
      let byData = groups.get(sub.subscriber);
      if (!byData) {
        byData = new Map();
        groups.set(sub.subscriber, byData);
      }
      let ids = byData.get(data);
      if (!ids) {
        ids = new Set();
        byData.set(data, ids);
      }
      ids.add(sub.id);
    }
    const now = Date.now();
    for (const [subscriber, byData] of groups) {
      if (!subscriber.open || subscriber.expiresAt <= now) continue;
      for (const [data, ids] of byData) {
        subscriber.send(
          encodeFastlane(
            subscriber.vsn,
            subscriber.topic,
            'postgres_changes',
            `{"ids":${JSON.stringify([...ids])},"data":${data}}`,
          ),
        );
        this.stats.messages++;
      }
    }
  }
}

function parseSmallints(v: number[] | string | undefined): number[] {
  if (Array.isArray(v)) return v.map(Number);
  if (typeof v === 'string') return v.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
  return [];
}

function sameColumns(table: TableInfo, row: Record<string, unknown>): boolean {
  const keys = Object.keys(row);
  return keys.length === table.columns.length && keys.every((k) => table.byName.has(k));
}

/** What of the old row a change carries: every column with REPLICA IDENTITY FULL, else the key. */
function identityOf(table: TableInfo, old: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!old) return null;
  if (table.replicaFull) return old;
  const out: Record<string, unknown> = {};
  for (const c of table.primaryKey) if (c in old) out[c] = old[c];
  return out;
}

function pick(
  row: Record<string, unknown> | null,
  columns: string[],
  oversized: boolean,
): Record<string, unknown> | null {
  if (!row) return null;
  const out: Record<string, unknown> = {};
  let any = false;
  for (const c of columns) {
    if (!(c in row)) continue;
    const v = row[c];
    // Over Realtime's max record size only values up to 64 bytes are kept.
    if (oversized && JSON.stringify(v ?? null).length > 64) continue;
    out[c] = v;
    any = true;
  }
  return any ? out : null;
}

/** The `data` of a postgres_changes message (Realtime's NewRecord/UpdatedRecord/DeletedRecord). */
function buildData(
  table: TableInfo,
  change: Change,
  identity: Record<string, unknown> | null,
  selectable: Set<string>,
  select: string[] | null,
): string {
  const cols = table.columns.filter(
    (c) => selectable.has(c.name) && (!select || select.includes(c.name) || table.primaryKey.includes(c.name)),
  );
  const names = cols.map((c) => c.name);
  const oversized = change.bytes > MAX_RECORD_BYTES;
  const data: Record<string, unknown> = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commit_timestamp,
    type: change.type,
    columns: cols.map((c) => ({ name: c.name, type: c.type })),
  };
  if (change.type !== 'DELETE') data.record = pick(change.record, names, oversized);
  if (change.type === 'UPDATE') data.old_record = pick(identity, names, oversized);
  if (change.type === 'DELETE')
    // With RLS on, a delete cannot be checked against the (gone) row: only its key goes out.
    data.old_record = pick(identity, table.rls ? names.filter((n) => table.primaryKey.includes(n)) : names, oversized);
  data.errors = oversized ? ['Error 413: Payload Too Large'] : null;
  return JSON.stringify(data);
}
