// While building the ranking: the tuning half only, need by need, against a database that
// `npm run matching:quality -- --database-url URL --keep` left loaded (hrc_matching_quality). Each need's
// member calls recommend_providers in SQL (role authenticated, its JWT claims), so a function changed
// with psql is measured in seconds. The held-out half is not read here.
//   tsx scripts/matching/tune.ts postgresql://.../hrc_matching_quality [--need n03] [--quiet]
import { parseArgs } from 'node:util';
import pg from 'pg';
import { CASE_TYPES, readNeeds, TUNING_FILE } from './fixture/needs.ts';
import { ndcgAt, precisionAt, recallAt, reciprocalRank } from './metrics.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { need: { type: 'string' }, quiet: { type: 'boolean', default: false } },
});
const client = new pg.Client({ connectionString: positionals[0] });
await client.connect();
const ids = new Map(
  (
    await client.query<{ id: string; email: string }>(
      `select id::text, email from auth.users where email like '%@quality.test'`,
    )
  ).rows.map((r) => [r.email.replace('@quality.test', ''), r.id]),
);
const keyOf = new Map([...ids].map(([k, id]) => [id, k]));
const needs = readNeeds(TUNING_FILE).filter((n) => !values.need || n.key === values.need);
const results: { cases: string[]; m: number[] }[] = [];
for (const need of needs) {
  await client.query('begin');
  await client.query(`select set_config('request.jwt.claims', $1, true)`, [
    JSON.stringify({ sub: ids.get(need.key), role: 'authenticated' }),
  ]);
  await client.query('set local role authenticated');
  const { rows } = await client.query<{
    id: string;
    matched_terms: string[];
    score: string;
    matched_categories: string[];
  }>('select id::text, matched_terms, score::text, matched_categories from public.recommend_providers(20)');
  await client.query('rollback');
  const ranking = rows.map((r) => keyOf.get(r.id) ?? '?');
  const m = [
    precisionAt(ranking, need.grades, 5),
    recallAt(ranking, need.grades, 10),
    ndcgAt(ranking, need.grades, 10),
    reciprocalRank(ranking, need.grades),
  ];
  results.push({ cases: need.cases, m });
  if (!values.quiet) {
    console.log(
      `${need.key} nDCG ${m[2]!.toFixed(3)} [${need.cases}] ${JSON.stringify(need.lookingFor)} ${need.categories}`,
    );
    for (const [i, r] of rows.slice(0, 8).entries()) {
      const key = ranking[i]!;
      console.log(
        `   ${String(need.grades[key] ?? '-').padEnd(2)}${key.padEnd(22)} ${r.score} ${r.matched_categories} | ${r.matched_terms}`,
      );
    }
    const missing = Object.entries(need.grades).filter(([k, g]) => g > 0 && !ranking.slice(0, 10).includes(k));
    if (missing.length)
      console.log(
        `   missing from top 10: ${missing.map(([k, g]) => `${k}:${g}@${ranking.indexOf(k) + 1}`).join(' ')}`,
      );
  }
}
const mean = (rs: typeof results) =>
  [0, 1, 2, 3].map((i) => (rs.reduce((s, r) => s + r.m[i]!, 0) / rs.length).toFixed(3));
console.log(`all            ${results.length}  ${mean(results).join(' ')}`);
for (const c of CASE_TYPES) {
  const rs = results.filter((r) => r.cases.includes(c));
  if (rs.length) console.log(`${c.padEnd(15)}${rs.length}  ${mean(rs).join(' ')}`);
}
await client.end();
