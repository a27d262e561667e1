// Finishing the marketplace (issue 32) in the database, through supabase-js with RLS on: why a member
// may not review a provider (a code the screen acts on), plan change requests both ways, and the
// `blocked` mark both members of a conversation read (what the open conversation listens to).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContext, type Member, type TestContext } from './support/stack.ts';

let t: TestContext;
beforeAll(async () => {
  t = await startContext();
});
afterAll(() => t?.stack.stop());

async function request(a: Member, b: Member): Promise<string> {
  const { data, error } = await a.client
    .from('connections')
    .insert({ requester_id: a.id, addressee_id: b.id })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

async function connect(a: Member, b: Member) {
  const id = await request(a, b);
  const accepted = await b.client.from('connections').update({ status: 'accepted' }).eq('id', id);
  if (accepted.error) throw accepted.error;
}

async function canReview(m: Member, provider: Member) {
  const { data, error } = await m.client.rpc('can_review', { p_provider: provider.id }).single();
  expect(error).toBeNull();
  return data!;
}

describe('can_review: a reason code beside the words', () => {
  it('not connected, then connected; self; not an HR Professional', async () => {
    const hr = await t.member('Rita Reviewer');
    const provider = await t.member('Pat Provider', { type: 'Service Provider', plan: 'Premium' });
    const other = await t.member('Otto Other', { type: 'Service Provider', plan: 'Premium' });

    const before = await canReview(hr, provider);
    expect(before).toMatchObject({ allowed: false, reason_code: 'not_connected' });
    expect(before.reason).toEqual(expect.any(String));

    // A pending request is not yet a connection.
    const id = await request(hr, provider);
    expect(await canReview(hr, provider)).toMatchObject({ allowed: false, reason_code: 'not_connected' });
    const accepted = await provider.client.from('connections').update({ status: 'accepted' }).eq('id', id);
    expect(accepted.error).toBeNull();
    expect(await canReview(hr, provider)).toMatchObject({ allowed: true, reason: null, reason_code: null });

    expect(await canReview(provider, provider)).toMatchObject({ allowed: false, reason_code: 'self' });
    await connect(other, provider);
    expect(await canReview(other, provider)).toMatchObject({ allowed: false, reason_code: 'not_hr' });
    expect(await canReview(provider, hr)).toMatchObject({ allowed: false, reason_code: 'not_hr' });
  });

  it('is not offered to visitors', async () => {
    const provider = await t.member('Vic Provider', { type: 'Service Provider', plan: 'Premium' });
    const { error } = await t.anon.rpc('can_review', { p_provider: provider.id });
    expect(error?.code).toBe('42501');
  });
});

describe('request_plan_change: up or down, one open request', () => {
  it('a Professional provider asks for Premium, then for Basic instead: one open request, replaced', async () => {
    const p = await t.member('Paula Pro', { type: 'Service Provider', plan: 'Professional' });
    const up = await p.client.rpc('request_plan_change', { plan: 'Premium', billing_interval: 'yearly' });
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ plan: 'Premium', billing_interval: 'yearly', status: 'open', member_id: p.id });
    const down = await p.client.rpc('request_plan_change', { plan: 'Free' });
    expect(down.error).toBeNull();
    expect(down.data).toMatchObject({ id: up.data!.id, plan: 'Free', billing_interval: 'monthly' });
    const { data: open } = await t.service
      .from('upgrade_requests')
      .select('plan')
      .eq('member_id', p.id)
      .eq('status', 'open');
    expect(open).toEqual([{ plan: 'Free' }]);
    // The plan itself changes only when an administrator says so.
    const { data: profile } = await t.service.from('profiles').select('subscription_plan').eq('id', p.id).single();
    expect(profile!.subscription_plan).toBe('Professional');
  });

  it('refuses the current plan, Enterprise, a bad interval, HR members and visitors with a 4xx code', async () => {
    const p = await t.member('Carl Current', { type: 'Service Provider', plan: 'Professional' });
    const hr = await t.member('Hana HR');
    const same = await p.client.rpc('request_plan_change', { plan: 'Professional' });
    expect(same.error).toMatchObject({ code: '22023', message: 'This is already your plan.' });
    const enterprise = await p.client.rpc('request_plan_change', { plan: 'Enterprise' });
    expect(enterprise.error?.code).toBe('22023');
    const interval = await p.client.rpc('request_plan_change', { plan: 'Premium', billing_interval: 'weekly' });
    expect(interval.error?.code).toBe('22023');
    const notProvider = await hr.client.rpc('request_plan_change', { plan: 'Premium' });
    expect(notProvider.error?.code).toBe('42501');
    const visitor = await t.anon.rpc('request_plan_change', { plan: 'Premium' });
    expect(visitor.error?.code).toBe('42501');
    const { count } = await t.service
      .from('upgrade_requests')
      .select('id', { count: 'exact', head: true })
      .in('member_id', [p.id, hr.id]);
    expect(count).toBe(0);
  });

  it('a provider with no plan (Basic) may ask for Professional', async () => {
    const p = await t.member('Bo Basic', { type: 'Service Provider', plan: null });
    const { data, error } = await p.client.rpc('request_plan_change', { plan: 'Professional' });
    expect(error).toBeNull();
    expect(data!.plan).toBe('Professional');
  });
});

describe("a conversation's blocked mark", () => {
  it('follows a block by either member on both rows, which both read; a third member reads none', async () => {
    const a = await t.member('Ann Writer');
    const b = await t.member('Ben Provider', { type: 'Service Provider', plan: 'Premium' });
    const c = await t.member('Cy Outsider');
    await connect(a, b);
    const sent = await a.client.from('messages').insert({ recipient_id: b.id, body: 'Hello' } as never);
    expect(sent.error).toBeNull();
    const { data: conv } = await t.service
      .from('conversations')
      .select('id')
      .or(`and(member_a.eq.${a.id},member_b.eq.${b.id}),and(member_a.eq.${b.id},member_b.eq.${a.id})`)
      .single();
    const marks = async (m: Member) => {
      const { data, error } = await m.client
        .from('conversation_participants')
        .select('member_id, blocked')
        .eq('conversation_id', conv!.id)
        .order('member_id');
      expect(error).toBeNull();
      return data!.map((r) => r.blocked);
    };
    expect(await marks(a)).toEqual([false, false]);

    const blocked = await b.client.from('member_blocks').insert({ blocked_id: a.id } as never);
    expect(blocked.error).toBeNull();
    expect(await marks(a)).toEqual([true, true]);
    expect(await marks(b)).toEqual([true, true]);
    expect(await marks(c)).toEqual([]);

    // Both block each other; one lifts theirs: still blocked. Both lift: clear again.
    expect((await a.client.from('member_blocks').insert({ blocked_id: b.id } as never)).error).toBeNull();
    expect((await b.client.from('member_blocks').delete().eq('blocked_id', a.id)).error).toBeNull();
    expect(await marks(b)).toEqual([true, true]);
    expect((await a.client.from('member_blocks').delete().eq('blocked_id', b.id)).error).toBeNull();
    expect(await marks(b)).toEqual([false, false]);

    // Members cannot set it themselves.
    const forged = await a.client
      .from('conversation_participants')
      .update({ blocked: true } as never)
      .eq('conversation_id', conv!.id)
      .select('blocked');
    expect(forged.error !== null || (forged.data ?? []).length === 0).toBe(true);
    expect(await marks(b)).toEqual([false, false]);
  });
});
