// Administrators are not members: members never see an administrator's card, in the ticker's
// direct read of profiles or in the Network search; the administrator still reads every card and
// their own row, and a member still reads other members.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContext, type Member, type TestContext } from './support/stack.ts';

let ctx: TestContext;
let member: Member;
let other: Member;
let admin: Member;

beforeAll(async () => {
  ctx = await startContext();
  member = await ctx.member('Mia Member');
  other = await ctx.member('Omar Other', { type: 'Service Provider', plan: 'Premium' });
  admin = await ctx.member('Ada Admin');
  await ctx.promote(admin);
});

afterAll(async () => {
  await ctx?.stack.stop();
});

describe('member cards', () => {
  it("keeps the administrator out of a member's newest-members read (the ticker)", async () => {
    const { data, error } = await member.client
      .from('profiles')
      .select('id, full_name')
      .order('created_at', { ascending: false })
      .limit(10);
    expect(error).toBeNull();
    const ids = data!.map((p) => p.id);
    expect(ids).toContain(other.id);
    expect(ids).not.toContain(admin.id);
  });

  it('keeps the administrator out of Network search, by name or unfiltered', async () => {
    for (const search_text of ['Ada', undefined]) {
      const { data, error } = await member.client.rpc('search_network', { search_text });
      expect(error).toBeNull();
      expect((data as Array<{ id: string }>).map((p) => p.id)).not.toContain(admin.id);
    }
    const { data } = await member.client.rpc('search_network', { search_text: 'Omar' });
    expect((data as Array<{ id: string }>).map((p) => p.id)).toEqual([other.id]);
  });

  it('lets the administrator read every card and their own', async () => {
    const { data, error } = await admin.client.from('profiles').select('id').in('id', [member.id, other.id, admin.id]);
    expect(error).toBeNull();
    expect(data!.map((p) => p.id).sort()).toEqual([member.id, other.id, admin.id].sort());
  });
});
