// Replays one case of cases.json (scripts/postgrest-spec/extract.ts wrote it from PostgREST's hspec
// files) against a handler of the data API and checks every response as hspec-wai does:
// - status: the code only (http-types compares Status by code);
// - headers: `equals` is hspec-wai's `<:>` (some header of that name, case-insensitive, has exactly
//   that value); `only` is SpecHelper's filterAndMatchCT (exactly one Content-Type, that value);
//   `jsonMedia` is hspec-wai-json's Content-Type check; `contains`, `regex` (POSIX, unanchored),
//   `absent` and `noBlankHeader` as SpecHelper defines them;
// - body: JSON equal as aeson Values (object key order ignored, numbers by value), text and bytes
//   byte for byte; `errorFormat` is SpecHelper's isErrorFormat.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import type { Handler, StackRequest, StackResponse } from '../../src/types.ts';

export type HeaderValue = string | { jwt: { header: unknown; payload: unknown } };
export interface CaseRequest {
  method: string;
  path: string;
  pathFromHeader?: { step: number; header: string };
  headers: Array<[string, HeaderValue]>;
  body?: { text: string } | { base64: string } | { file: string };
}
export type HeaderCheck =
  | { name: string; equals: string }
  | { name: string; absent: true }
  | { name: string; contains: string }
  | { name: string; regex: string }
  | { name: string; only: string }
  | { name: string; jsonMedia: true }
  | { noBlankHeader: true };
export interface Expectation {
  status?: number;
  statusMessage?: string;
  headers: HeaderCheck[];
  body?: { json: unknown } | { text: string } | { base64: string } | { file: string };
  errorFormat?: boolean;
}
export interface Step {
  line: number;
  request: CaseRequest;
  expect?: Expectation;
}
export interface SpecIt {
  id: string;
  file: string;
  fn: string;
  path: string[];
  name: string;
  line: number;
  steps: Step[];
  pending?: string;
  unsupported?: string;
}
export interface Cases {
  release: string;
  its: SpecIt[];
}

const FIXTURES = new URL('./fixtures/', import.meta.url);

export function readCases(): Cases {
  return JSON.parse(readFileSync(new URL('./cases.json', import.meta.url), 'utf8')) as Cases;
}

/** An HS256 token with the given header and claims, signed with the stack's secret: PostgREST's
 * spec signs the same claims with its own test secret (extract.ts kept the claims, not the token). */
export function signToken(header: unknown, payload: unknown, secret: string): string {
  const enc = (v: unknown): string => Buffer.from(JSON.stringify(v), 'utf8').toString('base64url');
  const signing = `${enc(header)}.${enc(payload)}`;
  return `${signing}.${createHmac('sha256', secret).update(signing).digest('base64url')}`;
}

function bodyBytes(body: CaseRequest['body']): Buffer {
  if (!body) return Buffer.alloc(0);
  if ('text' in body) return Buffer.from(body.text, 'latin1');
  if ('base64' in body) return Buffer.from(body.base64, 'base64');
  return readFileSync(new URL(body.file, FIXTURES));
}

export interface Exchange {
  request: StackRequest;
  response: StackResponse;
}

/** The response's headers as a list of [name, value] (a header given as an array is repeated). */
function headerList(res: StackResponse): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(res.headers ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) out.push([name.toLowerCase(), String(v)]);
    else out.push([name.toLowerCase(), String(value)]);
  }
  return out;
}

function responseBytes(res: StackResponse): Buffer {
  const body = res.body as unknown;
  if (body === undefined || body === null) return Buffer.alloc(0);
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  if (Buffer.isBuffer(body)) return body;
  if (body instanceof Uint8Array) return Buffer.from(body);
  throw new Error(`response body of an unexpected kind (${typeof body})`);
}

/** aeson's Value equality: numbers compare by value (1 == 1.0), objects ignore key order. */
function jsonEqual(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') return a === b;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return (
      ka.length === kb.length &&
      ka.every((k) => k in b && jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
    );
  }
  return isDeepStrictEqual(a, b);
}

/** POSIX extended regex (regex-tdfa) as JavaScript: bracket classes like [[:digit:]]. */
function posixRegex(source: string): RegExp {
  const classes: Record<string, string> = {
    digit: '0-9',
    alpha: 'A-Za-z',
    alnum: 'A-Za-z0-9',
    space: ' \\t\\r\\n\\v\\f',
    upper: 'A-Z',
    lower: 'a-z',
    xdigit: '0-9A-Fa-f',
  };
  return new RegExp(source.replace(/\[:(\w+):\]/g, (m, name: string) => classes[name] ?? m));
}

function checkHeader(check: HeaderCheck, headers: Array<[string, string]>): string | undefined {
  if ('noBlankHeader' in check)
    return headers.some(([n, v]) => n === '' && v === '') ? 'a blank header is present' : undefined;
  const name = check.name.toLowerCase();
  const values = headers.filter(([n]) => n === name).map(([, v]) => v);
  const shown = values.length ? values.map((v) => JSON.stringify(v)).join(', ') : 'none';
  if ('equals' in check)
    return values.includes(check.equals)
      ? undefined
      : `${check.name}: expected ${JSON.stringify(check.equals)}, got ${shown}`;
  if ('absent' in check) return values.length ? `${check.name} should be absent, got ${shown}` : undefined;
  if ('contains' in check)
    return values[0]?.includes(check.contains)
      ? undefined
      : `${check.name}: expected to contain ${JSON.stringify(check.contains)}, got ${shown}`;
  if ('regex' in check)
    return values[0] !== undefined && posixRegex(check.regex).test(values[0])
      ? undefined
      : `${check.name}: expected to match /${check.regex}/, got ${shown}`;
  if ('only' in check)
    return values.length === 1 && values[0] === check.only
      ? undefined
      : `${check.name}: expected exactly ${JSON.stringify(check.only)}, got ${shown}`;
  const ok =
    values.length > 0 &&
    values.every(
      (v) =>
        v === 'application/json' || v === 'application/json; charset=utf-8' || v === 'application/json;charset=utf-8',
    );
  return ok ? undefined : `${check.name}: expected application/json, got ${shown}`;
}

function isErrorFormat(bytes: Buffer): boolean {
  try {
    const obj = JSON.parse(bytes.toString('utf8')) as unknown;
    if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return false;
    const keys = Object.keys(obj);
    return keys.includes('message') && keys.every((k) => ['message', 'details', 'hint', 'code'].includes(k));
  } catch {
    return false;
  }
}

/** Everything in which the response differs from the expectation (empty: it matches). */
export function mismatches(expect: Expectation, res: StackResponse): string[] {
  const out: string[] = [];
  if (expect.status !== undefined && res.status !== expect.status)
    out.push(`status: expected ${expect.status}, got ${res.status}`);
  const headers = headerList(res);
  for (const check of expect.headers) {
    const problem = checkHeader(check, headers);
    if (problem) out.push(problem);
  }
  const bytes = responseBytes(res);
  const body = expect.body;
  if (body && 'json' in body) {
    let actual: unknown;
    let parsed = true;
    try {
      actual = JSON.parse(bytes.toString('utf8'));
    } catch {
      parsed = false;
    }
    if (!parsed || !jsonEqual(actual, body.json))
      out.push(`body: expected ${JSON.stringify(body.json)}, got ${bytes.toString('utf8').slice(0, 2000)}`);
  } else if (body) {
    const expected =
      'text' in body
        ? Buffer.from(body.text, 'latin1')
        : 'base64' in body
          ? Buffer.from(body.base64, 'base64')
          : readFileSync(new URL(body.file, FIXTURES));
    if (!expected.equals(bytes))
      out.push(
        `body: expected ${JSON.stringify(expected.toString('utf8').slice(0, 500))}, got ${JSON.stringify(bytes.toString('utf8').slice(0, 2000))}`,
      );
  }
  if (expect.errorFormat && !isErrorFormat(bytes))
    out.push(`body is not PostgREST's error format: ${bytes.toString('utf8')}`);
  return out;
}

/** The response as the stack's HTTP server (stack/src/server.ts) sends it: a body gets its
 * Content-Length. (Its CORS headers are left out: CORS is out of issue 23's scope.) */
function asSent(res: StackResponse): StackResponse {
  const body = typeof res.body === 'string' ? Buffer.from(res.body) : res.body;
  if (!Buffer.isBuffer(body) || Object.keys(res.headers ?? {}).some((h) => h.toLowerCase() === 'content-length'))
    return res;
  return { ...res, headers: { ...res.headers, 'content-length': String(body.length) } };
}

/** A handler that sends the request over a real socket to `port` (the stack's HTTP front,
 * server.ts) with node's bare client: only the request's own headers (plus Host, and Content-Length
 * for a body), as hspec-wai adds none; the answer is what came over the wire — its headers as sent
 * (CORS included), repeated headers kept, the body as bytes. */
export function overHttp(port: number): Handler {
  return (req) =>
    new Promise((resolve, reject) => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers[name] = value;
      if (req.body.length > 0 || !['GET', 'HEAD', 'DELETE'].includes(req.method))
        headers['content-length'] = String(req.body.length);
      const out = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: req.method,
          path: `${req.url.pathname}${req.url.search}`,
          headers,
          agent: false,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            const received: Record<string, string[]> = {};
            for (let i = 0; i < res.rawHeaders.length; i += 2) {
              const name = (res.rawHeaders[i] as string).toLowerCase();
              (received[name] ??= []).push(res.rawHeaders[i + 1] as string);
            }
            resolve({ status: res.statusCode ?? 0, headers: received, body: Buffer.concat(chunks) });
          });
        },
      );
      out.on('error', reject);
      out.end(req.body);
    });
}

export interface ReplayTarget {
  handle: Handler;
  /** The stack's JWT secret: the claims of PostgREST's tokens are signed with it. */
  jwtSecret: string;
  /** The handler answers over HTTP (overHttp): its headers are already the ones sent. */
  wire?: boolean;
}

/** Sends the case's requests in order; the first step whose response does not match ends it. Returns
 * the problems (empty: the case passes). */
export async function replay(it: SpecIt, target: ReplayTarget): Promise<string[]> {
  const responses: StackResponse[] = [];
  for (const [index, step] of it.steps.entries()) {
    const req = step.request;
    let path = req.path;
    if (req.pathFromHeader) {
      const from = responses[req.pathFromHeader.step];
      const value = from
        ? headerList(from).find(([n]) => n === req.pathFromHeader?.header.toLowerCase())?.[1]
        : undefined;
      if (value === undefined) return [`step ${index + 1}: no ${req.pathFromHeader.header} header to follow`];
      path = value;
    }
    const headers: Record<string, string | undefined> = {};
    for (const [name, value] of req.headers) {
      const text =
        typeof value === 'string'
          ? value
          : `Bearer ${signToken(value.jwt.header, value.jwt.payload, target.jwtSecret)}`;
      const key = name.toLowerCase();
      // As node's http module joins repeated headers.
      headers[key] = headers[key] === undefined ? text : `${headers[key]}, ${text}`;
    }
    // hspec-wai sends the path as written, `#` included (Warp keeps it in the query); a URL parser
    // would take it for a fragment.
    const url = new URL(path.replace(/#/g, '%23'), 'http://localhost');
    const request: StackRequest = {
      method: req.method,
      url,
      path: url.pathname,
      headers,
      body: bodyBytes(req.body),
      ip: '127.0.0.1',
    };
    const answer = await target.handle(request);
    const response = target.wire ? answer : asSent(answer);
    responses.push(response);
    if (!step.expect) continue;
    const problems = mismatches(step.expect, response);
    if (problems.length)
      return problems.map((p) => `step ${index + 1} (${req.method} ${path}, line ${step.line}): ${p}`);
  }
  return [];
}
