// The fuzz run (issue 30): a seeded stream of hostile requests to Storage (requests.ts), Realtime's
// HTTP API (requests.ts) and every RPC of the data API (rpc-inputs.ts), sent by members, an
// administrator, visitors and junk tokens, with a health check of the stack every 250 requests.
// Counts statuses per service; a 5xx, a hang, a refused connection or a failed health check is a
// failure. Used by `npm run fuzz` (a stack in a child process, so an exit is seen) and by
// stack/test/hostile-fuzz.test.ts (a short run against a test stack).
import { prng } from '../soak/requests.ts';
import { realtimeRequest, storageRequest, type FuzzRequest } from './requests.ts';
import { randomCase, rpcCatalog, walkCases, type Queryable, type RpcSignature } from './rpc-inputs.ts';

export interface FuzzOptions {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The database, as its owner: the RPC catalogue and the administrator's promotion. */
  db: Queryable;
  count: number;
  concurrency?: number;
  seed?: number;
  maxMs?: number;
  requestTimeoutMs?: number;
  /** False once the stack's process has gone (the script watches its child). */
  alive?: () => boolean;
  log?: (line: string) => void;
}

export interface FuzzFailure {
  kind: string;
  method: string;
  path: string;
  status: number | 'hang' | 'network';
  body: string;
}

export interface FuzzReport {
  sent: number;
  durationMs: number;
  /** service → status → count */
  byService: Record<string, Record<string, number>>;
  failures: FuzzFailure[];
  healthChecks: number;
  healthFailures: number;
  rpcFunctions: number;
}

interface Account {
  id: string;
  token: string;
}

async function signUp(o: FuzzOptions, name: string, type: string): Promise<Account> {
  const res = await fetch(`${o.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: o.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `fuzz-${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
      password: 'Password123!',
      data: { full_name: `Fuzz ${name}`, user_type: type, company: 'Fuzz Co', position: 'Tester', service_type: 'QA' },
    }),
  });
  const json = (await res.json()) as { access_token?: string; user?: { id: string } };
  if (!json.access_token || !json.user) throw new Error(`sign-up of ${name} failed: ${JSON.stringify(json)}`);
  return { id: json.user.id, token: json.access_token };
}

async function token(o: FuzzOptions, email: string): Promise<string> {
  const res = await fetch(`${o.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: o.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Password123!' }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Objects the reads, copies and moves find (the rest of the keys are missing on purpose). */
async function plant(o: FuzzOptions, member: Account): Promise<void> {
  const put = (bucket: string, name: string, type: string, body: string) =>
    fetch(`${o.url}/storage/v1/object/${bucket}/${member.id}/${name}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': type, 'x-upsert': 'true' },
      body,
    }).then((r) => r.arrayBuffer());
  const png = '\u0089PNG\r\n\u001a\nfuzz';
  for (const name of ['a.png', 'b.png', 'nested/c.png']) await put('photos', name, 'image/png', png);
  await put('cvs', 'cv.pdf', 'application/pdf', '%PDF-1.4\n%%EOF\n');
}

export async function runFuzz(o: FuzzOptions): Promise<FuzzReport> {
  const log = o.log ?? (() => {});
  const member = await signUp(o, 'member', 'HR Professional');
  const other = await signUp(o, 'other', 'Service Provider');
  const admin = await signUp(o, 'admin', 'HR Professional');
  const email = (await o.db.query<{ email: string }>('select email from auth.users where id = $1', [admin.id])).rows[0]!
    .email;
  // The first administrator, as create-initial-admin makes one (none exists in a fresh stack). If one
  // does, the third account stays a member and admin-only paths are probed as refusals.
  await o.db.query('select public.claim_admin($1)', [admin.id]);
  const adminToken = await token(o, email);
  await plant(o, member);
  const catalog: RpcSignature[] = await rpcCatalog(o.db);

  const rand = prng(o.seed ?? 1);
  const bearer: Record<NonNullable<FuzzRequest['as']>, string | undefined> = {
    member: member.token,
    other: other.token,
    service: o.serviceRoleKey,
    anon: undefined,
    junk: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.forged',
  };
  const rpcCallers = [
    { as: 'member' as const, id: member.id, token: member.token },
    { as: 'other' as const, id: other.id, token: other.token },
    { as: 'admin' as const, id: admin.id, token: adminToken },
    { as: 'anon' as const, id: member.id, token: undefined },
  ];
  // Each function is walked once (every argument, every bad value) before the random mixes.
  const walk: { fn: string; body: Record<string, unknown>; caller: (typeof rpcCallers)[number] }[] = [];
  for (const sig of catalog) for (const c of walkCases(sig, admin.id)) walk.push({ ...c, caller: rpcCallers[2]! });

  interface Planned {
    service: string;
    request: FuzzRequest & { token?: string };
  }
  const plan = (i: number): Planned => {
    const r = rand();
    if (r < 0.4) return { service: 'storage', request: storageRequest(rand) };
    if (r < 0.6) return { service: 'realtime', request: realtimeRequest(rand) };
    const step = i % 3 === 0 ? walk.shift() : undefined;
    const who = step?.caller ?? rpcCallers[Math.floor(rand() * rpcCallers.length)]!;
    const c = step ?? randomCase(catalog[Math.floor(rand() * catalog.length)]!, who.id, rand);
    return {
      service: 'rpc',
      request: {
        kind: `rpc ${c.fn}`,
        method: 'POST',
        path: `/rest/v1/rpc/${c.fn}`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(c.body),
        token: who.token,
        as: who.token ? undefined : 'anon',
      },
    };
  };

  const fill = (text: string) => text.replaceAll('{uid}', member.id).replaceAll('{other}', other.id);
  const byService: FuzzReport['byService'] = {};
  const failures: FuzzFailure[] = [];
  const timeout = o.requestTimeoutMs ?? 60_000;
  let healthChecks = 0;
  let healthFailures = 0;

  const health = async (): Promise<void> => {
    healthChecks++;
    try {
      const [a, b] = await Promise.all(
        ['/auth/v1/health', '/rest/v1/service_categories?select=id&limit=1'].map((p) =>
          fetch(o.url + p, { headers: { apikey: o.anonKey }, signal: AbortSignal.timeout(10_000) }).then(async (r) => {
            await r.arrayBuffer();
            return r.status;
          }),
        ),
      );
      if (a !== 200 || b !== 200) healthFailures++;
    } catch {
      healthFailures++;
    }
  };

  const send = async ({ service, request }: Planned): Promise<void> => {
    const headers: Record<string, string> = { apikey: o.anonKey, ...(request.headers ?? {}) };
    const t = request.token ?? (request.as ? bearer[request.as] : undefined);
    if (t) headers.authorization = `Bearer ${t}`;
    const path = fill(request.path);
    let status: FuzzFailure['status'];
    let body: string;
    try {
      const res = await fetch(o.url + path, {
        method: request.method,
        headers,
        body: request.method === 'GET' || request.method === 'HEAD' ? undefined : fill(request.body ?? '') || undefined,
        signal: AbortSignal.timeout(timeout),
      });
      body = await res.text();
      status = res.status;
    } catch (error) {
      status = (error as Error).name === 'TimeoutError' ? 'hang' : 'network';
      body = (error as Error).message;
    }
    const counts = (byService[service] ??= {});
    counts[String(status)] = (counts[String(status)] ?? 0) + 1;
    if (typeof status !== 'number' || status >= 500)
      failures.push({
        kind: request.kind,
        method: request.method,
        path: path.slice(0, 200),
        status,
        body: body.slice(0, 300),
      });
  };

  const started = Date.now();
  let next = 0;
  let sent = 0;
  const worker = async (): Promise<void> => {
    while (next < o.count && Date.now() - started < (o.maxMs ?? Infinity) && (o.alive?.() ?? true)) {
      const i = next++;
      if (i > 0 && i % 250 === 0) await health();
      await send(plan(i));
      sent++;
      if (i % 2000 === 0) log(`fuzz: ${i} requests, ${failures.length} failures, ${Date.now() - started} ms`);
    }
  };
  await Promise.all(Array.from({ length: o.concurrency ?? 8 }, worker));
  await health();
  return {
    sent,
    durationMs: Date.now() - started,
    byService,
    failures,
    healthChecks,
    healthFailures,
    rpcFunctions: catalog.length,
  };
}

export function formatFuzzReport(r: FuzzReport, exits = 0): string {
  const classes = (counts: Record<string, number>) => {
    const by: Record<string, number> = {};
    for (const [s, n] of Object.entries(counts)) {
      const c = /^\d+$/.test(s) ? `${s[0]}xx` : s;
      by[c] = (by[c] ?? 0) + n;
    }
    return Object.entries(by)
      .sort()
      .map(([c, n]) => `${c} ${n}`)
      .join(', ');
  };
  const total = Object.values(r.byService).reduce((n, c) => n + Object.values(c).reduce((a, b) => a + b, 0), 0);
  const fiveHundreds = r.failures.filter((f) => typeof f.status === 'number').length;
  return [
    `requests: ${total} in ${(r.durationMs / 1000).toFixed(1)} s (${r.rpcFunctions} RPCs in the catalogue)`,
    ...Object.entries(r.byService)
      .sort()
      .map(([service, counts]) => `  ${service}: ${classes(counts)}`),
    `5xx: ${fiveHundreds}; hangs or refused connections: ${r.failures.length - fiveHundreds}`,
    `process exits: ${exits}`,
    `health checks: ${r.healthChecks}, failed: ${r.healthFailures}`,
    ...r.failures.slice(0, 20).map((f) => `  ${f.status} ${f.kind}: ${f.method} ${f.path} -> ${f.body}`),
  ].join('\n');
}
