// The soak's traffic: a seeded stream of valid and hostile requests to every service of the stack
// (fuzzed filters, embeds, bodies, headers and paths; RPCs that raise; writes; auth), so a run can be
// replayed by its seed. The probe test sends the hostile catalogue (hostileProbes) to every endpoint.
// A tenth of the hostile half is the fuzz run's (issue 30): a member's hostile Storage, Realtime HTTP
// and RPC requests (scripts/fuzz/).
import { realtimeRequest, storageRequest, type FuzzRequest } from '../fuzz/requests.ts';
import { randomCase, type RpcSignature } from '../fuzz/rpc-inputs.ts';

export interface SoakRequest {
  kind: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Sent with the service_role key as bearer instead of the caller's token. */
  asService?: boolean;
  /** Sent with a signed-in member's token. */
  asMember?: boolean;
}

/** Mulberry32: small, fast, seedable. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** encodeURIComponent that survives lone surrogates (sent as U+FFFD, as a browser would). */
const enc = (s: string) =>
  encodeURIComponent(s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

const deep = (n: number, open = '[', close = ']') => open.repeat(n) + close.repeat(n);

/** Strings that break naive parsers and SQL builders. */
export const NASTY_STRINGS = [
  '',
  ' ',
  "'",
  '"',
  '\\',
  '(',
  ')',
  ',',
  '.',
  '*',
  '%',
  '%00',
  '\u0000',
  'a\u0000b',
  "'); drop table jobs; --",
  '" or 1=1 --',
  '${jndi:ldap://x}',
  '<script>alert(1)</script>',
  '\u202e\u0301\ud83d\ude00',
  '\ud800',
  'x'.repeat(5000),
  'null',
  'true',
  '-1',
  '1e309',
  'NaN',
  '99999999999999999999999',
  '(((((',
  'eq.',
  'in.(',
  'not.not.not',
];

const TABLES = ['jobs', 'profiles', 'connections', 'skills', 'news_articles', 'service_categories', 'user_services'];
const COLUMNS = ['id', 'title', 'full_name', 'created_at', 'posted_by', 'status', 'name', 'nope', '"quoted"', 'a->b'];
const OPS = ['eq', 'neq', 'gt', 'lt', 'like', 'ilike', 'in', 'is', 'cs', 'cd', 'fts', 'match', 'bogus', 'not.eq'];

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)]!;
}

function randomFilter(rand: () => number): string {
  const value = pick(rand, NASTY_STRINGS);
  const op = pick(rand, OPS);
  const v = op === 'in' ? `(${value},${pick(rand, NASTY_STRINGS)})` : value;
  return `${enc(pick(rand, COLUMNS))}=${enc(`${op}.${v}`)}`;
}

function randomLogic(rand: () => number, depth: number): string {
  if (depth <= 0 || rand() < 0.4) return `${pick(rand, COLUMNS)}.${pick(rand, OPS)}.${pick(rand, NASTY_STRINGS)}`;
  const op = rand() < 0.5 ? 'or' : 'and';
  return `${op}(${randomLogic(rand, depth - 1)},${randomLogic(rand, depth - 1)})`;
}

function randomEmbed(rand: () => number, depth: number): string {
  const rels = ['poster:profiles', 'profiles', 'jobs', 'requester:profiles!connections_requester_id_fkey', 'nope'];
  const inner = depth > 0 && rand() < 0.7 ? randomEmbed(rand, depth - 1) : pick(rand, COLUMNS);
  const hint = rand() < 0.1 ? '!inner' : '';
  return `${pick(rand, rels)}${hint}(${inner})`;
}

function randomJson(rand: () => number, depth: number): unknown {
  const r = rand();
  if (depth <= 0 || r < 0.3) return pick(rand, [pick(rand, NASTY_STRINGS), 1, -1.5, true, null, 1e300]);
  if (r < 0.65) return Array.from({ length: Math.floor(rand() * 4) }, () => randomJson(rand, depth - 1));
  const out: Record<string, unknown> = {};
  for (let i = Math.floor(rand() * 4); i > 0; i--) out[pick(rand, COLUMNS)] = randomJson(rand, depth - 1);
  return out;
}

/** Requests the app makes, the valid half of the traffic. */
function validRequest(rand: () => number, i: number): SoakRequest {
  const r = rand();
  if (r < 0.25)
    return {
      kind: 'read jobs',
      method: 'GET',
      path: '/rest/v1/jobs?select=*,poster:profiles(full_name,company,avatar_url)&order=created_at.desc&limit=20',
    };
  if (r < 0.4)
    return {
      kind: 'rpc search_jobs',
      method: 'POST',
      path: '/rest/v1/rpc/search_jobs?select=*,poster:profiles(full_name)',
      body: JSON.stringify({ search_text: pick(rand, ['', 'hr', 'manager', '%_\\']), page_limit: 20, page_offset: 0 }),
    };
  if (r < 0.5)
    return {
      kind: 'read news',
      method: 'GET',
      path: '/rest/v1/news_articles?select=id,title,published_at&order=published_at.desc',
    };
  if (r < 0.6) return { kind: 'read categories', method: 'GET', path: '/rest/v1/service_categories?select=id,name' };
  if (r < 0.7)
    return {
      kind: 'member rpc',
      method: 'POST',
      path: '/rest/v1/rpc/search_network',
      body: JSON.stringify({ search_text: '', page_limit: 20 }),
      asMember: true,
    };
  if (r < 0.8)
    return {
      kind: 'write job',
      method: 'POST',
      path: '/rest/v1/soak_notes',
      body: JSON.stringify({ note: `note ${i}` }),
      headers: { prefer: 'return=representation' },
      asService: true,
    };
  if (r < 0.88)
    return {
      kind: 'update',
      method: 'PATCH',
      path: `/rest/v1/soak_notes?id=eq.${Math.floor(rand() * 50)}`,
      body: JSON.stringify({ note: `edited ${i}` }),
      asService: true,
    };
  if (r < 0.94) return { kind: 'auth settings', method: 'GET', path: '/auth/v1/settings' };
  return { kind: 'count', method: 'HEAD', path: '/rest/v1/jobs?select=id', headers: { prefer: 'count=exact' } };
}

/** Requests a hostile or careless client sends. */
function hostileRequest(rand: () => number, i: number): SoakRequest {
  const r = rand();
  const table = pick(rand, TABLES);
  if (r < 0.15) {
    const filters = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => randomFilter(rand)).join('&');
    return { kind: 'fuzzed filter', method: 'GET', path: `/rest/v1/${table}?${filters}` };
  }
  if (r < 0.25)
    return {
      kind: 'fuzzed logic',
      method: 'GET',
      path: `/rest/v1/${table}?or=${enc(`(${randomLogic(rand, 1 + Math.floor(rand() * 6))})`)}`,
    };
  if (r < 0.37) {
    const depth = Math.floor(rand() * 30);
    return {
      kind: 'fuzzed embed',
      method: 'GET',
      path: `/rest/v1/${table}?select=${enc(`id,${randomEmbed(rand, depth)}`)}`,
    };
  }
  if (r < 0.4) {
    const levels = 10 + Math.floor(rand() * 20);
    return {
      kind: 'hostile embed',
      method: 'GET',
      path: `/rest/v1/jobs?select=${enc('*,' + 'poster:profiles(jobs('.repeat(levels) + 'id' + '))'.repeat(levels))}`,
    };
  }
  if (r < 0.5) {
    const body = rand() < 0.2 ? deep(1 + Math.floor(rand() * 200_000)) : JSON.stringify(randomJson(rand, 6));
    return {
      kind: 'fuzzed body',
      method: pick(rand, ['POST', 'PATCH', 'PUT']),
      path: `/rest/v1/${table}?${rand() < 0.5 ? 'id=eq.1' : ''}`,
      body: rand() < 0.1 ? body.slice(0, Math.floor(body.length / 2)) : body,
      headers: { 'content-type': pick(rand, ['application/json', 'text/plain', 'application/vnd.pgrst.object+json']) },
    };
  }
  if (r < 0.58)
    return {
      kind: 'rpc raises',
      method: 'POST',
      path: `/rest/v1/rpc/${pick(rand, ['soak_pay', 'soak_custom', 'soak_pgrst', 'no_such_fn'])}`,
      body: '{}',
      asService: rand() < 0.5,
    };
  if (r < 0.66)
    return {
      kind: 'fuzzed headers',
      method: 'GET',
      path: `/rest/v1/${table}?select=id&limit=${pick(rand, ['1', '-1', 'x', '1e9', ''])}`,
      headers: {
        authorization: pick(rand, ['Bearer x.y.z', 'Bearer ', 'Basic abc', 'Bearer eyJhbGciOiJub25lIn0.e30.']),
        prefer: pick(rand, ['count=exact', 'return=x', 'handling=strict, bogus=1', 'tx=rollback', 'max-affected=-1']),
        accept: pick(rand, ['application/json', 'text/csv', 'application/vnd.pgrst.object+json', 'image/png']),
        range: pick(rand, ['0-9', '10-1', 'items=a-b', '0-']),
        'accept-profile': pick(rand, ['public', 'auth', 'nope']),
      },
    };
  if (r < 0.74)
    return {
      kind: 'fuzzed path',
      method: pick(rand, ['GET', 'POST', 'DELETE', 'PATCH', 'PUT', 'OPTIONS']),
      path: pick(rand, [
        '/rest/v1/',
        '/rest/v1/nope',
        '/rest/v1/a/b/c',
        '/rest/v1/%E0%A4%A',
        '/rest/v1/rpc/',
        '/rest/v1/rpc/%00',
        '/auth/v1/nope',
        '/auth/v1/admin/users/not-a-uuid',
        '/storage/v1/object/x',
        '/nowhere',
        `/rest/v1/jobs?id=eq.${enc('%')}`,
        '/rest/v1/jobs?id=eq.%ff%fe&select=%ED%A0%80',
      ]),
    };
  if (r < 0.84) {
    const data = randomJson(rand, 3);
    const meta: Record<string, unknown> = rand() < 0.5 ? { company: pick(rand, NASTY_STRINGS) } : {};
    if (rand() < 0.3) meta.user_type = pick(rand, [5, 'admin', 'HR Professional', null, ['x']]);
    const body =
      rand() < 0.1
        ? `{"email":"d${i}@example.com","password":"Password123!","data":${deep(1 + Math.floor(rand() * 100_000), '{"a":', '}')}}`
        : JSON.stringify({
            email: rand() < 0.8 ? `soak${i}-${Math.floor(rand() * 1e9)}@example.com` : pick(rand, NASTY_STRINGS),
            password: pick(rand, ['Password123!', '', 'x', 'a\u0000bcdefgh']),
            data: rand() < 0.2 ? data : { ...meta, full_name: pick(rand, ['Soak', 'x'.repeat(200), 'a\u0000']) },
          });
    return { kind: 'auth signup', method: 'POST', path: '/auth/v1/signup', body };
  }
  if (r < 0.9)
    return {
      kind: 'auth user',
      method: pick(rand, ['GET', 'PUT']),
      path: '/auth/v1/user',
      body: JSON.stringify({ data: randomJson(rand, 4) }),
      asMember: rand() < 0.7,
    };
  if (r < 0.95)
    return {
      kind: 'auth token',
      method: 'POST',
      path: `/auth/v1/token?grant_type=${pick(rand, ['password', 'refresh_token', 'nope'])}`,
      body: JSON.stringify({
        email: pick(rand, NASTY_STRINGS),
        password: pick(rand, NASTY_STRINGS),
        refresh_token: 'x',
      }),
    };
  return {
    kind: 'unfiltered write',
    method: pick(rand, ['PATCH', 'DELETE']),
    path: `/rest/v1/${table}`,
    body: JSON.stringify({ title: 'x' }),
    asMember: true,
  };
}

/** What the member probes need: the signed-in member's id (their own folder) and the RPC catalogue. */
export interface SoakContext {
  memberId?: string;
  rpcs?: RpcSignature[];
}

const SOMEONE_ELSE = '00000000-0000-4000-8000-0000000000aa';

/** A member's hostile Storage, Realtime HTTP or RPC request, as the fuzz run sends them. */
function memberProbe(rand: () => number, ctx: SoakContext): SoakRequest {
  const memberId = ctx.memberId ?? SOMEONE_ELSE;
  const r = rand();
  if (r < 0.3 && ctx.rpcs?.length) {
    const c = randomCase(pick(rand, ctx.rpcs), memberId, rand);
    return {
      kind: `probe rpc ${c.fn}`,
      method: 'POST',
      path: `/rest/v1/rpc/${c.fn}`,
      body: JSON.stringify(c.body),
      asMember: true,
    };
  }
  const f: FuzzRequest = r < 0.75 ? storageRequest(rand) : realtimeRequest(rand);
  const fill = (text: string) => text.replaceAll('{uid}', memberId).replaceAll('{other}', SOMEONE_ELSE);
  const headers = { ...(f.headers ?? {}) };
  if (f.as === 'junk') headers.authorization = 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.forged';
  return {
    kind: `probe ${f.kind}`,
    method: f.method,
    path: fill(f.path),
    headers,
    body: f.body === undefined ? undefined : fill(f.body),
    asMember: f.as === 'member' || f.as === 'other',
    asService: f.as === 'service',
  };
}

/** The i-th request of the stream seeded with `seed`: half valid, half hostile. */
export function soakRequest(rand: () => number, i: number, ctx: SoakContext = {}): SoakRequest {
  if (rand() < 0.5) return validRequest(rand, i);
  return rand() < 0.1 ? memberProbe(rand, ctx) : hostileRequest(rand, i);
}

/** SQL the soak needs besides the project's schema: a table to write to and RPCs that raise. */
export const SOAK_FIXTURE_SQL = `
create table if not exists public.soak_notes (id bigserial primary key, note text not null check (char_length(note) < 200));
create table if not exists public.soak_copy (n int, label text);
create or replace function public.soak_pay() returns void language plpgsql as $$
  begin raise sqlstate 'PT402' using message = 'Payment Required', detail = 'Quota exceeded', hint = 'Upgrade'; end $$;
create or replace function public.soak_custom() returns void language plpgsql as $$
  begin raise exception 'custom failure' using errcode = 'ZZ999'; end $$;
create or replace function public.soak_pgrst() returns void language plpgsql as $$
  begin raise sqlstate 'PGRST' using message = '{"code":"123","message":"custom"}', detail = '{"status":418,"headers":{}}'; end $$;
grant all on public.soak_notes, public.soak_copy to anon, authenticated, service_role;
grant usage on sequence public.soak_notes_id_seq to anon, authenticated, service_role;
notify pgrst, 'reload schema';
`;

/** The hostile catalogue for the probe test: each entry against every endpoint. */
export function hostileProbes(): SoakRequest[] {
  const rand = prng(11);
  const out: SoakRequest[] = [];
  for (let i = 0; i < 400; i++) out.push(hostileRequest(rand, i));
  return out;
}
