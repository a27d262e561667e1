// Hostile requests to Storage and to Realtime's HTTP API, seeded: what a member with an account sends
// to break a response or the process (issue 30). Values that cannot travel in a header (CR, LF, NUL)
// travel where they can: in multipart fields, JSON bodies and base64 metadata. Shared by the fuzz run
// (scripts/fuzz.ts) and the soak (scripts/soak/requests.ts). Paths may hold `{uid}` (the member's own
// folder) and `{other}` (another member's), filled in when sent.

export interface FuzzRequest {
  kind: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Whose token goes as the bearer: the member, another member, the service role, none, or junk. */
  as?: 'member' | 'other' | 'service' | 'anon' | 'junk';
}

type Rand = () => number;

const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

const deepJson = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);

/** Content types as a hostile client sends them in a header (no CR, LF, NUL or DEL: fetch refuses those). */
const HEADER_TYPES = [
  'image/png',
  'IMAGE/PNG',
  'image/jpeg',
  'image/png/,TEXT/HTML',
  'image/png/,image/svg+xml',
  'image/png,text/html',
  'image/png text/html',
  'image/png;a=b,text/html',
  'image/svg+xml',
  'text/html',
  'application/xhtml+xml',
  'application/pdf',
  'application/msword',
  'text/plain;charset=UTF-8',
  'image/png; a="b;c"',
  'image/png\t',
  'image/png\u00e9',
  '',
  'x',
  '/',
  'image/',
  `image/${'a'.repeat(300)}`,
  'application/octet-stream',
  'multipart/form-data',
  'multipart/form-data; boundary=',
];
/** Anything at all: for multipart fields and JSON bodies. */
const ANY_TYPES = [
  ...HEADER_TYPES,
  'image/png\r\nX-Injected: 1',
  'image/png\u0000',
  'image/png\u007f',
  'text/html\u2028',
  'image/png\ud800',
];
const HEADER_CACHE = ['3600', 'max-age=60', 'no-cache, no-store', '-1', '', '\u00ff', 'a'.repeat(2000)];
const ANY_CACHE = [...HEADER_CACHE, 'x\u007fy', 'x\r\ny', '3600\r\nSet-Cookie: a=b', '\u0000', '\u0100', '\u2028'];
const METADATA_TEXTS = [
  JSON.stringify({ purpose: 'cv' }),
  JSON.stringify({ note: 'a\r\nb' }),
  JSON.stringify({ note: 'a\u0000b' }),
  JSON.stringify({ 'k\u0007': 1 }),
  JSON.stringify({ s: '\ud800' }),
  JSON.stringify([1, 2]),
  JSON.stringify('text'),
  'not json',
  '{',
  deepJson(5000),
  JSON.stringify({ big: 'x'.repeat(20_000) }),
  '',
];
const BUCKETS = ['photos', 'photos', 'photos', 'cvs', 'cvs', 'nope', 'public', '%FF', 'a'.repeat(120)];
const NAMES = ['a.png', 'b.png', 'nested/c.png', 'nested/deeper/d.png', 'cv.pdf', 'x.emptyFolderPlaceholder'];
const HOSTILE_NAMES = [
  '..%2F..%2Fetc%2Fpasswd',
  '%FF',
  'a%00b',
  'x/../y',
  '.',
  '/abs',
  'a#b',
  'é.png',
  'a'.repeat(1100),
];
const DOWNLOADS = [null, '', 'cv.pdf', 'a"b', 'a\r\nb', '%FF', '\u00e9'];
const RANGES = [
  undefined,
  'bytes=0-3',
  'bytes=-5',
  'bytes=5-1',
  'bytes=x',
  'items=0-1',
  'bytes=0-99999999999999999999',
];
const BODIES_ANY = ['', '{', 'null', '[]', '"x"', '12', deepJson(3000), JSON.stringify({ a: '\u0000' })];

const PNG = '\u0089PNG\r\n\u001a\n' + 'x'.repeat(40);
const HTML = '<html><script>alert(1)</script></html>';

function key(rand: Rand, own = 0.85): string {
  const folder = rand() < own ? '{uid}' : '{other}';
  const name = rand() < 0.9 ? pick(rand, NAMES) : pick(rand, HOSTILE_NAMES);
  return `${folder}/${name}`;
}

function base64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

function multipart(rand: Rand, fields: Record<string, string>, file: string, fileType: string) {
  const boundary = `----fuzz${Math.floor(rand() * 1e9)}`;
  let body = '';
  for (const [name, value] of Object.entries(fields))
    body += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  body += `--${boundary}\r\nContent-Disposition: form-data; name=""; filename="f"\r\nContent-Type: ${fileType}\r\n\r\n${file}\r\n--${boundary}--\r\n`;
  // A cut form now and then.
  if (rand() < 0.05) body = body.slice(0, Math.floor(body.length / 2));
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

const caller = (rand: Rand): FuzzRequest['as'] => {
  const r = rand();
  return r < 0.75 ? 'member' : r < 0.83 ? 'other' : r < 0.9 ? 'anon' : r < 0.95 ? 'service' : 'junk';
};

/** One hostile request to /storage/v1. */
export function storageRequest(rand: Rand): FuzzRequest {
  const r = rand();
  const bucket = pick(rand, BUCKETS);
  const as = caller(rand);
  const file = rand() < 0.5 ? PNG : HTML;
  if (r < 0.2) {
    const headers: Record<string, string> = { 'content-type': pick(rand, HEADER_TYPES) };
    if (rand() < 0.5) headers['cache-control'] = pick(rand, HEADER_CACHE);
    if (rand() < 0.4) headers['x-metadata'] = rand() < 0.9 ? base64(pick(rand, METADATA_TEXTS)) : '!!notbase64';
    if (rand() < 0.4) headers['x-upsert'] = pick(rand, ['true', 'false', 'x']);
    return {
      kind: 'storage upload',
      method: pick(rand, ['POST', 'POST', 'PUT']),
      path: `/storage/v1/object/${bucket}/${key(rand)}`,
      headers,
      body: file,
      as,
    };
  }
  if (r < 0.38) {
    const fields: Record<string, string> = {};
    if (rand() < 0.6) fields.cacheControl = pick(rand, ANY_CACHE);
    if (rand() < 0.6) fields.contentType = pick(rand, ANY_TYPES);
    if (rand() < 0.5) fields[rand() < 0.8 ? 'metadata' : 'userMetadata'] = pick(rand, METADATA_TEXTS);
    const form = multipart(rand, fields, file, pick(rand, ANY_TYPES).replace(/[\r\n]/g, ''));
    const headers: Record<string, string> = { 'content-type': form.type };
    if (rand() < 0.3) headers['x-upsert'] = 'true';
    return {
      kind: 'storage form upload',
      method: pick(rand, ['POST', 'PUT']),
      path: `/storage/v1/object/${bucket}/${key(rand)}`,
      headers,
      body: form.body,
      as,
    };
  }
  if (r < 0.5) {
    const copy = rand() < 0.6;
    const body: Record<string, unknown> = {
      bucketId: pick(rand, BUCKETS),
      sourceKey: key(rand),
      destinationKey: rand() < 0.95 ? key(rand) : pick(rand, [null, 5, '']),
    };
    if (rand() < 0.6) body.destinationBucket = pick(rand, BUCKETS);
    if (copy && rand() < 0.7) {
      body.copyMetadata = pick(rand, [false, false, true, 'no']);
      const metadata: Record<string, unknown> = {};
      if (rand() < 0.7) metadata.mimetype = pick(rand, ANY_TYPES);
      if (rand() < 0.6) metadata.cacheControl = pick(rand, ANY_CACHE);
      body.metadata = rand() < 0.9 ? metadata : pick(rand, ['x', [1], null]);
    }
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (copy && rand() < 0.4) headers['x-metadata'] = base64(pick(rand, METADATA_TEXTS));
    if (copy && rand() < 0.3) headers['x-upsert'] = 'true';
    return {
      kind: copy ? 'storage copy' : 'storage move',
      method: 'POST',
      path: `/storage/v1/object/${copy ? 'copy' : 'move'}`,
      headers,
      body: rand() < 0.9 ? JSON.stringify(body) : pick(rand, BODIES_ANY),
      as,
    };
  }
  if (r < 0.72) {
    const route = pick(rand, ['public', 'authenticated', 'info/public', 'info/authenticated', 'info', '']);
    const download = pick(rand, DOWNLOADS);
    const query = download === null ? '' : `?download=${encodeURIComponent(download)}`;
    const headers: Record<string, string> = {};
    const range = pick(rand, RANGES);
    if (range) headers.range = range;
    if (rand() < 0.1) headers['if-none-match'] = '"x"';
    return {
      kind: 'storage read',
      method: rand() < 0.7 ? 'GET' : 'HEAD',
      path: `/storage/v1/object/${route ? `${route}/` : ''}${bucket}/${key(rand, 0.7)}${query}`,
      headers,
      as: rand() < 0.5 ? 'anon' : as,
    };
  }
  if (r < 0.8)
    return {
      kind: 'storage list',
      method: 'POST',
      path: `/storage/v1/object/list/${bucket}`,
      headers: { 'content-type': 'application/json' },
      body:
        rand() < 0.8
          ? JSON.stringify({
              prefix: pick(rand, ['{uid}', '{uid}/nested', '{other}', '', '%', '\u0000', 5]),
              limit: pick(rand, [1, 100, -1, 1e9, 'x', undefined]),
              offset: pick(rand, [0, 5, -1, 'x', undefined]),
              search: pick(rand, [undefined, '', '%_', '\u0000', 'a'.repeat(5000)]),
              sortBy: pick(rand, [undefined, { column: 'name', order: 'desc' }, { column: 'x' }, 'name']),
            })
          : pick(rand, BODIES_ANY),
      as,
    };
  if (r < 0.88) {
    const many = rand() < 0.4;
    return {
      kind: 'storage sign',
      method: 'POST',
      path: many ? `/storage/v1/object/sign/${bucket}` : `/storage/v1/object/sign/${bucket}/${key(rand)}`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        expiresIn: pick(rand, [60, 0, -1, 1e20, 'x', 9007199254740991]),
        ...(many ? { paths: pick(rand, [[key(rand), key(rand)], [], ['x'.repeat(3000)], 'x']) } : {}),
      }),
      as,
    };
  }
  if (r < 0.93)
    return {
      kind: 'storage remove',
      method: 'DELETE',
      path: rand() < 0.5 ? `/storage/v1/object/${bucket}` : `/storage/v1/object/${bucket}/${key(rand)}`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prefixes: pick(rand, [[key(rand)], [], 'x', [5], Array(1001).fill('a')]) }),
      as,
    };
  if (r < 0.97)
    return {
      kind: 'storage bucket api',
      method: pick(rand, ['GET', 'POST', 'PUT', 'DELETE']),
      path: pick(rand, ['/storage/v1/bucket', `/storage/v1/bucket/${bucket}`, `/storage/v1/bucket/${bucket}/empty`]),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: pick(rand, ['fuzz', '', ' x', '%FF', 'a'.repeat(200)]),
        public: pick(rand, [true, 'yes']),
        file_size_limit: pick(rand, [100, '20MB', '-1', 'x', 1e20]),
        allowed_mime_types: pick(rand, [['image/png'], ['not a type'], ['text/html\r\n'], 'x', null]),
      }),
      as: rand() < 0.7 ? as : 'service',
    };
  return {
    kind: 'storage hostile path',
    method: pick(rand, ['GET', 'POST', 'HEAD', 'DELETE', 'PUT', 'PATCH']),
    path: pick(rand, [
      '/storage/v1/object/%FF/x',
      '/storage/v1/object/photos/%E0%A4%A',
      '/storage/v1/object/photos/..%2F..%2Fx',
      '/storage/v1/object/upload/sign/photos/{uid}/x.png?token=x.y.z',
      '/storage/v1/object/sign/photos/{uid}/a.png?token=eyJhbGciOiJub25lIn0.e30.',
      '/storage/v1/render/image/public/photos/{uid}/a.png',
      '/storage/v1/',
      '/storage/v1/object',
      '/storage/v1/bucket/',
    ]),
    body: rand() < 0.5 ? pick(rand, BODIES_ANY) : undefined,
    as,
  };
}

const TOPICS = ['room', 'dm:x', '%FF', '%E0%A4%A', '%', '%C0%80', 't%C3%A9', 'a'.repeat(500), '..%2F', '%00'];
const EVENTS = ['typing', '%FF', '', '%', 'e'.repeat(300)];

/** One hostile request to Realtime's HTTP API. */
export function realtimeRequest(rand: Rand): FuzzRequest {
  const r = rand();
  const as = caller(rand);
  if (r < 0.45) {
    const message = () => ({
      topic: pick(rand, ['room', '', 5, null, 'dm:x', '\u0000', 'a'.repeat(5000)]),
      event: pick(rand, ['e', '', 5, null]),
      payload: pick(rand, [{ a: 1 }, null, 'x', [1], { deep: JSON.parse(deepJson(50)) }]),
      private: pick(rand, [undefined, true, false, 'yes']),
      ...(rand() < 0.2 ? { id: pick(rand, ['x', 5, null]) } : {}),
    });
    const body =
      rand() < 0.85
        ? JSON.stringify({ messages: rand() < 0.9 ? Array.from({ length: 1 + Math.floor(rand() * 4) }, message) : 'x' })
        : pick(rand, BODIES_ANY);
    return {
      kind: 'realtime batch',
      method: 'POST',
      path: '/realtime/v1/api/broadcast',
      headers: { 'content-type': 'application/json' },
      body,
      as,
    };
  }
  if (r < 0.9) {
    const query = rand() < 0.3 ? `?private=${pick(rand, ['true', 'false', 'x'])}` : '';
    return {
      kind: 'realtime send',
      method: 'POST',
      path: `/realtime/v1/api/broadcast/${pick(rand, TOPICS)}/events/${pick(rand, EVENTS)}${query}`,
      headers: {
        'content-type': pick(rand, ['application/json', 'application/octet-stream', 'text/plain', '', 'x/y; z']),
      },
      body: rand() < 0.8 ? JSON.stringify({ a: pick(rand, [1, '\u0000', 'x'.repeat(1000)]) }) : pick(rand, BODIES_ANY),
      as,
    };
  }
  return {
    kind: 'realtime path',
    method: pick(rand, ['GET', 'PUT', 'DELETE', 'POST']),
    path: pick(rand, [
      '/realtime/v1/api/broadcast',
      '/realtime/v1/api/stack/stats',
      '/realtime/v1/websocket',
      '/realtime/v1/api/broadcast/t/events',
      '/realtime/v1/api/broadcast/%FF/events/%FF/extra',
      '/realtime/v1/nope',
    ]),
    body: rand() < 0.5 ? '{}' : undefined,
    as,
  };
}
