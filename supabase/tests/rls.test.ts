// Who may do what, table by table: visitors, HR Professionals, Service Providers and strangers to a
// row, with the allowed case next to each refused one so no test passes by refusing everything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContext, type Member, type TestContext } from './support/stack.ts';

let t: TestContext;
let hr: Member;
let hr2: Member;
let provider: Member;
let provider2: Member;
let categoryId: string;

beforeAll(async () => {
  t = await startContext();
  hr = await t.member('Helen HR');
  hr2 = await t.member('Henry HR');
  provider = await t.member('Paula Provider', { type: 'Service Provider', plan: 'Professional' });
  provider2 = await t.member('Pete Provider', { type: 'Service Provider' });
  const { data } = await t.anon.from('service_categories').select('id, name').eq('name', 'Payroll Services').single();
  categoryId = data!.id;
});
afterAll(async () => {
  await t.stack.stop();
});

const count = async (sql: string, params: unknown[]): Promise<number> =>
  (await t.stack.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).rows[0].n;

describe('profiles', () => {
  it('visitors read only the card of job posters, and never the private columns', async () => {
    expect((await t.anon.from('profiles').select('id, full_name').eq('id', hr.id)).data).toEqual([]);
    await hr.client.from('jobs').insert({
      title: 'Recruiter',
      company_name: 'Helen Co',
      location: 'Remote',
      description: 'Hire',
      posted_by: hr.id,
    });
    expect((await t.anon.from('profiles').select('id, full_name, company, avatar_url').eq('id', hr.id)).data).toEqual([
      expect.objectContaining({ id: hr.id, full_name: 'Helen HR' }),
    ]);
    expect((await t.anon.from('profiles').select('user_type').eq('id', hr.id)).error?.code).toBe('42501');
    expect((await t.anon.from('profiles').select('email').eq('id', hr.id)).error?.code).toBe('42501');
  });

  it('nobody inserts or deletes profiles through the API', async () => {
    const ins = await hr.client
      .from('profiles')
      .insert({ id: hr.id, full_name: 'X', user_type: 'HR Professional', referral_code: 'abcdefgh' } as never);
    expect(ins.error?.code).toBe('42501');
    const del = await hr.client.from('profiles').delete().eq('id', hr.id);
    expect(del.error?.code).toBe('42501');
    expect(await count('public.profiles where id = $1', [hr.id])).toBe(1);
  });
});

describe('connections', () => {
  it('the requester inserts a pending row as themselves; anything else is refused', async () => {
    const forged = await hr.client
      .from('connections')
      .insert({ requester_id: hr2.id, addressee_id: provider.id, status: 'pending' });
    expect(forged.error?.code).toBe('42501');
    const preAccepted = await hr.client
      .from('connections')
      .insert({ requester_id: hr.id, addressee_id: provider.id, status: 'accepted' });
    expect(preAccepted.error?.code).toBe('42501');
    const self = await hr.client
      .from('connections')
      .insert({ requester_id: hr.id, addressee_id: hr.id, status: 'pending' });
    expect(self.error?.code).toBe('23514');
    const ok = await hr.client
      .from('connections')
      .insert({ requester_id: hr.id, addressee_id: provider.id, status: 'pending' });
    expect(ok.error).toBeNull();
    const reverse = await provider.client
      .from('connections')
      .insert({ requester_id: provider.id, addressee_id: hr.id, status: 'pending' });
    expect(reverse.error?.code).toBe('23505');
    const anon = await t.anon
      .from('connections')
      .insert({ requester_id: hr.id, addressee_id: hr2.id, status: 'pending' });
    expect(anon.error).not.toBeNull();
  });

  it('only the two members see a connection', async () => {
    const mine = await hr.client.from('connections').select('id, status').eq('addressee_id', provider.id);
    expect(mine.data).toHaveLength(1);
    expect((await provider.client.from('connections').select('id').eq('requester_id', hr.id)).data).toHaveLength(1);
    expect((await hr2.client.from('connections').select('id')).data).toEqual([]);
    expect((await t.anon.from('connections').select('id')).error).not.toBeNull();
  });

  it('only the addressee answers, and only a pending request, to accepted or declined', async () => {
    const { data: row } = await hr.client.from('connections').select('id').eq('addressee_id', provider.id).single();
    await hr.client.from('connections').update({ status: 'accepted' }).eq('id', row!.id);
    await hr2.client.from('connections').update({ status: 'accepted' }).eq('id', row!.id);
    expect(await count(`public.connections where id = $1 and status = 'pending'`, [row!.id])).toBe(1);

    const back = await provider.client
      .from('connections')
      .update({ status: 'bogus' as never })
      .eq('id', row!.id);
    expect(back.error).not.toBeNull();
    const forged = await provider.client
      .from('connections')
      .update({ addressee_id: hr2.id } as never)
      .eq('id', row!.id);
    expect(forged.error?.code).toBe('42501');

    expect(
      (await provider.client.from('connections').update({ status: 'accepted' }).eq('id', row!.id)).error,
    ).toBeNull();
    expect(await count(`public.connections where id = $1 and status = 'accepted'`, [row!.id])).toBe(1);
    // An answered request is no longer pending: it cannot be flipped again.
    await provider.client.from('connections').update({ status: 'declined' }).eq('id', row!.id);
    expect(await count(`public.connections where id = $1 and status = 'accepted'`, [row!.id])).toBe(1);
  });

  it('either side removes a connection; a stranger cannot', async () => {
    const { data: row } = await hr.client.from('connections').select('id').eq('addressee_id', provider.id).single();
    await hr2.client.from('connections').delete().eq('id', row!.id);
    expect(await count('public.connections where id = $1', [row!.id])).toBe(1);
    expect((await provider.client.from('connections').delete().eq('id', row!.id)).error).toBeNull();
    expect(await count('public.connections where id = $1', [row!.id])).toBe(0);

    await hr2.client.from('connections').insert({ requester_id: hr2.id, addressee_id: hr.id, status: 'pending' });
    expect((await hr2.client.from('connections').delete().eq('addressee_id', hr.id)).error).toBeNull();
    expect(await count('public.connections where requester_id = $1', [hr2.id])).toBe(0);
  });
});

describe('skills', () => {
  it("owners add and remove their own skills; nobody touches another member's", async () => {
    expect((await hr.client.from('skills').insert({ profile_id: hr.id, skill_name: 'Onboarding' })).error).toBeNull();
    expect((await hr.client.from('skills').insert({ profile_id: hr.id, skill_name: 'onboarding' })).error?.code).toBe(
      '23505',
    );
    expect((await hr.client.from('skills').insert({ profile_id: hr2.id, skill_name: 'Forged' })).error?.code).toBe(
      '42501',
    );
    expect((await hr.client.from('skills').insert({ profile_id: hr.id, skill_name: '   ' })).error?.code).toBe('23514');
    const { data: skill } = await hr.client.from('skills').select('id').eq('profile_id', hr.id).single();
    await hr2.client.from('skills').delete().eq('id', skill!.id);
    expect(await count('public.skills where id = $1', [skill!.id])).toBe(1);
    const upd = await hr.client.from('skills').update({ skill_name: 'Renamed' }).eq('id', skill!.id);
    expect(upd.error?.code).toBe('42501');
    expect((await hr.client.from('skills').delete().eq('id', skill!.id)).error).toBeNull();
    expect(await count('public.skills where id = $1', [skill!.id])).toBe(0);
    expect((await t.anon.from('skills').select('id')).error).not.toBeNull();
  });
});

describe('service_categories and news_articles', () => {
  it('everyone reads them, nobody writes them through the API', async () => {
    expect((await t.anon.from('service_categories').select('name')).data).toHaveLength(8);
    expect((await t.anon.from('news_articles').select('id')).error).toBeNull();
    expect((await hr.client.from('service_categories').insert({ name: 'Spam' })).error?.code).toBe('42501');
    expect((await hr.client.from('news_articles').insert({ title: 'Fake', content: 'News' })).error?.code).toBe(
      '42501',
    );
    expect((await t.anon.from('news_articles').insert({ title: 'Fake', content: 'News' })).error).not.toBeNull();
    await hr.client.from('service_categories').delete().eq('name', 'Payroll Services');
    expect(await count(`public.service_categories where name = 'Payroll Services'`, [])).toBe(1);
  });
});

describe('user_services', () => {
  it('only Service Providers list services, as themselves; only the owner changes them', async () => {
    const byHr = await hr.client
      .from('user_services')
      .insert({ user_id: hr.id, service_name: 'HR Audit', category_id: categoryId });
    expect(byHr.error?.code).toBe('42501');
    const forged = await provider.client
      .from('user_services')
      .insert({ user_id: provider2.id, service_name: 'X', category_id: categoryId });
    expect(forged.error?.code).toBe('42501');
    const missingCategory = await provider.client
      .from('user_services')
      .insert({ user_id: provider.id, service_name: 'X' } as never);
    expect(missingCategory.error?.code).toBe('23502');
    const ok = await provider.client.from('user_services').insert({
      user_id: provider.id,
      service_name: 'Managed Payroll',
      category_id: categoryId,
      description: 'Monthly',
    });
    expect(ok.error).toBeNull();

    const { data: svc } = await hr.client
      .from('user_services')
      .select('id, service_name')
      .eq('user_id', provider.id)
      .single();
    expect(svc!.service_name).toBe('Managed Payroll');
    expect((await t.anon.from('user_services').select('id')).error).not.toBeNull();

    await provider2.client.from('user_services').update({ service_name: 'Stolen' }).eq('id', svc!.id);
    await provider2.client.from('user_services').delete().eq('id', svc!.id);
    expect(await count(`public.user_services where id = $1 and service_name = 'Managed Payroll'`, [svc!.id])).toBe(1);
    const move = await provider.client
      .from('user_services')
      .update({ user_id: provider2.id } as never)
      .eq('id', svc!.id);
    expect(move.error?.code).toBe('42501');

    expect(
      (await provider.client.from('user_services').update({ service_name: 'Payroll Plus' }).eq('id', svc!.id)).error,
    ).toBeNull();
    expect(await count(`public.user_services where id = $1 and service_name = 'Payroll Plus'`, [svc!.id])).toBe(1);
    expect((await provider.client.from('user_services').delete().eq('id', svc!.id)).error).toBeNull();
    expect(await count('public.user_services where id = $1', [svc!.id])).toBe(0);
  });
});

describe('jobs', () => {
  const job = (postedBy: string) => ({
    title: 'People Partner',
    company_name: 'Acme',
    location: 'Berlin',
    description: 'Partner with leaders',
    posted_by: postedBy,
  });

  it('only HR Professionals post, as themselves; required fields are enforced', async () => {
    expect((await provider.client.from('jobs').insert(job(provider.id))).error?.code).toBe('42501');
    expect((await hr.client.from('jobs').insert(job(hr2.id))).error?.code).toBe('42501');
    expect((await t.anon.from('jobs').insert(job(hr.id))).error).not.toBeNull();
    expect((await hr.client.from('jobs').insert({ ...job(hr.id), title: '  ' })).error?.code).toBe('23514');
    expect((await hr.client.from('jobs').insert(job(hr.id))).error).toBeNull();
  });

  it('everyone reads jobs; only the poster updates or deletes them', async () => {
    const { data: rows } = await t.anon
      .from('jobs')
      .select('id, title')
      .eq('posted_by', hr.id)
      .eq('title', 'People Partner');
    expect(rows).toHaveLength(1);
    const id = rows![0].id;
    await hr2.client.from('jobs').update({ title: 'Hijacked' }).eq('id', id);
    await hr2.client.from('jobs').delete().eq('id', id);
    await t.anon.from('jobs').delete().eq('id', id);
    expect(await count(`public.jobs where id = $1 and title = 'People Partner'`, [id])).toBe(1);
    expect(
      (
        await hr.client
          .from('jobs')
          .update({ posted_by: hr2.id } as never)
          .eq('id', id)
      ).error?.code,
    ).toBe('42501');
    expect((await hr.client.from('jobs').update({ title: 'Senior People Partner' }).eq('id', id)).error).toBeNull();
    expect(await count(`public.jobs where id = $1 and title = 'Senior People Partner'`, [id])).toBe(1);
    expect((await hr.client.from('jobs').delete().eq('id', id)).error).toBeNull();
    expect(await count('public.jobs where id = $1', [id])).toBe(0);
  });
});

describe('profile_views', () => {
  it('is written only through record_profile_view, counted per distinct viewer, and read only by the viewer', async () => {
    const direct = await hr.client.from('profile_views').insert({ viewer_id: hr.id, viewed_id: hr2.id });
    expect(direct.error?.code).toBe('42501');
    expect((await hr.client.rpc('record_profile_view', { target_id: hr2.id })).error).toBeNull();
    expect((await hr.client.rpc('record_profile_view', { target_id: hr2.id })).error).toBeNull();
    expect((await hr2.client.rpc('record_profile_view', { target_id: hr2.id })).error).toBeNull();
    expect((await provider.client.rpc('record_profile_view', { target_id: hr2.id })).error).toBeNull();
    expect(await count('public.profile_views where viewed_id = $1', [hr2.id])).toBe(2);
    expect((await hr.client.from('profile_views').select('viewed_id')).data).toEqual([{ viewed_id: hr2.id }]);
    expect((await hr2.client.from('profile_views').select('viewer_id')).data).toEqual([]);
    const { data: stats } = await hr2.client.rpc('get_profile_stats', { target_id: hr2.id }).single();
    expect(stats!.profile_views).toBe(2);
    expect((await t.anon.rpc('record_profile_view', { target_id: hr2.id })).error).not.toBeNull();
  });
});
