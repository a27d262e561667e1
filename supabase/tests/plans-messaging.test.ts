// The plans' contact rule in messaging (issue 20 on issue 15, migration 20251107000000): a Service
// Provider's first message in a conversation they start is a contact of the month; replies in a
// conversation the HR member started are free. Through supabase-js with RLS on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMessage } from '../../src/features/messaging/queries.ts';
import { startContext, type Member, type TestContext } from './support/stack.ts';

let t: TestContext;
beforeAll(async () => {
  t = await startContext();
});
afterAll(async () => {
  await t.stack.db.query('delete from private.clock');
  await t.stack.stop();
});

async function setClock(iso: string) {
  await t.stack.db.query(
    `insert into private.clock (fixed_at) values ($1) on conflict (singleton) do update set fixed_at = excluded.fixed_at`,
    [iso],
  );
}

async function setContactsUsed(provider: Member, n: number) {
  await t.stack.db.query(
    `insert into private.contact_months (provider_id, month, used) values ($1, private.current_month(), $2)
     on conflict (provider_id, month) do update set used = excluded.used`,
    [provider.id, n],
  );
}

async function contactsUsed(m: Member): Promise<number> {
  const { data, error } = await m.client.rpc('get_my_plan').single();
  expect(error).toBeNull();
  return data!.contacts_used ?? 0;
}

/** `from` asks, `to` accepts: the two may message each other. */
async function connected(from: Member, to: Member) {
  const { data, error } = await from.client
    .from('connections')
    .insert({ requester_id: from.id, addressee_id: to.id, status: 'pending' })
    .select('id')
    .single();
  expect(error).toBeNull();
  expect((await to.client.from('connections').update({ status: 'accepted' }).eq('id', data!.id)).error).toBeNull();
}

/** Sends with the app's own fetcher: the promise rejects with the database's refusal. */
const send = (from: Member, to: Member, body: string) => sendMessage(from.client, to.id, body);
const UPGRADE_REQUIRED = { code: 'PT402', message: 'Upgrade required', hint: 'contacts' };

async function messagesBetween(a: Member, b: Member): Promise<number> {
  const { count } = await t.service
    .from('messages')
    .select('id', { count: 'exact', head: true })
    .or(`and(sender_id.eq.${a.id},recipient_id.eq.${b.id}),and(sender_id.eq.${b.id},recipient_id.eq.${a.id})`);
  return count ?? 0;
}

describe('a provider messaging an HR Professional', () => {
  it("counts the provider's first message in a conversation they start, and refuses it over the limit", async () => {
    const pro = await t.member('Mia Messenger', { type: 'Service Provider', plan: 'Professional' });
    const hr = await t.member('Hank Reader');
    await setClock('2031-05-10T12:00:00Z');
    await connected(pro, hr); // the request is May's contact
    await setClock('2031-06-03T12:00:00Z');
    expect(await contactsUsed(pro)).toBe(0);

    // June: every contact used. The first message is refused as the plan's, and nothing is written.
    await setContactsUsed(pro, 50);
    await expect(send(pro, hr, 'Hello Hank, a question about your payroll.')).rejects.toMatchObject(UPGRADE_REQUIRED);
    expect(await messagesBetween(pro, hr)).toBe(0);
    expect(await contactsUsed(pro)).toBe(50);

    // One contact left: the first message takes it; the next messages are free.
    await setContactsUsed(pro, 49);
    await send(pro, hr, 'Hello Hank, a question about your payroll.');
    expect(await contactsUsed(pro)).toBe(50);
    await send(pro, hr, 'And one more thing.');
    expect(await contactsUsed(pro)).toBe(50);
    expect(await messagesBetween(pro, hr)).toBe(2);
  });

  it('a reply in a conversation the HR member started is free, even with no contact left', async () => {
    const pro = await t.member('Rex Replier', { type: 'Service Provider', plan: 'Professional' });
    const hr = await t.member('Hanna Starter');
    await setClock('2031-07-02T09:00:00Z');
    await connected(hr, pro); // an HR member's request is free
    await setContactsUsed(pro, 50);
    await send(hr, pro, 'Hi Rex, could you quote for our training?');
    await send(pro, hr, 'Gladly, Hanna.');
    expect(await contactsUsed(pro)).toBe(50);
  });

  it('a Basic provider cannot start a conversation with an HR member they are connected with', async () => {
    const basic = await t.member('Bianca Basic', { type: 'Service Provider', plan: null });
    const hr = await t.member('Harold Host');
    await connected(hr, basic); // HR members may connect with anyone; accepting is free
    await expect(send(basic, hr, 'Hello Harold!')).rejects.toMatchObject({
      ...UPGRADE_REQUIRED,
      details: expect.stringMatching(/Basic plan/),
    });
    // Once Harold has written, Bianca's replies are free.
    await send(hr, basic, 'Hello Bianca, welcome.');
    await send(basic, hr, 'Thank you!');
  });
});
