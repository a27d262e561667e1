// Realtime against a hostile client (issue 30, findings 7 and 8): malformed topics in the HTTP API
// answer 400, and the per-socket limit of 100 channels holds when joins race.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type RunningStack } from '../src/testing.ts';
import { realtimeClient, userToken } from './support/realtime.ts';

let stack: RunningStack;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

describe('the broadcast API refuses malformed topics', () => {
  it('answers 400, not 500, to a topic or event that is not percent-encoded UTF-8', async () => {
    const { token } = await userToken(stack);
    for (const path of [
      '/api/broadcast/t/events/%FF',
      '/api/broadcast/%FF/events/e',
      '/api/broadcast/%E0%A4%A/events/e',
      '/api/broadcast/%/events/e',
      '/api/broadcast/t/events/%C0%80',
    ]) {
      const res = await fetch(`${stack.url}/realtime/v1${path}`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ a: 1 }),
      });
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({ errors: { detail: 'Bad Request' } });
    }
    // A well-formed one is still accepted.
    const ok = await fetch(`${stack.url}/realtime/v1/api/broadcast/t%C3%A9/events/e`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(ok.status).toBe(202);
  });
});

describe('the per-socket channel limit', () => {
  it('admits exactly 100 of 1,000 joins sent at once on one socket', async () => {
    const { token } = await userToken(stack);
    const client = realtimeClient(stack, token);
    try {
      // Each channel settles on its first answer: joined, or refused (realtime-js would retry a
      // refused join later; the first answer is what the burst got).
      const outcomes = await Promise.all(
        Array.from(
          { length: 1000 },
          (_, i) =>
            new Promise<string>((resolve) => {
              client.channel(`race-${i}`).subscribe((status, err) => {
                if (status === 'SUBSCRIBED') resolve('joined');
                else if (status !== 'CLOSED') resolve(`${status}: ${err?.message ?? ''}`);
              }, 120_000);
            }),
        ),
      );
      expect(outcomes.filter((o) => o === 'joined')).toHaveLength(100);
      expect(outcomes.filter((o) => o.includes('ChannelRateLimitReached: Too many channels'))).toHaveLength(900);
      const stats = await fetch(`${stack.url}/realtime/v1/api/stack/stats`, {
        headers: { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}` },
      });
      expect((await stats.json()).channels).toBe(100);
    } finally {
      await client.removeAllChannels();
    }
  }, 180_000);
});
