// Realtime's websocket protocol as realtime-js and a raw Phoenix client see it: the gateway's apikey
// check, heartbeats, joins and leaves, the errors of bad joins, both serializers, and the HTTP
// broadcast API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signJwt } from '../src/jwt.ts';
import { startTestStack, type RunningStack } from '../src/testing.ts';
import {
  closeClients,
  collect,
  realtimeClient,
  subscribed,
  userToken,
  waitFor,
  watchStatus,
  WAIT_MS,
  type Payload,
} from './support/realtime.ts';

let stack: RunningStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

const wsUrl = (query: string): string => `${stack.url.replace(/^http/, 'ws')}/realtime/v1/websocket?${query}`;

/** A raw Phoenix v2 client: sends arrays, collects what comes back. */
async function rawSocket(vsn = '2.0.0'): Promise<{
  ws: WebSocket;
  received: unknown[];
  send: (m: unknown) => void;
  next: (pred: (m: unknown) => boolean) => Promise<unknown>;
}> {
  const ws = new WebSocket(wsUrl(`apikey=${stack.anonKey}&vsn=${vsn}`));
  const received: unknown[] = [];
  ws.on('message', (data, isBinary) => received.push(isBinary ? data : JSON.parse(String(data))));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return {
    ws,
    received,
    send: (m) => ws.send(JSON.stringify(m)),
    next: (pred) => waitFor('a message', () => received.find(pred)),
  };
}

function upgradeStatus(query: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl(query));
    ws.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    ws.on('open', () => {
      ws.close();
      reject(new Error('connected'));
    });
    ws.on('error', () => {});
  });
}

describe('connecting', () => {
  it('refuses a socket without an apikey, or with a wrong one, as the gateway does', async () => {
    const missing = await upgradeStatus('vsn=2.0.0');
    expect(missing.status).toBe(401);
    expect(JSON.parse(missing.body)).toEqual({ message: 'No API key found in request' });
    const wrong = await upgradeStatus('vsn=2.0.0&apikey=not-a-key');
    expect(wrong.status).toBe(401);
    expect(JSON.parse(wrong.body)).toEqual({ message: 'Invalid API key' });
    const http = await fetch(`${stack.url}/realtime/v1/websocket?apikey=${stack.anonKey}`);
    expect(http.status).toBe(400);
  });

  it('answers heartbeats and leaves of unjoined topics; refuses messages to them', async () => {
    const s = await rawSocket();
    try {
      s.send([null, '1', 'phoenix', 'heartbeat', {}]);
      expect(await s.next((m) => (m as unknown[])[1] === '1')).toEqual([
        null,
        '1',
        'phoenix',
        'phx_reply',
        { status: 'ok', response: {} },
      ]);
      s.send(['2', '3', 'realtime:nowhere', 'broadcast', { type: 'broadcast', event: 'x', payload: {} }]);
      expect(await s.next((m) => (m as unknown[])[1] === '3')).toEqual([
        '2',
        '3',
        'realtime:nowhere',
        'phx_reply',
        { status: 'error', response: { reason: 'unmatched topic' } },
      ]);
      s.send(['4', '5', 'elsewhere', 'phx_join', {}]);
      expect(((await s.next((m) => (m as unknown[])[1] === '5')) as unknown[])[4]).toEqual({
        status: 'error',
        response: { reason: 'unmatched topic' },
      });
    } finally {
      s.ws.close();
    }
  });

  it('closes a socket that sends what the serializer cannot read', async () => {
    const s = await rawSocket();
    const closed = new Promise<number>((resolve) => s.ws.once('close', (code) => resolve(code)));
    s.ws.send('{"not": "an array"}');
    expect(await closed).toBe(1007);
  });
});

describe('joining and leaving', () => {
  it('joins with the config realtime-js sends, replies with the bindings, and leaves', async () => {
    const s = await rawSocket();
    try {
      const config = {
        broadcast: { ack: false, self: false },
        presence: { key: '', enabled: false },
        postgres_changes: [],
        private: false,
      };
      s.send(['1', '1', 'realtime:room-a', 'phx_join', { config }]);
      expect(await s.next((m) => (m as unknown[])[1] === '1')).toEqual([
        '1',
        '1',
        'realtime:room-a',
        'phx_reply',
        { status: 'ok', response: { postgres_changes: [] } },
      ]);
      s.send(['1', '2', 'realtime:room-a', 'phx_leave', {}]);
      expect(await s.next((m) => (m as unknown[])[1] === '2')).toEqual([
        '1',
        '2',
        'realtime:room-a',
        'phx_reply',
        { status: 'ok', response: {} },
      ]);
      expect(await s.next((m) => (m as unknown[])[3] === 'phx_close')).toEqual([
        '1',
        '1',
        'realtime:room-a',
        'phx_close',
        {},
      ]);
    } finally {
      s.ws.close();
    }
  });

  it('subscribes and unsubscribes through supabase-js', async () => {
    const client = realtimeClient(stack);
    const channel = client.channel('room-b');
    await subscribed(channel);
    expect(channel.state).toBe('joined');
    expect(await channel.unsubscribe()).toBe('ok');
    await waitFor('closed', () => (channel.state === 'closed' ? true : undefined));
    await closeClients(client);
  });

  it('refuses bad joins with the reasons Realtime gives', async () => {
    const s = await rawSocket();
    try {
      const now = Math.floor(Date.now() / 1000);
      const expired = await signJwt({ role: 'authenticated', sub: 'x', exp: now - 30 }, stack.jwtSecret);
      const noRole = await signJwt({ sub: 'x', exp: now + 60 }, stack.jwtSecret);
      const otherSecret = await signJwt(
        { role: 'authenticated', exp: now + 60 },
        'another-secret-that-is-at-least-32-characters-long',
      );
      const cases: Array<[string, unknown, RegExp]> = [
        ['realtime:', {}, /^TopicNameRequired: You must provide a topic name$/],
        ['realtime:r1', { access_token: expired }, /^InvalidJWTToken: Token has expired \d+ seconds ago$/],
        ['realtime:r2', { access_token: noRole }, /^InvalidJWTToken: Fields `role` and `exp` are required in JWT$/],
        ['realtime:r3', { access_token: 'not.a.jwt' }, /^MalformedJWT: The token provided is not a valid JWT$/],
        ['realtime:r4', { access_token: otherSecret }, /^JwtSignatureError: Failed to validate JWT signature$/],
      ];
      let ref = 10;
      for (const [topic, payload, reason] of cases) {
        const r = String(ref++);
        s.send([r, r, topic, 'phx_join', payload]);
        const reply = (await s.next((m) => (m as unknown[])[1] === r)) as [unknown, unknown, unknown, unknown, Payload];
        expect(reply[4].status).toBe('error');
        expect(reply[4].response.reason).toMatch(reason);
      }
    } finally {
      s.ws.close();
    }
  });

  it('reports a refused join to supabase-js as CHANNEL_ERROR with the reason', async () => {
    const client = realtimeClient(stack);
    const expired = await userToken(stack, { seconds: -10 });
    await client.realtime.setAuth(expired.token);
    const channel = client.channel('room-c');
    const watch = watchStatus(channel);
    await waitFor('CHANNEL_ERROR', () => (watch.statuses.includes('CHANNEL_ERROR') ? true : undefined));
    expect(watch.errors[0]).toMatch(/InvalidJWTToken: Token has expired/);
    await closeClients(client);
  });
});

describe('serializers', () => {
  it('speaks vsn 1.0.0 (JSON objects) as well as 2.0.0', async () => {
    const v1 = realtimeClient(stack, undefined, '1.0.0');
    const v2 = realtimeClient(stack);
    const got1 = collect<Payload>();
    const got2 = collect<Payload>();
    const c1 = v1.channel('mixed', { config: { broadcast: { self: true } } });
    c1.on('broadcast', { event: 'hello' }, (p) => got1.push(p));
    const c2 = v2.channel('mixed', { config: { broadcast: { self: true } } });
    c2.on('broadcast', { event: 'hello' }, (p) => got2.push(p));
    await Promise.all([subscribed(c1), subscribed(c2)]);
    await c1.send({ type: 'broadcast', event: 'hello', payload: { from: 'v1' } });
    await c2.send({ type: 'broadcast', event: 'hello', payload: { from: 'v2' } });
    await waitFor('both broadcasts on both', () =>
      got1.items.length === 2 && got2.items.length === 2 ? true : undefined,
    );
    for (const items of [got1.items, got2.items]) {
      expect(items.map((p) => p.payload.from).sort()).toEqual(['v1', 'v2']);
      expect(items.every((p) => p.type === 'broadcast' && p.event === 'hello')).toBe(true);
    }
    await closeClients(v1, v2);
  });
});

describe(
  'broadcast over HTTP',
  () => {
    it('delivers POST /api/broadcast and httpSend to subscribers, and send() before joining', async () => {
      const listener = realtimeClient(stack);
      const got = collect<Payload>();
      const ch = listener.channel('http-room');
      ch.on('broadcast', { event: '*' }, (p) => got.push(p));
      await subscribed(ch);

      const res = await fetch(`${stack.url}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ messages: [{ topic: 'http-room', event: 'batch', payload: { n: 1 } }] }),
      });
      expect(res.status).toBe(202);

      const sender = realtimeClient(stack);
      const out = sender.channel('http-room');
      expect(await out.httpSend('single', { n: 2 })).toEqual({ success: true });
      // Not subscribed: realtime-js falls back to the REST endpoint.
      const warn = console.warn;
      console.warn = () => {};
      try {
        expect(await out.send({ type: 'broadcast', event: 'fallback', payload: { n: 3 } })).toBe('ok');
      } finally {
        console.warn = warn;
      }
      await waitFor('three broadcasts', () => (got.items.length === 3 ? true : undefined));
      expect(got.items.map((p) => [p.event, p.payload.n])).toEqual([
        ['batch', 1],
        ['single', 2],
        ['fallback', 3],
      ]);
      await closeClients(listener, sender);
    });

    it('refuses a request without a valid token and a malformed batch', async () => {
      const none = await fetch(`${stack.url}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, authorization: 'Bearer nope', 'content-type': 'application/json' },
        body: JSON.stringify({ messages: [] }),
      });
      expect(none.status).toBe(401);
      expect(await none.json()).toEqual({ message: 'Unauthorized' });
      const bad = await fetch(`${stack.url}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ messages: [{ topic: 'x', event: 'y' }] }),
      });
      expect(bad.status).toBe(422);
      expect(await bad.json()).toEqual({ errors: { messages: [{ payload: ["can't be blank"] }] } });
      const noKey = await fetch(`${stack.url}/realtime/v1/api/broadcast`, { method: 'POST' });
      expect(noKey.status).toBe(401);
    });
  },
  WAIT_MS * 4,
);
