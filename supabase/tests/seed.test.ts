// The demo network of supabase/seed.sql: documented logins work, every category, plan and
// connection state is present, the news images exist, and no administrator is seeded.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startContext, type TestContext } from './support/stack.ts';

let t: TestContext;
beforeAll(async () => {
  t = await startContext({ seed: true });
});
afterAll(async () => {
  await t.stack.stop();
});

const one = async <T>(sql: string): Promise<T> => (await t.stack.db.query<T>(sql)).rows[0];

describe('seed', () => {
  it('lets the documented demo members sign in with Password123!', async () => {
    for (const email of ['olivia.hart@example.com', 'sofia.reyes@example.com', 'lucas.moreau@example.com']) {
      const client = await t.signIn(email, PASSWORD);
      const { data } = await client.rpc('get_my_profile').single();
      expect(data!.email).toBe(email);
    }
  });

  it('holds both member types, every plan and every connection state, and no administrator', async () => {
    expect(
      await one(`select count(*) filter (where user_type = 'HR Professional')::int as hr,
      count(*) filter (where user_type = 'Service Provider')::int as sp,
      count(*) filter (where role = 'admin')::int as admins,
      count(distinct coalesce(subscription_plan::text, 'none'))::int as plans from public.profiles`),
    ).toEqual({ hr: 4, sp: 7, admins: 0, plans: 4 });
    expect(
      await one(`select array_agg(distinct status::text order by status::text) as s from public.connections`),
    ).toEqual({
      s: ['accepted', 'declined', 'pending'],
    });
    expect((await t.anon.rpc('admin_exists')).data).toBe(false);
  });

  it('covers every service category, lists jobs and records a referral', async () => {
    expect(await one(`select count(distinct category_id)::int as n from public.user_services`)).toEqual({ n: 8 });
    expect(await one(`select count(*)::int as n from public.jobs`)).toEqual({ n: 6 });
    const olivia = await t.signIn('olivia.hart@example.com');
    expect((await olivia.rpc('get_my_referral_count')).data).toBe(1);
  });

  it('ships a local image for each of the twelve news articles', async () => {
    const { data } = await t.anon.from('news_articles').select('image_url').order('published_at', { ascending: false });
    expect(data).toHaveLength(12);
    for (const { image_url } of data!) {
      expect(image_url).toMatch(/^\/images\/news\/[a-z0-9-]+\.svg$/);
      expect(existsSync(fileURLToPath(new URL(`../../public${image_url}`, import.meta.url)))).toBe(true);
    }
  });

  it('gives no member a photo (initials) and opens with no applications (issue 17)', async () => {
    expect(await one(`select count(*)::int as n from public.profiles where avatar_url is not null`)).toEqual({ n: 0 });
    expect(await one(`select count(*)::int as n from public.applications`)).toEqual({ n: 0 });
  });
});
