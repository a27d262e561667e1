// Hostile input to every endpoint of the stack (auth, rest, storage): malformed, oversized, over-deep,
// NUL-laden bodies, parameters and headers. Whatever it is, the answer is a 4xx (or a 2xx), never a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileProbes, NASTY_STRINGS } from '../../scripts/soak/requests.ts';
import { startTestStack, type RunningStack } from '../src/testing.ts';
import { call, expectNoTrace } from './support/http.ts';

let stack: RunningStack;
let member: string;
beforeAll(async () => {
  stack = await startTestStack({ seed: true });
  const res = await call(stack, '/auth/v1/token?grant_type=password', {
    method: 'POST',
    body: JSON.stringify({ email: 'olivia.hart@example.com', password: 'Password123!' }),
  });
  member = res.json.access_token;
});
afterAll(() => stack?.stop());

const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
const deepObject = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);

const BODIES = [
  '',
  '{',
  'null',
  '[]',
  '"text"',
  '12',
  deep(100_000),
  `{"data":${deepObject(100_000)}}`,
  JSON.stringify({ x: 'a\u0000b' }),
  JSON.stringify({ email: 'probe@example.com', password: 'Password123!', data: { company: 'x'.repeat(121) } }),
  JSON.stringify({ email: 'probe2@example.com', password: 'Password123!', data: { description: 'x'.repeat(4001) } }),
  JSON.stringify({ email: 'probe3@example.com', password: 'Password123!', data: { user_type: 5 } }),
  JSON.stringify({ email: 'probe4@example.com', password: 'Password123!', data: { user_type: 'admin' } }),
  JSON.stringify({ email: 'probe5@example.com', password: 'Password123!', data: { position: 'a\u0000' } }),
  JSON.stringify({ data: { full_name: 'a\u0000' }, user_metadata: { x: 'a\u0000' }, email: 'a\u0000@x.io' }),
  JSON.stringify({ title: 'x'.repeat(20_000), company_name: '\u0000', location: null, description: 5 }),
  JSON.stringify([{ id: 'not-a-uuid', posted_by: 'x' }]),
  JSON.stringify({ search_text: '%_\\\u0000', page_limit: -5, page_offset: 'x' }),
  JSON.stringify({ target_id: 'not-a-uuid' }),
  JSON.stringify({ refresh_token: 'x'.repeat(10_000), password: '\u0000' }),
  JSON.stringify({ ban_duration: '\u0000', role: 'a\u0000', app_metadata: { x: '\u0000' } }),
  ...NASTY_STRINGS.slice(0, 12).map((s) => JSON.stringify({ id: s, name: s, email: s, password: s })),
];

const REST_TABLES = [
  'jobs',
  'profiles',
  'connections',
  'skills',
  'news_articles',
  'service_categories',
  'user_services',
];
const RPCS = ['search_jobs', 'get_profile', 'search_network', 'admin_list_users', 'record_profile_view', 'nope'];
const ENDPOINTS: Array<[method: string, path: string]> = [
  ...REST_TABLES.flatMap((t): Array<[string, string]> => [
    ['GET', `/rest/v1/${t}`],
    ['POST', `/rest/v1/${t}`],
    ['PATCH', `/rest/v1/${t}?id=eq.1`],
    ['PUT', `/rest/v1/${t}?id=eq.1`],
    ['DELETE', `/rest/v1/${t}?id=eq.${encodeURIComponent('\u0000')}`],
  ]),
  ...RPCS.map((f): [string, string] => ['POST', `/rest/v1/rpc/${f}`]),
  ['POST', '/auth/v1/signup'],
  ['POST', '/auth/v1/token?grant_type=password'],
  ['POST', '/auth/v1/token?grant_type=refresh_token'],
  ['PUT', '/auth/v1/user'],
  ['POST', '/auth/v1/logout'],
  ['POST', '/auth/v1/admin/users'],
  ['PUT', '/auth/v1/admin/users/00000000-0000-4000-8000-000000000000'],
  ['GET', '/auth/v1/admin/users?page=x&per_page=-1'],
  ['POST', '/storage/v1/bucket'],
  ['PUT', '/storage/v1/bucket/avatars'],
  ['POST', '/storage/v1/object/list/avatars'],
  ['POST', '/storage/v1/object/move'],
  ['POST', '/storage/v1/object/copy'],
  ['POST', '/storage/v1/object/sign/avatars'],
  ['POST', '/storage/v1/object/sign/avatars/a%00b.png'],
  ['POST', '/storage/v1/object/avatars/probe.png'],
  ['DELETE', '/storage/v1/object/avatars'],
  ['GET', '/storage/v1/object/public/avatars/%E0%A4%A'],
];

describe('no 5xx for user input', () => {
  it('answers every hostile body on every endpoint with < 500', async () => {
    const bad: string[] = [];
    let sent = 0;
    for (const [method, path] of ENDPOINTS) {
      for (const body of BODIES) {
        for (const token of [undefined, member, stack.serviceRoleKey]) {
          if (method === 'GET' && body !== '') continue;
          const res = await call(stack, path, { method, body: body || undefined, token });
          sent++;
          expectNoTrace(res.text);
          if (res.status >= 500)
            bad.push(`${res.status} ${method} ${path} ${body.slice(0, 60)} -> ${res.text.slice(0, 200)}`);
        }
      }
    }
    console.info(`probe: ${sent} requests, ${bad.length} answered >= 500`);
    expect(bad).toEqual([]);
  }, 600_000);

  it("answers the soak's hostile catalogue (filters, embeds, headers, paths, bodies, auth) with < 500", async () => {
    const bad: string[] = [];
    for (const r of hostileProbes()) {
      const res = await call(stack, r.path, {
        method: r.method,
        body: r.method === 'GET' || r.method === 'HEAD' ? undefined : r.body,
        headers: r.headers,
        token: r.asService ? stack.serviceRoleKey : r.asMember ? member : undefined,
      });
      if (res.status >= 500)
        bad.push(`${res.status} ${r.kind} ${r.method} ${r.path.slice(0, 120)} -> ${res.text.slice(0, 200)}`);
    }
    expect(bad).toEqual([]);
  }, 600_000);
});
