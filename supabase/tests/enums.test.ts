// User type, role, plan and connection status are Postgres enums (migration 20251102000000); the
// API stays what it was for callers. Through supabase-js: ordering by these columns returns rows in
// the order text did (the labels are declared in that order), the filters callers use (eq, neq, in,
// is, and the Network's type filter) work as before, and `ilike` on an enum column fails exactly as
// PostgREST fails it (no caller uses it). The generated types carry the literal unions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Constants } from '../../src/lib/database.types.ts';
import { startContext, type Member, type TestContext } from './support/stack.ts';

let t: TestContext;
let hr: Member;
let members: Member[];

beforeAll(async () => {
  t = await startContext();
  hr = await t.member('Enid Enum');
  members = [
    await t.member('Pia Premium', { type: 'Service Provider', plan: 'Premium' }),
    await t.member('Flo Free', { type: 'Service Provider', plan: 'Free' }),
    await t.member('Pro Fessional', { type: 'Service Provider', plan: 'Professional' }),
    await t.member('Hal Human'),
    await t.member('Nina Noplan', { type: 'Service Provider', plan: null }),
  ];
  // One connection in each state, seen by hr.
  const [a, b, c] = members;
  for (const [other, answer] of [
    [a, 'accepted'],
    [b, 'declined'],
    [c, null],
  ] as const) {
    const { data } = await hr.client
      .from('connections')
      .insert({ requester_id: hr.id, addressee_id: other.id, status: 'pending' })
      .select('id')
      .single();
    if (answer) await other.client.from('connections').update({ status: answer }).eq('id', data!.id);
  }
  await t.service.from('profiles').update({ subscription_plan: 'Enterprise' }).eq('id', members[3].id);
  await t.promote(await t.member('Ada Admin'));
});
afterAll(async () => {
  await t?.stack.stop();
});

/** The values of `column` in the order SQL sorted them as text (what callers saw before). */
async function textOrder(table: string, column: string, descending = false): Promise<(string | null)[]> {
  const { rows } = await t.stack.db.query<{ v: string | null }>(
    `select ${column}::text as v from public.${table} order by ${column}::text ${descending ? 'desc' : 'asc'}`,
  );
  return rows.map((r) => r.v);
}

describe('ordering', () => {
  it('orders by user type, plan and role as text did, both ways', async () => {
    for (const column of ['user_type', 'subscription_plan', 'role'] as const) {
      for (const ascending of [true, false]) {
        const { data, error } = await t.service.from('profiles').select(column).order(column, { ascending });
        expect(error).toBeNull();
        // Postgres puts nulls last ascending and first descending, for text and enums alike.
        expect(
          data!.map((r) => (r as Record<string, string | null>)[column]),
          `${column} ${ascending}`,
        ).toEqual(await textOrder('profiles', column, !ascending));
      }
    }
  });

  it('orders connections by status as text did', async () => {
    const { data } = await hr.client.from('connections').select('status').order('status');
    expect(data!.map((r) => r.status)).toEqual(['accepted', 'declined', 'pending']);
    expect(data!.map((r) => r.status)).toEqual(await textOrder('connections', 'status'));
  });

  it('orders a function result by an enum column (the Network by type, then plan)', async () => {
    const { data, error } = await hr.client
      .rpc('search_network', { page_limit: 100 })
      .order('user_type')
      .order('subscription_plan', { nullsFirst: true })
      .order('full_name');
    expect(error).toBeNull();
    expect(data!.map((r) => `${r.user_type}/${r.subscription_plan}`)).toEqual([
      'HR Professional/Enterprise',
      'Service Provider/null',
      'Service Provider/Free',
      'Service Provider/Premium',
      'Service Provider/Professional',
    ]);
  });

  it('declares the labels in that order, and the generated types carry them', async () => {
    const { rows } = await t.stack.db.query<{ typname: string; labels: string[] }>(
      `select t.typname::text, array_agg(e.enumlabel::text order by e.enumsortorder) as labels
       from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
       where n.nspname = 'public' group by t.typname order by t.typname`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.typname, r.labels]))).toEqual(Constants.public.Enums);
    expect(Constants.public.Enums).toEqual({
      // The path of an application (issue 17): its labels are in the path's order, not sorted.
      application_status: ['new', 'shortlisted', 'interview', 'offer', 'hired', 'rejected', 'withdrawn'],
      broadcast_audience: ['all', 'hr', 'plan', 'provider'],
      // What an HR member's organisation is, shown to visitors beside their reviews (issue 35).
      company_type: [
        'Agency',
        'Large enterprise',
        'Mid-size company',
        'Non-profit',
        'Public sector',
        'Small business',
        'Startup',
      ],
      connection_status: ['accepted', 'declined', 'pending'],
      // 'Download my data' (issue 36): an export's state and the steps the Settings card shows.
      data_export_status: ['failed', 'ready', 'running'],
      data_export_step: [
        'applications',
        'connections',
        'files',
        'jobs',
        'messages',
        'notifications',
        'profile',
        'reviews',
        'saving',
      ],
      // The reviews' kinds were added by their own migration, after the others: still in order.
      notification_kind: [
        'application_received',
        'application_status',
        'broadcast',
        'connection_accepted',
        'connection_request',
        'message',
        'review_answered',
        'review_received',
      ],
      report_reason: ['harassment', 'inappropriate', 'other', 'scam', 'spam'],
      report_status: ['closed', 'open'],
      subscription_plan: ['Enterprise', 'Free', 'Premium', 'Professional'],
      user_role: ['admin', 'member'],
      user_type: ['HR Professional', 'Service Provider'],
    });
    // Sorted, so the order of labels never stands for a meaning, except the application's path.
    for (const [name, labels] of Object.entries(Constants.public.Enums)) {
      if (name !== 'application_status') expect([...labels].sort()).toEqual([...labels]);
    }
  });
});

describe('filtering', () => {
  it('keeps eq, neq, in and is working on enum columns', async () => {
    const providers = await hr.client.from('profiles').select('id').eq('user_type', 'Service Provider');
    expect(providers.data).toHaveLength(4);
    const notProviders = await hr.client.from('profiles').select('id').neq('user_type', 'Service Provider');
    expect(notProviders.data!.map((r) => r.id).sort()).toEqual([hr.id, members[3].id].sort());
    const paid = await hr.client.from('profiles').select('id').in('subscription_plan', ['Premium', 'Professional']);
    expect(paid.data!.map((r) => r.id).sort()).toEqual([members[0].id, members[2].id].sort());
    const noPlan = await hr.client.from('profiles').select('id').is('subscription_plan', null).eq('id', members[4].id);
    expect(noPlan.data).toHaveLength(1);
    const open = await hr.client
      .from('connections')
      .select('status')
      .in('status', ['pending', 'declined'])
      .order('status');
    expect(open.data).toEqual([{ status: 'declined' }, { status: 'pending' }]);
    const pendingCount = await hr.client
      .from('connections')
      .select('id', { count: 'exact', head: true })
      .eq('requester_id', hr.id)
      .eq('status', 'pending');
    expect(pendingCount.count).toBe(1);
  });

  it("keeps the Network's type filter, a text argument, as it was: unknown values find nothing", async () => {
    const count = async (type_filter: string) =>
      (await hr.client.rpc('search_network', { type_filter, page_limit: 100 })).data?.length;
    expect(await count('Service Provider')).toBe(4);
    expect(await count('HR Professional')).toBe(1);
    expect(await count('all')).toBe(5);
    expect(await count('')).toBe(5);
    for (const unknown of ['service provider', 'Admin', 'x'.repeat(200)]) {
      const res = await hr.client.rpc('search_network', { type_filter: unknown });
      expect(res.error).toBeNull();
      expect(res.data).toEqual([]);
    }
  });

  it('fails ilike on an enum column as PostgREST does; no caller uses it (text columns still match)', async () => {
    const res = await hr.client.from('profiles').select('id').ilike('user_type', '%provider%');
    expect(res.error?.code).toBe('42883');
    expect(res.status).toBe(404);
    const text = await hr.client.from('profiles').select('id').ilike('full_name', '%enum%');
    expect(text.data!.map((r) => r.id)).toEqual([hr.id]);
  });

  it('answers an unknown enum value in a filter with a 400, not a 500', async () => {
    const res = await hr.client
      .from('profiles')
      .select('id')
      .eq('user_type', 'Astronaut' as never);
    expect(res.error?.code).toBe('22P02');
    expect(res.status).toBe(400);
  });
});

describe('writes', () => {
  it('accepts text for an enum column in SQL (seeds, scripts) and refuses an unknown value', async () => {
    const { rows } = await t.stack.db.query<{ status: string }>(
      `update public.connections set status = $1::text where requester_id = $2 and status = 'pending'
       returning status::text`,
      ['declined', hr.id],
    );
    expect(rows).toEqual([{ status: 'declined' }]);
    await expect(
      t.stack.db.query(`update public.profiles set subscription_plan = $1::text where id = $2`, ['Gold', hr.id]),
    ).rejects.toMatchObject({ code: '22P02' });
  });

  it('answers an unknown status written through the API with a 400', async () => {
    const res = await hr.client
      .from('connections')
      .insert({ requester_id: hr.id, addressee_id: members[4].id, status: 'maybe' as never });
    expect(res.error?.code).toBe('22P02');
    expect(res.status).toBe(400);
  });
});
