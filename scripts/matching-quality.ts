// Matching quality (issue 21): loads the hand-graded fixture (scripts/matching/fixture.ts) into a fresh
// stack, asks recommend_providers as each need's HR member through supabase-js, and prints per-need and
// mean precision@5, recall@10 and nDCG@10 next to a plain text-only baseline (the providers' documents
// ranked by ts_rank for the need's words alone, no categories, rating, network or plan).
//   npm run matching:quality [-- --database-url postgresql://...]
import { parseArgs } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import { CLIENT_OPTIONS, launchStack } from './perf/stack.ts';
import { SCALE_PASSWORD } from './perf/seed.ts';
import { NEEDS, PROVIDERS, type FixtureNeed } from './matching/fixture.ts';
import { ndcgAt, precisionAt, recallAt } from './matching/metrics.ts';

const { values: args } = parseArgs({
  options: { 'database-url': { type: 'string' }, verbose: { type: 'boolean', default: false } },
});

const stack = await launchStack({ databaseUrl: args['database-url'], databaseName: 'hrc_matching_quality' });
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

  const providerIds = new Map<string, string>();
  for (const p of PROVIDERS) {
    const id = await createMember(`${p.key}@quality.test`, p.company, 'Service Provider', { company: p.company });
    providerIds.set(p.key, id);
    await db.query(
      'update public.profiles set service_type = $2, description = $3, subscription_plan = $4 where id = $1',
      [id, p.serviceType, p.description, p.plan],
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

  async function ranked(need: FixtureNeed): Promise<{ real: string[]; baseline: string[] }> {
    const email = `${need.key}@quality.test`;
    const id = await createMember(email, `Need ${need.key}`, 'HR Professional', {});
    await db.query('insert into public.member_needs (profile_id, category_ids, looking_for) values ($1, $2, $3)', [
      id,
      need.categories.map((c) => categories.get(c)),
      need.lookingFor,
    ]);
    const client = await stack.signIn(email);
    const { data, error } = await client.rpc('recommend_providers', { page_limit: 10 });
    if (error) throw new Error(`recommend_providers for ${need.key}: ${error.message}`);
    const baseline = await db.query<{ provider_id: string }>(
      `select pm.provider_id from private.provider_match pm
       join public.member_needs n on n.profile_id = $1 and pm.document @@ n.looking_for_query
       join public.profiles p on p.id = pm.provider_id
       order by ts_rank(pm.document, n.looking_for_query) desc, p.full_name limit 10`,
      [id],
    );
    return {
      real: ((data ?? []) as { id: string }[]).map((r) => keyOf.get(r.id) ?? '?'),
      baseline: baseline.rows.map((r) => keyOf.get(r.provider_id) ?? '?'),
    };
  }

  const fmt = (n: number) => n.toFixed(3);
  const totals = { real: [0, 0, 0], baseline: [0, 0, 0] };
  console.log('need  | ranking  P@5    R@10   nDCG@10 | text-only P@5  R@10   nDCG@10 | top 5 (ranking)');
  for (const need of NEEDS) {
    const { real, baseline } = await ranked(need);
    const r = [precisionAt(real, need.grades, 5), recallAt(real, need.grades, 10), ndcgAt(real, need.grades, 10)];
    const b = [
      precisionAt(baseline, need.grades, 5),
      recallAt(baseline, need.grades, 10),
      ndcgAt(baseline, need.grades, 10),
    ];
    r.forEach((v, i) => (totals.real[i]! += v));
    b.forEach((v, i) => (totals.baseline[i]! += v));
    console.log(
      `${need.key}   |          ${r.map(fmt).join('  ')}   |           ${b.map(fmt).join('  ')}  | ${real.slice(0, 5).join(' ')}`,
    );
    if (args.verbose) {
      const graded = (keys: string[]) => keys.map((k) => `${k}:${need.grades[k] ?? 0}`).join(' ');
      console.log(`        ranking   ${graded(real)}\n        text-only ${graded(baseline)}`);
    }
  }
  const mean = (xs: number[]) => xs.map((x) => fmt(x / NEEDS.length)).join('  ');
  console.log(`mean  |          ${mean(totals.real)}   |           ${mean(totals.baseline)}`);
  console.log(
    `\n${NEEDS.length} needs, ${PROVIDERS.length} providers. Mean nDCG@10: ranking ${fmt(totals.real[2]! / NEEDS.length)}, ` +
      `text-only baseline ${fmt(totals.baseline[2]! / NEEDS.length)} (aim: ranking ≥ 0.8 and clearly above the baseline).`,
  );
} finally {
  await stack.stop();
}
