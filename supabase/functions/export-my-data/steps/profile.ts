// profile: README.txt, profile.json, skills.json, services.json, needs.json
import { readme } from '../readme.ts';
import { keysetRows, mapRows, must, type Keyset } from '../pages.ts';
import { json, page, type Entry, type ExportContext, type Row } from './shared.ts';

export async function* profileEntries(c: ExportContext): AsyncGenerator<Entry> {
  const rows = must(await c.member.rpc('get_my_profile')) as Row[];
  const p = rows[0];
  if (!p) throw new Error('The profile could not be read');
  yield { name: 'README.txt', body: new Blob([readme(p.full_name ?? '', c.createdAt)]).stream() };
  yield json('profile.json', {
    id: p.id,
    email: p.email,
    full_name: p.full_name,
    user_type: p.user_type,
    company: p.company,
    position: p.position,
    service_type: p.service_type,
    description: p.description,
    avatar_url: p.avatar_url,
    referral_code: p.referral_code,
    subscription_plan: p.subscription_plan,
    created_at: p.created_at,
    updated_at: p.updated_at,
  });
  yield json(
    'skills.json',
    keysetRows<Row & Keyset>((after, size) =>
      page(c.member.from('skills').select('id, skill_name, created_at').eq('profile_id', c.uid), after, size),
    ),
  );
  yield json(
    'services.json',
    mapRows(
      keysetRows<Row & Keyset>((after, size) =>
        page(
          c.member
            .from('user_services')
            .select(
              'id, service_name, description, showcased, created_at, updated_at, category:service_categories(name)',
            )
            .eq('user_id', c.uid),
          after,
          size,
        ),
      ),
      (s) => ({
        id: s.id,
        service_name: s.service_name,
        category: s.category?.name ?? null,
        description: s.description,
        showcased: s.showcased,
        created_at: s.created_at,
        updated_at: s.updated_at,
      }),
    ),
  );
  const needs = must(
    await c.member
      .from('member_needs')
      .select('category_ids, looking_for, updated_at')
      .eq('profile_id', c.uid)
      .maybeSingle(),
  ) as Row | null;
  const categories = must(await c.member.from('service_categories').select('id, name')) as Row[];
  const names = new Map(categories.map((k) => [k.id, k.name]));
  yield json('needs.json', {
    categories: ((needs?.category_ids ?? []) as string[]).map((id) => names.get(id) ?? id),
    looking_for: needs?.looking_for ?? null,
    updated_at: needs?.updated_at ?? null,
  });
}
