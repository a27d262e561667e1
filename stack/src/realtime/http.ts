// Realtime's HTTP API under /realtime/v1: POST /api/broadcast (a batch; realtime-js's send() uses it
// when the channel is not joined) and POST /api/broadcast/{topic}/events/{event} (httpSend), with
// Realtime's auth (Bearer token or apikey, a valid JWT) and Realtime Authorization for private
// topics. GET /api/stack/stats (service_role) gives the stack's own counters for the benchmark.
import type { Handler, StackRequest, StackResponse } from '../types.ts';
import { writePolicies, emptyPolicies } from './authorization.ts';
import { MAX_PAYLOAD_BYTES, type RealtimeHub } from './hub.ts';
import { checkToken } from './tokens.ts';
import type { JwtClaims } from '../jwt.ts';

const json = (status: number, body: unknown): StackResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});
const accepted: StackResponse = { status: 202, headers: { 'content-length': '0' } };
const unauthorized = (): StackResponse => json(401, { message: 'Unauthorized' });

function tokenOf(req: StackRequest): string | undefined {
  const auth = req.headers.authorization;
  if (auth) {
    const [scheme, token] = auth.split(' ');
    if (scheme?.toLowerCase() === 'bearer' && token) return token;
  }
  return req.headers.apikey || undefined;
}

interface Caller {
  role: string;
  claims: JwtClaims;
  headers: Record<string, string | undefined>;
}

async function authenticate(hub: RealtimeHub, req: StackRequest): Promise<Caller | null> {
  const token = tokenOf(req);
  if (!token) return null;
  const check = await checkToken(token, hub.jwtSecret);
  if (!check.ok) return null;
  return { role: check.claims.role, claims: check.claims, headers: req.headers };
}

async function mayWrite(hub: RealtimeHub, caller: Caller, topic: string): Promise<boolean> {
  const p = await writePolicies(
    hub.db,
    { topic, role: caller.role, claims: caller.claims, headers: caller.headers },
    emptyPolicies(),
    false,
  );
  return p.broadcast.write === true;
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

const isMap = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

async function batch(hub: RealtimeHub, req: StackRequest, caller: Caller): Promise<StackResponse> {
  let body: unknown;
  try {
    body = JSON.parse(req.body.toString('utf8') || 'null');
  } catch {
    return json(400, { errors: { detail: 'Bad Request' } });
  }
  const messages = isMap(body) ? body.messages : undefined;
  if (!Array.isArray(messages) || messages.length === 0) return json(422, { errors: { messages: ["can't be blank"] } });
  const errors = messages.map((m) => {
    const e: Record<string, string[]> = {};
    if (!isMap(m)) return { messages: ['is invalid'] };
    if (typeof m.topic !== 'string' || !m.topic) e.topic = ["can't be blank"];
    if (typeof m.event !== 'string' || !m.event) e.event = ["can't be blank"];
    if (!isMap(m.payload))
      e.payload = [m.payload === undefined || m.payload === null ? "can't be blank" : 'is invalid'];
    else if (Buffer.byteLength(JSON.stringify(m.payload)) > MAX_PAYLOAD_BYTES)
      e.payload = ['Payload size exceeds tenant limit'];
    if (m.private !== undefined && typeof m.private !== 'boolean') e.private = ['is invalid'];
    return e;
  });
  if (errors.some((e) => Object.keys(e).length > 0)) return json(422, { errors: { messages: errors } });
  const list = messages as Array<{
    topic: string;
    event: string;
    payload: Record<string, unknown>;
    private?: boolean;
    id?: unknown;
  }>;
  const allowed = new Map<string, boolean>();
  for (const m of list) {
    const isPrivate = m.private === true;
    if (isPrivate) {
      let ok = allowed.get(m.topic);
      if (ok === undefined) {
        ok = await mayWrite(hub, caller, m.topic).catch(() => false);
        allowed.set(m.topic, ok);
      }
      // Realtime skips private messages the caller may not send and still answers 202.
      if (!ok) continue;
    }
    const payload: Record<string, unknown> = { payload: m.payload, event: m.event, type: 'broadcast' };
    if (m.id !== undefined) payload.meta = { id: m.id };
    hub.publish(`${isPrivate ? 'private' : 'public'}:${m.topic}`, { json: payload });
  }
  return accepted;
}

async function single(
  hub: RealtimeHub,
  req: StackRequest,
  caller: Caller,
  topic: string,
  event: string,
): Promise<StackResponse> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const binary = type === 'application/octet-stream';
  if (!binary && type !== 'application/json' && type !== '')
    return json(415, { message: 'Content-Type must be application/json or application/octet-stream' });
  if (req.body.length === 0) return json(422, { errors: { payload: ["can't be blank"] } });
  if (req.body.length > MAX_PAYLOAD_BYTES)
    return json(422, { errors: { payload: ['Payload size exceeds tenant limit'] } });
  let payload: Buffer = req.body;
  if (!binary) {
    try {
      payload = Buffer.from(JSON.stringify(JSON.parse(req.body.toString('utf8'))));
    } catch {
      return json(400, { errors: { detail: 'Bad Request' } });
    }
  }
  const isPrivate = req.url.searchParams.get('private') === 'true';
  if (isPrivate && !(await mayWrite(hub, caller, topic).catch(() => false)))
    return json(403, { message: 'Unauthorized' });
  hub.publish(`${isPrivate ? 'private' : 'public'}:${topic}`, {
    user: { event, encoding: binary ? 'binary' : 'json', payload, metadata: null },
  });
  return accepted;
}

export function createRealtimeHttp(hub: RealtimeHub): Handler {
  return async (req) => {
    const path = req.path.replace(/\/+$/, '') || '/';
    if (path === '/websocket') return json(400, { message: 'Expected a websocket upgrade' });
    const one = /^\/api\/broadcast\/([^/]+)\/events\/([^/]+)$/.exec(path);
    const known = path === '/api/broadcast' || one !== null || path === '/api/stack/stats';
    if (!known) return json(404, { errors: { detail: 'Not Found' } });
    const method = req.method.toUpperCase();
    if (path === '/api/stack/stats') {
      if (method !== 'GET') return json(405, { errors: { detail: 'Method Not Allowed' } });
      const caller = await authenticate(hub, req);
      if (caller?.role !== 'service_role') return unauthorized();
      return json(200, hub.stats());
    }
    if (method !== 'POST') return json(405, { errors: { detail: 'Method Not Allowed' } });
    const caller = await authenticate(hub, req);
    if (!caller) return unauthorized();
    if (one) {
      const topic = decodeSegment(one[1]!);
      const event = decodeSegment(one[2]!);
      // A segment that is not percent-encoded UTF-8 (`%FF`) names no topic: Phoenix answers 400.
      if (topic === undefined || event === undefined) return json(400, { errors: { detail: 'Bad Request' } });
      return single(hub, req, caller, topic, event);
    }
    return batch(hub, req, caller);
  };
}
