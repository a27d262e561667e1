// Matching quality (issue 31): loads the graded fixture (scripts/matching/fixture/: 155 providers, needs in
// a tuning half and a held-out half) into a fresh stack, asks recommend_providers as each need's HR member
// through supabase-js, and prints precision@5, recall@10, nDCG@10 and MRR per case type and overall, on
// both halves, next to two baselines computed here from the same provider text:
//   - BM25 + category: Okapi BM25 (k1 1.2, b 0.75, scripts/matching/bm25.ts) over all of a provider's
//     text as one field, English-stemmed by Postgres, divided by the need's best score, plus 0.3 × the
//     share of the need's categories the provider offers (fixed before any result was seen);
//   - ts_rank: Postgres ts_rank of the provider's text for any of the need's words, no category.
// Per-need results are printed for the tuning half only (--verbose): the held-out half gives its figures,
// never its needs' rankings, so nothing is tuned on it.
//   npm run matching:quality [-- --database-url postgresql://... --verbose --json FILE]
//   --tuning-only   evaluate the tuning half only (while the ranking is being built: the held-out half's
//                   figures are looked at once, at the end)
//   --keep          keep the database on the server (with --database-url)
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import { CLIENT_OPTIONS, launchStack } from './perf/stack.ts';
import { SCALE_PASSWORD } from './perf/seed.ts';
import { bm25Scores, type TermDocument } from './matching/bm25.ts';
import { ndcgAt, precisionAt, recallAt, reciprocalRank } from './matching/metrics.ts';
import { PROVIDERS, type FixtureProvider } from './matching/fixture/providers.ts';
import {
  CASE_TYPES,
  HELD_OUT_FILE,
  readNeeds,
  sha256OfFile,
  TUNING_FILE,
  type FixtureNeed,
} from './matching/fixture/needs.ts';

/** The held-out half as committed (6aae610), before any ranking work. */
const HELD_OUT_SHA256 = '4870cd874fc288f9c106447ddc56b1dd1943261fbe6ebd65d4eef2d0408ac09a';
const CATEGORY_BOOST = 0.3;
const DEPTH = 20;

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    verbose: { type: 'boolean', default: false },
    json: { type: 'string' },
    'tuning-only': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});

const RANKINGS = ['recommend_providers', 'BM25 + category', 'ts_rank'] as const;
type RankingName = (typeof RANKINGS)[number];
type Metrics = [p5: number, r10: number, ndcg10: number, mrr: number];

const providerText = (p: FixtureProvider) =>
  [p.company, p.headline, p.description, ...p.skills, ...p.services.flatMap((s) => [s.name, s.description])].join(' ');

const tuning = readNeeds(TUNING_FILE);
const heldOut = readNeeds(HELD_OUT_FILE);
const heldOutHash = sha256OfFile(HELD_OUT_FILE);

const stack = await launchStack({
  databaseUrl: args['database-url'],
  databaseName: 'hrc_matching_quality',
  keep: args.keep,
});
try {
  const admin = createClient(stack.apiUrl, stack.serviceRoleKey, CLIENT_OPTIONS);
  const db = stack.db;
  const categories = new Map(
    (await db.query<{ id: string; name: string }>('select id, name from public.service_categories')).rows.map((r) => [
      r.name,
      r.id,
    ]),
  );

  async function createMember(email: string, fullName: string, userType: string, extra: Record<string, string>) {
    const { data, error } = await admin.auth.admin.createUser({
      email,
      password: SCALE_PASSWORD,
      email_confirm: true,
      user_metadata: { full_name: fullName, user_type: userType, ...extra },
    });
    if (error) throw new Error(`creating ${email}: ${error.message}`);
    return data.user.id;
  }

  // The providers, as members writing their profile, skills and services would leave them.
  const providerIds = new Map<string, string>();
  for (const p of PROVIDERS) {
    const id = await createMember(`${p.key}@quality.test`, p.company, 'Service Provider', { company: p.company });
    providerIds.set(p.key, id);
    await db.query(
      'update public.profiles set service_type = $2, description = $3, subscription_plan = $4 where id = $1',
      [id, p.headline, p.description, p.plan],
    );
    for (const skill of p.skills) {
      await db.query('insert into public.skills (profile_id, skill_name) values ($1, $2)', [id, skill]);
    }
    for (const s of p.services) {
      await db.query(
        'insert into public.user_services (user_id, service_name, category_id, description) values ($1, $2, $3, $4)',
        [id, s.name, categories.get(s.category), s.description],
      );
    }
    // The kept figures as the reviews triggers would leave them (the fixture grades matching, not reviewing).
    const [count, average] = p.reviews;
    await db.query(
      `insert into public.provider_ratings (provider_id, review_count, rating_sum) values ($1, $2, $3)
       on conflict (provider_id) do update set review_count = excluded.review_count, rating_sum = excluded.rating_sum`,
      [id, count, Math.round(count * average)],
    );
  }
  const keyOf = new Map([...providerIds].map(([key, id]) => [id, key]));

  // The baselines' view of the providers: English lexemes of all their text, with how often each occurs.
  async function lexemes(text: string): Promise<Map<string, number>> {
    const { rows } = await db.query<{ lexeme: string; tf: number }>(
      `select t.lexeme, coalesce(array_length(t.positions, 1), 1) as tf
       from unnest(to_tsvector('english', $1)) t`,
      [text],
    );
    return new Map(rows.map((r) => [r.lexeme, Number(r.tf)]));
  }
  const documents: TermDocument[] = [];
  for (const p of PROVIDERS) documents.push({ id: p.key, terms: await lexemes(providerText(p)) });
  const offered = new Map(PROVIDERS.map((p) => [p.key, new Set(p.services.map((s) => s.category))]));

  function bm25Baseline(need: FixtureNeed, queryTerms: string[]): string[] {
    const scores = bm25Scores(documents, queryTerms);
    const best = Math.max(0, ...scores.values());
    return PROVIDERS.map((p) => {
      const text = best > 0 ? (scores.get(p.key) ?? 0) / best : 0;
      const share =
        need.categories.length === 0
          ? 0
          : need.categories.filter((c) => offered.get(p.key)!.has(c)).length / need.categories.length;
      return { key: p.key, score: text + CATEGORY_BOOST * share };
    })
      .filter((r) => r.score > 0)
      .sort((a, b) => b.score - a.score || a.key.localeCompare(b.key))
      .slice(0, DEPTH)
      .map((r) => r.key);
  }

  async function tsRankBaseline(queryTerms: string[]): Promise<string[]> {
    if (queryTerms.length === 0) return [];
    const { rows } = await db.query<{ key: string }>(
      `with q as (select to_tsquery('simple', $3) as q)
       select d.key from unnest($1::text[], $2::text[]) as d(key, body), q
       where to_tsvector('english', d.body) @@ q.q
       order by ts_rank(to_tsvector('english', d.body), q.q) desc, d.key
       limit ${DEPTH}`,
      [
        PROVIDERS.map((p) => p.key),
        PROVIDERS.map(providerText),
        queryTerms.map((t) => `'${t.replace(/'/g, "''")}'`).join(' | '),
      ],
    );
    return rows.map((r) => r.key);
  }

  async function rankings(need: FixtureNeed): Promise<Record<RankingName, string[]>> {
    const email = `${need.key}@quality.test`;
    const id = await createMember(email, `Need ${need.key}`, 'HR Professional', {});
    await db.query('insert into public.member_needs (profile_id, category_ids, looking_for) values ($1, $2, $3)', [
      id,
      need.categories.map((c) => categories.get(c)),
      need.lookingFor,
    ]);
    const client = await stack.signIn(email);
    const { data, error } = await client.rpc('recommend_providers', { page_limit: DEPTH });
    if (error) throw new Error(`recommend_providers for ${need.key}: ${error.message}`);
    const queryTerms = [...(await lexemes(need.lookingFor)).keys()];
    return {
      recommend_providers: ((data ?? []) as { id: string }[]).map((r) => keyOf.get(r.id) ?? '?'),
      'BM25 + category': bm25Baseline(need, queryTerms),
      ts_rank: await tsRankBaseline(queryTerms),
    };
  }

  const measure = (ranking: string[], need: FixtureNeed): Metrics => [
    precisionAt(ranking, need.grades, 5),
    recallAt(ranking, need.grades, 10),
    ndcgAt(ranking, need.grades, 10),
    reciprocalRank(ranking, need.grades),
  ];

  interface HalfResult {
    name: string;
    needs: FixtureNeed[];
    metrics: Map<string, Record<RankingName, Metrics>>;
  }

  async function evaluate(name: string, needs: FixtureNeed[], showNeeds: boolean): Promise<HalfResult> {
    const metrics = new Map<string, Record<RankingName, Metrics>>();
    for (const need of needs) {
      const ranked = await rankings(need);
      const m = Object.fromEntries(RANKINGS.map((r) => [r, measure(ranked[r], need)])) as Record<RankingName, Metrics>;
      metrics.set(need.key, m);
      if (showNeeds) {
        const graded = (keys: string[]) =>
          keys
            .slice(0, 10)
            .map((k) => `${k}:${need.grades[k] ?? 0}`)
            .join(' ');
        console.log(`${need.key} [${need.cases.join(', ')}] ${JSON.stringify(need.lookingFor)} ${need.categories}`);
        for (const r of RANKINGS) console.log(`  ${r.padEnd(20)} nDCG ${fmt(m[r][2])}  ${graded(ranked[r])}`);
      }
    }
    return { name, needs, metrics };
  }

  const fmt = (n: number) => n.toFixed(3);
  const mean = (rows: Metrics[]): Metrics =>
    [0, 1, 2, 3].map((i) => rows.reduce((s, r) => s + r[i]!, 0) / Math.max(rows.length, 1)) as Metrics;

  function groups(half: HalfResult): [string, FixtureNeed[]][] {
    return [
      ['all', half.needs],
      ...CASE_TYPES.map((c): [string, FixtureNeed[]] => [c, half.needs.filter((n) => n.cases.includes(c))]),
    ];
  }

  function summary(half: HalfResult, ranking: RankingName, needs: FixtureNeed[]): Metrics {
    return mean(needs.map((n) => half.metrics.get(n.key)![ranking]));
  }

  function print(half: HalfResult) {
    console.log(`\n${half.name} (${half.needs.length} needs)`);
    console.log(
      `${''.padEnd(19)}${RANKINGS.map((r) => `| ${r.padEnd(27)}`).join('')}\n` +
        `${'case type'.padEnd(15)}   n${RANKINGS.map(() => '| P@5   R@10  nDCG  MRR   ').join('')}`,
    );
    for (const [label, needs] of groups(half)) {
      const cells = RANKINGS.map((r) => `| ${summary(half, r, needs).map(fmt).join(' ')} `).join('');
      console.log(`${label.padEnd(15)}${String(needs.length).padStart(4)}${cells}`);
    }
  }

  console.log(
    `Matching quality: ${PROVIDERS.length} providers, ${tuning.length} tuning needs, ${heldOut.length} held-out needs.`,
  );
  console.log(
    `Held-out half SHA-256 ${heldOutHash}: ${heldOutHash === HELD_OUT_SHA256 ? 'as recorded' : 'CHANGED since it was recorded'}.`,
  );
  const tuned = await evaluate('TUNING half', tuning, args.verbose);
  print(tuned);
  const halves = [tuned];
  if (!args['tuning-only']) {
    const held = await evaluate('HELD-OUT half', heldOut, false);
    print(held);
    halves.push(held);

    const nd = (half: HalfResult, r: RankingName) => summary(half, r, half.needs)[2];
    const ranking = nd(held, 'recommend_providers');
    const bm25 = nd(held, 'BM25 + category');
    const tuningFigure = nd(tuned, 'recommend_providers');
    const mark = (ok: boolean) => (ok ? 'met' : 'NOT MET');
    console.log(
      `\nHeld-out nDCG@10: recommend_providers ${fmt(ranking)}, BM25 + category ${fmt(bm25)}, ts_rank ` +
        `${fmt(nd(held, 'ts_rank'))}; tuning half: recommend_providers ${fmt(tuningFigure)}.`,
    );
    console.log(
      `Pass mark: held-out ≥ 0.85: ${mark(ranking >= 0.85)}; ≥ BM25 baseline + 0.05: ${mark(ranking >= bm25 + 0.05)}; ` +
        `within 0.05 of the tuning half: ${mark(Math.abs(tuningFigure - ranking) <= 0.05)}.`,
    );
    if (args.json) {
      const out = Object.fromEntries(
        halves.map((half) => [
          half.name,
          Object.fromEntries(
            groups(half).map(([label, needs]) => [
              label,
              Object.fromEntries(RANKINGS.map((r) => [r, summary(half, r, needs)])),
            ]),
          ),
        ]),
      );
      writeFileSync(args.json, JSON.stringify(out, null, 2));
    }
  }
} finally {
  await stack.stop();
}
