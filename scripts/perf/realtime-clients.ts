// The subscribers of `npm run bench:realtime`, in their own process (forked with IPC): one supabase-js
// client (realtime-js over `ws`, own socket, own JWT) per subscriber, each joined to its own channel
// with a postgres_changes INSERT binding, optionally filtered to its own rows. Reports "ready" once
// every channel is SUBSCRIBED, then each receipt as {body, at} with a wall clock the parent shares.
import { performance } from 'node:perf_hooks';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

interface Setup {
  url: string;
  anonKey: string;
  table: string;
  subscribers: Array<{ token: string; userId: string; filtered: boolean }>;
}

const now = (): number => performance.timeOrigin + performance.now();

process.once('message', (setup: Setup) => {
  void run(setup);
});
// The parent sends the setup only once this listener exists (a message sent earlier would be lost).
process.send?.({ kind: 'listening' });

async function run(setup: Setup): Promise<void> {
  let ready = 0;
  const failures: string[] = [];
  for (const [i, s] of setup.subscribers.entries()) {
    const client = createClient(setup.url, setup.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket, timeout: 60_000 },
    });
    // The token before the join, so the join carries it (as an app does once signed in).
    await client.realtime.setAuth(s.token);
    client
      .channel(`bench-${i}`)
      .on(
        'postgres_changes',
        {
          event: 'INSERT',
          schema: 'public',
          table: setup.table,
          ...(s.filtered ? { filter: `user_id=eq.${s.userId}` } : {}),
        },
        (payload) => {
          const at = now();
          // Bench rows carry `body`; a broadcast row its `title`.
          const row = payload.new as { body?: string; title?: string };
          process.send?.({ kind: 'receipt', subscriber: i, body: row.body ?? row.title, at });
        },
      )
      .subscribe((status, err) => {
        if (status === 'SUBSCRIBED') {
          ready++;
          if (ready === setup.subscribers.length) process.send?.({ kind: 'ready' });
        } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
          failures.push(`${i}: ${status} ${err?.message ?? ''}`);
          process.send?.({ kind: 'error', message: failures[failures.length - 1] });
        }
      });
  }
}
