// `npm run bench:realtime`: delivery latency of postgres_changes, from an INSERT through /rest/v1 to its
// receipt by a subscriber in another process, on PGlite and on a throwaway PostgreSQL 15.
// The stack runs as its own process (`npm run stack`), the subscribers in a third (see
// scripts/perf/realtime-clients.ts), each with its own JWT and socket. Cases:
//   filtered N   — N subscribers (1, 100, 1,000) of one RLS table, each filtered to its own rows
//                  (user_id=eq.<own id>); rows are inserted for one of them, the receiver;
//   unfiltered   — 1,000 subscribers without a filter, RLS "own rows": every change needs 1,000 RLS
//                  checks and reaches one subscriber (the worst case of the issue);
//   fan-out      — 1,000 subscribers without a filter of a table everyone may read: each change
//                  reaches all 1,000 (latency over every receipt);
//   broadcast    — 1,000 members subscribed to public.broadcasts; an administrator sends one to all
//                  members (one row, RLS can_read_broadcast per member) and each of them receives it.
// Printed per case: p50/p95 latency, RLS checks per change (the stack's counters), the wall time of
// the per-change visibility call (the database's share), the stack's CPU time per change and its
// share of one core over the run, and the machine's load: latency on a busy machine is mostly waiting.
// Options: --db pglite|postgres|both (default both), --samples N (default 60), --pg-bin DIR, --only WORD
// (the cases whose name contains it).
import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createHash, randomUUID } from 'node:crypto';
import { signJwt } from '../stack/src/jwt.ts';
import { DEMO_ANON_KEY, DEMO_JWT_SECRET, DEMO_SERVICE_ROLE_KEY } from '../stack/src/keys.ts';
import { quantile } from './perf/stats.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    samples: { type: 'string', default: '60' },
    only: { type: 'string' },
    'pg-bin': { type: 'string', default: process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin' },
  },
});
const SAMPLES = Number(values.samples);
const WARMUP = 5;
const root = new URL('../', import.meta.url).pathname;
const now = (): number => performance.timeOrigin + performance.now();

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** A throwaway PostgreSQL 15 (initdb, trust auth, wal_level left at replica), as test:pg starts it. */
async function startPostgres(bin: string): Promise<{ url: string; stop: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-rt-pg-'));
  chmodSync(dir, 0o755);
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string): void => {
    if (asRoot) execFileSync('su', ['postgres', '-s', '/bin/bash', '-c', cmd], { stdio: 'ignore' });
    else execFileSync('bash', ['-c', cmd], { stdio: 'ignore' });
  };
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  run(`${bin}/initdb -D '${dir}/data' -U postgres -A trust -E UTF8 --locale=C.UTF-8`);
  run(
    `${bin}/pg_ctl -D '${dir}/data' -l '${dir}/log' -o "-p ${port} -k '${dir}' -c listen_addresses=127.0.0.1 ` +
      `-c fsync=off -c max_connections=300" -w start`,
  );
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run(`${bin}/pg_ctl -D '${dir}/data' -m immediate stop`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

interface Stack {
  proc: ChildProcess;
  url: string;
  stop: () => Promise<void>;
}

/** The project's supabase/ plus the bench tables as one more migration: the stack applies them at start
 * (tables created over PGlite's wire port would not reach the stack's schema cache, see the README). */
function benchProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-rt-project-'));
  cpSync(join(root, 'supabase'), join(dir, 'supabase'), { recursive: true, filter: (src) => !src.includes('/tests') });
  writeFileSync(join(dir, 'supabase', 'migrations', '99990101000000_bench_realtime.sql'), SCHEMA);
  return dir;
}

async function startStack(databaseUrl?: string): Promise<Stack> {
  const port = await freePort();
  const project = benchProject();
  // The stack runs in the bench project's directory: tsx comes from this repository.
  const args = [
    '--import',
    import.meta.resolve('tsx'),
    join(root, 'stack/src/cli.ts'),
    '--port',
    String(port),
    '--no-seed',
    '--db-port',
    '0',
    '--no-inbox',
  ];
  if (databaseUrl) args.push('--database-url', databaseUrl);
  else args.push('--memory');
  const proc = spawn(process.execPath, args, { cwd: project, stdio: ['ignore', 'pipe', 'pipe'] });
  proc.once('exit', () => rmSync(project, { recursive: true, force: true }));
  let out = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (d: Buffer): void => {
      out += d.toString();
      if (out.includes('Press Ctrl-C to stop')) resolve();
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    proc.once('exit', (code) => reject(new Error(`stack exited (${code}):\n${out}`)));
  });
  return {
    proc,
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
      }),
  };
}

/** CPU time (user + system, ms) a process has used, from /proc. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}

async function stats(stack: Stack): Promise<{ changes: number; rlsChecks: number; visibilityMs: number }> {
  const res = await fetch(`${stack.url}/realtime/v1/api/stack/stats`, {
    headers: { apikey: DEMO_SERVICE_ROLE_KEY, authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}` },
  });
  return (await res.json()) as { changes: number; rlsChecks: number; visibilityMs: number };
}

/** Members of the broadcast case: ids md5('bench-rt-member-<g>') as Postgres casts them; g = 0 is the admin. */
const MEMBERS = 1000;
const memberId = (g: number): string =>
  createHash('md5')
    .update(`bench-rt-member-${g}`)
    .digest('hex')
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

const SCHEMA = `
  create table if not exists public.bench_rt (
    id bigint generated always as identity primary key, user_id uuid not null, body text not null);
  alter table public.bench_rt enable row level security;
  drop policy if exists bench_rt_read on public.bench_rt;
  create policy bench_rt_read on public.bench_rt for select to authenticated using (user_id = auth.uid());
  drop policy if exists bench_rt_insert on public.bench_rt;
  create policy bench_rt_insert on public.bench_rt for insert to authenticated with check (user_id = auth.uid());
  create table if not exists public.bench_rt_open (
    id bigint generated always as identity primary key, user_id uuid not null, body text not null);
  alter table public.bench_rt_open enable row level security;
  drop policy if exists bench_rt_open_read on public.bench_rt_open;
  create policy bench_rt_open_read on public.bench_rt_open for select to authenticated using (true);
  drop policy if exists bench_rt_open_insert on public.bench_rt_open;
  create policy bench_rt_open_insert on public.bench_rt_open for insert to authenticated with check (user_id = auth.uid());
  alter publication supabase_realtime add table public.bench_rt, public.bench_rt_open;
  -- Broadcasts (issue 22): 1,000 members and an administrator, signed up as the sign-up trigger makes them.
  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                          raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
  select '00000000-0000-0000-0000-000000000000', md5('bench-rt-member-' || g)::uuid, 'authenticated',
         'authenticated', 'rt' || g || '@bench.local', '', now(), '{"provider":"email","providers":["email"]}',
         jsonb_build_object('full_name', 'Bench ' || g, 'user_type', 'Service Provider', 'company', 'Bench Co',
                            'service_type', 'Payroll Services', 'description', ''),
         now(), now()
  from generate_series(0, ${MEMBERS}) g
  on conflict do nothing;
  select public.claim_admin(md5('bench-rt-member-0')::uuid);`;

interface CaseDef {
  name: string;
  table: string;
  subscribers: number;
  filtered: boolean;
  /** Receipts to wait for per insert. */
  expect: (n: number) => number;
  /** Subscribers are the bench's members and changes are administrator broadcasts (issue 22). */
  broadcast?: boolean;
}

const CASES: CaseDef[] = [
  { name: 'filtered, 1 subscriber', table: 'bench_rt', subscribers: 1, filtered: true, expect: () => 1 },
  { name: 'filtered, 100 subscribers', table: 'bench_rt', subscribers: 100, filtered: true, expect: () => 1 },
  { name: 'filtered, 1,000 subscribers', table: 'bench_rt', subscribers: 1000, filtered: true, expect: () => 1 },
  { name: 'unfiltered, 1,000 (RLS own rows)', table: 'bench_rt', subscribers: 1000, filtered: false, expect: () => 1 },
  {
    name: 'fan-out, 1,000 (all receive)',
    table: 'bench_rt_open',
    subscribers: 1000,
    filtered: false,
    expect: (n) => n,
  },
  {
    // One broadcasts row; Realtime checks each member's right to it (RLS: can_read_broadcast).
    name: 'broadcast, 1,000 members (all receive)',
    table: 'broadcasts',
    subscribers: MEMBERS,
    filtered: false,
    expect: (n) => n,
    broadcast: true,
  },
];

interface Result {
  name: string;
  p50: number;
  p95: number;
  max: number;
  rlsPerChange: number;
  /** Wall time of the visibility call (filters left to Postgres, RLS checks) per change. */
  checkMsPerChange: number;
  cpuPerChange: number;
  cpuShare: number;
  lost: number;
}

async function adminUser(): Promise<{ userId: string; token: string; filtered: boolean }> {
  const id = memberId(0);
  const iat = Math.floor(Date.now() / 1000);
  const token = await signJwt(
    { sub: id, role: 'authenticated', aud: 'authenticated', iat, exp: iat + 7200 },
    DEMO_JWT_SECRET,
  );
  return { userId: id, token, filtered: false };
}

async function runCase(stack: Stack, c: CaseDef): Promise<Result> {
  const users = await Promise.all(
    Array.from({ length: c.subscribers }, async (_, i) => {
      const id = c.broadcast ? memberId(i + 1) : randomUUID();
      const iat = Math.floor(Date.now() / 1000);
      const token = await signJwt(
        { sub: id, role: 'authenticated', aud: 'authenticated', iat, exp: iat + 7200 },
        DEMO_JWT_SECRET,
      );
      return { userId: id, token, filtered: c.filtered };
    }),
  );
  // The receiver is the last one to join; broadcasts are sent by the administrator.
  const receiver = c.broadcast ? await adminUser() : users[users.length - 1]!;
  const clients = fork(join(root, 'scripts/perf/realtime-clients.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const receipts = new Map<string, number[]>();
  let readyResolve: () => void;
  const ready = new Promise<void>((r) => (readyResolve = r));
  clients.on('message', (m: { kind: string; body?: string; at?: number; message?: string }) => {
    if (m.kind === 'ready') readyResolve();
    else if (m.kind === 'error') console.error(`  subscriber error: ${m.message}`);
    else if (m.kind === 'receipt') {
      const list = receipts.get(m.body!) ?? [];
      list.push(m.at!);
      receipts.set(m.body!, list);
    }
  });
  await new Promise<void>((resolve) => {
    const onListening = (m: { kind: string }): void => {
      if (m.kind !== 'listening') return;
      clients.off('message', onListening);
      resolve();
    };
    clients.on('message', onListening);
  });
  clients.send({ url: stack.url, anonKey: DEMO_ANON_KEY, table: c.table, subscribers: users });
  try {
    return await measure(stack, c, receiver, receipts, ready);
  } finally {
    clients.kill('SIGTERM');
    await new Promise((r) => clients.once('exit', r));
  }
}

async function measure(
  stack: Stack,
  c: CaseDef,
  receiver: { userId: string; token: string },
  receipts: Map<string, number[]>,
  ready: Promise<void>,
): Promise<Result> {
  const joinStart = Date.now();
  await Promise.race([
    ready,
    new Promise((_, reject) => setTimeout(() => reject(new Error('subscribers not ready')), 180_000)),
  ]);
  const joinMs = Date.now() - joinStart;

  const insert = async (body: string): Promise<number> => {
    const t0 = now();
    if (c.broadcast) {
      const sent = await fetch(`${stack.url}/rest/v1/rpc/admin_send_broadcast`, {
        method: 'POST',
        headers: {
          apikey: DEMO_ANON_KEY,
          authorization: `Bearer ${receiver.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ p_title: body, p_message: 'Measured by npm run bench:realtime.', p_audience: 'all' }),
      });
      if (sent.status !== 200) throw new Error(`broadcast: ${sent.status} ${await sent.text()}`);
      return t0;
    }
    const res = await fetch(`${stack.url}/rest/v1/${c.table}`, {
      method: 'POST',
      headers: {
        apikey: DEMO_ANON_KEY,
        authorization: `Bearer ${receiver.token}`,
        'content-type': 'application/json',
        prefer: 'return=minimal',
      },
      body: JSON.stringify({ user_id: receiver.userId, body }),
    });
    if (res.status !== 201) throw new Error(`insert: ${res.status} ${await res.text()}`);
    return t0;
  };
  const wait = async (body: string, count: number): Promise<boolean> => {
    const deadline = Date.now() + 20_000;
    while ((receipts.get(body)?.length ?? 0) < count) {
      if (Date.now() > deadline) return false;
      await new Promise((r) => setTimeout(r, 1));
    }
    return true;
  };

  const expected = c.expect(c.subscribers);
  for (let i = 0; i < WARMUP; i++) {
    const body = `w${i}-${randomUUID()}`;
    await insert(body);
    await wait(body, expected);
  }
  const before = await stats(stack);
  const cpu0 = cpuMs(stack.proc.pid!);
  const wall0 = Date.now();
  const latencies: number[] = [];
  let lost = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const body = `s${i}-${randomUUID()}`;
    const t0 = await insert(body);
    if (!(await wait(body, expected))) lost++;
    for (const at of receipts.get(body) ?? []) latencies.push(at - t0);
  }
  const cpu1 = cpuMs(stack.proc.pid!);
  const wall1 = Date.now();
  const after = await stats(stack);
  const sorted = latencies.sort((a, b) => a - b);
  const changes = Math.max(1, after.changes - before.changes);
  console.log(`  ${c.name}: joined in ${joinMs} ms`);
  return {
    name: c.name,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    rlsPerChange: (after.rlsChecks - before.rlsChecks) / changes,
    checkMsPerChange: (after.visibilityMs - before.visibilityMs) / changes,
    cpuPerChange: (cpu1 - cpu0) / changes,
    cpuShare: (cpu1 - cpu0) / (wall1 - wall0),
    lost,
  };
}

function print(db: string, results: Result[], load: number[]): void {
  console.log(`\n${db}: INSERT via /rest/v1 → receipt (${SAMPLES} inserts per case, after ${WARMUP} warm-up)`);
  console.log(`machine: ${cpus().length} cores, load average ${load.map((l) => l.toFixed(1)).join(' ')} at the start`);
  console.log(
    'case                                 p50 ms  p95 ms  max ms  RLS checks/change  check call/change  stack CPU/change  stack CPU',
  );
  for (const r of results) {
    console.log(
      [
        r.name.padEnd(35),
        r.p50.toFixed(1).padStart(7),
        r.p95.toFixed(1).padStart(7),
        r.max.toFixed(1).padStart(7),
        r.rlsPerChange.toFixed(0).padStart(18),
        `${r.checkMsPerChange.toFixed(1)} ms`.padStart(18),
        `${r.cpuPerChange.toFixed(1)} ms`.padStart(17),
        `${(r.cpuShare * 100).toFixed(0)}%`.padStart(10),
        r.lost ? `  ${r.lost} lost` : '',
      ].join(' '),
    );
  }
}

async function bench(db: 'pglite' | 'postgres'): Promise<void> {
  const server = db === 'postgres' ? await startPostgres(values['pg-bin']!) : null;
  const stack = await startStack(server?.url);
  try {
    console.log(`\n${db}: stack pid ${stack.proc.pid}`);
    const load = loadavg();
    const results: Result[] = [];
    const only = values.only?.toLowerCase();
    for (const c of CASES.filter((x) => !only || x.name.toLowerCase().includes(only)))
      results.push(await runCase(stack, c));
    print(db === 'postgres' ? 'PostgreSQL 15' : 'PGlite', results, load);
  } finally {
    await stack.stop();
    server?.stop();
  }
}

const which = values.db === 'both' ? (['pglite', 'postgres'] as const) : [values.db as 'pglite' | 'postgres'];
for (const db of which) await bench(db);
