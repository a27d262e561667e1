// Messaging between two members in two browser contexts, live through the stack's Realtime: the
// message arrives without a reload, the unread badge counts and clears, the sender sees 'Read', a
// blocked member cannot write, and a third member cannot join the pair's private channel.
import type { Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import {
  ANON_KEY,
  API_URL,
  expect,
  expectAccessible,
  memberPage,
  newMember,
  type NewMember,
  signUpViaUi,
  test,
  toastWith,
} from './support/fixtures.ts';

async function connect(requester: Page, addressee: Page, addresseeName: string, requesterName: string) {
  await requester.goto('/network');
  await requester.getByLabel('Search').fill(addresseeName);
  const card = requester.getByTestId('member-card').filter({ hasText: addresseeName });
  await card.getByRole('button', { name: new RegExp(`Connect ${addresseeName}`) }).click();
  await expect(card.getByRole('button', { name: /Request Sent/ })).toBeDisabled();
  await addressee.goto('/dashboard');
  await addressee
    .getByTestId('connection-request')
    .filter({ hasText: requesterName })
    .getByRole('button', { name: `Accept ${requesterName}` })
    .click();
  await expect(addressee.getByTestId('connection-request').filter({ hasText: requesterName })).toHaveCount(0);
}

/** supabase-js in Node (realtime over `ws`), signed in as the member, as any client could be. */
async function signedInClient(m: NewMember) {
  const client = createClient(API_URL, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { data, error } = await client.auth.signInWithPassword({ email: m.email, password: m.password });
  if (error || !data.user) throw new Error(`sign-in failed: ${error?.message}`);
  await client.realtime.setAuth();
  return { client, id: data.user.id };
}

/** Joins a private topic and resolves with the outcome: 'SUBSCRIBED' or 'CHANNEL_ERROR: <reason>'. */
function join(client: Awaited<ReturnType<typeof signedInClient>>['client'], topic: string): Promise<string> {
  return new Promise((resolve) => {
    client.channel(topic, { config: { private: true } }).subscribe((status, err) => {
      if (status === 'SUBSCRIBED' || status === 'CHANNEL_ERROR') resolve(err ? `${status}: ${err.message}` : status);
    });
  });
}

test('two members exchange messages live; the badge counts and clears; a block stops writing', async ({ browser }) => {
  // Several members in their own browsers, a dozen steps each: more than the default minute on a busy machine.
  test.slow();
  const a = newMember('HR Professional');
  const b = newMember('Service Provider');
  const pa = await memberPage(browser, a);
  const pb = await memberPage(browser, b);
  await connect(pa, pb, b.fullName, a.fullName);

  // 'Message' on My Connections opens the conversation.
  await pa.goto('/my-connections');
  await pa.getByRole('link', { name: `Message ${b.fullName}` }).click();
  await expect(pa).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  await expect(pa.getByText('No messages yet. Say hello!')).toBeVisible();

  // B waits elsewhere; the badge appears without a reload when A sends.
  await pb.goto('/dashboard');
  const badge = pb.getByTestId('unread-badge');
  await expect(badge).toHaveCount(0);
  const composer = pa.getByLabel('Write a message');
  await composer.fill('Hello there');
  await composer.press('Shift+Enter');
  await composer.pressSequentially('second line');
  await composer.press('Enter');
  const log = pa.getByRole('log');
  await expect(log.getByTestId('message').filter({ hasText: 'second line' })).toBeVisible();
  await expect(composer).toHaveValue('');
  await expect(pa.getByTestId('message-status')).toHaveText('Sent');
  await expect(badge).toHaveText('1');
  await composer.fill('Are you free on Monday?');
  await composer.press('Enter');
  await expect(badge).toHaveText('2');

  // B opens the conversation from the list: it is marked read, the badge clears, A sees 'Read'.
  await pb.getByRole('link', { name: /^Messages, 2 unread messages$/ }).click();
  const item = pb.getByTestId('conversation-item').filter({ hasText: a.fullName });
  await expect(item).toContainText('Are you free on Monday?');
  await item.click();
  await expect(pb.getByRole('log').getByText('Are you free on Monday?')).toBeVisible();
  await expect(badge).toHaveCount(0);
  await expect(pa.getByTestId('message-status')).toHaveText('Read');

  // B answers; it arrives in A's open conversation live.
  await pb.getByLabel('Write a message').fill('Monday works for me.');
  await pb.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByText('Monday works for me.')).toBeVisible();

  // A deletes a message: both see 'Message deleted'.
  const mine = log.getByTestId('message').filter({ hasText: 'Are you free on Monday?' });
  await mine.hover();
  await mine.getByRole('button', { name: 'Delete message' }).click();
  await pa.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(log.getByText('Message deleted')).toBeVisible();
  await expect(pb.getByRole('log').getByText('Message deleted')).toBeVisible();
  await expect(pb.getByRole('log').getByText('Are you free on Monday?')).toHaveCount(0);

  // B blocks A: A can no longer write (the database refuses too).
  await pb.getByRole('button', { name: 'Conversation options' }).click();
  await pb.getByRole('menuitem', { name: 'Block member' }).click();
  await pb.getByRole('alertdialog').getByRole('button', { name: 'Block' }).click();
  await expect(toastWith(pb, 'Member blocked')).toBeVisible();
  await expect(pb.getByText('You blocked this member. Unblock them to write again.')).toBeVisible();
  // A's open conversation shows the block live, without a reload (issue 32 #9).
  await expect(pa.getByText('You can no longer message this member.')).toBeVisible();
  await expect(pa.getByLabel('Write a message')).toHaveCount(0);
  const bId = pa.url().split('/').pop()!;
  const { client } = await signedInClient(a);
  const refused = await client.from('messages').insert({ recipient_id: bId, body: 'let me in' } as never);
  expect(refused.error?.code).toBe('42501');

  // B unblocks from the menu: A may write again.
  await pb.getByRole('button', { name: 'Conversation options' }).click();
  await pb.getByRole('menuitem', { name: 'Unblock member' }).click();
  await expect(toastWith(pb, 'Member unblocked')).toBeVisible();
  await expect(pa.getByLabel('Write a message')).toBeVisible();

  // The conversation and its composer on a phone (issue 32).
  await pa.setViewportSize({ width: 375, height: 800 });
  await test.step('axe: the conversation at 375 px', () => expectAccessible(pa));
});

test('a third member cannot join the private channel of a pair', async ({ browser }) => {
  // Several members in their own browsers, a dozen steps each: more than the default minute on a busy machine.
  test.slow();
  const a = newMember('HR Professional');
  const b = newMember('HR Professional');
  const c = newMember('HR Professional');
  const pa = await memberPage(browser, a);
  const pb = await memberPage(browser, b);
  await connect(pa, pb, b.fullName, a.fullName);
  await pa.goto('/my-connections');
  await pa.getByRole('link', { name: `Message ${b.fullName}` }).click();
  await expect(pa).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const bId = pa.url().split('/').pop()!;
  await signUpViaUi(await (await browser.newContext()).newPage(), c);

  const asA = await signedInClient(a);
  const asC = await signedInClient(c);
  const { data: topic } = await asA.client.rpc('conversation_topic', { a: asA.id, b: bId });
  expect(topic).toMatch(/^dm:/);
  // A (one of the pair) joins; C is refused by Realtime Authorization.
  expect(await join(asA.client, topic!)).toBe('SUBSCRIBED');
  const refused = await join(asC.client, topic!);
  expect(refused).toContain('CHANNEL_ERROR');
  expect(refused).toContain('Unauthorized');
  await Promise.all([asA.client.removeAllChannels(), asC.client.removeAllChannels()]);
});
