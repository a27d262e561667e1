// Reviews and ratings (issue 21) through supabase-js with RLS on: every rule allowed and refused, the
// kept figures after insert, update, delete, hide and restore, reports and their administration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerReview,
  deleteReview,
  fetchCanReview,
  fetchProviderRating,
  fetchReviews,
  reportReview,
  saveReview,
} from '@/features/reviews/queries';
import { fetchReportedReviews, setReviewHidden } from '@/features/reviews/admin';
import { fetchServicesPage } from '@/features/services/queries';
import { startContext, type Client, type Member, type TestContext } from './support/stack.ts';

let t: TestContext;
let admin: Client;
beforeAll(async () => {
  t = await startContext();
  const a = await t.member('Admin Rae');
  await t.promote(a);
  admin = await t.signIn(a.email);
});
afterAll(() => t?.stack.stop());

const TEXT = 'Reliable payroll partner, always on time and clear.';

async function connect(a: Member, b: Member) {
  const { data, error } = await a.client
    .from('connections')
    .insert({ requester_id: a.id, addressee_id: b.id })
    .select('id')
    .single();
  if (error) throw error;
  const accepted = await b.client.from('connections').update({ status: 'accepted' }).eq('id', data.id);
  if (accepted.error) throw accepted.error;
}

async function providerWithService(name: string): Promise<Member> {
  const p = await t.member(name, { type: 'Service Provider', plan: 'Premium' });
  const { data: cat } = await t.service.from('service_categories').select('id').limit(1).single();
  const { error } = await p.client
    .from('user_services')
    .insert({ user_id: p.id, service_name: `${name} payroll`, category_id: cat!.id });
  if (error) throw error;
  return p;
}

describe('who may review', () => {
  it('an HR Professional connected to a provider reviews them once; every other case is refused', async () => {
    const provider = await providerWithService('Prov Pia');
    const hr = await t.member('Hr Hugo');
    const stranger = await t.member('Hr Stranger');
    const otherProvider = await t.member('Prov Other', { type: 'Service Provider' });
    const hrTarget = await t.member('Hr Target');
    await connect(hr, provider);
    await connect(otherProvider, provider);
    await connect(hr, hrTarget);

    const review = { rating: 5, title: 'Great', body: TEXT };
    await expect(saveReview(stranger.client, provider.id, review)).rejects.toThrow(
      'You can review providers you are connected with',
    );
    await expect(saveReview(otherProvider.client, provider.id, review)).rejects.toThrow(
      'Only HR Professionals can write reviews',
    );
    await expect(saveReview(hr.client, hrTarget.id, review)).rejects.toThrow('Only Service Providers can be reviewed');
    await expect(saveReview(admin, provider.id, review)).rejects.toThrow('Only HR Professionals can write reviews');
    await expect(saveReview(provider.client, provider.id, review)).rejects.toThrow('You cannot review yourself');
    const tooShort = await hr.client
      .from('reviews')
      .insert({ provider_id: provider.id, rating: 4, title: 'x', body: 'short' });
    expect(tooShort.error?.code).toBe('23514');
    const badRating = await hr.client
      .from('reviews')
      .insert({ provider_id: provider.id, rating: 6, title: 'x', body: TEXT });
    expect(badRating.error?.code).toBe('23514');
    // As someone else: the author is always the caller.
    const forged = await hr.client
      .from('reviews')
      .insert({ provider_id: provider.id, reviewer_id: stranger.id, rating: 1, title: 'x', body: TEXT } as never);
    expect(forged.error).not.toBeNull();

    expect(await fetchCanReview(hr.client, provider.id)).toMatchObject({ allowed: true, review_id: null });
    const id = await saveReview(hr.client, provider.id, review);
    expect(await fetchCanReview(hr.client, provider.id)).toMatchObject({ allowed: true, review_id: id });
    const twice = await hr.client
      .from('reviews')
      .insert({ provider_id: provider.id, rating: 4, title: 'Again', body: TEXT });
    expect(twice.error?.code).toBe('23505');
  });

  it('two concurrent first reviews of the same pair leave one', async () => {
    const provider = await providerWithService('Prov Race');
    const hr = await t.member('Hr Racer');
    await connect(hr, provider);
    const other = await t.signIn(hr.email);
    const results = await Promise.all(
      [hr.client, other].map((c) =>
        c.from('reviews').insert({ provider_id: provider.id, rating: 4, title: 'Race', body: TEXT }),
      ),
    );
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    expect(results.find((r) => r.error)?.error?.code).toBe('23505');
    expect(await fetchProviderRating(hr.client, provider.id)).toMatchObject({ review_count: 1 });
  });
});

describe('kept figures', () => {
  it('follow insert, edit, hide, restore and delete without scanning reviews', async () => {
    const provider = await providerWithService('Prov Figures');
    const [a, b, c] = await Promise.all([t.member('Hr A'), t.member('Hr B'), t.member('Hr C')]);
    for (const m of [a, b, c]) await connect(m, provider);
    const ra = await saveReview(a.client, provider.id, { rating: 5, title: 'A', body: TEXT });
    await saveReview(b.client, provider.id, { rating: 4, title: 'B', body: TEXT });
    const rc = await saveReview(c.client, provider.id, { rating: 1, title: 'C', body: TEXT });
    expect(await fetchProviderRating(a.client, provider.id)).toMatchObject({
      review_count: 3,
      rating_sum: 10,
      stars_5: 1,
      stars_4: 1,
      stars_1: 1,
    });
    await saveReview(c.client, provider.id, { rating: 3, title: 'C edited', body: TEXT }, rc);
    expect(await fetchProviderRating(a.client, provider.id)).toMatchObject({
      review_count: 3,
      rating_sum: 12,
      stars_1: 0,
      stars_3: 1,
    });
    const [edited] = (await fetchReviews(a.client, provider.id, 'newest', 0)).filter((r) => r.id === rc);
    expect(edited!.edited_at).not.toBeNull();

    await setReviewHidden(admin, rc, true);
    expect(await fetchProviderRating(a.client, provider.id)).toMatchObject({
      review_count: 2,
      rating_sum: 9,
      stars_3: 0,
    });
    expect((await fetchReviews(a.client, provider.id, 'newest', 0)).map((r) => r.id)).not.toContain(rc);
    await setReviewHidden(admin, rc, false);
    expect(await fetchProviderRating(a.client, provider.id)).toMatchObject({ review_count: 3, rating_sum: 12 });

    await deleteReview(a.client, ra);
    expect(await fetchProviderRating(b.client, provider.id)).toMatchObject({
      review_count: 2,
      rating_sum: 7,
      stars_5: 0,
    });
    // Only the author deletes; a stranger's delete touches nothing.
    const foreign = await b.client.from('reviews').delete().eq('id', rc).select('id');
    expect(foreign.data).toEqual([]);
    expect((await fetchReviews(b.client, provider.id, 'highest', 0)).map((r) => r.rating)).toEqual([4, 3]);

    // The service card carries the average (one decimal) and the count; the rating order uses the
    // Bayesian average.
    const page = await fetchServicesPage(b.client, 'Prov Figures', 'all', 0);
    expect(page[0]).toMatchObject({ rating_average: 3.5, rating_count: 2 });
  });
});

describe('answers and reports', () => {
  it('the provider answers once (edit, delete); nobody else answers or edits', async () => {
    const provider = await providerWithService('Prov Answer');
    const hr = await t.member('Hr Asker');
    await connect(hr, provider);
    const id = await saveReview(hr.client, provider.id, { rating: 4, title: 'Good', body: TEXT });
    await expect(answerReview(hr.client, id, 'Thanks to me')).rejects.toThrow(
      'Only the reviewed provider can answer a review',
    );
    const edit = await provider.client.from('reviews').update({ rating: 5 }).eq('id', id);
    expect(edit.error?.message).toBe('Only the author can edit a review');
    await answerReview(provider.client, id, 'Thank you for the kind words.');
    let [r] = await fetchReviews(hr.client, provider.id, 'newest', 0);
    expect(r).toMatchObject({ answer: 'Thank you for the kind words.', answer_edited_at: null });
    await answerReview(provider.client, id, 'Thank you!');
    [r] = await fetchReviews(hr.client, provider.id, 'newest', 0);
    expect(r!.answer_edited_at).not.toBeNull();
    await answerReview(provider.client, id, null);
    [r] = await fetchReviews(hr.client, provider.id, 'newest', 0);
    expect(r).toMatchObject({ answer: null, answered_at: null });
    const hide = await provider.client
      .from('reviews')
      .update({ hidden_at: new Date().toISOString() } as never)
      .eq('id', id);
    expect(hide.error).not.toBeNull();
  });

  it('any member reports a review once; administrators see the reports, hide and restore', async () => {
    const provider = await providerWithService('Prov Reported');
    const hr = await t.member('Hr Writer');
    const reporter = await t.member('Any Reporter', { type: 'Service Provider' });
    await connect(hr, provider);
    const id = await saveReview(hr.client, provider.id, { rating: 1, title: 'Bad', body: TEXT });
    await reportReview(reporter.client, id, 'spam', 'Not a real client');
    await expect(reportReview(reporter.client, id, 'spam')).rejects.toThrow();
    await expect(fetchReportedReviews(reporter.client)).rejects.toThrow('You do not have administrative privileges.');
    await expect(setReviewHidden(reporter.client, id, true)).rejects.toThrow(
      'You do not have administrative privileges.',
    );
    const open = await fetchReportedReviews(admin);
    expect(open.find((x) => x.review_id === id)).toMatchObject({ report_count: 1, reasons: ['spam'], hidden: false });
    await setReviewHidden(admin, id, true);
    expect((await fetchReportedReviews(admin)).map((x) => x.review_id)).not.toContain(id);
    expect((await fetchReportedReviews(admin, 'closed')).find((x) => x.review_id === id)).toMatchObject({
      hidden: true,
    });
    // Hidden: gone for members, still visible to its author and the provider.
    expect((await fetchReviews(reporter.client, provider.id, 'newest', 0)).map((x) => x.id)).not.toContain(id);
    expect((await hr.client.from('reviews').select('id').eq('id', id)).data).toHaveLength(1);
  });

  it('notifies the provider of a review and the author of an answer', async () => {
    const provider = await providerWithService('Prov Notified');
    const hr = await t.member('Hr Notified');
    await connect(hr, provider);
    const id = await saveReview(hr.client, provider.id, { rating: 5, title: 'Top', body: TEXT });
    await answerReview(provider.client, id, 'Thanks!');
    const kinds = async (m: Member) => (await m.client.rpc('list_my_notifications', {})).data!.map((n) => n.kind);
    expect(await kinds(provider)).toContain('review_received');
    expect(await kinds(hr)).toContain('review_answered');
  });
});

describe('accounts that go', () => {
  it('deleting a reviewed provider or a reviewer keeps the figures right', async () => {
    const provider = await providerWithService('Prov Leaving');
    const [a, b] = await Promise.all([t.member('Hr Stays'), t.member('Hr Leaves')]);
    for (const m of [a, b]) await connect(m, provider);
    await saveReview(a.client, provider.id, { rating: 4, title: 'Stays', body: TEXT });
    await saveReview(b.client, provider.id, { rating: 2, title: 'Leaves', body: TEXT });
    expect((await t.service.auth.admin.deleteUser(b.id)).error).toBeNull();
    expect(await fetchProviderRating(a.client, provider.id)).toMatchObject({
      review_count: 1,
      rating_sum: 4,
      stars_2: 0,
    });
    expect((await t.service.auth.admin.deleteUser(provider.id)).error).toBeNull();
    expect(
      (await t.service.from('provider_ratings').select('provider_id').eq('provider_id', provider.id)).data,
    ).toEqual([]);
  });
});
