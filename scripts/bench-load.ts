// `npm run bench:load`: the 50-member mixed load (reads, searches, skill and job writes, connection
// requests) against the stack for 60 s, on the embedded database and on PostgreSQL 15; optionally
// against an older checkout in the same run (`--against /tmp/old`: `git worktree add /tmp/old 4f2dd74
// && (cd /tmp/old && npm ci)`), side by side: the variants run one after another, alternating, so a
// busy machine weighs on each alike (compare them within one run, not across runs).
//
// For each variant it prints req/s, p50/p95/p99 under load, the database's time per call of each
// operation alone (PGlite: CPU time of the thread that runs the backend; PostgreSQL: of the server's
// processes; from /proc/<pid>/task/<tid>/schedstat) and the writes acknowledged vs found afterwards.
//
//   npm run bench:load -- [--duration 60] [--members 50] [--engines embedded,postgres]
//                         [--against DIR] [--rounds 1] [--per-op-seconds 3] [--json FILE]
//
// Variants: `this` (this checkout's stack and schema); with --against DIR also `old` (DIR's stack and
// schema, as that commit served) and `old-schema` (this stack on DIR's supabase/: the SQL's share).
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startPostgres, type PgServer } from './bench/postgres-server.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    members: { type: 'string', default: '50' },
    engines: { type: 'string', default: 'embedded,postgres' },
    against: { type: 'string' },
    rounds: { type: 'string', default: '1' },
    'per-op-seconds': { type: 'string', default: '3' },
    variants: { type: 'string' },
    json: { type: 'string' },
    'pg-bin': { type: 'string', default: process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin' },
  },
});
const DURATION_S = Number(args.duration);
const MEMBERS = Number(args.members);
const PER_OP_S = Number(args['per-op-seconds']);
const WARMUP_S = 5;
const PASSWORD = 'Bench-load-Password-1';

// ── The mix ──────────────────────────────────────────────────────────────────────────────────────
const OPS = [
  ['get_my_profile', 10],
  ['get_profile', 10],
  ['get_profile_stats', 8],
  ['record_profile_view', 8],
  ['list_my_connections', 8],
  ['search_network', 12],
  ['search_services', 10],
  ['search_jobs', 10],
  ['add_skill', 8],
  ['delete_skill', 6],
  ['post_job', 4],
  ['connect', 6],
] as const;
type Op = (typeof OPS)[number][0];
const WEIGHT_SUM = OPS.reduce((n, [, w]) => n + w, 0);
const WORDS = [
  'payroll',
  'recruit',
  'training',
  'legal',
  'wellness',
  'catering',
  'manager',
  'people',
  'bench',
  'consult',
];

interface Member {
  id: string;
  email: string;
  token: string;
  hr: boolean;
  /** Skills this member added (acknowledged) and has not deleted yet. */
  skills: string[];
}
interface Written {
  skillsKept: Set<string>;
  skillsDeleted: Set<string>;
  jobs: Set<string>;
  connections: Set<string>;
}
interface Api {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function call(
  api: Api,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  prefer?: string,
): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      apikey: api.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(prefer ? { prefer } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: res.status, json };
}

// ── Data ─────────────────────────────────────────────────────────────────────────────────────────
async function seedMembers(api: Api, run: string): Promise<Member[]> {
  const members: Member[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const hr = i % 2 === 0;
    const email = `bench-${run}-${i}@example.com`;
    const data = hr
      ? {
          full_name: `Bench Harper ${i}`,
          user_type: 'HR Professional',
          company: `Bench People ${i % 7}`,
          position: 'People Partner',
        }
      : {
          full_name: `Bench Parker ${i}`,
          user_type: 'Service Provider',
          company: `Bench Payroll ${i % 5}`,
          service_type: 'Payroll Services',
        };
    const up = await call(api, api.anonKey, 'POST', '/auth/v1/signup', { email, password: PASSWORD, data });
    if (up.status !== 200) throw new Error(`sign-up ${email}: ${up.status} ${JSON.stringify(up.json)}`);
    const tok = await call(api, api.anonKey, 'POST', '/auth/v1/token?grant_type=password', {
      email,
      password: PASSWORD,
    });
    const session = tok.json as { access_token?: string; user?: { id: string } };
    if (!session.access_token) throw new Error(`sign-in ${email}: ${tok.status} ${JSON.stringify(tok.json)}`);
    members.push({ id: session.user!.id, email, token: session.access_token, hr, skills: [] });
  }
  // Providers on a plan that lets them contact and showcase (a checkout without plans refuses: fine).
  for (const m of members.filter((x) => !x.hr))
    await call(api, api.serviceRoleKey, 'PATCH', `/rest/v1/profiles?id=eq.${m.id}`, { subscription_plan: 'Premium' });
  const categories = (await call(api, api.anonKey, 'GET', '/rest/v1/service_categories?select=id')).json as {
    id: string;
  }[];
  for (const [i, m] of members.entries()) {
    if (m.hr) {
      for (let j = 0; j < 2; j++) await call(api, m.token, 'POST', '/rest/v1/jobs', jobBody(m, `${run}-${i}-${j}`));
    } else if (categories.length) {
      for (let j = 0; j < 2; j++)
        await call(api, m.token, 'POST', '/rest/v1/user_services', {
          user_id: m.id,
          service_name: `${pick(WORDS)} service ${i}-${j}`,
          category_id: pick(categories).id,
          description: `Bench ${pick(WORDS)} and ${pick(WORDS)} for teams of every size.`,
        });
    }
  }
  return members;
}

function jobBody(m: Member, tag: string) {
  return {
    title: `Bench ${pick(WORDS)} lead ${tag}`,
    company_name: 'Bench People',
    location: 'Remote',
    description: `We look for someone in ${pick(WORDS)} and ${pick(WORDS)}.`,
    posted_by: m.id,
  };
}

// ── One operation ────────────────────────────────────────────────────────────────────────────────
interface Context {
  api: Api;
  members: Member[];
  written: Written;
  pairs: Set<string>;
  seq: { n: number };
}

/** Runs `op` as `m`; returns the HTTP status (or 0 when the op had nothing to do and ran another). */
async function runOp(ctx: Context, m: Member, op: Op): Promise<{ op: Op; status: number }> {
  const { api } = ctx;
  const other = () => {
    let o = pick(ctx.members);
    while (o === m) o = pick(ctx.members);
    return o;
  };
  const text = () => (Math.random() < 0.5 ? pick(WORDS) : null);
  switch (op) {
    case 'get_my_profile':
      return { op, status: (await call(api, m.token, 'POST', '/rest/v1/rpc/get_my_profile', {})).status };
    case 'get_profile':
      return {
        op,
        status: (await call(api, m.token, 'POST', '/rest/v1/rpc/get_profile', { target_id: other().id })).status,
      };
    case 'get_profile_stats':
      return {
        op,
        status: (await call(api, m.token, 'POST', '/rest/v1/rpc/get_profile_stats', { target_id: other().id })).status,
      };
    case 'record_profile_view':
      return {
        op,
        status: (await call(api, m.token, 'POST', '/rest/v1/rpc/record_profile_view', { target_id: other().id }))
          .status,
      };
    case 'list_my_connections':
      return {
        op,
        status: (
          await call(api, m.token, 'POST', '/rest/v1/rpc/list_my_connections', { page_limit: 20, page_offset: 0 })
        ).status,
      };
    case 'search_network':
      return {
        op,
        status: (
          await call(api, m.token, 'POST', '/rest/v1/rpc/search_network', {
            search_text: text(),
            type_filter: 'all',
            page_limit: 20,
            page_offset: 0,
          })
        ).status,
      };
    case 'search_services':
      return {
        op,
        status: (
          await call(api, m.token, 'POST', '/rest/v1/rpc/search_services', {
            search_text: text(),
            page_limit: 20,
            page_offset: 0,
          })
        ).status,
      };
    case 'search_jobs':
      return {
        op,
        status: (
          await call(
            api,
            m.token,
            'POST',
            '/rest/v1/rpc/search_jobs?select=*,poster:profiles(full_name,company,avatar_url)&order=created_at.desc',
            { search_text: text(), page_limit: 20, page_offset: 0 },
          )
        ).status,
      };
    case 'add_skill': {
      const res = await call(
        api,
        m.token,
        'POST',
        '/rest/v1/skills',
        { profile_id: m.id, skill_name: `skill ${++ctx.seq.n}` },
        'return=representation',
      );
      const id = (res.json as { id?: string }[] | null)?.[0]?.id;
      if (res.status === 201 && id) {
        m.skills.push(id);
        ctx.written.skillsKept.add(id);
      }
      return { op, status: res.status };
    }
    case 'delete_skill': {
      const id = m.skills.shift();
      if (!id) return runOp(ctx, m, 'add_skill');
      const res = await call(api, m.token, 'DELETE', `/rest/v1/skills?id=eq.${id}`, undefined, 'return=representation');
      if (res.status === 200 && (res.json as unknown[]).length === 1) {
        ctx.written.skillsKept.delete(id);
        ctx.written.skillsDeleted.add(id);
      }
      return { op, status: res.status };
    }
    case 'post_job': {
      if (!m.hr) return runOp(ctx, m, 'search_jobs');
      const res = await call(
        api,
        m.token,
        'POST',
        '/rest/v1/jobs',
        jobBody(m, String(++ctx.seq.n)),
        'return=representation',
      );
      const id = (res.json as { id?: string }[] | null)?.[0]?.id;
      if (res.status === 201 && id) ctx.written.jobs.add(id);
      return { op, status: res.status };
    }
    case 'connect': {
      // A pair connects once (either direction): pick a member this one has no connection with yet.
      for (let tries = 0; tries < 10; tries++) {
        const o = other();
        const pair = [m.id, o.id].sort().join(':');
        if (ctx.pairs.has(pair)) continue;
        ctx.pairs.add(pair);
        const res = await call(
          api,
          m.token,
          'POST',
          '/rest/v1/connections',
          { requester_id: m.id, addressee_id: o.id, status: 'pending' },
          'return=representation',
        );
        const id = (res.json as { id?: string }[] | null)?.[0]?.id;
        if (res.status === 201 && id) ctx.written.connections.add(id);
        return { op, status: res.status };
      }
      return runOp(ctx, m, 'list_my_connections');
    }
  }
}

function pickOp(): Op {
  let r = Math.random() * WEIGHT_SUM;
  for (const [op, w] of OPS) {
    r -= w;
    if (r < 0) return op;
  }
  return OPS[0][0];
}

// ── CPU of the database (schedstat: nanoseconds on a CPU) ────────────────────────────────────────
function taskTime(pid: number, tid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return 0;
  }
}
function tasks(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    return [];
  }
}
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(name));
    } catch {
      /* gone */
    }
  }
  return out;
}

interface Meter {
  /** Milliseconds of CPU the database has used so far. */
  db(): number;
  /** Of the stack's main thread (HTTP, PostgREST's SQL building, JSON). */
  main(): number;
}

/** Embedded: the thread that runs PGlite is the one (besides the main thread) that works most during
 * a burst of database calls; a stack with PGlite on its main thread has none such: its main thread. */
async function embeddedMeter(pid: number, burst: () => Promise<void>): Promise<Meter> {
  const before = new Map(tasks(pid).map((t) => [t, taskTime(pid, t)]));
  await burst();
  let best = pid;
  let bestDelta = 0;
  let mainDelta = 0;
  for (const t of tasks(pid)) {
    const d = taskTime(pid, t) - (before.get(t) ?? 0);
    if (t === pid) mainDelta = d;
    else if (d > bestDelta) [best, bestDelta] = [t, d];
  }
  const dbTid = bestDelta > mainDelta * 0.3 ? best : pid;
  return { db: () => taskTime(pid, dbTid), main: () => taskTime(pid, pid) };
}

/** CPU of the children the postmaster has reaped (cutime + cstime, in clock ticks of 10 ms): a
 * session that ended took its time with it from /proc/<pid>/task. */
function reapedTime(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return 0;
  }
}

function postgresMeter(postmaster: number, stackPid: number): Meter {
  return {
    db: () =>
      reapedTime(postmaster) +
      [postmaster, ...childrenOf(postmaster)].reduce((n, p) => n + tasks(p).reduce((m, t) => m + taskTime(p, t), 0), 0),
    main: () => taskTime(stackPid, stackPid),
  };
}

// ── A stack of a checkout ────────────────────────────────────────────────────────────────────────
interface LaunchedStack extends Api {
  pid: number;
  child: ChildProcess;
}
function launch(stackCheckout: string, projectDir: string, databaseUrl?: string): Promise<LaunchedStack> {
  const tsx = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const launcher = join(ROOT, 'scripts', 'bench', 'launch-stack.ts');
  // projectDir may be another checkout: the stack code of one commit on the supabase/ folder of another.
  const child = spawn(process.execPath, [tsx, launcher, stackCheckout, JSON.stringify({ databaseUrl, projectDir })], {
    cwd: stackCheckout,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /BENCH_STACK (.+)/.exec(out);
      if (m) resolve({ ...(JSON.parse(m[1]!) as Api & { pid: number }), child });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', (code) => reject(new Error(`stack exited (${code}):\n${out.slice(-3000)}`)));
  });
}
async function stopStack(s: LaunchedStack): Promise<void> {
  if (s.child.exitCode !== null) return;
  const exited = new Promise((r) => s.child.once('exit', r));
  s.child.kill('SIGTERM');
  const timer = setTimeout(() => s.child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

// ── Measuring ────────────────────────────────────────────────────────────────────────────────────
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

interface OpFigures {
  calls: number;
  errors: number;
  p50: number;
  dbMsPerCall: number;
  mainMsPerCall: number;
}
interface VariantResult {
  engine: string;
  variant: string;
  commit: string;
  reqPerS: number;
  requests: number;
  errors: number;
  statuses: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  dbMsPerCallMix: number;
  ops: Record<string, OpFigures>;
  writes: { acknowledged: number; found: number; missing: number; deletedButFound: number };
}

async function measure(
  engine: string,
  variant: string,
  stackCheckout: string,
  projectDir: string,
  pgServer: PgServer | undefined,
): Promise<VariantResult> {
  const run = `${variant}-${engine}-${Date.now().toString(36)}`.replace(/[^a-z0-9-]/gi, '');
  let databaseUrl: string | undefined;
  if (pgServer) {
    const admin = new pg.Client({ connectionString: `${pgServer.url}/postgres` });
    await admin.connect();
    const name = `bench_${run.replace(/-/g, '_')}`;
    await admin.query(`create database "${name}"`);
    await admin.end();
    databaseUrl = `${pgServer.url}/${name}`;
  }
  const stack = await launch(stackCheckout, projectDir, databaseUrl);
  try {
    process.stdout.write(`  ${engine} · ${variant}: seeding ${MEMBERS} members… `);
    const members = await seedMembers(stack, run);
    const written: Written = {
      skillsKept: new Set(),
      skillsDeleted: new Set(),
      jobs: new Set(),
      connections: new Set(),
    };
    const ctx: Context = { api: stack, members, written, pairs: new Set(), seq: { n: 0 } };

    // Mixed load: every member one request at a time, back to back.
    const latencies: number[] = [];
    const perOp = new Map<Op, number[]>();
    const statuses: Record<string, number> = {};
    let errors = 0;
    let measuring = false;
    let stop = false;
    const worker = async (m: Member) => {
      while (!stop) {
        const started = performance.now();
        const { op, status } = await runOp(ctx, m, pickOp()).catch(() => ({ op: 'get_my_profile' as Op, status: 599 }));
        if (!measuring) continue;
        const ms = performance.now() - started;
        latencies.push(ms);
        (perOp.get(op) ?? perOp.set(op, []).get(op)!).push(ms);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status >= 400) errors++;
      }
    };
    process.stdout.write(`load ${WARMUP_S} + ${DURATION_S} s… `);
    const running = members.map(worker);
    await sleep(WARMUP_S * 1000);
    measuring = true;
    const t0 = performance.now();
    await sleep(DURATION_S * 1000);
    measuring = false;
    const elapsed = (performance.now() - t0) / 1000;
    stop = true;
    await Promise.all(running);

    // Each operation alone, one call at a time: the database's time per call.
    process.stdout.write('per operation… ');
    const probe = members[0]!;
    const burst = async () => {
      for (let i = 0; i < 40; i++) await runOp(ctx, probe, 'search_network');
    };
    const meter = pgServer ? postgresMeter(pgServer.postmaster(), stack.pid) : await embeddedMeter(stack.pid, burst);
    const alone = new Map<Op, { db: number; main: number; calls: number }>();
    for (const [op] of OPS) {
      const db0 = meter.db();
      const main0 = meter.main();
      const until = performance.now() + PER_OP_S * 1000;
      let calls = 0;
      while (performance.now() < until) {
        await runOp(ctx, pick(members), op);
        calls++;
      }
      alone.set(op, { db: meter.db() - db0, main: meter.main() - main0, calls });
    }

    // What was acknowledged is there; what was deleted is not.
    process.stdout.write('checking writes…\n');
    const found = async (table: string, ids: Set<string>) => {
      let n = 0;
      const list = [...ids];
      for (let i = 0; i < list.length; i += 100) {
        const res = await call(
          stack,
          stack.serviceRoleKey,
          'GET',
          `/rest/v1/${table}?select=id&id=in.(${list.slice(i, i + 100).join(',')})`,
        );
        n += (res.json as unknown[]).length;
      }
      return n;
    };
    const kept = written.skillsKept.size + written.jobs.size + written.connections.size;
    const foundKept =
      (await found('skills', written.skillsKept)) +
      (await found('jobs', written.jobs)) +
      (await found('connections', written.connections));
    const deletedButFound = await found('skills', written.skillsDeleted);

    const sorted = [...latencies].sort((a, b) => a - b);
    const ops: Record<string, OpFigures> = {};
    let mixDb = 0;
    for (const [op, w] of OPS) {
      const l = [...(perOp.get(op) ?? [])].sort((a, b) => a - b);
      const a = alone.get(op)!;
      ops[op] = {
        calls: l.length,
        errors: 0,
        p50: percentile(l, 50),
        dbMsPerCall: a.db / Math.max(a.calls, 1),
        mainMsPerCall: a.main / Math.max(a.calls, 1),
      };
      mixDb += (ops[op].dbMsPerCall * w) / WEIGHT_SUM;
    }
    return {
      engine,
      variant,
      commit: commitOf(stackCheckout) + (stackCheckout !== projectDir ? ` + supabase/ of ${commitOf(projectDir)}` : ''),
      reqPerS: latencies.length / elapsed,
      requests: latencies.length,
      errors,
      statuses,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      dbMsPerCallMix: mixDb,
      ops,
      writes: {
        acknowledged: kept + written.skillsDeleted.size,
        found: foundKept + (written.skillsDeleted.size - deletedButFound),
        missing: kept - foundKept,
        deletedButFound,
      },
    };
  } finally {
    await stopStack(stack);
    if (pgServer && databaseUrl) {
      const admin = new pg.Client({ connectionString: `${pgServer.url}/postgres` });
      await admin.connect();
      await admin
        .query(`drop database if exists "${new URL(databaseUrl).pathname.slice(1)}" with (force)`)
        .catch(() => undefined);
      await admin.end();
    }
  }
}

function commitOf(dir: string): string {
  try {
    const head = execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD']).toString().trim();
    const dirty = execFileSync('git', ['-C', dir, 'status', '--porcelain', '--untracked-files=no']).toString().trim();
    return dirty ? `${head}+changes` : head;
  } catch {
    return dir;
  }
}

// ── Report ───────────────────────────────────────────────────────────────────────────────────────
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–');
const f2 = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '–');
function report(r: VariantResult): void {
  console.log(
    `\n${r.engine} · ${r.variant} (${r.commit}): ${Math.round(r.reqPerS).toLocaleString('en')} req/s · p50 ${f1(r.p50)} ms · p95 ${f1(r.p95)} · p99 ${f1(r.p99)} · ${r.requests.toLocaleString('en')} requests, ${r.errors} answered ≥ 400 ${JSON.stringify(r.statuses)}`,
  );
  console.log(
    `  writes acknowledged ${r.writes.acknowledged}, found as written ${r.writes.found} (missing ${r.writes.missing}, deleted but still there ${r.writes.deletedButFound})`,
  );
  console.log(`  database time per call of the mix (weighted): ${f2(r.dbMsPerCallMix)} ms`);
  console.log(
    `  ${'operation'.padEnd(20)} ${'calls'.padStart(7)} ${'p50 ms'.padStart(8)} ${'db ms/call'.padStart(11)} ${'main ms/call'.padStart(13)}`,
  );
  for (const [op, o] of Object.entries(r.ops))
    console.log(
      `  ${op.padEnd(20)} ${String(o.calls).padStart(7)} ${f1(o.p50).padStart(8)} ${f2(o.dbMsPerCall).padStart(11)} ${f2(o.mainMsPerCall).padStart(13)}`,
    );
}

// ── Main ─────────────────────────────────────────────────────────────────────────────────────────
const engines = args.engines
  .split(',')
  .map((e) => e.trim())
  .filter(Boolean);
const against = args.against ? resolve(args.against) : undefined;
if (against && !existsSync(join(against, 'stack', 'src', 'index.ts')))
  throw new Error(`${against} is not a checkout with stack/`);
const allVariants: Array<[name: string, stackCheckout: string, projectDir: string]> = [['this', ROOT, ROOT]];
if (against) allVariants.push(['old', against, against], ['old-schema', ROOT, against]);
const chosen = args.variants ? new Set(args.variants.split(',')) : undefined;
const variants = allVariants.filter(([name]) => !chosen || chosen.has(name));

console.log(
  `bench:load — ${MEMBERS} members, ${DURATION_S} s after ${WARMUP_S} s of warm-up, per operation ${PER_OP_S} s alone; engines ${engines.join(', ')}; variants ${variants.map(([n]) => n).join(', ')}; ${args.rounds} round(s), variants alternating`,
);
const pgServer = engines.includes('postgres') ? await startPostgres(args['pg-bin']) : undefined;
const results: VariantResult[] = [];
try {
  for (let round = 0; round < Number(args.rounds); round++)
    for (const engine of engines)
      for (const [name, stackCheckout, projectDir] of round % 2 ? [...variants].reverse() : variants) {
        const r = await measure(engine, name, stackCheckout, projectDir, engine === 'postgres' ? pgServer : undefined);
        report(r);
        results.push(r);
      }
} finally {
  pgServer?.stop();
}

console.log('\nsummary (req/s; database ms per call of the mix; the same machine, one after another)');
for (const engine of engines)
  for (const [name] of variants) {
    const rs = results.filter((r) => r.engine === engine && r.variant === name);
    console.log(
      `  ${engine.padEnd(9)} ${name.padEnd(11)} ${rs
        .map((r) => Math.round(r.reqPerS))
        .join(' / ')
        .padStart(
          14,
        )} req/s   ${rs.map((r) => f2(r.dbMsPerCallMix)).join(' / ')} ms   lost writes ${rs.reduce((n, r) => n + r.writes.missing + r.writes.deletedButFound, 0)}`,
    );
  }
if (args.json) writeFileSync(args.json, JSON.stringify(results, null, 2));
process.exit(results.some((r) => r.writes.missing || r.writes.deletedButFound) ? 1 : 0);
