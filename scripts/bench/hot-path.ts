// `npm run bench:hot-path`: the database's cost per call of each function of the load mix (issue 37),
// before and after, on the embedded database (PGlite) and on PostgreSQL 15, in one run.
//
//   npm run bench:hot-path -- [--before DIR] [--members 1000] [--calls 150] [--engines embedded,postgres]
//
// Each variant is a supabase/ folder (this checkout's, and with --before another checkout's, e.g.
// `mkdir /tmp/before && git archive main supabase | tar -x -C /tmp/before`) migrated by this checkout's
// stack onto a fresh database, with the scale network of scripts/perf/seed.ts (default 1,000 members).
// Every call runs as the data API runs it: one transaction that sets the role and the JWT claims of a
// member (a different member each call), then the call. The variants' databases exist side by side and
// each operation's calls alternate between them in blocks, so load elsewhere on the machine weighs on
// both alike. Prints, per call, the CPU time the database spent (embedded: the threads its backend's
// worker started; PostgreSQL: the session's backend process; both from /proc/…/schedstat) — the
// figure a busy machine disturbs least — and the median wall time, and after/before of the CPU time.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { Database } from '../../stack/src/db/database.ts';
import { openPglite } from '../../stack/src/db/pglite.ts';
import { openPostgres } from '../../stack/src/db/postgres.ts';
import { migrate } from '../../stack/src/migrations.ts';
import { cachedPgliteSnapshot } from '../../stack/src/test-snapshot.ts';
import { isProvider, memberId, seedScale } from '../perf/seed.ts';
import { startPostgres, type PgServer } from './postgres-server.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const { values: args } = parseArgs({
  options: {
    before: { type: 'string' },
    members: { type: 'string', default: '1000' },
    calls: { type: 'string', default: '150' },
    engines: { type: 'string', default: 'embedded,postgres' },
    only: { type: 'string' },
  },
});
const MEMBERS = Number(args.members);
const CALLS = Number(args.calls);
const BLOCK = 10;

interface Variant {
  name: string;
  projectDir: string;
}
const variants: Variant[] = [];
if (args.before) {
  const dir = resolve(args.before);
  if (!existsSync(join(dir, 'supabase', 'migrations'))) throw new Error(`${dir} has no supabase/migrations`);
  variants.push({ name: 'before', projectDir: dir });
}
variants.push({ name: 'this', projectDir: ROOT });

/** One call of an operation as member number g: [sql, params]. Statements that need state keep it. */
type Call = (g: number, i: number) => { sql: string; params: unknown[] };
const words = ['payroll', 'recruit', 'training', 'legal', 'wellness', 'smith', 'consult', 'people'];
const other = (g: number, i: number) => memberId(((g + 7 * i + 13) % MEMBERS) + 1);
const provider = (g: number, i: number) => {
  let k = ((g + 11 * i) % MEMBERS) + 1;
  while (!isProvider(k)) k = (k % MEMBERS) + 1;
  return memberId(k);
};
const OPS: Array<[name: string, call: Call]> = [
  ['get_my_profile', () => ({ sql: 'select * from public.get_my_profile()', params: [] })],
  ['get_profile', (g, i) => ({ sql: 'select * from public.get_profile($1)', params: [other(g, i)] })],
  ['get_profile_stats', (g, i) => ({ sql: 'select * from public.get_profile_stats($1)', params: [other(g, i)] })],
  ['record_profile_view', (g, i) => ({ sql: 'select public.record_profile_view($1)', params: [provider(g, i)] })],
  ['list_my_connections', () => ({ sql: 'select * from public.list_my_connections(20, 0)', params: [] })],
  ['search_network', () => ({ sql: `select * from public.search_network(null, 'all', 20, 0)`, params: [] })],
  [
    'search_network text',
    (_g, i) => ({ sql: `select * from public.search_network($1, 'all', 20, 0)`, params: [words[i % words.length]] }),
  ],
  ['search_services', () => ({ sql: 'select * from public.search_services(null, null, 20, 0)', params: [] })],
  [
    'search_services text',
    (_g, i) => ({ sql: 'select * from public.search_services($1, null, 20, 0)', params: [words[i % words.length]] }),
  ],
  [
    'search_jobs text',
    (_g, i) => ({ sql: 'select * from public.search_jobs($1, 20, 0)', params: [words[i % words.length]] }),
  ],
  [
    'add_skill',
    (g, i) => ({
      sql: 'insert into public.skills (profile_id, skill_name) values ($1, $2) returning id',
      params: [memberId(g), `hot path skill a${i}`],
    }),
  ],
  [
    // Deletes the skill added just before it (timedCall adds it, untimed).
    'delete_skill',
    (g, i) => ({
      sql: 'delete from public.skills where profile_id = $1 and skill_name = $2 returning id',
      params: [memberId(g), `hot path skill d${i}`],
    }),
  ],
  [
    // As an HR member (memberFor skips providers for it), as bench:load's post_job.
    'post_job',
    (g, i) => ({
      sql: `insert into public.jobs (title, company_name, location, description, posted_by)
            values ($1, 'Hot Path People', 'Remote', $2, $3) returning id`,
      params: [
        `Hot path ${words[i % words.length]} lead ${i}`,
        `We look for someone in ${words[i % words.length]} and ${words[(i + 3) % words.length]}.`,
        memberId(g),
      ],
    }),
  ],
];
const chosen = args.only?.split(',').map((s) => s.trim());
const ops = chosen ? OPS.filter(([n]) => chosen.some((c) => n.startsWith(c))) : OPS;

/** Member g for call i of an operation: members of both kinds, spread over the network. */
const memberFor = (i: number, name = '') => {
  const g = ((i * 37) % MEMBERS) + 1;
  // Jobs are posted by HR members; g + 1 is one when g is a provider (g % 3 = 0).
  return name === 'post_job' && isProvider(g) ? (g % MEMBERS) + 1 : g;
};

async function callAs(db: Database, g: number, sql: string, params: unknown[]): Promise<number> {
  const claims = JSON.stringify({ sub: memberId(g), role: 'authenticated', aud: 'authenticated' });
  const started = performance.now();
  await db.transaction(async (tx) => {
    await tx.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
      claims,
    ]);
    await tx.query(sql, params);
  });
  return performance.now() - started;
}

/** CPU milliseconds the database has used so far. */
type CpuMeter = () => Promise<number>;
const threadIds = () => new Set(readdirSync('/proc/self/task'));
const threadTime = (tid: string) => {
  try {
    return Number(readFileSync(`/proc/self/task/${tid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return 0;
  }
};
/** The threads each embedded database started (its backend's worker), by database. */
const backendThreads = new Map<Database, string[]>();
function cpuMeter(engine: string, db: Database): CpuMeter {
  const threads = backendThreads.get(db);
  if (engine === 'embedded' && threads?.length) return async () => threads.reduce((n, tid) => n + threadTime(tid), 0);
  if (engine === 'embedded')
    return async () => {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1000;
    };
  return async () => {
    // The pool's one connection; asked each time in case the pool replaced it.
    const { rows } = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
    return Number(readFileSync(`/proc/${rows[0]!.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  };
}

async function openVariant(engine: string, v: Variant, server: PgServer | undefined): Promise<Database> {
  let db: Database;
  if (engine === 'embedded') {
    const snapshot = await cachedPgliteSnapshot(v.projectDir);
    if (snapshot.kind !== 'pglite') throw new Error('unexpected snapshot kind');
    const before = threadIds();
    db = await openPglite({ loadDataDir: new Uint8Array(readFileSync(snapshot.migrated)) });
    backendThreads.set(
      db,
      [...threadIds()].filter((tid) => !before.has(tid)),
    );
  } else {
    const name = `hot_path_${v.name}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: `${server!.url}/postgres` });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    db = await openPostgres(`${server!.url}/${name}`, { max: 1 });
    await migrate(db, { projectDir: v.projectDir, applySeed: false });
  }
  await seedScale(db, { members: MEMBERS, log: () => {} });
  if (engine === 'postgres') await db.exec('analyze');
  return db;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : NaN;
};
const f2 = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '–');

const engines = args.engines.split(',').map((e) => e.trim());
console.log(
  `bench:hot-path — ${MEMBERS.toLocaleString('en')} members, ${CALLS} calls per operation and variant (blocks of ${BLOCK}, alternating); variants ${variants.map((v) => `${v.name} (${v.projectDir})`).join(', ')}`,
);
const server = engines.includes('postgres') ? await startPostgres() : undefined;
try {
  for (const engine of engines) {
    process.stdout.write(`\n${engine}: migrating and seeding ${variants.length} database(s)… `);
    const dbs: Database[] = [];
    for (const v of variants) dbs.push(await openVariant(engine, v, server));
    console.log('done');
    const meters = dbs.map((db) => cpuMeter(engine, db));
    const head = `  ${'operation'.padEnd(22)}${variants.map((v) => `${`${v.name} cpu ms`.padStart(14)}${`wall p50`.padStart(10)}`).join('')}`;
    console.log(head + (variants.length > 1 ? '   after/before (cpu)' : ''));
    const totals = variants.map(() => 0);
    for (const [name, call] of ops) {
      const times: number[][] = variants.map(() => []);
      const cpu = variants.map(() => 0);
      // Warm-up: plans cached, pages in.
      for (const db of dbs) for (let i = 0; i < 5; i++) await timedCall(db, name, call, 100_000 + i);
      for (let from = 0; from < CALLS; from += BLOCK)
        for (const [k, db] of dbs.entries()) {
          const before = await meters[k]!();
          let untimed = 0;
          for (let i = from; i < Math.min(CALLS, from + BLOCK); i++) {
            const r = await timedCall(db, name, call, i, meters[k]!);
            times[k]!.push(r.wall);
            untimed += r.untimedCpu;
          }
          cpu[k]! += (await meters[k]!()) - before - untimed;
        }
      const perCall = cpu.map((c) => c / CALLS);
      perCall.forEach((m, k) => (totals[k]! += m));
      console.log(
        `  ${name.padEnd(22)}${times.map((t, k) => `${f2(perCall[k]!).padStart(14)}${f2(median(t)).padStart(10)}`).join('')}` +
          (variants.length > 1 ? `   ${(perCall[1]! / perCall[0]!).toFixed(2)}×` : ''),
      );
    }
    console.log(
      `  ${'sum'.padEnd(22)}${totals.map((t) => `${f2(t).padStart(14)}${''.padStart(10)}`).join('')}` +
        (variants.length > 1 ? `   ${(totals[1]! / totals[0]!).toFixed(2)}×` : ''),
    );
    for (const db of dbs) await db.close();
  }
} finally {
  server?.stop();
}

/** One call; with a meter, also the CPU of the untimed preparation (to subtract). */
async function timedCall(
  db: Database,
  name: string,
  call: Call,
  i: number,
  meter?: CpuMeter,
): Promise<{ wall: number; untimedCpu: number }> {
  const g = memberFor(i, name);
  let untimedCpu = 0;
  // delete_skill removes a skill added just before, untimed.
  if (name === 'delete_skill') {
    const before = meter ? await meter() : 0;
    await callAs(db, g, 'insert into public.skills (profile_id, skill_name) values ($1, $2)', [
      memberId(g),
      `hot path skill d${i}`,
    ]);
    if (meter) untimedCpu = (await meter()) - before;
  }
  const { sql, params } = call(g, i);
  return { wall: await callAs(db, g, sql, params), untimedCpu };
}
