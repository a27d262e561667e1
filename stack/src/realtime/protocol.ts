// Phoenix channel messages as Realtime's serializers write and read them. vsn 1.0.0: JSON objects
// {topic, event, payload, ref}. vsn 2.0.0 (realtime-js's default): JSON arrays [join_ref, ref, topic,
// event, payload], plus binary frames for user broadcasts (Realtime's V2Serializer: kind 3 = a
// client's broadcast push, kind 4 = a broadcast delivered to subscribers).

export type Vsn = '1.0.0' | '2.0.0';

export interface PhxMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** A broadcast whose user payload travels as bytes (JSON text or opaque binary). */
export interface UserBroadcast {
  event: string;
  encoding: 'json' | 'binary';
  payload: Buffer;
  metadata: Record<string, unknown> | null;
}

/** A client message: a Phoenix message, or (vsn 2.0.0 binary) a user broadcast push. */
export type Incoming = PhxMessage & { userBroadcast?: UserBroadcast };

export class InvalidMessage extends Error {}

const KIND_PUSH = 0;
const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;

const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

export function decode(vsn: Vsn, data: Buffer, isBinary: boolean): Incoming {
  if (isBinary) {
    if (vsn !== '2.0.0') throw new InvalidMessage('binary frames need vsn 2.0.0');
    return decodeBinary(data);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.toString('utf8'));
  } catch {
    throw new InvalidMessage('message is not JSON');
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length < 5) throw new InvalidMessage('expected V2 array');
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') throw new InvalidMessage('expected topic and event');
    return { joinRef: str(joinRef), ref: str(ref), topic, event, payload };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new InvalidMessage('expected a map');
  const m = parsed as Record<string, unknown>;
  if (typeof m.topic !== 'string' || typeof m.event !== 'string') throw new InvalidMessage('expected topic and event');
  return { joinRef: str(m.join_ref), ref: str(m.ref), topic: m.topic, event: m.event, payload: m.payload ?? {} };
}

function decodeBinary(buf: Buffer): Incoming {
  const kind = buf[0];
  let at = 1;
  const take = (n: number): Buffer => {
    if (at + n > buf.length) throw new InvalidMessage('truncated binary frame');
    const out = buf.subarray(at, at + n);
    at += n;
    return out;
  };
  if (kind === KIND_USER_BROADCAST_PUSH) {
    const sizes = take(6);
    const [joinRefSize, refSize, topicSize, eventSize, metaSize, encoding] = sizes as unknown as number[];
    const joinRef = take(joinRefSize!).toString('utf8');
    const ref = take(refSize!).toString('utf8');
    const topic = take(topicSize!).toString('utf8');
    const event = take(eventSize!).toString('utf8');
    const metaText = take(metaSize!).toString('utf8');
    let metadata: Record<string, unknown> | null = null;
    if (metaText) {
      try {
        metadata = JSON.parse(metaText) as Record<string, unknown>;
      } catch {
        throw new InvalidMessage('broadcast metadata is not JSON');
      }
    }
    return {
      joinRef: joinRef || null,
      ref: ref || null,
      topic,
      event: 'broadcast',
      payload: null,
      userBroadcast: { event, encoding: encoding === 0 ? 'binary' : 'json', payload: buf.subarray(at), metadata },
    };
  }
  if (kind === KIND_PUSH) {
    const [joinRefSize, topicSize, eventSize] = take(3) as unknown as number[];
    const joinRef = take(joinRefSize!).toString('utf8');
    const topic = take(topicSize!).toString('utf8');
    const event = take(eventSize!).toString('utf8');
    return { joinRef: joinRef || null, ref: null, topic, event, payload: { binary: buf.subarray(at) } };
  }
  throw new InvalidMessage(`unknown binary frame kind ${kind}`);
}

/** One frame for a socket: text or binary. */
export type Frame = string | Buffer;

export function encodeMessage(vsn: Vsn, m: PhxMessage): string {
  return vsn === '2.0.0'
    ? JSON.stringify([m.joinRef, m.ref, m.topic, m.event, m.payload])
    : JSON.stringify({ topic: m.topic, event: m.event, payload: m.payload, ref: m.ref });
}

export function encodeReply(
  vsn: Vsn,
  r: { joinRef: string | null; ref: string | null; topic: string; status: 'ok' | 'error'; response: unknown },
): string {
  return encodeMessage(vsn, {
    joinRef: r.joinRef,
    ref: r.ref,
    topic: r.topic,
    event: 'phx_reply',
    payload: { status: r.status, response: r.response },
  });
}

/** A message to every subscriber of a topic whose payload is JSON text already (postgres_changes):
 * encoded without parsing it again. */
export function encodeFastlane(vsn: Vsn, topic: string, event: string, payloadJson: string): string {
  return vsn === '2.0.0'
    ? `[null,null,${JSON.stringify(topic)},${JSON.stringify(event)},${payloadJson}]`
    : `{"topic":${JSON.stringify(topic)},"event":${JSON.stringify(event)},"payload":${payloadJson},"ref":null}`;
}

function byteLength(s: string, what: string): number {
  const n = Buffer.byteLength(s);
  if (n > 255) throw new RangeError(`${what} must be at most 255 bytes`);
  return n;
}

/** A user broadcast for a subscriber: vsn 2.0.0 gets the binary kind-4 frame realtime-js decodes;
 * vsn 1.0.0 gets JSON {event, payload, type, meta} (null for binary payloads: V1 cannot carry them). */
export function encodeUserBroadcast(vsn: Vsn, topic: string, b: UserBroadcast): Frame | null {
  if (vsn === '2.0.0') {
    const meta = b.metadata ? JSON.stringify(b.metadata) : '';
    const header = Buffer.alloc(5);
    header[0] = KIND_USER_BROADCAST;
    header[1] = byteLength(topic, 'topic');
    header[2] = byteLength(b.event, 'event');
    header[3] = byteLength(meta, 'metadata');
    header[4] = b.encoding === 'json' ? 1 : 0;
    return Buffer.concat([header, Buffer.from(topic), Buffer.from(b.event), Buffer.from(meta), b.payload]);
  }
  if (b.encoding !== 'json') return null;
  const payload: Record<string, unknown> = {
    event: b.event,
    payload: JSON.parse(b.payload.toString('utf8')) as unknown,
    type: 'broadcast',
  };
  if (b.metadata) payload.meta = b.metadata;
  return encodeMessage(vsn, { joinRef: null, ref: null, topic, event: 'broadcast', payload });
}
