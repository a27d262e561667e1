// `npm run bench:profile-calls`: where a call of the load mix spends its database time, on the embedded
// database (PGlite, in this process) and on PostgreSQL 15. For each operation: the functions it ran
// (pg_stat_user_functions with track_functions = all: calls, total and self time over the calls) and
// the plans of every statement inside one call (auto_explain with nested statements, ANALYZE, BUFFERS).
//
//   npm run bench:profile-calls -- [--project DIR] [--members 1000] [--calls 100] [--engines embedded,postgres]
//                                  [--only search_network,add_skill] [--plans] [--min-ms 0]
//
// The figures are for finding where the time goes (the function tracking itself costs a little);
// `npm run bench:hot-path` measures the cost per call.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { auto_explain } from '@electric-sql/pglite/contrib/auto_explain';
import pg from 'pg';
import { openPglite } from '../../stack/src/db/pglite.ts';
import { pgliteExtensions } from '../../stack/src/db/pglite-extensions.ts';
import { openPostgres } from '../../stack/src/db/postgres.ts';
import { migrate } from '../../stack/src/migrations.ts';
import { cachedPgliteSnapshot } from '../../stack/src/test-snapshot.ts';
import { isProvider, memberId, seedScale } from '../perf/seed.ts';
import { startPostgres } from './postgres-server.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const { values: args } = parseArgs({
  options: {
    project: { type: 'string' },
    members: { type: 'string', default: '1000' },
    calls: { type: 'string', default: '100' },
    engines: { type: 'string', default: 'embedded,postgres' },
    only: { type: 'string' },
    plans: { type: 'boolean', default: false },
    'min-ms': { type: 'string', default: '0' },
    // Statements run once after seeding (as the superuser), e.g. a plan setting to try.
    sql: { type: 'string', multiple: true },
  },
});
const PROJECT = resolve(args.project ?? ROOT);
const MEMBERS = Number(args.members);
const CALLS = Number(args.calls);

type Call = (g: number, i: number) => { sql: string; params: unknown[] };
const words = ['payroll', 'recruit', 'training', 'legal', 'wellness', 'smith', 'consult', 'people'];
const other = (g: number, i: number) => memberId(((g + 7 * i + 13) % MEMBERS) + 1);
const provider = (g: number, i: number) => {
  let k = ((g + 11 * i) % MEMBERS) + 1;
  while (!isProvider(k)) k = (k % MEMBERS) + 1;
  return memberId(k);
};
const hr = (i: number) => {
  let k = ((i * 37) % MEMBERS) + 1;
  while (isProvider(k)) k = (k % MEMBERS) + 1;
  return k;
};
const prov = (i: number) => {
  let k = ((i * 37) % MEMBERS) + 1;
  while (!isProvider(k)) k = (k % MEMBERS) + 1;
  return k;
};
/** [name, member for call i, call]. */
const OPS: Array<[string, (i: number) => number, Call]> = [
  [
    'get_my_profile',
    (i) => ((i * 37) % MEMBERS) + 1,
    () => ({ sql: 'select * from public.get_my_profile()', params: [] }),
  ],
  [
    'get_profile',
    (i) => ((i * 37) % MEMBERS) + 1,
    (g, i) => ({ sql: 'select * from public.get_profile($1)', params: [other(g, i)] }),
  ],
  [
    'get_profile_stats',
    (i) => ((i * 37) % MEMBERS) + 1,
    (g, i) => ({ sql: 'select * from public.get_profile_stats($1)', params: [other(g, i)] }),
  ],
  [
    'record_profile_view',
    (i) => ((i * 37) % MEMBERS) + 1,
    (g, i) => ({ sql: 'select public.record_profile_view($1)', params: [provider(g, i)] }),
  ],
  [
    'list_my_connections',
    (i) => ((i * 37) % MEMBERS) + 1,
    () => ({ sql: 'select * from public.list_my_connections(20, 0)', params: [] }),
  ],
  [
    'search_network',
    (i) => ((i * 37) % MEMBERS) + 1,
    () => ({ sql: `select * from public.search_network(null, 'all', 20, 0)`, params: [] }),
  ],
  [
    'search_network text',
    (i) => ((i * 37) % MEMBERS) + 1,
    (_g, i) => ({ sql: `select * from public.search_network($1, 'all', 20, 0)`, params: [words[i % words.length]] }),
  ],
  [
    'search_services',
    (i) => ((i * 37) % MEMBERS) + 1,
    () => ({ sql: 'select * from public.search_services(null, null, 20, 0)', params: [] }),
  ],
  [
    'search_services text',
    (i) => ((i * 37) % MEMBERS) + 1,
    (_g, i) => ({ sql: 'select * from public.search_services($1, null, 20, 0)', params: [words[i % words.length]] }),
  ],
  [
    'search_jobs text',
    (i) => ((i * 37) % MEMBERS) + 1,
    (_g, i) => ({ sql: 'select * from public.search_jobs($1, 20, 0)', params: [words[i % words.length]] }),
  ],
  [
    'add_skill hr',
    hr,
    (g, i) => ({
      sql: 'insert into public.skills (profile_id, skill_name) values ($1, $2) returning id',
      params: [memberId(g), `profile skill a${i}`],
    }),
  ],
  [
    'add_skill provider',
    prov,
    (g, i) => ({
      sql: 'insert into public.skills (profile_id, skill_name) values ($1, $2) returning id',
      params: [memberId(g), `profile skill a${i}`],
    }),
  ],
  [
    'delete_skill hr',
    hr,
    (g, i) => ({
      sql: 'delete from public.skills where profile_id = $1 and skill_name = $2 returning id',
      params: [memberId(g), `profile skill a${i}`],
    }),
  ],
  [
    'delete_skill provider',
    prov,
    (g, i) => ({
      sql: 'delete from public.skills where profile_id = $1 and skill_name = $2 returning id',
      params: [memberId(g), `profile skill a${i}`],
    }),
  ],
  [
    'post_job',
    hr,
    (g, i) => ({
      sql: `insert into public.jobs (title, company_name, location, description, posted_by)
            values ($1, 'Profile Co', 'Remote', $2, $3) returning id`,
      params: [`Payroll manager ${i}`, `We look for someone in ${words[i % words.length]} and training.`, memberId(g)],
    }),
  ],
];
const chosen = args.only?.split(',').map((s) => s.trim());
const ops = chosen ? OPS.filter(([n]) => chosen.some((c) => n.startsWith(c))) : OPS;

interface Session {
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** Runs fn with notices (auto_explain's plans) collected. */
  withNotices<T>(fn: () => Promise<T>): Promise<{ result: T; notices: string[] }>;
  close(): Promise<void>;
}

async function embedded(): Promise<Session> {
  const snapshot = await cachedPgliteSnapshot(PROJECT);
  if (snapshot.kind !== 'pglite') throw new Error('unexpected snapshot kind');
  const seeded = await openPglite({ loadDataDir: new Uint8Array(readFileSync(snapshot.migrated)) });
  await seedScale(seeded, { members: MEMBERS, log: () => {} });
  await seeded.exec!('analyze');
  const bytes = await seeded.dumpBytes();
  await seeded.close();
  const db = await PGlite.create({
    loadDataDir: new Blob([new Uint8Array(bytes)]),
    extensions: { ...pgliteExtensions, auto_explain },
  });
  await db.exec(`set search_path to "$user", public, extensions`);
  let sink: string[] | undefined;
  const onNotice = (n: { message?: string; detail?: string }) => sink?.push(`${n.message ?? ''}`);
  return {
    query: async (sql, params) => (await db.query(sql, params, { onNotice })) as { rows: Record<string, unknown>[] },
    withNotices: async (fn) => {
      sink = [];
      try {
        const result = await fn();
        return { result, notices: sink };
      } finally {
        sink = undefined;
      }
    },
    close: () => db.close(),
  };
}

async function postgres(url: string): Promise<Session> {
  const name = `profile_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: `${url}/postgres` });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const db = await openPostgres(`${url}/${name}`, { max: 1 });
  await migrate(db, { projectDir: PROJECT, applySeed: false });
  await seedScale(db, { members: MEMBERS, log: () => {} });
  await db.exec!('analyze');
  await db.close();
  const client = new pg.Client({ connectionString: `${url}/${name}` });
  await client.connect();
  let sink: string[] | undefined;
  client.on('notice', (n) => sink?.push(n.message ?? ''));
  return {
    query: (sql, params) => client.query(sql, params as unknown[]),
    withNotices: async (fn) => {
      sink = [];
      try {
        const result = await fn();
        // Notices arrive before the command completes; nothing to wait for.
        return { result, notices: sink };
      } finally {
        sink = undefined;
      }
    },
    close: () => client.end(),
  };
}

async function callAs(s: Session, g: number, sql: string, params: unknown[]) {
  const claims = JSON.stringify({ sub: memberId(g), role: 'authenticated', aud: 'authenticated' });
  await s.query('begin');
  try {
    await s.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
      claims,
    ]);
    await s.query(sql, params);
    await s.query('commit');
  } catch (e) {
    await s.query('rollback');
    throw e;
  }
}

async function run(s: Session, name: string, member: (i: number) => number, call: Call, base: number) {
  const once = async (i: number) => {
    const g = member(i);
    if (name.startsWith('delete_skill')) {
      await callAs(s, g, 'insert into public.skills (profile_id, skill_name) values ($1, $2)', [
        memberId(g),
        `profile skill a${i}`,
      ]);
    }
    const { sql, params } = call(g, i);
    await callAs(s, g, sql, params);
  };
  for (let i = 0; i < 5; i++) await once(base + 900_000 + i);
  await s.query(`select pg_stat_reset()`);
  await s.query(`set track_functions = 'all'`);
  const started = performance.now();
  for (let i = 0; i < CALLS; i++) await once(base + i);
  const wall = performance.now() - started;
  await s.query(`set track_functions = 'none'`);
  await s.query(`select pg_stat_force_next_flush()`).catch(() => undefined);
  await s.query(`select pg_stat_clear_snapshot()`);
  const { rows } = await s.query(
    `select schemaname || '.' || funcname as f, calls, total_time, self_time from pg_stat_user_functions
     order by self_time desc limit 25`,
  );
  console.log(`\n### ${name}: ${CALLS} calls, ${(wall / CALLS).toFixed(2)} ms wall per call`);
  console.log(
    `  ${'function'.padEnd(48)}${'calls/call'.padStart(11)}${'total ms/call'.padStart(15)}${'self ms/call'.padStart(14)}`,
  );
  for (const r of rows)
    console.log(
      `  ${String(r.f).padEnd(48)}${(Number(r.calls) / CALLS).toFixed(1).padStart(11)}${(Number(r.total_time) / CALLS).toFixed(3).padStart(15)}${(Number(r.self_time) / CALLS).toFixed(3).padStart(14)}`,
    );
  if (args.plans) {
    await s.query(`load 'auto_explain'`).catch(() => undefined);
    await s.query(`set auto_explain.log_nested_statements = on`);
    await s.query(`set auto_explain.log_analyze = on`);
    await s.query(`set auto_explain.log_buffers = on`);
    await s.query(`set auto_explain.log_triggers = on`);
    await s.query(`set auto_explain.log_min_duration = ${Number(args['min-ms'])}`);
    await s.query(`set client_min_messages = log`);
    const { notices } = await s.withNotices(() => once(base + 500_000));
    await s.query(`set client_min_messages = notice`);
    await s.query(`set auto_explain.log_min_duration = -1`);
    console.log(`  --- plans inside one call (auto_explain) ---`);
    for (const n of notices) if (!/set_config|^begin|^commit/i.test(n)) console.log(n.replace(/^/gm, '  '));
  }
}

const engines = args.engines.split(',').map((e) => e.trim());
const server = engines.includes('postgres') ? await startPostgres() : undefined;
try {
  for (const engine of engines) {
    console.log(`\n======== ${engine} (${PROJECT}, ${MEMBERS} members) ========`);
    const s = engine === 'embedded' ? await embedded() : await postgres(server!.url);
    for (const statement of args.sql ?? []) await s.query(statement);
    let base = 0;
    for (const [name, member, call] of ops) await run(s, name, member, call, (base += 10_000));
    await s.close();
  }
} finally {
  server?.stop();
}
