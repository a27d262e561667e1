// `npm run bench`: latency of every list and count the app makes, through /rest/v1 with supabase-js
// signed in as a member (and as an admin for the admin list), on a generated network of 1,000 and of
// 100,000 members. For each call: median and p95 over the runs, the growth ratio p95(large)/p95(small),
// and the table rows the call read (EXPLAIN ANALYZE of the SQL the API ran), which must stay about
// one page whatever the size of the network.
//   --sizes 1000,100000     network sizes (default)
//   --database-url URL      a Postgres server: one fresh database per size is created on it, the
//                           stack applies the migrations there (default: embedded PGlite in memory)
//   --runs N --warmup N     timed runs and warm-up runs per call (default 40 and 5)
//   --only a,b              only the cases whose name contains one of these words
//   --explain [--top N]     print EXPLAIN (ANALYZE, BUFFERS) of the N slowest calls at the largest size
//   --keep                  keep the databases created on the server
//   --reuse                 use the databases a `--keep` run left (the stack applies the migrations added
//                           since; the network is not generated again): measure new code at 100,000
//                           members without the ~40 minutes of seeding
//   --extra-sql FILE        run this SQL after the migrations (to measure a proposed migration)
//   --interleave            set every size up first, then alternate each call's timed runs between
//                           the sizes, so load that drifts during the run (other work on the machine)
//                           weighs on every size alike and the growth ratio shows the network's size
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { SupabaseClient } from '@supabase/supabase-js';
import { explain, instrument, type Explained, type Statement } from './perf/capture.ts';
import { CASES, PAGE_SIZE, type BenchCase, type BenchContext } from './perf/cases.ts';
import { nestedPlans } from './perf/nested-plans.ts';
import { memberId, POPULAR_POSTER, SCALE_EMAIL_DOMAIN, seedBusyInbox, seedScale } from './perf/seed.ts';
import { NEEDS_BY_CATEGORY } from './perf/vocabulary.ts';
import { launchStack, type BenchStack } from './perf/stack.ts';
import { ms, sample, sampleInterleaved, summarize, type Summary } from './perf/stats.ts';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,100000' },
    'database-url': { type: 'string' },
    runs: { type: 'string', default: '40' },
    warmup: { type: 'string', default: '5' },
    only: { type: 'string' },
    explain: { type: 'boolean', default: false },
    top: { type: 'string', default: '3' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    'extra-sql': { type: 'string' },
    interleave: { type: 'boolean', default: false },
  },
});

// Search cases rotate through five terms; rows read is the maximum over them.
const VARIANTS = 5;
const sizes = values.sizes.split(',').map(Number);
const runs = Number(values.runs);
const warmup = Number(values.warmup);
const only = values.only?.split(',').map((w) => w.trim().toLowerCase());
const cases = only ? CASES.filter((c) => only.some((w) => c.name.toLowerCase().includes(w))) : CASES;

interface CaseResult {
  summary: Summary;
  rowsRead: number;
  explained: Explained[];
  /** Inner plans of the call (auto_explain), on a Postgres server only. */
  nested: string[];
}

async function signIn(stack: BenchStack, email: string): Promise<SupabaseClient> {
  return stack.signIn(email);
}

async function prepare(stack: BenchStack, n: number): Promise<BenchContext> {
  // The bench member: an HR Professional from the middle of the network (neither among the oldest
  // nor the newest) with pending requests, so the requests card has rows to show.
  const { rows: picked } = await stack.db.query<{ id: string; email: string }>(
    `
    select u.id::text, u.email
    from generate_series($1::int, $1::int + 300) g
    join auth.users u on u.id = md5('hrc-scale:' || g)::uuid
    where g % 3 <> 0
      and (select count(*) from public.connections c where c.addressee_id = u.id and c.status = 'pending') >= 2
    order by g limit 1`,
    [Math.floor(n / 2)],
  );
  const chosen = picked[0];
  if (!chosen) throw new Error('no generated HR member with pending requests found');
  // Matching ranks providers for what the member needs: give the bench member needs when the generator
  // left them without (it gives every other HR member some).
  await stack.db.query(
    `insert into public.member_needs (profile_id, category_ids, looking_for)
     select $1, array[id], $2 from public.service_categories where name = 'Payroll Services'
     on conflict (profile_id) do nothing`,
    [chosen.id, NEEDS_BY_CATEGORY['Payroll Services']],
  );
  // The bench's administrator: the oldest generated member, promoted by claim_admin as the
  // create-initial-admin function does (it leaves the network: no type, no connections, no posts).
  const adminId = memberId(1);
  await stack.db.query(`select public.claim_admin($1)`, [adminId]);
  const { rows: admins } = await stack.db.query<{ email: string }>('select email from auth.users where id = $1', [
    adminId,
  ]);
  // The poster of the job a twentieth of the network applied to (scripts/perf/seed.ts).
  const posterId = memberId(POPULAR_POSTER);
  const { rows: popular } = await stack.db.query<{ job_id: string; email: string }>(
    `select c.job_id::text, u.email from public.job_application_counts c
       join public.jobs j on j.id = c.job_id join auth.users u on u.id = j.posted_by
      where j.posted_by = $1 order by c.total_count desc limit 1`,
    [posterId],
  );
  if (!popular[0]) throw new Error('the popular job of the generated network is missing');
  const { rows: categories } = await stack.db.query<{ id: string }>(
    `select id::text from public.service_categories order by name limit 1`,
  );
  const provider = await prepareAnalytics(stack, n);
  return {
    member: await signIn(stack, chosen.email),
    memberId: chosen.id,
    admin: await signIn(stack, admins[0]?.email ?? ''),
    categoryId: categories[0]?.id ?? '',
    poster: await signIn(stack, popular[0].email),
    posterId,
    popularJobId: popular[0].job_id,
    conversationId: await seedBusyInbox(stack.db, chosen.id, n),
    provider: await signIn(stack, provider.email),
    providerId: provider.id,
  };
}

/**
 * Plans and analytics (issue 20): a Premium provider from the middle of the network, and the daily
 * rollups that recording 10,000,000 events (scaled to the network: 100 per member) over 90 days would
 * have left: 90 rows for each of up to 2,000 providers (the bench provider among them), the events
 * spread over them, and 500 viewer companies a month for the bench provider. The pages read the
 * bench provider's rows by primary key, so the other providers' rows only deepen the index.
 */
async function prepareAnalytics(stack: BenchStack, n: number): Promise<{ id: string; email: string }> {
  const { rows } = await stack.db.query<{ id: string; email: string }>(
    `select u.id::text, u.email from generate_series($1::int, $1::int + 30) g
     join auth.users u on u.id = md5('hrc-scale:' || g)::uuid
     where g % 3 = 0 order by g limit 1`,
    [Math.floor(n / 2)],
  );
  const provider = rows[0];
  if (!provider) throw new Error('no generated provider found');
  await stack.db.query(`update public.profiles set subscription_plan = 'Premium' where id = $1`, [provider.id]);
  const events = n * 100;
  const { rows: made } = await stack.db.query<{ providers: number; rollups: number }>(
    `with providers as (
       select $1::uuid as id
       union
       (select p.id from public.profiles p
        where p.is_member and p.user_type = 'Service Provider' and p.id <> $1::uuid limit 1999)
     ), ins as (
       insert into public.provider_analytics_daily as a (
         provider_id, day, profile_views_hr, profile_views_sp, service_views_hr, service_views_sp,
         search_appearances_hr, search_appearances_sp, contact_requests_hr, contact_requests_sp)
       select p.id, (current_date - d)::date, e * 2 / 10, e / 10, e / 10, e / 20, e * 4 / 10, e / 10, e / 40, e / 100
       from providers p
       cross join generate_series(0, 89) d
       cross join lateral (select greatest($2::bigint / ((select count(*) from providers) * 90), 1)::int as e) x
       on conflict (provider_id, day) do nothing
       returning 1
     )
     select (select count(*) from providers)::int as providers, (select count(*) from ins)::int as rollups`,
    [provider.id, events],
  );
  await stack.db.query(
    `insert into public.provider_analytics_companies (provider_id, month, company_key, company, profile_views,
       service_views, contact_requests)
     select $1::uuid, date_trunc('month', current_date - m * 30)::date, 'company ' || c, 'Company ' || c,
            (c * 7) % 50, (c * 3) % 20, (c * 11) % 5
     from generate_series(0, 3) m cross join generate_series(1, 500) c
     on conflict do nothing`,
    [provider.id],
  );
  await stack.db.query('analyze public.provider_analytics_daily');
  await stack.db.query('analyze public.provider_analytics_companies');
  console.log(
    `  analytics: ${made[0]?.rollups.toLocaleString('en-US')} daily rollups for ${made[0]?.providers} providers ` +
      `(${events.toLocaleString('en-US')} events), 2,000 company-months`,
  );
  return provider;
}

async function measure(stack: BenchStack, ctx: BenchContext, c: BenchCase, samples?: number[]): Promise<CaseResult> {
  samples ??= await sample((i) => c.run(ctx, i), runs, warmup);
  // Rows read: the most any of the call's variants (search terms rotate with i) read.
  let transactions: Statement[][] = [];
  let explained: Explained[] = [];
  let rowsRead = -1;
  for (let i = 0; i < VARIANTS; i++) {
    const txs = await stack.capture.record(() => c.run(ctx, i));
    const ex = await explain(stack.db, txs);
    const read = ex.reduce((sum, e) => sum + e.rowsRead, 0);
    if (read > rowsRead) [transactions, explained, rowsRead] = [txs, ex, read];
  }
  const nested: string[] = [];
  if (values.explain && stack.databaseUrl) {
    for (const tx of transactions) nested.push(...(await nestedPlans(stack.databaseUrl, tx)));
  }
  return { summary: summarize(samples), rowsRead, explained, nested };
}

/** Members an earlier run generated in this database (0 in a fresh one). */
async function scaleMembers(stack: BenchStack): Promise<number> {
  const { rows } = await stack.db.query<{ count: number }>(
    `select count(*)::int as count from auth.users where email like $1`,
    [`%@${SCALE_EMAIL_DOMAIN}`],
  );
  return rows[0]?.count ?? 0;
}

interface SizedStack {
  n: number;
  stack: BenchStack;
  ctx: BenchContext;
}

/** A stack for `n` members: migrated, the extra SQL applied, the network generated, signed in. */
async function setUp(n: number): Promise<SizedStack> {
  console.log(`\n[${n.toLocaleString('en-US')} members] starting the stack…`);
  const stack = await launchStack({
    databaseUrl: values['database-url'],
    databaseName: `hrc_bench_${n}`,
    keep: values.keep,
    reuse: values.reuse,
  });
  try {
    stack.capture = instrument(stack.db);
    if (values['extra-sql']) {
      await stack.db.exec(readFileSync(values['extra-sql'], 'utf8'));
      await stack.reloadSchema();
      console.log(`  applied ${values['extra-sql']}`);
    }
    const generated = values.reuse ? await scaleMembers(stack) : 0;
    if (generated > 0) {
      console.log(
        `  database: ${await serverVersion(stack)}; reusing its ${generated.toLocaleString('en-US')} generated members`,
      );
    } else {
      console.log(`  database: ${await serverVersion(stack)}; seeding…`);
      await seedScale(stack.db, { members: n, log: (line) => console.log(line) });
    }
    return { n, stack, ctx: await prepare(stack, n) };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

function printLine(n: number, c: BenchCase, r: CaseResult): void {
  const size = values.interleave ? `${(n / 1000).toString().padStart(4)}k ` : '';
  console.log(
    `  ${size}${c.name.padEnd(36)} median ${ms(r.summary.median).padStart(9)}  p95 ${ms(r.summary.p95).padStart(9)}  rows read ${r.rowsRead}`,
  );
}

async function main(): Promise<void> {
  const results = new Map<number, Map<string, CaseResult>>(sizes.map((n) => [n, new Map()]));
  const target =
    (values['database-url'] ? 'PostgreSQL server' : 'embedded PGlite (in memory)') +
    (values['extra-sql'] ? ` + ${values['extra-sql']}` : '');
  console.log(
    `bench — ${target}; ${runs} runs after ${warmup} warm-up runs per call; page size ${PAGE_SIZE}` +
      (values.interleave ? '; sizes interleaved' : ''),
  );
  if (values.interleave) {
    const all: SizedStack[] = [];
    try {
      for (const n of sizes) all.push(await setUp(n));
      console.log('');
      for (const c of cases) {
        const samples = await sampleInterleaved(
          all.map(
            ({ ctx }) =>
              (i: number) =>
                c.run(ctx, i),
          ),
          runs,
          warmup,
        );
        for (const [k, { n, stack, ctx }] of all.entries()) {
          const r = await measure(stack, ctx, c, samples[k]);
          results.get(n)!.set(c.name, r);
          printLine(n, c, r);
        }
      }
      for (const { n, ctx } of all) await reportBroadcastReach(n, ctx);
      for (const { n, stack, ctx } of all) await reportRelevanceWriteCost(n, stack, ctx);
    } finally {
      for (const { stack } of all) await stack.stop();
    }
  } else {
    for (const n of sizes) {
      const { stack, ctx } = await setUp(n);
      try {
        for (const c of cases) {
          const r = await measure(stack, ctx, c);
          results.get(n)!.set(c.name, r);
          printLine(n, c, r);
        }
        await reportBroadcastReach(n, ctx);
        await reportRelevanceWriteCost(n, stack, ctx);
      } finally {
        await stack.stop();
      }
    }
  }
  report(results);
}

/**
 * After the broadcast case: a sampled Service Provider's unread count includes the broadcasts just sent
 * (reached by reading, never by a row per member), and an HR member's does not.
 */
async function reportBroadcastReach(n: number, ctx: BenchContext): Promise<void> {
  if (!cases.some((c) => c.name.startsWith('broadcasts:'))) return;
  const { data: sent } = await ctx.admin.rpc('admin_list_broadcasts', { page_limit: 50 });
  const bench = (sent ?? []).filter((b: { title: string }) => b.title.startsWith('Bench broadcast'));
  const { data: unread } = await ctx.provider.rpc('unread_notification_count');
  const { data: latest } = await ctx.provider.rpc('list_my_notifications', { page_limit: 1 });
  const { data: hrList } = await ctx.member.rpc('list_my_notifications', { page_limit: 50 });
  const hrGot = (hrList ?? []).filter((x: { source: string }) => x.source === 'broadcast').length;
  const first = bench.at(-1) as { reach: number } | undefined;
  console.log(
    `  ${(n / 1000).toString().padStart(4)}k broadcasts: ${bench.length} sent (reach ${first?.reach.toLocaleString('en-US') ?? '?'} each); ` +
      `sampled provider's unread count ${unread} includes them: ${(unread ?? 0) >= bench.length && latest?.[0]?.source === 'broadcast'}; ` +
      `HR member received ${hrGot}`,
  );
}

/**
 * What keeping the relevance statistics current costs per write (issue 31): one service description
 * rewritten by the bench provider in a rolled-back transaction, and the rows the statistics' trigger
 * inserted, updated and deleted in it (pg_stat_xact_user_tables), next to the size of the provider's
 * document and of the corpus: the rows follow the document, not the corpus.
 */
async function reportRelevanceWriteCost(n: number, stack: BenchStack, ctx: BenchContext): Promise<void> {
  if (!cases.some((c) => c.name.startsWith('matching:'))) return;
  class Rollback extends Error {}
  let line = '';
  try {
    await stack.db.transaction(async (tx) => {
      await tx.query(
        `update public.user_services set description = description || ' Plus quarterly audits of holiday pay.'
         where id = (select id from public.user_services where user_id = $1 order by created_at limit 1)`,
        [ctx.providerId],
      );
      const { rows } = await tx.query<{ touched: string; lexemes: string; docs: string }>(
        `select (select sum(n_tup_ins + n_tup_upd + n_tup_del) from pg_stat_xact_user_tables
                 where schemaname = 'private'
                   and relname in ('match_documents', 'match_postings', 'match_terms', 'match_words', 'match_corpus'))::text
                  as touched,
                (select count(distinct l.lexeme) from private.match_documents d cross join lateral unnest(d.fields) f(vec)
                 cross join lateral unnest(f.vec) l where d.corpus = 'provider' and d.doc_id = $1)::text as lexemes,
                (select docs from private.match_corpus where corpus = 'provider')::text as docs`,
        [ctx.providerId],
      );
      const r = rows[0]!;
      line =
        `  ${(n / 1000).toString().padStart(4)}k relevance statistics per write: ${r.touched} rows of the statistics ` +
        `touched for a provider document of ${r.lexemes} lexemes, in a corpus of ${Number(r.docs).toLocaleString('en-US')} providers`;
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  console.log(line);
}

async function serverVersion(stack: BenchStack): Promise<string> {
  const { rows } = await stack.db.query<{ v: string }>(`select split_part(version(), ' on ', 1) as v`);
  return `${stack.db.kind}, ${rows[0]?.v ?? '?'}`;
}

function report(results: Map<number, Map<string, CaseResult>>): void {
  const [small, large] = [sizes[0] as number, sizes[sizes.length - 1] as number];
  const s = results.get(small);
  const l = results.get(large);
  const k = (n: number): string => (n >= 1000 ? `${n / 1000}k` : String(n));
  console.log(
    `\n| call | median ${k(small)} | p95 ${k(small)} | median ${k(large)} | p95 ${k(large)} | growth p95 | rows read ${k(small)} | rows read ${k(large)} |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const c of cases) {
    const a = s?.get(c.name);
    const b = l?.get(c.name);
    const growth = a && b ? (b.summary.p95 / a.summary.p95).toFixed(2) : 'n/a';
    console.log(
      `| ${c.name} | ${ms(a?.summary.median ?? NaN)} | ${ms(a?.summary.p95 ?? NaN)} | ${ms(b?.summary.median ?? NaN)} | ${ms(b?.summary.p95 ?? NaN)} | ${growth} | ${a?.rowsRead ?? 'n/a'} | ${b?.rowsRead ?? 'n/a'} |`,
    );
  }
  if (values.explain && l) {
    const slowest = [...l.entries()].sort((x, y) => y[1].summary.p95 - x[1].summary.p95).slice(0, Number(values.top));
    for (const [name, r] of slowest) {
      console.log(`\n=== EXPLAIN (ANALYZE, BUFFERS) — ${name} at ${k(large)} members (p95 ${ms(r.summary.p95)}) ===`);
      for (const e of r.explained) {
        console.log(`-- ${e.sql.replace(/\s+/g, ' ').slice(0, 400)}${e.sql.length > 400 ? ' …' : ''}`);
        console.log(e.plan);
      }
      if (r.nested.length > 0)
        console.log(`--- statements inside the call (auto_explain) ---\n${r.nested.join('\n\n')}`);
    }
  }
}

await main();
