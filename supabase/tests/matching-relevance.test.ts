// The relevance model of matching (issue 31) on tiny fixtures, through supabase-js with RLS on where members
// act and through SQL for what only the database sees (the vocabulary, the statistics): one test per case
// type of the graded fixture (synonym, distractor, wrong category, no category, two categories, one right
// provider, misspelling, near-duplicate, many right), phrasing that is no evidence, one row per provider,
// the tie-break, explanations that name what matched, statistics kept current per write, and the same model
// on the providers' side and for 'Jobs for you'. Each test invents its own words so that the file's other
// providers (one database per file) cannot answer its needs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fetchJobsForYou,
  fetchRecommendedHrMembers,
  fetchRecommendedProviders,
  saveMyNeeds,
} from '@/features/matching/queries';
import { startContext, type Member, type TestContext } from './support/stack.ts';

let t: TestContext;
let categories: Record<string, string>;
beforeAll(async () => {
  t = await startContext();
  const { data, error } = await t.service.from('service_categories').select('id, name');
  if (error) throw error;
  categories = Object.fromEntries(data.map((c) => [c.name, c.id]));
});
afterAll(() => t?.stack.stop());

const sql = <R extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.stack.db.query<R>(text, params).then((r) => r.rows);

interface ProviderSpec {
  headline: string;
  description?: string;
  skills?: string[];
  services: [name: string, category: string, description: string][];
  reviews?: number;
}

async function provider(name: string, spec: ProviderSpec): Promise<Member> {
  const p = await t.member(name, { type: 'Service Provider', plan: 'Professional' });
  const { error } = await p.client
    .from('profiles')
    .update({ service_type: spec.headline, description: spec.description ?? '', company: name })
    .eq('id', p.id);
  if (error) throw error;
  for (const skill of spec.skills ?? []) {
    const added = await p.client.from('skills').insert({ profile_id: p.id, skill_name: skill });
    if (added.error) throw added.error;
  }
  for (const [serviceName, category, description] of spec.services) {
    const added = await p.client
      .from('user_services')
      .insert({ user_id: p.id, service_name: serviceName, category_id: categories[category]!, description });
    if (added.error) throw added.error;
  }
  if (spec.reviews) {
    // The kept figures as reviews would leave them (reviewing has its own tests).
    await sql(
      `insert into public.provider_ratings (provider_id, review_count, rating_sum) values ($1, $2, $3)
       on conflict (provider_id) do update set review_count = excluded.review_count, rating_sum = excluded.rating_sum`,
      [p.id, spec.reviews, spec.reviews * 4],
    );
  }
  return p;
}

async function needing(name: string, lookingFor: string, categoryNames: string[] = []): Promise<Member> {
  const hr = await t.member(name);
  await saveMyNeeds(hr.client, hr.id, {
    category_ids: categoryNames.map((c) => categories[c]!),
    looking_for: lookingFor,
  });
  return hr;
}

/** The positions of the given members in a ranking, in ranking order (others left out). */
const order = <T extends { id: string }>(rows: T[], members: Member[]) =>
  rows.filter((r) => members.some((m) => m.id === r.id)).map((r) => members.findIndex((m) => m.id === r.id));

async function recommended(hr: Member) {
  return fetchRecommendedProviders(hr.client, 20);
}

describe('vocabulary and query parsing', () => {
  it('the vocabulary is normalised, every concept says something, and phrasing never hides a phrase', async () => {
    const [counts] = await sql<{ phrases: string; concepts: string; bad: string }>(
      `select count(*)::text as phrases, count(distinct concept)::text as concepts,
              count(*) filter (where phrase <> private.match_normalise(phrase))::text as bad
       from private.hr_vocabulary`,
    );
    expect(Number(counts!.phrases)).toBeGreaterThan(500);
    expect(Number(counts!.concepts)).toBeGreaterThan(100);
    expect(counts!.bad).toBe('0');
    // Every concept has a 'same' phrase and at least two phrases (something to expand to).
    expect(
      await sql(`select concept from private.hr_vocabulary group by concept
                 having count(*) filter (where relation = 'same') = 0 or count(*) < 2`),
    ).toEqual([]);
    // Words taken out of a need as phrasing are never part of a vocabulary phrase.
    expect(
      await sql(`select n.phrase, v.phrase as inside from private.need_phrasing n
                 join private.hr_vocabulary v on (' ' || v.phrase || ' ') like ('% ' || n.phrase || ' %')
                 where n.kind = 'phrasing'`),
    ).toEqual([]);
    // The abbreviations the issue names are there, with their spelled-out forms.
    const pairs: [string, string][] = [
      ['eap', 'employee assistance programme'],
      ['rpo', 'recruitment process outsourcing'],
      ['l&d', 'learning and development'],
      ['peo', 'professional employer organisation'],
      ['hris', 'hr information system'],
      ['payroll bureau', 'outsourced payroll'],
      ['dei', 'diversity and inclusion'],
      ['tupe', 'transfer of undertakings'],
    ];
    for (const [a, b] of pairs) {
      const rows = await sql(
        `select 1 from private.hr_vocabulary x join private.hr_vocabulary y on y.concept = x.concept
         where x.phrase = $1 and y.phrase = $2 and x.relation = 'same' and y.relation = 'same'`,
        [a, b],
      );
      expect(rows, `${a} = ${b}`).toHaveLength(1);
    }
  });

  it('a need becomes its words, their corrections and the vocabulary expansions, without its phrasing', async () => {
    const units = async (text: string) =>
      sql<{ label: string; kind: string; weight: number }>(
        `select u.label, u.kind, u.weight from unnest(private.match_query('provider', $1)) u`,
        [text],
      );
    const eap = await units('We are looking for someone to help with an EAP');
    expect(eap.map((u) => u.label)).not.toContain('looking');
    expect(eap.map((u) => u.label)).not.toContain('someone');
    expect(eap.map((u) => u.label)).not.toContain('help');
    expect(eap).toContainEqual({ label: 'eap', kind: 'word', weight: 1 });
    const expansion = eap.find((u) => u.label === 'employee assistance programme');
    expect(expansion?.kind).toBe('same');
    expect(expansion!.weight).toBeLessThan(1);
    // Closely related terms weigh less than synonyms.
    expect(eap.find((u) => u.label.startsWith('counsel'))!.weight).toBeLessThan(expansion!.weight);
    // Letters with '&' are found as written; quantities are no evidence.
    const di = await units('D&I training for two teams');
    expect(di.map((u) => u.label)).toContain('diversity and inclusion');
    expect(di.map((u) => u.label)).not.toContain('two');
    // Words are matched by their stems: 'staff canteens' is the vocabulary's 'staff canteen'.
    expect((await units('staff canteens')).map((u) => u.label)).toContain('staff restaurant');
    // A misspelt word is read as the closest word the corpus or the vocabulary knows.
    expect((await units('menapause')).map((u) => [u.label, u.kind])).toContainEqual(['menopause', 'typo']);
  });
});

describe('recommended providers: case types', () => {
  it('synonym: an abbreviation finds the provider who spells it out, and says so', async () => {
    const spelled = await provider('Syn Lumenfield', {
      headline: 'Staff support',
      services: [
        ['Employee assistance programme', 'Wellness Programs', 'A confidential lumenfield helpline for your people.'],
      ],
    });
    const other = await provider('Syn Other', {
      headline: 'Lumenfield yoga',
      services: [['Lumenfield yoga', 'Wellness Programs', 'Yoga classes in the office.']],
    });
    const hr = await needing('Syn Hana', 'An EAP with a lumenfield helpline');
    const rows = await recommended(hr);
    expect(order(rows, [spelled, other])).toEqual([0, 1]);
    expect(rows.find((r) => r.id === spelled.id)!.matched_terms).toContain('employee assistance programme');
  });

  it('distractor: the words of another trade in the need do not outrank what it asks for', async () => {
    const caterer = await provider('Dis Caterer', {
      headline: 'Offsite catering',
      services: [['Quillby offsite catering', 'Corporate Catering', 'Meals for quillby retreats and offsites.']],
    });
    const coach = await provider('Dis Coach', {
      headline: 'Leadership offsites',
      services: [['Leadership offsite', 'Leadership Development', 'Facilitated offsites for leadership teams.']],
    });
    const hr = await needing('Dis Dora', 'Catering for our quillby leadership offsite', ['Corporate Catering']);
    expect(order(await recommended(hr), [caterer, coach])).toEqual([0, 1]);
  });

  it('wrong category: a strong text match outranks providers that only share the picked category', async () => {
    const right = await provider('Wrong Right', {
      headline: 'Pay gap reporting',
      services: [['Gender pay gap reporting', 'Payroll Services', 'Statutory gender pay gap figures, zandor style.']],
    });
    const categoryOnly = await provider('Wrong Lawyer', {
      headline: 'Employment law',
      services: [['Employment law', 'Legal Consulting', 'Advice for employers.']],
      reviews: 40,
    });
    const hr = await needing('Wrong Wanda', 'Zandor gender pay gap report', ['Legal Consulting']);
    const rows = await recommended(hr);
    expect(order(rows, [right, categoryOnly])).toEqual([0, 1]);
    // What each card can say: the words for one, the category for the other.
    expect(rows.find((r) => r.id === right.id)!.matched_terms.length).toBeGreaterThan(0);
    expect(rows.find((r) => r.id === categoryOnly.id)!.matched_categories).toEqual(['Legal Consulting']);
  });

  it('no category: a need given only as text ranks as it does with the right category', async () => {
    const a = await provider('None Alpha', {
      headline: 'Brindlewood payroll',
      services: [['Brindlewood payroll bureau', 'Payroll Services', 'Managed brindlewood payroll for small firms.']],
    });
    const b = await provider('None Beta', {
      headline: 'Brindlewood expenses',
      services: [['Brindlewood expenses', 'Payroll Services', 'Expense claims app.']],
    });
    const textOnly = await needing('None Nadia', 'Brindlewood payroll bureau');
    const withCategory = await needing('None Nico', 'Brindlewood payroll bureau', ['Payroll Services']);
    const first = order(await recommended(textOnly), [a, b]);
    expect(first).toEqual([0, 1]);
    expect(order(await recommended(withCategory), [a, b])).toEqual(first);
  });

  it('two categories: a provider answering both halves outranks those answering one', async () => {
    const both = await provider('Two Both', {
      headline: 'Payroll and pensions',
      services: [
        ['Vellmoor payroll', 'Payroll Services', 'Vellmoor payroll every month.'],
        ['Vellmoor pension set-up', 'Employee Benefits', 'Auto-enrolment vellmoor pensions.'],
      ],
    });
    const payroll = await provider('Two Payroll', {
      headline: 'Payroll',
      services: [['Vellmoor payroll', 'Payroll Services', 'Vellmoor payroll every month.']],
    });
    const pensions = await provider('Two Pensions', {
      headline: 'Pensions',
      services: [['Vellmoor pension set-up', 'Employee Benefits', 'Auto-enrolment vellmoor pensions.']],
    });
    const hr = await needing('Two Tess', 'Vellmoor payroll and pension set-up', [
      'Payroll Services',
      'Employee Benefits',
    ]);
    const ranked = order(await recommended(hr), [both, payroll, pensions]);
    expect(ranked[0]).toBe(0);
    expect(ranked).toHaveLength(3);
  });

  it('exactly one right provider: it comes first, and providers with no matching word say only their category', async () => {
    const right = await provider('One Right', {
      headline: 'Ostrander mediation',
      services: [['Ostrander workplace mediation', 'Legal Consulting', 'Mediation between colleagues.']],
    });
    const others = await Promise.all(
      ['One Other A', 'One Other B'].map((n) =>
        provider(n, { headline: 'Contracts', services: [['Contracts', 'Legal Consulting', 'Employment contracts.']] }),
      ),
    );
    const hr = await needing('One Olga', 'Ostrander mediation', ['Legal Consulting']);
    const rows = await recommended(hr);
    expect(order(rows, [right, ...others])[0]).toBe(0);
    for (const o of others) {
      const row = rows.find((r) => r.id === o.id);
      if (row) {
        expect(row.matched_terms).toEqual([]);
        expect(row.matched_categories).toEqual(['Legal Consulting']);
      }
    }
  });

  it('misspelling: a misspelt word is read as the known word closest to it', async () => {
    const right = await provider('Typo Right', {
      headline: 'Menopause support',
      services: [['Gravelton menopause clinic', 'Wellness Programs', 'Menopause policy and gravelton nurse clinic.']],
    });
    const other = await provider('Typo Other', {
      headline: 'Gravelton gym',
      services: [['Gravelton gym', 'Wellness Programs', 'Discounted gym memberships.']],
    });
    const hr = await needing('Typo Tia', 'gravelton menapause policy');
    const rows = await recommended(hr);
    expect(order(rows, [right, other])).toEqual([0, 1]);
    expect(rows.find((r) => r.id === right.id)!.matched_terms).toContain('menopause');
  });

  it('near-duplicate: of two look-alike providers, the one with the detail the need names comes first', async () => {
    const uk = await provider('Near UK', {
      headline: 'Employment law helpline',
      services: [['Pemberly employment law helpline', 'Legal Consulting', 'Pemberly employment law for UK employers.']],
    });
    const us = await provider('Near US', {
      headline: 'US employment law',
      services: [
        [
          'Pemberly employment law helpline',
          'Legal Consulting',
          'Pemberly employment law for United States employers.',
        ],
      ],
    });
    const hr = await needing('Near Nell', 'Pemberly employment law advice for our team in Texas', ['Legal Consulting']);
    expect(order(await recommended(hr), [us, uk])).toEqual([0, 1]);
  });

  it('many right providers: all of them come before providers that do not answer', async () => {
    const right = await Promise.all(
      ['Many A', 'Many B', 'Many C', 'Many D', 'Many E'].map((n, i) =>
        provider(n, {
          headline: 'Corbelline canteen',
          services: [['Corbelline staff restaurant', 'Corporate Catering', `Corbelline canteen number ${i}.`]],
        }),
      ),
    );
    const wrong = await provider('Many Wrong', {
      headline: 'Corbelline bar',
      services: [['Mobile bar', 'Corporate Catering', 'Cocktails for corbelline parties.']],
      reviews: 50,
    });
    const hr = await needing('Many Mia', 'Corbelline staff canteen', ['Corporate Catering']);
    const ranked = order(await recommended(hr), [...right, wrong]);
    expect(ranked.slice(0, 5).sort()).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('recommended providers: rules', () => {
  it("a need's phrasing is no evidence: 'looking for someone to help with' matches nothing by itself", async () => {
    const talker = await provider('Phrase Talker', {
      headline: 'Help when looking',
      services: [['Help', 'Training & Development', 'We help anyone looking for someone who can help.']],
    });
    const right = await provider('Phrase Right', {
      headline: 'Tessaract onboarding',
      services: [['Tessaract onboarding', 'Training & Development', 'Onboarding programmes.']],
    });
    const hr = await needing('Phrase Pia', 'We are looking for someone to help with tessaract onboarding');
    const rows = await recommended(hr);
    expect(order(rows, [right, talker])[0]).toBe(0);
    const talked = rows.find((r) => r.id === talker.id);
    expect(talked === undefined || talked.matched_terms.length === 0).toBe(true);
  });

  it('one row per provider, whatever the number of matching services', async () => {
    const many = await provider('Card Many', {
      headline: 'Hollowmere payroll',
      services: [
        ['Hollowmere payroll', 'Payroll Services', 'Hollowmere payroll.'],
        ['Hollowmere payroll audit', 'Payroll Services', 'Hollowmere payroll checks.'],
        ['Hollowmere payroll training', 'Training & Development', 'Hollowmere payroll courses.'],
      ],
    });
    const hr = await needing('Card Cara', 'Hollowmere payroll', ['Payroll Services', 'Training & Development']);
    const rows = await recommended(hr);
    expect(rows.filter((r) => r.id === many.id)).toHaveLength(1);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  it('ties are broken by more reviews, then the newer provider, then id', async () => {
    const spec: ProviderSpec = {
      headline: 'Ravensholt coaching',
      services: [['Ravensholt coaching', 'Leadership Development', 'Ravensholt coaching.']],
    };
    const older = await provider('Tie Older', spec);
    const newer = await provider('Tie Newer', spec);
    const reviewed = await provider('Tie Reviewed', { ...spec, reviews: 3 });
    // The same rating rank for all three, so only the tie-break separates them.
    await sql(`update private.provider_match set rating_rank = 3.5 where provider_id = any ($1::uuid[])`, [
      [older.id, newer.id, reviewed.id],
    ]);
    await sql(`update public.profiles set created_at = now() - interval '1 day' where id = $1`, [older.id]);
    const hr = await needing('Tie Tom', 'Ravensholt coaching');
    expect(order(await recommended(hr), [reviewed, newer, older])).toEqual([0, 1, 2]);
  });

  it('every recommendation names why: the words that matched or the category picked', async () => {
    await provider('Why Words', {
      headline: 'Fenwright relocation',
      services: [['Fenwright relocation', 'Employee Benefits', 'Relocation for fenwright assignees.']],
    });
    await provider('Why Category', {
      headline: 'Perks',
      services: [['Perks', 'Employee Benefits', 'Discounts.']],
    });
    const hr = await needing('Why Wes', 'Fenwright relocation', ['Employee Benefits']);
    const rows = await recommended(hr);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      expect(row.matched_terms.length + row.matched_categories.length, row.full_name ?? '').toBeGreaterThan(0);
    }
  });

  it('each card carries the connection state with the HR member', async () => {
    const p = await provider('State Provider', {
      headline: 'Jessamine payroll',
      services: [['Jessamine payroll', 'Payroll Services', 'Jessamine payroll.']],
    });
    const hr = await needing('State Sam', 'Jessamine payroll');
    expect((await recommended(hr)).find((r) => r.id === p.id)!.connection_status).toBeNull();
    const sent = await hr.client.from('connections').insert({ requester_id: hr.id, addressee_id: p.id });
    expect(sent.error).toBeNull();
    const row = (await recommended(hr)).find((r) => r.id === p.id)!;
    expect(row.connection_status).toBe('pending');
    expect(row.is_requester).toBe(true);
  });
});

describe('statistics kept current as providers write', () => {
  const snapshot = () =>
    sql<{ what: string }>(
      `select format('%s %s', t.term, t.df) as what from private.match_terms t where t.corpus = 'provider'
       union all select format('w %s %s', w.word, w.df) from private.match_words w where w.corpus = 'provider'
       union all select format('c %s %s', c.docs, c.total_lengths) from private.match_corpus c where c.corpus = 'provider'
       union all select format('p %s %s %s', p.term, p.doc_id, round(p.impact::numeric, 3)) from private.match_postings p
         where p.corpus = 'provider'
       order by 1`,
    );

  it('document frequencies, words, lengths and postings follow each write as a full rebuild would leave them', async () => {
    const p = await provider('Stats Provider', {
      headline: 'Xylocarp payroll',
      services: [['Xylocarp payroll', 'Payroll Services', 'Xylocarp monthly payroll.']],
    });
    const df = async (term: string) =>
      Number(
        (
          await sql<{ df: number }>(`select df from private.match_terms where corpus = 'provider' and term = $1`, [
            term,
          ])
        )[0]?.df ?? 0,
      );
    expect(await df('xylocarp')).toBe(1);
    const { data: service } = await p.client
      .from('user_services')
      .insert({
        user_id: p.id,
        service_name: 'Zyzzogeton audit',
        category_id: categories['Payroll Services']!,
        description: 'Zyzzogeton checks.',
      })
      .select('id')
      .single();
    expect(await df('zyzzogeton')).toBe(1);
    await p.client.from('user_services').delete().eq('id', service!.id);
    expect(await df('zyzzogeton')).toBe(0);
    const words = await sql(`select 1 from private.match_words where corpus = 'provider' and word = 'zyzzogeton'`);
    expect(words).toEqual([]);

    // Impacts depend on the corpus's average lengths when written: rebuilding recomputes them, so compare
    // the counts exactly and the postings' documents and terms.
    const kept = await snapshot();
    await sql(`select private.match_rebuild('provider')`);
    const rebuilt = await snapshot();
    const strip = (rows: { what: string }[]) => rows.map((r) => r.what.replace(/ [0-9.]+$/, '').replace(/^p /, 'p '));
    expect(kept.filter((r) => !r.what.startsWith('p '))).toEqual(rebuilt.filter((r) => !r.what.startsWith('p ')));
    expect(strip(kept.filter((r) => r.what.startsWith('p ')))).toEqual(
      strip(rebuilt.filter((r) => r.what.startsWith('p '))),
    );
  });
});

describe('the same model on the other side and for jobs', () => {
  it("providers find HR members whose needs say it in other words ('EAP' for an employee assistance programme)", async () => {
    const p = await provider('Side Provider', {
      headline: 'Employee assistance programme',
      services: [['Employee assistance programme', 'Wellness Programs', 'Counselling helpline, quorwick edition.']],
    });
    const asks = await needing('Side Ada', 'An EAP for our quorwick staff');
    const other = await needing('Side Oscar', 'Quorwick forklift training');
    const rows = await fetchRecommendedHrMembers(p.client, 20);
    expect(order(rows, [asks, other])[0]).toBe(0);
    expect(rows.find((r) => r.id === asks.id)!.matched_terms.length).toBeGreaterThan(0);
  });

  it("'Jobs for you' reads the member's position through the vocabulary ('HRBP' finds 'HR Business Partner')", async () => {
    const poster = await t.member('Jobs Side Poster');
    const me = await t.member('Jobs Side Me');
    await me.client.from('profiles').update({ position: 'HRBP' }).eq('id', me.id);
    const { error } = await poster.client.from('jobs').insert([
      {
        title: 'HR Business Partner',
        description: 'Partner the Trelawny business units.',
        company_name: 'Trelawny',
        location: 'Leeds',
        posted_by: poster.id,
      },
      {
        title: 'Chef',
        description: 'Cook for the Trelawny canteen.',
        company_name: 'Trelawny',
        location: 'Leeds',
        posted_by: poster.id,
      },
    ]);
    expect(error).toBeNull();
    const rows = (await fetchJobsForYou(me.client, 20)).filter((r) => r.company_name === 'Trelawny');
    expect(rows.map((r) => r.title)).toEqual(['HR Business Partner']);
    expect(rows[0]!.matched_terms.length).toBeGreaterThan(0);
  });
});
