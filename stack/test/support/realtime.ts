// Helpers for Realtime tests: supabase-js clients with a given JWT (realtime-js over `ws`), an
// event collector that waits for what arrives (bounded, never sleep-then-assert) and tokens.
import { randomUUID } from 'node:crypto';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { signJwt } from '../../src/jwt.ts';
import { testClientOptions, type RunningStack } from '../../src/testing.ts';

export const WAIT_MS = 15_000;

export interface TestUser {
  id: string;
  token: string;
}

/** A JWT as GoTrue issues it (role authenticated unless given), valid for `seconds`. */
export async function userToken(
  stack: Pick<RunningStack, 'jwtSecret'>,
  opts: { sub?: string; role?: string; seconds?: number; extra?: Record<string, unknown> } = {},
): Promise<TestUser> {
  const id = opts.sub ?? randomUUID();
  const now = Math.floor(Date.now() / 1000);
  const token = await signJwt(
    {
      sub: id,
      role: opts.role ?? 'authenticated',
      aud: 'authenticated',
      iat: now,
      exp: now + (opts.seconds ?? 3600),
      ...opts.extra,
    },
    stack.jwtSecret,
  );
  return { id, token };
}

/** supabase-js whose realtime connection (and REST calls) carry `token`; anon key when none. */
export function realtimeClient(
  stack: Pick<RunningStack, 'url' | 'anonKey'>,
  token?: string,
  vsn?: string,
): SupabaseClient {
  const client = createClient(stack.url, stack.anonKey, {
    ...testClientOptions,
    global: token ? { headers: { Authorization: `Bearer ${token}` } } : undefined,
    realtime: { ...testClientOptions.realtime, ...(vsn ? { vsn } : {}) },
  });
  if (token) void client.realtime.setAuth(token);
  return client;
}

/** Waits until `check` returns something other than undefined, or fails after `ms`. */
export async function waitFor<T>(what: string, check: () => T | undefined, ms = WAIT_MS): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Subscribes and resolves on SUBSCRIBED; rejects with the status and error otherwise. */
export function subscribed(channel: RealtimeChannel, ms = WAIT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no SUBSCRIBED in time')), ms);
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') {
        clearTimeout(timer);
        resolve();
      } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT' || status === 'CLOSED') {
        clearTimeout(timer);
        reject(Object.assign(new Error(`${status}: ${err?.message ?? ''}`), { status }));
      }
    });
  });
}

/** The statuses a channel goes through, and the first error. */
export function watchStatus(channel: RealtimeChannel): { statuses: string[]; errors: string[] } {
  const out = { statuses: [] as string[], errors: [] as string[] };
  channel.subscribe((status, err) => {
    out.statuses.push(status);
    if (err) out.errors.push(err.message);
  });
  return out;
}

export function collect<T = unknown>(): { items: T[]; push: (x: T) => void } {
  const items: T[] = [];
  return { items, push: (x: T) => items.push(x) };
}

/** Closes every channel and socket of the clients. */
export async function closeClients(...clients: SupabaseClient[]): Promise<void> {
  await Promise.all(clients.map((c) => c.removeAllChannels().catch(() => undefined)));
}

/** What a binding receives: JSON whose shape the tests assert, so read loosely. */
export type Payload = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
