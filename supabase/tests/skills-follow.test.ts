// A skill write keeps matching's statistics and the public directory's listing exactly as a full rebuild
// would leave them (issue 37: one trigger, skills_follow, calls the refreshes only where a skill can
// change something, and a refresh moves the directory's counts only when the categories or the location
// moved). Through supabase-js with RLS on for the members' writes, through SQL for what only the
// database keeps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContext, type Member, type TestContext } from './support/stack.ts';

let t: TestContext;
let payrollId: string;
beforeAll(async () => {
  t = await startContext();
  const { data, error } = await t.anon.from('service_categories').select('id, name');
  if (error) throw error;
  payrollId = data.find((c) => c.name === 'Payroll Services')!.id;
});
afterAll(() => t?.stack.stop());

const sql = <R extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.stack.db.query<R>(text, params).then((r) => r.rows);

/** Matching's provider statistics, impacts left out (they depend on the corpus when written). */
const matching = async () =>
  (
    await sql<{ what: string }>(
      `select format('t %s %s', t.term, t.df) as what from private.match_terms t where t.corpus = 'provider'
       union all select format('w %s %s', w.word, w.df) from private.match_words w where w.corpus = 'provider'
       union all select format('c %s %s', c.docs, c.total_lengths) from private.match_corpus c where c.corpus = 'provider'
       union all select format('p %s %s', p.term, p.doc_id) from private.match_postings p where p.corpus = 'provider'
       union all select format('d %s %s %s', d.doc_id, d.fields, d.words) from private.match_documents d
         where d.corpus = 'provider'
       union all select format('m %s %s %s %s', m.provider_id, m.category_ids, m.rating_rank, m.listing_priority)
         from private.provider_match m
       union all select format('mc %s %s', c.provider_id, c.category_id) from private.provider_match_categories c
       order by 1`,
    )
  ).map((r) => r.what);

/** The directory's listing, its category rows and its counts (the time of the last refresh left out, and
 * the locations' labels: kept, the latest refreshed listing names a location; rebuilt, the least). */
const directory = async () =>
  (
    await sql<{ what: string }>(
      `select format('l %s %s %s %s %s %s', l.provider_id, l.slug, l.category_ids, l.location_key, l.location,
                     l.rating_rank) as what
       from private.directory_listing l
       union all select format('lc %s %s %s %s', c.provider_id, c.category_id, c.listing_priority, c.location_key)
         from private.directory_listing_categories c
       union all select format('n %s %s', n.scope, n.provider_count) from private.directory_counts n
       union all select format('loc %s %s', o.location_key, o.provider_count) from private.directory_locations o
       order by 1`,
    )
  ).map((r) => r.what);

/** Both kept states equal what rebuilding everything from the tables gives. */
async function expectAsRebuilt() {
  const keptMatching = await matching();
  const keptDirectory = await directory();
  await sql(`select private.match_rebuild('provider')`);
  await sql(`select private.rebuild_directory_listing()`);
  expect(keptMatching).toEqual(await matching());
  expect(keptDirectory).toEqual(await directory());
}

async function provider(company: string, location: string): Promise<Member> {
  const p = await t.member(`Prov ${company}`, {
    type: 'Service Provider',
    plan: 'Professional',
    data: { company, service_type: 'Payroll Services' },
  });
  const service = await p.client.from('user_services').insert({
    user_id: p.id,
    service_name: `${company} payroll`,
    category_id: payrollId,
    description: 'Monthly payroll for teams of every size.',
  });
  if (service.error) throw service.error;
  const located = await p.client.from('profiles').update({ location }).eq('id', p.id);
  if (located.error) throw located.error;
  return p;
}

const addSkill = async (m: Member, skill: string) => {
  const { data, error } = await m.client
    .from('skills')
    .insert({ profile_id: m.id, skill_name: skill })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
};
const removeSkill = async (m: Member, id: string) => {
  const { error } = await m.client.from('skills').delete().eq('id', id);
  if (error) throw error;
};

describe("a provider's skills", () => {
  it('are in its matching document and its listing at once, and the statistics and counts stay as rebuilt', async () => {
    const p = await provider('Quillwort Payroll', 'Leeds');
    // Another provider at the same place, written after: the location's label is the latest refreshed
    // listing's.
    await provider('Quillwort Second', 'leeds');
    const leeds = () =>
      sql(`select label, provider_count from private.directory_locations where location_key = 'leeds'`);
    expect(await leeds()).toEqual([{ label: 'leeds', provider_count: 2 }]);
    const df = async () =>
      Number(
        (
          await sql<{ df: number }>(
            `select df from private.match_words where corpus = 'provider' and word = 'zymurgist'`,
          )
        )[0]?.df ?? 0,
      );
    // The public directory's search finds the provider by the skill.
    const listed = async () => {
      const { data, error } = await t.anon.rpc('directory_search', { search_text: 'zymurgist' });
      if (error) throw error;
      return (data as { company: string }[]).filter((r) => r.company === 'Quillwort Payroll').length;
    };

    const id = await addSkill(p, 'Zymurgist audits');
    expect(await df()).toBe(1);
    expect(await listed()).toBe(1);
    // Still one listing each, counted once; the refreshed listing names the place again (as when the
    // counts moved −1 and +1 on every refresh).
    expect(await leeds()).toEqual([{ label: 'Leeds', provider_count: 2 }]);
    await expectAsRebuilt();

    await removeSkill(p, id);
    expect(await df()).toBe(0);
    expect(await listed()).toBe(0);
    await expectAsRebuilt();
  });
});

describe("an HR member's skills", () => {
  it('leave matching and the directory as they were: no document, no listing, no count', async () => {
    await provider('Quillwort Third', 'York');
    const hr = await t.member('Skilled Harper');
    const matchingBefore = await matching();
    const directoryBefore = await directory();
    const id = await addSkill(hr, 'Zymurgy for people teams');
    // Members cannot rename a skill; the database can (the trigger follows renames too).
    await sql(`update public.skills set skill_name = 'Zymurgy basics' where id = $1`, [id]);
    expect(await matching()).toEqual(matchingBefore);
    expect(await directory()).toEqual(directoryBefore);
    await removeSkill(hr, id);
    expect(await matching()).toEqual(matchingBefore);
    expect(await directory()).toEqual(directoryBefore);
    await expectAsRebuilt();
  });
});
