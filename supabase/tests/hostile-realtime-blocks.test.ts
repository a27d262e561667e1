// The pair's private typing and presence channel against a blocked member (issue 30, finding 8):
// Realtime Authorization (the policies on realtime.messages, through may_use_dm_topic) refuses the
// pair's channel while either member blocks the other, and admits both again once the block is gone.
import type { RealtimeChannel } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribed, waitFor, watchStatus } from '../../stack/test/support/realtime.ts';
import { startContext, type Member, type TestContext } from './support/stack.ts';

let t: TestContext;
let helen: Member;
let paula: Member;
let topic: string;
const channels: RealtimeChannel[] = [];

beforeAll(async () => {
  t = await startContext();
  helen = await t.member('Helen Blocker');
  paula = await t.member('Paula Blocked', { type: 'Service Provider', plan: 'Premium' });
  const { data, error } = await helen.client.rpc('conversation_topic', { a: helen.id, b: paula.id });
  if (error) throw error;
  topic = data!;
});
afterAll(async () => {
  await Promise.all(channels.map((c) => c.unsubscribe()));
  await t?.stack.stop();
});

/** Joins the pair's private channel as `m` (with presence, as the app does): 'joined' or the refusal. */
async function join(m: Member): Promise<string> {
  const channel = m.client.channel(topic, { config: { private: true, presence: { key: m.id } } });
  channels.push(channel);
  const watch = watchStatus(channel);
  const outcome = await waitFor(`${m.id} joined or refused`, () =>
    watch.statuses.includes('SUBSCRIBED')
      ? 'joined'
      : watch.statuses.includes('CHANNEL_ERROR')
        ? (watch.errors[0] ?? 'error')
        : undefined,
  );
  await channel.unsubscribe();
  return outcome;
}

describe('the pair’s private channel and blocks', () => {
  it('admits both members, refuses both while either blocks the other, admits them again after', async () => {
    expect(await join(helen)).toBe('joined');
    expect(await join(paula)).toBe('joined');

    const block = await helen.client.from('member_blocks').insert({ blocked_id: paula.id });
    expect(block.error).toBeNull();
    expect(await join(paula)).toContain('Unauthorized: You do not have permissions to read from this Channel topic');
    expect(await join(helen)).toContain('Unauthorized');
    // Sending through the broadcast API is refused as well (403, which realtime-js throws).
    await expect(
      paula.client.channel(topic, { config: { private: true } }).httpSend('typing', { x: 1 }),
    ).rejects.toThrow('Unauthorized');

    const unblock = await helen.client.from('member_blocks').delete().eq('blocked_id', paula.id);
    expect(unblock.error).toBeNull();
    expect(await join(paula)).toBe('joined');
    // And the app's path (subscribe and wait) works for both again.
    const again = helen.client.channel(topic, { config: { private: true } });
    channels.push(again);
    await subscribed(again);
  });
});
