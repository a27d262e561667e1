// admin_list_users finds candidates with a looser pattern than the search (its words of 3+ letters
// in order, anything between; migration 20250901000500) and checks the exact one on each. These
// tests hold it to the plain search it replaces: for whole names, dotted e-mail parts, short words,
// wildcards typed as text and paging, the same rows in the same order as ILIKE over full name,
// e-mail and company; and still nothing for non-admins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContext, type Member, type TestContext } from './support/stack.ts';

let t: TestContext;
let admin: Member;
let olivia: Member;
let smithson: Member;
let middle: Member;
let member: Member;

beforeAll(async () => {
  t = await startContext();
  admin = await t.member('Ada Admin', { data: { company: 'Control Room' } });
  olivia = await t.member('Olivia Smith', { data: { company: 'Acme Payroll' } });
  smithson = await t.member('Olivia Smithson', { data: { company: 'Bluth Logistics' } });
  // Matches the looser '%Olivia%Smith%' but not 'Olivia Smith': the exact check must drop it.
  middle = await t.member('Olivia Ann Smith', { data: { company: 'Wonka Labs' } });
  await t.member('Smith Olivia', { data: { company: 'Olivia Smith & Co' } });
  member = await t.member('Ravi Novak', { type: 'Service Provider', data: { company: 'Novak_Smith Partners' } });
  await t.promote(admin);
});
afterAll(async () => {
  await t?.stack.stop();
});

/** The plain search: every column ILIKE the escaped pattern, newest first, then the page. */
async function reference(search: string, limit = 100, offset = 0): Promise<string[]> {
  const { rows } = await t.stack.db.query<{ id: string }>(
    `select p.id from public.profiles p, lateral (select public.like_pattern($1) as pat) s
     where s.pat is null or p.full_name ilike s.pat or p.email ilike s.pat or p.company ilike s.pat
     order by p.created_at desc, p.id limit $2 offset $3`,
    [search, limit, offset],
  );
  return rows.map((r) => r.id);
}

async function listed(search: string, limit = 100, offset = 0): Promise<(string | null)[]> {
  const { data, error } = await admin.client.rpc('admin_list_users', {
    search_text: search,
    page_limit: limit,
    page_offset: offset,
  });
  expect(error).toBeNull();
  return data!.map((r) => r.id);
}

describe('admin_list_users search', () => {
  it('finds a whole name exactly, not its words apart', async () => {
    const found = await listed('Olivia Smith');
    expect(found).toContain(olivia.id);
    expect(found).toContain(smithson.id);
    expect(found).not.toContain(middle.id);
    expect(found).toEqual(await reference('Olivia Smith'));
  });

  const terms = [
    'olivia smith',
    'OLIVIA SMITH',
    'Olivia  Smith',
    'Smith Olivia',
    'Ann Smith',
    'Jo Smith',
    'a b',
    'olivia.smith',
    'olivia.smith.',
    '@example.com',
    'example.com Olivia',
    'Smith & Co',
    'Novak_Smith',
    'Novak%Smith',
    'Olivia_Smith',
    '%',
    '_',
    '\\',
    'Smith',
    'Ltd',
    '  olivia  ',
    'x',
    '',
  ];
  it.each(terms)('returns what the plain search returns for %j', async (term) => {
    expect(await listed(term)).toEqual(await reference(term));
  });

  it('pages the same way', async () => {
    for (const [limit, offset] of [
      [2, 0],
      [2, 1],
      [1, 3],
      [20, 2],
    ] as const) {
      expect(await listed('Smith', limit, offset)).toEqual(await reference('Smith', limit, offset));
      expect(await listed('olivia smith', limit, offset)).toEqual(await reference('olivia smith', limit, offset));
    }
  });

  it('still refuses members and visitors', async () => {
    for (const client of [member.client, olivia.client, t.anon]) {
      const res = await client.rpc('admin_list_users', { search_text: 'Olivia Smith' });
      expect(res.error).not.toBeNull();
      expect(res.data).toBeNull();
    }
    expect((await member.client.rpc('admin_list_users', { search_text: 'Olivia Smith' })).error?.code).toBe('42501');
  });
});
