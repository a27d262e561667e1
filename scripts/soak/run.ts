// Runs the soak against a stack: `count` requests of the seeded stream (requests.ts) from
// `concurrency` clients, plus a COPY in and out through the wire port every 500 requests, bounded in
// count and time. Reports statuses, latency percentiles, RSS, every response >= 500 and whether the
// stack still answers a trivial request within 10 s at the end.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { rpcCatalog, type Queryable } from '../fuzz/rpc-inputs.ts';
import { prng, SOAK_FIXTURE_SQL, soakRequest, type SoakRequest } from './requests.ts';

export interface SoakOptions {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Postgres URL for the fixture and the COPY traffic (the wire port). */
  dbUrl: string;
  count: number;
  maxMs: number;
  concurrency?: number;
  seed?: number;
  /** Longest a single request may take before it counts as a hang. */
  requestTimeoutMs?: number;
  log?: (line: string) => void;
}

export interface Failure {
  kind: string;
  method: string;
  path: string;
  status: number | 'hang' | 'network';
  body: string;
}

export interface SoakReport {
  sent: number;
  copies: number;
  durationMs: number;
  byStatus: Record<string, number>;
  failures: Failure[];
  p50: number;
  p95: number;
  max: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  /** ms the final trivial request took, or null when it got no 200 within 10 s. */
  finalCheckMs: number | null;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

async function copyRound(dbUrl: string, round: number): Promise<void> {
  const client = new pg.Client({ connectionString: dbUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    const rows = Array.from({ length: 50 }, (_, i) => `${round * 50 + i}\tround ${round}\n`);
    await pipeline(Readable.from(rows), client.query(copyFrom('copy public.soak_copy (n, label) from stdin')));
    const out = client.query(copyTo(`copy (select n, label from public.soak_copy order by n desc limit 10) to stdout`));
    for await (const chunk of out) void chunk;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function runSoak(o: SoakOptions): Promise<SoakReport> {
  const log = o.log ?? (() => {});
  const fixture = new pg.Client({ connectionString: o.dbUrl });
  await fixture.connect();
  await fixture.query(SOAK_FIXTURE_SQL);
  // The member probes call every RPC of the data API (not the soak's fixture ones).
  const rpcs = (await rpcCatalog(fixture as unknown as Queryable)).filter((f) => !f.name.startsWith('soak_'));
  await fixture.end();
  // The schema reload the NOTIFY asks for runs in the background: wait until the table answers.
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${o.url}/rest/v1/soak_notes?limit=1`, { headers: { apikey: o.anonKey } });
    await res.arrayBuffer();
    if (res.status === 200) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const member = await fetch(`${o.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: o.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `soak-member-${Date.now()}@example.com`,
      password: 'Password123!',
      data: { full_name: 'Soak Member', user_type: 'HR Professional' },
    }),
  });
  const signedUp = (await member.json()) as { access_token?: string; user?: { id: string } };
  const memberToken = signedUp.access_token ?? o.anonKey;

  const rand = prng(o.seed ?? 1);
  const requests: SoakRequest[] = Array.from({ length: o.count }, (_, i) =>
    soakRequest(rand, i, { memberId: signedUp.user?.id, rpcs }),
  );
  const latencies: number[] = [];
  const byStatus: Record<string, number> = {};
  const failures: Failure[] = [];
  const started = Date.now();
  const rssBeforeMb = process.memoryUsage().rss / 2 ** 20;
  let next = 0;
  let copies = 0;
  const timeout = o.requestTimeoutMs ?? 60_000;

  const send = async (r: SoakRequest): Promise<void> => {
    const headers: Record<string, string> = { apikey: o.anonKey, ...(r.headers ?? {}) };
    if (r.asService) headers.authorization = `Bearer ${o.serviceRoleKey}`;
    else if (r.asMember) headers.authorization = `Bearer ${memberToken}`;
    if (r.body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    const t = performance.now();
    let status: Failure['status'];
    let body: string;
    try {
      const res = await fetch(o.url + r.path, {
        method: r.method,
        headers,
        body: r.method === 'GET' || r.method === 'HEAD' ? undefined : r.body,
        signal: AbortSignal.timeout(timeout),
      });
      body = await res.text();
      status = res.status;
    } catch (error) {
      status = (error as Error).name === 'TimeoutError' ? 'hang' : 'network';
      body = (error as Error).message;
    }
    latencies.push(performance.now() - t);
    byStatus[String(status)] = (byStatus[String(status)] ?? 0) + 1;
    if (typeof status !== 'number' || status >= 500)
      failures.push({ kind: r.kind, method: r.method, path: r.path.slice(0, 300), status, body: body.slice(0, 300) });
  };

  const worker = async (): Promise<void> => {
    while (next < requests.length && Date.now() - started < o.maxMs) {
      const i = next++;
      if (i > 0 && i % 500 === 0) {
        try {
          await copyRound(o.dbUrl, copies);
          copies++;
        } catch (error) {
          failures.push({ kind: 'copy', method: 'COPY', path: 'wire port', status: 'network', body: String(error) });
        }
      }
      await send(requests[i]!);
      if (i % 2000 === 0) log(`soak: ${i} requests, ${failures.length} failures, ${Date.now() - started} ms`);
    }
  };
  await Promise.all(Array.from({ length: o.concurrency ?? 8 }, worker));
  const durationMs = Date.now() - started;

  const t = performance.now();
  let finalCheckMs: number | null = null;
  try {
    const res = await fetch(`${o.url}/rest/v1/jobs?select=id&limit=1`, {
      headers: { apikey: o.anonKey },
      signal: AbortSignal.timeout(10_000),
    });
    await res.arrayBuffer();
    if (res.status === 200) finalCheckMs = performance.now() - t;
  } catch {
    finalCheckMs = null;
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    sent: latencies.length,
    copies,
    durationMs,
    byStatus,
    failures,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1] ?? 0,
    rssBeforeMb,
    rssAfterMb: process.memoryUsage().rss / 2 ** 20,
    finalCheckMs,
  };
}

export function formatReport(r: SoakReport): string {
  const statuses = Object.entries(r.byStatus)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([s, n]) => `${s}: ${n}`)
    .join(', ');
  const lines = [
    `requests: ${r.sent} in ${(r.durationMs / 1000).toFixed(1)} s (${Math.round(r.sent / (r.durationMs / 1000))}/s), COPY rounds: ${r.copies}`,
    `statuses: ${statuses}`,
    `latency ms: p50 ${r.p50.toFixed(1)}, p95 ${r.p95.toFixed(1)}, max ${r.max.toFixed(0)}`,
    `RSS MB: before ${r.rssBeforeMb.toFixed(0)}, after ${r.rssAfterMb.toFixed(0)}`,
    `final trivial request: ${r.finalCheckMs === null ? 'NO ANSWER within 10 s' : `${r.finalCheckMs.toFixed(0)} ms`}`,
    `responses >= 500, hangs or network errors: ${r.failures.length}`,
    ...r.failures.slice(0, 20).map((f) => `  ${f.status} ${f.kind}: ${f.method} ${f.path} -> ${f.body}`),
  ];
  return lines.join('\n');
}
