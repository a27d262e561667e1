// `npm run bench:stack`: latency of the data API next to the same query run directly on the same
// database in the same run. For a plain select, an embedded select, a filtered count, an insert and a
// large page it prints median and p95 of:
//   http     — through the running stack: HTTP, gateway (apikey, CORS), /rest/v1, one transaction;
//   in-proc  — the same request handed to the rest service in-process (no HTTP, no gateway);
//   direct   — equivalent hand-written SQL on the same database (no role, no transaction), through
//              the stack's own database handle (in-process on PGlite, its pool on a server);
//   wire     — the same SQL from a node-postgres client over the Postgres wire protocol (PGlite's
//              wire port, or the server itself), as an app talking to the database would run it;
// and the http/direct, in-proc/direct and http/wire ratios at the median; the floor column is the same
// request answered by the gateway without reaching the data API (no apikey → 401). The last column,
// http / (wire + floor), is issue 23's speed goal (≤ 1.2×): what the data API adds over a client that
// runs the SQL itself and pays for HTTP anyway.
// STACK_TEST_DATABASE_URL=postgres://… runs it on a real Postgres server instead of PGlite.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { loadConfig } from '../stack/src/config.ts';
import { createRestService } from '../stack/src/rest/index.ts';
import type { StackRequest } from '../stack/src/types.ts';
import { startRestHarness, type RestHarness } from '../stack/test/rest-harness.ts';

const WARMUP = Number(process.env.BENCH_WARMUP ?? 30);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);

interface Req {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: (i: number) => string;
  status: number;
}

interface Case {
  name: string;
  req: (i: number) => Req;
  /** The equivalent SQL, run by both the direct and the wire columns. */
  sql: (i: number) => { text: string; params?: unknown[] };
}

interface Stats {
  median: number;
  p95: number;
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  return { median: at(0.5), p95: at(0.95) };
}

/** Runs the variants round-robin (so load changes on the machine hit all alike), each with its own
 * distinct i (warm-up included) starting at its `first`; returns the samples of each. */
async function time(variants: Array<{ first: number; fn: (i: number) => Promise<unknown> }>): Promise<number[][]> {
  for (let i = 0; i < WARMUP; i++) for (const v of variants) await v.fn(v.first + RUNS + i);
  const samples = variants.map(() => [] as number[]);
  for (let i = 0; i < RUNS; i++) {
    for (const [k, v] of variants.entries()) {
      const start = performance.now();
      await v.fn(v.first + i);
      samples[k]?.push(performance.now() - start);
    }
  }
  return samples;
}

async function seed(h: RestHarness): Promise<void> {
  await h.db.exec(`
    insert into public.authors (name, bio, meta)
      select 'Author ' || g, 'Bio ' || g, jsonb_build_object('country', case when g % 2 = 0 then 'US' else 'UK' end) from generate_series(1, 500) g;
    insert into public.books (title, author_id, pages, published, genres, rating, status)
      select 'Book ' || g, 4 + (g % 500), 100 + g % 400, date '2000-01-01' + g, '{fantasy}', (g % 50) / 10.0,
             case when g % 3 = 0 then 'draft' else 'published' end
      from generate_series(1, 20000) g;
    insert into public.book_tags (book_id, tag_id) select id, 1 + id % 3 from public.books where id > 5;
    create index on public.books (author_id);
    create index on public.books (status);
    create index on public.book_tags (tag_id);
    analyze;`);
}

const cases: Case[] = [
  {
    name: 'plain select (50 rows)',
    req: () => ({
      method: 'GET',
      path: '/books?select=id,title,pages,published&status=eq.published&order=id&limit=50',
      status: 200,
    }),
    sql: () => ({
      text: `select id, title, pages, published from public.books where status = $1 order by id limit 50`,
      params: ['published'],
    }),
  },
  {
    name: 'embedded select (20 books+author+tags)',
    req: () => ({
      method: 'GET',
      path: '/books?select=id,title,author:authors!author_id(name),tags(name)&order=id&limit=20',
      status: 200,
    }),
    sql: () => ({
      text: `select b.id, b.title, json_build_object('name', a.name) as author,
        coalesce((select json_agg(json_build_object('name', t.name)) from public.book_tags bt join public.tags t on t.id = bt.tag_id
                  where bt.book_id = b.id), '[]') as tags
      from public.books b join public.authors a on a.id = b.author_id order by b.id limit 20`,
    }),
  },
  {
    name: 'filtered count (HEAD, count=exact)',
    req: (i) => ({
      method: 'HEAD',
      path: `/books?author_id=eq.${4 + (i % 500)}&pages=gt.200`,
      headers: { prefer: 'count=exact' },
      status: 200,
    }),
    sql: (i) => ({
      text: `select count(*) from public.books where author_id = $1 and pages > $2`,
      params: [4 + (i % 500), 200],
    }),
  },
  {
    name: 'insert (one row, return=minimal)',
    req: (i) => ({
      method: 'POST',
      path: '/book_tags',
      headers: { 'content-type': 'application/json' },
      status: 201,
      body: () => JSON.stringify({ book_id: 6 + i, tag_id: 1 + ((1 + ((6 + i) % 3)) % 3) }),
    }),
    sql: (i) => ({
      text: `insert into public.book_tags (book_id, tag_id) values ($1, $2)`,
      params: [6 + i, 1 + ((1 + ((6 + i) % 3)) % 3)],
    }),
  },
  {
    name: 'large page (1000 rows)',
    req: () => ({
      method: 'GET',
      path: '/books?select=id,title,pages,published,genres,rating&order=id&limit=1000',
      status: 200,
    }),
    sql: () => ({
      text: `select id, title, pages, published, genres, rating from public.books order by id limit 1000`,
    }),
  },
];

async function main(): Promise<void> {
  const h = await startRestHarness({ wire: true });
  await seed(h);
  if (!h.dbUrl) throw new Error('the stack serves no Postgres URL for the wire column');
  const wire = new pg.Client({ connectionString: h.dbUrl });
  await wire.connect();
  const keys = { jwtSecret: h.jwtSecret, anonKey: h.anonKey, serviceRoleKey: h.serviceRoleKey };
  const inProc = await createRestService(
    { db: h.db, keys, apiUrl: h.url, projectDir: process.cwd() },
    loadConfig(process.cwd()).api,
  );
  const auth = { apikey: h.anonKey, authorization: `Bearer ${h.anonKey}` };
  const check = (label: string, status: number, want: number, text: string): void => {
    if (status !== want) throw new Error(`${label}: ${status} ${text}`);
  };
  const overHttp = async (r: Req, i: number): Promise<void> => {
    const res = await fetch(`${h.url}/rest/v1${r.path}`, {
      method: r.method,
      headers: { ...auth, ...r.headers },
      body: r.body?.(i),
    });
    const text = await res.text();
    check(r.path, res.status, r.status, text);
  };
  const inProcess = async (r: Req, i: number): Promise<void> => {
    const url = new URL(`${h.url}/rest/v1${r.path}`);
    const req: StackRequest = {
      method: r.method,
      url,
      path: url.pathname.slice('/rest/v1'.length),
      headers: { ...auth, ...r.headers },
      body: Buffer.from(r.body?.(i) ?? ''),
      ip: '127.0.0.1',
    };
    const res = await inProc.handle(req);
    check(r.path, res.status, r.status, String(res.body));
  };

  // The HTTP floor of a case: the same request (method, path, headers, body) without its apikey, which
  // the gateway answers 401 before any service runs. Same client, server and connection handling (Node's
  // fetch closes the connection after every HEAD, so a HEAD pays for a new one in both columns).
  const atGateway = async (r: Req, i: number): Promise<void> => {
    const res = await fetch(`${h.url}/rest/v1${r.path}`, { method: r.method, headers: r.headers, body: r.body?.(i) });
    const text = await res.text();
    check(`floor ${r.path}`, res.status, 401, text);
  };

  console.log(
    `bench:stack — ${RUNS} runs per column after ${WARMUP} warm-up runs; database: ${h.db.kind}; times in ms`,
  );
  const cols = [
    'http med',
    'http p95',
    'inproc med',
    'inproc p95',
    'direct med',
    'direct p95',
    'http/dir',
    'inproc/dir',
    'wire med',
    'wire p95',
    'http/wire',
    'floor med',
  ];
  console.log('case'.padEnd(40), cols.map((c) => c.padStart(11)).join(''), 'http/(wire+floor)'.padStart(18));
  // Each column uses its own range of i (books 6.., 5006.., 10006.., 15006..), so inserts never collide.
  for (const c of cases) {
    const [http, proc, direct, overWire, floor] = (
      await time([
        { first: 0, fn: (i) => overHttp(c.req(i), i) },
        { first: 5000, fn: (i) => inProcess(c.req(i), i) },
        {
          first: 10000,
          fn: (i) => {
            const q = c.sql(i);
            return h.db.query(q.text, q.params);
          },
        },
        {
          first: 15000,
          fn: (i) => {
            const q = c.sql(i);
            return wire.query(q.text, q.params);
          },
        },
        { first: 20000, fn: (i) => atGateway(c.req(i), i) },
      ])
    ).map(stats) as [Stats, Stats, Stats, Stats, Stats];
    const f = (n: number): string => n.toFixed(2).padStart(11);
    const r = (n: number): string => `${n.toFixed(2)}x`.padStart(11);
    console.log(
      c.name.padEnd(40),
      f(http.median),
      f(http.p95),
      f(proc.median),
      f(proc.p95),
      f(direct.median),
      f(direct.p95),
      r(http.median / direct.median),
      r(proc.median / direct.median),
      f(overWire.median),
      f(overWire.p95),
      r(http.median / overWire.median),
      f(floor.median),
      `${(http.median / (overWire.median + floor.median)).toFixed(2)}x`.padStart(18),
    );
  }
  await wire.end();
  await inProc.close();
  await h.stop();
}

await main();
