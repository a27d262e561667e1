// Turns PostgREST's hspec cases (test/spec/Feature/**/*.hs, vendored under
// stack/test/postgrest-spec/spec) into stack/test/postgrest-spec/cases.json: for every `it`, the
// requests it sends in order and what each response must match, as PostgREST's spec checks it.
//
//   npx tsx scripts/postgrest-spec/extract.ts [specDir] [out.json]
//
// The .hs files are read, not compiled: haskell.ts parses them, and this file evaluates the small
// vocabulary they use (hspec's describe/context/it, hspec-wai's request/get/post/…,
// shouldRespondWith with its matchers, SpecHelper's helpers, and the `r <- request …; liftIO $
// simpleHeaders r \`shouldSatisfy\` …` style). An `it` that uses anything else is written out with
// `unsupported` and its reason, so nothing is dropped silently.
//
// Matching semantics kept from hspec-wai / hspec-wai-json / SpecHelper:
// - `[json|…|]` as a matcher: status 200, Content-Type application/json (charset=utf-8 allowed),
//   body equal as JSON; a record update `{ matchHeaders = … }` replaces that Content-Type check.
// - a string literal as a matcher: status 200, the body byte for byte; a number: the status only.
// - `"Name" <:> "value"`: that header with exactly that value; matchHeaderAbsent; matchContentType*
//   (exactly one Content-Type with that value); matchHeaderValuePresent (value contains).
// - `matchHeader name regex` (SpecHelper): the header matches the POSIX regex, unanchored.
// - Request bodies and headers given as string literals are ByteStrings: each character keeps its
//   low 8 bits (Char8), as in the Haskell tests; `[json|…|]` bodies are aeson-encoded (UTF-8,
//   keys sorted, no spaces).
import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { HsError, parseModule, type Decl, type Expr, type Pat, type Stmt } from './haskell.ts';

// ---------------------------------------------------------------- output shape

export type HeaderValue = string | { jwt: { header: unknown; payload: unknown } };
export interface CaseRequest {
  method: string;
  path: string;
  /** The path is the value of a header of an earlier response of the same `it` (a Location). */
  pathFromHeader?: { step: number; header: string };
  headers: Array<[string, HeaderValue]>;
  /** Request body: text (all characters < 0x80), base64 bytes, or a vendored fixture file. */
  body?: { text: string } | { base64: string } | { file: string };
}
export type HeaderCheck =
  | { name: string; equals: string }
  | { name: string; absent: true }
  | { name: string; contains: string }
  | { name: string; regex: string }
  /** SpecHelper's filterAndMatchCT: exactly one Content-Type, with this value. */
  | { name: string; only: string }
  /** hspec-wai-json: Content-Type is application/json, optionally with charset=utf-8. */
  | { name: string; jsonMedia: true }
  | { noBlankHeader: true };
export interface Expectation {
  status?: number;
  statusMessage?: string;
  headers: HeaderCheck[];
  body?: { json: unknown } | { text: string } | { base64: string } | { file: string };
  /** SpecHelper's isErrorFormat: a JSON object with message and only message/details/hint/code. */
  errorFormat?: boolean;
}
export interface Step {
  line: number;
  request: CaseRequest;
  expect?: Expectation;
}
export interface SpecIt {
  /** `File.hs:line` of the `it`. */
  id: string;
  file: string;
  /** The top-level spec function (spec, allowed, disallowed, disabledSpec, …). */
  fn: string;
  /** describe/context names down to the `it`. */
  path: string[];
  name: string;
  line: number;
  steps: Step[];
  pending?: string;
  unsupported?: string;
}

// ---------------------------------------------------------------- values

class Unsupported extends Error {}

interface Thunk {
  v?: Value;
  f?: () => Value;
  /** Evaluated again at every use, never kept: a binding without parameters may be an action (a
   * request and its check) that Haskell runs each time it is sequenced, in every `it` that uses it. */
  again?: () => Value;
}
type Fn = { t: 'fn'; call: (arg: Thunk) => Value };
type Value =
  | string
  | number
  | boolean
  | Value[]
  | { t: 'unit' }
  | { t: 'tuple'; items: Value[] }
  | { t: 'json'; v: unknown }
  | Fn
  | { t: 'con'; name: string; args: Value[] }
  | { t: 'bytes'; b64: string }
  | { t: 'file'; name: string }
  | { t: 'jwt'; header: unknown; payload: unknown }
  | { t: 'req'; request: CaseRequest; line: number }
  | { t: 'matcher'; m: Expectation }
  | { t: 'mh'; check: HeaderCheck }
  | { t: 'resp'; step: Step }
  | { t: 'part'; part: 'headers' | 'body' | 'status'; step: Step }
  | { t: 'lookupHeader'; name: string; step: Step }
  | { t: 'isErrorFormat'; step: Step }
  | { t: 'pred'; pred: Predicate }
  | { t: 'status'; code: number; message?: string }
  | { t: 'range'; text: string };
type Predicate =
  | { kind: 'matchHeader'; name: string; regex: string }
  | { kind: 'noBlankHeader' }
  | { kind: 'noProfileHeader' }
  | { kind: 'elem'; name: string; value: string };

const UNIT: Value = { t: 'unit' };
const done = (v: Value): Thunk => ({ v });
const force = (th: Thunk): Value => {
  if (th.again) return th.again();
  if (th.v === undefined) {
    const f = th.f as () => Value;
    th.f = undefined;
    th.v = f();
  }
  return th.v;
};
const isObj = (v: Value): v is Exclude<Value, string | number | boolean | Value[]> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const tagOf = (v: Value): string => (isObj(v) ? v.t : Array.isArray(v) ? 'list' : typeof v);

function fn(arity: number, impl: (...args: Thunk[]) => Value): Value {
  const collect = (got: Thunk[]): Value => ({
    t: 'fn',
    call: (arg: Thunk) => {
      const args = [...got, arg];
      return args.length === arity ? impl(...args) : collect(args);
    },
  });
  return arity === 0 ? impl() : collect([]);
}
const strict = (arity: number, impl: (...args: Value[]) => Value): Value =>
  fn(arity, (...args) => impl(...args.map(force)));

function apply(f: Value, arg: Thunk): Value {
  if (isObj(f) && f.t === 'fn') return f.call(arg);
  if (isObj(f) && f.t === 'con') return { t: 'con', name: f.name, args: [...f.args, force(arg)] };
  throw new Unsupported(`applying a ${tagOf(f)}`);
}

function str(v: Value, what: string): string {
  if (typeof v === 'string') return v;
  if (isObj(v) && v.t === 'json') return aesonEncode(v.v);
  throw new Unsupported(`${what}: expected a string, got ${tagOf(v)}`);
}

// ---------------------------------------------------------------- JSON, bytes and JWTs

/** aeson's `encode`: compact, object keys sorted (aeson 2's KeyMap is ordered by key). */
export function aesonEncode(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(aesonEncode).join(',')}]`;
  const o = v as Record<string, unknown>;
  return `{${Object.keys(o)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${aesonEncode(o[k])}`)
    .join(',')}}`;
}

/** aeson-qq's JSON: standard JSON, plus unquoted keys. */
function parseJsonQQ(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    const relaxed = body.replace(/([{,]\s*)([A-Za-z_][A-Za-z0-9_]*)\s*:/g, '$1"$2":');
    try {
      return JSON.parse(relaxed);
    } catch {
      throw new Unsupported(`unreadable [json|…|]: ${body.slice(0, 60)}`);
    }
  }
}

/** A Haskell string as a (lazy) ByteString literal: Char8, the low 8 bits of each character. */
function char8Body(s: string): CaseRequest['body'] {
  const bytes = Buffer.from([...s].map((c) => (c.codePointAt(0) as number) & 0xff));
  return bytes.every((b) => b < 0x80) ? { text: bytes.toString('latin1') } : { base64: bytes.toString('base64') };
}
function char8(s: string): string {
  return [...s].map((c) => String.fromCharCode((c.codePointAt(0) as number) & 0xff)).join('');
}

/** PostgREST's test secret (SpecHelper.baseCfg, generateSecret). */
const PGRST_TEST_SECRET = 'reallyreallyreallyreallyverysafe';
const b64url = (buf: Buffer): string => buf.toString('base64url');

/** A token signed with PostgREST's test secret becomes a claims set the runner signs with the
 * stack's secret; anything else (malformed, wrong signature) is sent as written. */
function jwtValue(token: string): Value {
  const parts = token.split('.');
  if (parts.length !== 3) return token;
  const [h, p, s] = parts as [string, string, string];
  const expected = b64url(createHmac('sha256', PGRST_TEST_SECRET).update(`${h}.${p}`).digest());
  if (expected !== s) return token;
  try {
    const header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8')) as unknown;
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as unknown;
    return { t: 'jwt', header, payload };
  } catch {
    return token;
  }
}

// ---------------------------------------------------------------- spec collection

interface Collector {
  file: string;
  fn: string;
  path: string[];
  its: SpecIt[];
  current?: SpecIt;
}

function bodyOf(v: Value): CaseRequest['body'] {
  if (typeof v === 'string') return v === '' ? undefined : char8Body(v);
  if (isObj(v) && v.t === 'json') {
    const text = aesonEncode(v.v);
    const bytes = Buffer.from(text, 'utf8');
    return bytes.every((b) => b < 0x80) ? { text } : { base64: bytes.toString('base64') };
  }
  if (isObj(v) && v.t === 'file') return { file: v.name };
  if (isObj(v) && v.t === 'bytes') return { base64: v.b64 };
  if (isObj(v) && v.t === 'unit') return undefined;
  throw new Unsupported(`request body: ${tagOf(v)}`);
}

function headersOf(v: Value): Array<[string, HeaderValue]> {
  if (typeof v === 'string' && v === '') return [];
  if (!Array.isArray(v)) throw new Unsupported(`request headers: ${tagOf(v)}`);
  return v.map((h) => {
    if (!isObj(h) || h.t !== 'tuple' || h.items.length !== 2) throw new Unsupported(`request header: ${tagOf(h)}`);
    const [name, value] = h.items as [Value, Value];
    if (isObj(value) && value.t === 'jwt')
      return [str(name, 'header name'), { jwt: { header: value.header, payload: value.payload } }];
    return [char8(str(name, 'header name')), char8(str(value, 'header value'))];
  });
}

function matcherOf(v: Value): Expectation {
  if (typeof v === 'number') return { status: v, headers: [] };
  if (typeof v === 'string') return { status: 200, headers: [], body: utf8Body(v) };
  if (isObj(v) && v.t === 'json')
    return { status: 200, headers: [{ name: 'Content-Type', jsonMedia: true }], body: { json: v.v } };
  if (isObj(v) && v.t === 'matcher') return v.m;
  throw new Unsupported(`response matcher: ${tagOf(v)}`);
}

/** hspec-wai's string body matchers are UTF-8 (Data.ByteString.Lazy.UTF8.fromString). */
function utf8Body(s: string): Expectation['body'] {
  // ASCII only (every code unit below 128) stays text; anything else is compared as UTF-8 bytes.
  return [...s].every((c) => c.charCodeAt(0) < 0x80)
    ? { text: s }
    : { base64: Buffer.from(s, 'utf8').toString('base64') };
}

function headerCheckOf(v: Value): HeaderCheck {
  if (isObj(v) && v.t === 'mh') return v.check;
  throw new Unsupported(`header matcher: ${tagOf(v)}`);
}

function recordUpdate(target: Value, fields: Array<[string, Value]>): Value {
  if (isObj(target) && target.t === 'con' && target.name === 'Status') {
    const code = fields.find(([k]) => k === 'statusCode')?.[1];
    const message = fields.find(([k]) => k === 'statusMessage')?.[1];
    return { t: 'status', code: code as number, message: message as string | undefined };
  }
  const base: Expectation =
    isObj(target) && target.t === 'con' && target.name === 'ResponseMatcher'
      ? { status: 200, headers: [] }
      : { ...matcherOf(target) };
  for (const [name, value] of fields) {
    if (name === 'matchStatus') base.status = value as number;
    else if (name === 'matchHeaders') {
      if (!Array.isArray(value)) throw new Unsupported('matchHeaders: not a list');
      base.headers = value.map(headerCheckOf);
    } else if (name === 'matchBody') {
      if (typeof value === 'string') base.body = utf8Body(value);
      else if (isObj(value) && value.t === 'json') base.body = { json: value.v };
      else if (isObj(value) && value.t === 'con' && value.name === '$bodyEquals') {
        const b = value.args[0] as Value;
        base.body = typeof b === 'string' ? utf8Body(b) : { json: (b as { v: unknown }).v };
      } else throw new Unsupported(`matchBody: ${tagOf(value)}`);
    } else throw new Unsupported(`record field ${name}`);
  }
  return { t: 'matcher', m: base };
}

// ---------------------------------------------------------------- evaluator

type Env = Map<string, Thunk>;

class Evaluator {
  constructor(
    private readonly col: Collector,
    private readonly specDir: string,
  ) {}

  step(v: Value, line: number): Step {
    if (!(isObj(v) && v.t === 'req')) throw new Unsupported(`expected a request, got ${tagOf(v)}`);
    const it = this.col.current;
    if (!it) throw new Unsupported('a request outside of an it');
    const step: Step = { line: v.line || line, request: v.request };
    it.steps.push(step);
    return step;
  }

  builtins(): Env {
    const env: Env = new Map();
    const def = (name: string, v: Value): void => void env.set(name, done(v));
    const request = (method: string, path: Value, headers: Value, body: Value): Value => ({
      t: 'req',
      line: 0,
      request: {
        method,
        ...(isObj(path) && path.t === 'lookupHeader'
          ? {
              path: '',
              pathFromHeader: { step: this.col.current?.steps.indexOf(path.step) ?? -1, header: path.name },
            }
          : { path: char8(str(path, 'path')) }),
        headers: headersOf(headers),
        ...(bodyOf(body) ? { body: bodyOf(body) } : {}),
      },
    });
    // hspec
    const group = fn(2, (name, body) => {
      this.col.path.push(str(force(name), 'describe name'));
      try {
        force(body);
      } finally {
        this.col.path.pop();
      }
      return UNIT;
    });
    for (const n of ['describe', 'context', 'xdescribe', 'xcontext']) def(n, group);
    const it = fn(2, (name, body) => {
      const itName = str(force(name), 'it name');
      const spec: SpecIt = {
        id: '',
        file: this.col.file,
        fn: this.col.fn,
        path: [...this.col.path],
        name: itName,
        line: this.itLine,
        steps: [],
      };
      spec.id = `${spec.file}:${spec.line}`;
      this.col.its.push(spec);
      const outer = this.col.current;
      this.col.current = spec;
      try {
        const v = force(body);
        if (isObj(v) && v.t === 'req') this.step(v, 0);
      } catch (error) {
        if (error instanceof Pending) spec.pending = error.message;
        else if (error instanceof Unsupported || error instanceof HsError) spec.unsupported = error.message;
        else throw error;
      } finally {
        this.col.current = outer;
      }
      return UNIT;
    });
    for (const n of ['it', 'specify']) def(n, it);
    // hspec reports a disabled `xit` as pending: kept as a pending case, its body not run.
    const xit = fn(2, (name) => {
      const spec: SpecIt = {
        id: `${this.col.file}:${this.itLine}`,
        file: this.col.file,
        fn: this.col.fn,
        path: [...this.col.path],
        name: str(force(name), 'it name'),
        line: this.itLine,
        steps: [],
        pending: 'disabled with xit',
      };
      this.col.its.push(spec);
      return UNIT;
    });
    for (const n of ['xit', 'xspecify']) def(n, xit);
    def(
      'pendingWith',
      strict(1, (why) => {
        throw new Pending(String(why));
      }),
    );
    def(
      'parallel',
      fn(1, (x) => force(x)),
    );
    for (const n of ['before_', 'beforeAll_', 'after_', 'afterAll_', 'around_'])
      def(
        n,
        fn(2, (_a, x) => force(x)),
      );
    // monads and plumbing
    def(
      '$',
      fn(2, (f, x) => apply(force(f), x)),
    );
    def(
      '.',
      fn(3, (f, g, x) => apply(force(f), { f: () => apply(force(g), x) })),
    );
    for (const n of ['liftIO', 'pure', 'return', 'id', 'toS', 'encodeUtf8', 'decodeUtf8', 'fromString'])
      def(
        n,
        fn(1, (x) => force(x)),
      );
    def(
      'void',
      fn(1, (x) => {
        const v = force(x);
        if (isObj(v) && v.t === 'req') this.step(v, 0);
        return UNIT;
      }),
    );
    def(
      'when',
      fn(2, (c, x) => (force(c) === true ? force(x) : UNIT)),
    );
    def(
      'unless',
      fn(2, (c, x) => (force(c) === true ? UNIT : force(x))),
    );
    def('mempty', '');
    def('BL.empty', '');
    def('True', true);
    def('False', false);
    def('Nothing', { t: 'con', name: 'Nothing', args: [] });
    def(
      'Just',
      strict(1, (x) => ({ t: 'con', name: 'Just', args: [x] })),
    );
    def(
      'not',
      strict(1, (x) => !x),
    );
    const cmp = (f: (a: number, b: number) => boolean): Value => strict(2, (a, b) => f(a as number, b as number));
    def(
      '>=',
      cmp((a, b) => a >= b),
    );
    def(
      '>',
      cmp((a, b) => a > b),
    );
    def(
      '<',
      cmp((a, b) => a < b),
    );
    def(
      '<=',
      cmp((a, b) => a <= b),
    );
    def(
      '==',
      strict(2, (a, b) => JSON.stringify(a) === JSON.stringify(b)),
    );
    def(
      '&&',
      fn(2, (a, b) => force(a) === true && force(b) === true),
    );
    def(
      '||',
      fn(2, (a, b) => force(a) === true || force(b) === true),
    );
    const concat = strict(2, (a, b) => {
      if (typeof a === 'string' && typeof b === 'string') return a + b;
      if (Array.isArray(a) && Array.isArray(b)) return [...a, ...b];
      if (typeof a === 'string' && a === '' && Array.isArray(b)) return b;
      if (Array.isArray(a) && typeof b === 'string' && b === '') return a;
      throw new Unsupported(`<> of ${tagOf(a)} and ${tagOf(b)}`);
    });
    def('<>', concat);
    def('++', concat);
    def(
      ':',
      strict(2, (a, b) => [a, ...(b as Value[])]),
    );
    // PostgREST's Main passes the server's version; both engines here are newer than 14.
    def('actualPgVersion', 150000);
    for (const v of [
      '90500',
      '90600',
      '100000',
      '110000',
      '120000',
      '130000',
      '140000',
      '150000',
      '160000',
      '170000',
    ]) {
      const short = v.replace(/0000$/, '0').replace(/^(\d+)00$/, '$1');
      def(`pgVersion${short}`, Number(v));
    }
    def('pgVersion95', 90500);
    def('pgVersion96', 90600);
    // HTTP
    for (const m of ['Get', 'Post', 'Put', 'Patch', 'Delete', 'Head', 'Options']) def(`method${m}`, m.toUpperCase());
    const headerNames: Record<string, string> = {
      hContentType: 'Content-Type',
      hLocation: 'Location',
      hContentLength: 'Content-Length',
      hAccept: 'Accept',
      hAuthorization: 'Authorization',
      hRange: 'Range',
      hContentRange: 'Content-Range',
      hContentLocation: 'Content-Location',
      hAllow: 'Allow',
      hContentDisposition: 'Content-Disposition',
    };
    for (const [k, v] of Object.entries(headerNames)) def(k, v);
    const statuses: Record<string, number> = {
      ok200: 200,
      status200: 200,
      created201: 201,
      status201: 201,
      noContent204: 204,
      status204: 204,
      partialContent206: 206,
      badRequest400: 400,
      status400: 400,
      unauthorized401: 401,
      forbidden403: 403,
      notFound404: 404,
      status404: 404,
      methodNotAllowed405: 405,
      notAcceptable406: 406,
      conflict409: 409,
      requestedRangeNotSatisfiable416: 416,
      internalServerError500: 500,
      status500: 500,
    };
    for (const [k, v] of Object.entries(statuses)) def(k, { t: 'status', code: v });
    def('Status', { t: 'con', name: 'Status', args: [] });
    def('ResponseMatcher', { t: 'con', name: 'ResponseMatcher', args: [] });
    // hspec-wai
    def(
      'request',
      fn(4, (m, p, h, b) => request(str(force(m), 'method'), force(p), force(h), force(b))),
    );
    def(
      'get',
      fn(1, (p) => request('GET', force(p), [], '')),
    );
    def(
      'delete',
      fn(1, (p) => request('DELETE', force(p), [], '')),
    );
    def(
      'options',
      fn(1, (p) => request('OPTIONS', force(p), [], '')),
    );
    for (const m of ['post', 'put', 'patch'])
      def(
        m,
        fn(2, (p, b) => request(m.toUpperCase(), force(p), [], force(b))),
      );
    def(
      'shouldRespondWith',
      fn(2, (r, m) => {
        const req = force(r);
        const step = isObj(req) && req.t === 'resp' ? req.step : this.step(req, 0);
        step.expect = matcherOf(force(m));
        return UNIT;
      }),
    );
    def(
      '<:>',
      strict(2, (n, v) => ({ t: 'mh', check: { name: str(n, 'header'), equals: str(v, 'header value') } })),
    );
    def(
      'bodyEquals',
      strict(1, (b) => ({ t: 'con', name: '$bodyEquals', args: [b] })),
    );
    // SpecHelper
    const ct = (value: string): Value => ({ t: 'mh', check: { name: 'Content-Type', only: value } });
    def('matchContentTypeJson', ct('application/json; charset=utf-8'));
    def('matchContentTypeSingular', ct('application/vnd.pgrst.object+json; charset=utf-8'));
    def('matchCTArrayStrip', ct('application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8'));
    def('matchCTSingularStrip', ct('application/vnd.pgrst.object+json;nulls=stripped; charset=utf-8'));
    def(
      'matchHeaderValuePresent',
      strict(2, (n, v) => ({ t: 'mh', check: { name: str(n, 'header'), contains: str(v, 'value') } })),
    );
    def(
      'matchHeaderAbsent',
      strict(1, (n) => ({ t: 'mh', check: { name: str(n, 'header'), absent: true } })),
    );
    def(
      'acceptHdrs',
      strict(1, (m) => [{ t: 'tuple', items: ['Accept', m] }]),
    );
    def('rangeUnit', { t: 'tuple', items: ['Range-Unit', 'items'] });
    def(
      'ByteRangeFromTo',
      strict(2, (a, b) => ({ t: 'range', text: `${a}-${b}` })),
    );
    def(
      'ByteRangeFrom',
      strict(1, (a) => ({ t: 'range', text: `${a}-` })),
    );
    def(
      'ByteRangeSuffix',
      strict(1, (a) => ({ t: 'range', text: `-${a}` })),
    );
    const rangeHdrs = (r: Value): Value[] => [
      { t: 'tuple', items: ['Range-Unit', 'items'] },
      { t: 'tuple', items: ['Range', (r as { text: string }).text] },
    ];
    def(
      'rangeHdrs',
      strict(1, (r) => rangeHdrs(r)),
    );
    def(
      'rangeHdrsWithCount',
      strict(1, (r) => [{ t: 'tuple', items: ['Prefer', 'count=exact'] }, ...rangeHdrs(r)]),
    );
    def('planHdr', { t: 'tuple', items: ['Accept', 'application/vnd.pgrst.plan+json'] });
    def(
      'authHeader',
      strict(2, (typ, creds) => ({
        t: 'tuple',
        items: ['Authorization', `${str(typ, 'auth')} ${str(creds, 'auth')}`],
      })),
    );
    def(
      'authHeaderJWT',
      strict(1, (tok) => {
        const token = isObj(tok) && tok.t === 'jwt' ? tok : jwtValue(str(tok, 'token'));
        if (typeof token === 'string') return { t: 'tuple', items: ['Authorization', `Bearer ${token}`] };
        return { t: 'tuple', items: ['Authorization', token] };
      }),
    );
    def(
      'generateJWT',
      strict(1, (claims) => {
        if (!(isObj(claims) && claims.t === 'json')) throw new Unsupported('generateJWT of a non-JSON value');
        return { t: 'jwt', header: { alg: 'HS256', typ: 'JWT' }, payload: claims.v };
      }),
    );
    def(
      'readFixtureFile',
      strict(1, (name) => ({ t: 'file', name: str(name, 'fixture file') })),
    );
    def(
      'getInsertDataForTiobePlsTable',
      strict(1, (n) => {
        const rows: unknown[] = [];
        for (let i = 20; i <= (n as number) + 20; i++) rows.push({ name: `Lang ${i}`, rank: i });
        return { t: 'json', v: rows };
      }),
    );
    // assertions on a bound response (`r <- request …`)
    def(
      'simpleHeaders',
      strict(1, (r) => ({ t: 'part', part: 'headers', step: respOf(r) })),
    );
    def(
      'simpleBody',
      strict(1, (r) => ({ t: 'part', part: 'body', step: respOf(r) })),
    );
    def(
      'simpleStatus',
      strict(1, (r) => ({ t: 'part', part: 'status', step: respOf(r) })),
    );
    def(
      'lookup',
      strict(2, (name, hs) => {
        if (isObj(hs) && hs.t === 'part' && hs.part === 'headers')
          return { t: 'lookupHeader', name: str(name, 'header'), step: hs.step };
        throw new Unsupported(`lookup in ${tagOf(hs)}`);
      }),
    );
    def(
      'isErrorFormat',
      strict(1, (b) => {
        if (isObj(b) && b.t === 'part' && b.part === 'body') return { t: 'isErrorFormat', step: b.step };
        throw new Unsupported('isErrorFormat of something else');
      }),
    );
    def(
      'matchHeader',
      strict(2, (n, re) => ({
        t: 'pred',
        pred: { kind: 'matchHeader', name: str(n, 'header'), regex: str(re, 'regex') },
      })),
    );
    def('noBlankHeader', { t: 'pred', pred: { kind: 'noBlankHeader' } });
    def('noProfileHeader', { t: 'pred', pred: { kind: 'noProfileHeader' } });
    def(
      'elem',
      strict(1, (x) => {
        if (isObj(x) && x.t === 'tuple' && x.items.length === 2)
          return {
            t: 'pred',
            pred: { kind: 'elem', name: str(x.items[0] as Value, 'h'), value: str(x.items[1] as Value, 'v') },
          };
        throw new Unsupported('elem of a non-header');
      }),
    );
    def(
      'shouldSatisfy',
      strict(2, (subject, p) => {
        if (!(isObj(subject) && subject.t === 'part' && subject.part === 'headers' && isObj(p) && p.t === 'pred'))
          throw new Unsupported(`shouldSatisfy on ${tagOf(subject)} with ${tagOf(p)}`);
        const e = expectOf(subject.step);
        const pred = p.pred;
        if (pred.kind === 'matchHeader') e.headers.push({ name: pred.name, regex: pred.regex });
        else if (pred.kind === 'noBlankHeader') e.headers.push({ noBlankHeader: true });
        else if (pred.kind === 'noProfileHeader') e.headers.push({ name: 'Content-Profile', absent: true });
        else e.headers.push({ name: pred.name, equals: pred.value });
        return UNIT;
      }),
    );
    def(
      'shouldContain',
      strict(2, (subject, items) => {
        if (!(isObj(subject) && subject.t === 'part' && subject.part === 'headers' && Array.isArray(items)))
          throw new Unsupported(`shouldContain on ${tagOf(subject)}`);
        const e = expectOf(subject.step);
        for (const item of items) {
          const tuple = item as { t: 'tuple'; items: Value[] };
          e.headers.push({ name: str(tuple.items[0] as Value, 'h'), equals: str(tuple.items[1] as Value, 'v') });
        }
        return UNIT;
      }),
    );
    def(
      'shouldBe',
      strict(2, (subject, expected) => {
        if (isObj(subject) && subject.t === 'part' && subject.part === 'status') {
          const e = expectOf(subject.step);
          if (isObj(expected) && expected.t === 'status') {
            e.status = expected.code;
            if (expected.message !== undefined) e.statusMessage = expected.message;
            return UNIT;
          }
        }
        if (isObj(subject) && subject.t === 'part' && subject.part === 'body') {
          const e = expectOf(subject.step);
          if (typeof expected === 'string') e.body = char8Body(expected) as Expectation['body'];
          else if (isObj(expected) && expected.t === 'file') e.body = { file: expected.name };
          else if (isObj(expected) && expected.t === 'json') e.body = { json: expected.v };
          else throw new Unsupported(`body shouldBe ${tagOf(expected)}`);
          return UNIT;
        }
        if (isObj(subject) && subject.t === 'lookupHeader') {
          const e = expectOf(subject.step);
          if (isObj(expected) && expected.t === 'con' && expected.name === 'Just')
            e.headers.push({ name: subject.name, equals: str(expected.args[0] as Value, 'value') });
          else if (isObj(expected) && expected.t === 'con' && expected.name === 'Nothing')
            e.headers.push({ name: subject.name, absent: true });
          else throw new Unsupported('lookup shouldBe something else');
          return UNIT;
        }
        if (isObj(subject) && subject.t === 'isErrorFormat' && expected === true) {
          expectOf(subject.step).errorFormat = true;
          return UNIT;
        }
        throw new Unsupported(`shouldBe on ${tagOf(subject)}`);
      }),
    );
    void this.specDir;
    return env;
  }

  itLine = 0;

  eval(e: Expr, env: Env): Value {
    switch (e.k) {
      case 'lit':
        return e.value;
      case 'qq':
        if (e.quoter === 'json' || e.quoter === 'aesonQQ') return { t: 'json', v: parseJsonQQ(e.body) };
        if (e.quoter === 'str') return heredoc(e.body);
        throw new Unsupported(`quasi-quoter ${e.quoter}`);
      case 'var':
      case 'con': {
        const th = lookupEnv(env, e.name);
        if (!th) throw new Unsupported(`unknown name ${e.name}`);
        return force(th);
      }
      case 'app': {
        // remember the line of `it` (applied to its name) and of requests
        if (e.fn.k === 'var' && ['it', 'specify', 'xit', 'xspecify'].includes(e.fn.name)) this.itLine = e.line;
        const f = this.eval(e.fn, env);
        const v = apply(f, this.thunk(e.arg, env));
        if (isObj(v) && v.t === 'req' && v.line === 0) return { ...v, line: e.line };
        return v;
      }
      case 'lam':
        return this.lambda(e.params, e.body, env);
      case 'let': {
        const inner = this.bindDecls(e.decls, env);
        return this.eval(e.body, inner);
      }
      case 'if': {
        const c = this.eval(e.cond, env);
        return this.eval(c === true ? e.then : e.else, env);
      }
      case 'do':
        return this.runDo(e.stmts, env);
      case 'list':
        return e.items.map((i) => this.eval(i, env));
      case 'tuple':
        return { t: 'tuple', items: e.items.map((i) => this.eval(i, env)) };
      case 'record':
        return recordUpdate(
          this.eval(e.target, env),
          e.fields.map(([k, v]) => [k, this.eval(v, env)]),
        );
      case 'neg':
        return -(this.eval(e.arg, env) as number);
      case 'case':
        throw new Unsupported('case expressions');
    }
  }

  thunk(e: Expr, env: Env): Thunk {
    return { f: () => this.eval(e, env) };
  }

  lambda(params: Pat[], body: Expr, env: Env): Value {
    if (params.length === 0) return this.eval(body, env);
    return fn(params.length, (...args) => {
      const inner: Env = new Map();
      (inner as EnvWithParent).parent = env;
      params.forEach((p, i) => bindPat(p, args[i] as Thunk, inner));
      return this.eval(body, inner);
    });
  }

  bindDecls(decls: Decl[], env: Env): Env {
    const inner: Env = new Map();
    (inner as EnvWithParent).parent = env;
    for (const d of decls)
      inner.set(
        d.name,
        d.params.length === 0
          ? { again: () => this.lambda(d.params, d.body, inner) }
          : { f: () => this.lambda(d.params, d.body, inner) },
      );
    return inner;
  }

  runDo(stmts: Stmt[], env: Env): Value {
    let scope = env;
    let last: Value = UNIT;
    for (const s of stmts) {
      if (s.s === 'let') {
        scope = this.bindDecls(s.decls, scope);
        continue;
      }
      const v = this.eval(s.exp, scope);
      // the last statement is the block's value: a request there is run by whoever uses it
      if (s.s === 'exp' && s === stmts[stmts.length - 1]) return v;
      let bound: Value = v;
      if (isObj(v) && v.t === 'req') bound = { t: 'resp', step: this.step(v, 0) };
      if (s.s === 'bind') {
        const inner: Env = new Map();
        (inner as EnvWithParent).parent = scope;
        if (s.pat.p === 'con' && s.pat.name === 'Just') {
          // `Just location <- pure $ lookup hLocation $ simpleHeaders p`
          if (isObj(bound) && bound.t === 'lookupHeader') {
            const hv = bound;
            expectOf(hv.step).headers.push({ name: hv.name, regex: '' });
            bindPat(s.pat.args[0] as Pat, done({ t: 'lookupHeader', name: hv.name, step: hv.step }), inner);
          } else throw new Unsupported('Just pattern bind');
        } else bindPat(s.pat, done(bound), inner);
        scope = inner;
      }
      last = bound;
    }
    return last;
  }
}

class Pending extends Error {}

type EnvWithParent = Env & { parent?: Env };
function lookupEnv(env: Env, name: string): Thunk | undefined {
  let e: EnvWithParent | undefined = env;
  while (e) {
    const th = e.get(name);
    if (th) return th;
    e = e.parent;
  }
  return undefined;
}

function bindPat(p: Pat, th: Thunk, env: Env): void {
  if (p.p === 'var') env.set(p.name, th);
  else if (p.p === 'wild') return;
  else if (p.p === 'tuple') {
    p.items.forEach((item, i) => bindPat(item, { f: () => (force(th) as { items: Value[] }).items[i] as Value }, env));
  } else throw new Unsupported(`pattern ${p.p}`);
}

function respOf(r: Value): Step {
  if (isObj(r) && r.t === 'resp') return r.step;
  throw new Unsupported(`expected a response, got ${tagOf(r)}`);
}

function expectOf(step: Step): Expectation {
  step.expect ??= { headers: [] };
  return step.expect;
}

/** Text.Heredoc's `str`: lines after the first lose their indentation up to and including a `|`. */
function heredoc(body: string): string {
  const lines = body.replace(/\r\n/g, '\n').split('\n');
  return lines
    .map((l, i) => {
      if (i === 0) return l;
      // The indentation before the closing `|]` is not text.
      if (i === lines.length - 1 && /^\s*$/.test(l)) return '';
      const m = /^\s*\|(.*)$/.exec(l);
      return m ? (m[1] as string) : l;
    })
    .join('\n');
}

// ---------------------------------------------------------------- driver

/** The PostgREST release whose test/spec is vendored (stack/test/postgrest-spec/README.md). */
const RELEASE = 'v13.0.8';

export function extractFile(file: string, source: string, specDir: string): SpecIt[] {
  const mod = parseModule(source);
  const its: SpecIt[] = [];
  for (const decl of mod.decls) {
    const col: Collector = { file, fn: decl.name, path: [], its };
    const ev = new Evaluator(col, specDir);
    const env = ev.builtins();
    // a spec function that takes the server version (InsertSpec.spec actualPgVersion)
    const top = ev.bindDecls(mod.decls, env);
    try {
      let v = ev.lambda(decl.params, decl.body, top);
      if (decl.params.length > 0) v = apply(v, done(150000));
      void v;
    } catch (error) {
      if (error instanceof Unsupported || error instanceof HsError) {
        its.push({
          id: `${file}:${decl.line}`,
          file,
          fn: decl.name,
          path: [],
          name: `(${decl.name})`,
          line: decl.line,
          steps: [],
          unsupported: error.message,
        });
      } else throw error;
    }
  }
  // ids unique per file and line
  const seen = new Map<string, number>();
  for (const it of its) {
    const n = seen.get(it.id) ?? 0;
    seen.set(it.id, n + 1);
    if (n > 0) it.id = `${it.id}#${n + 1}`;
  }
  return its;
}

function listSpecs(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...listSpecs(p));
    else if (name.endsWith('Spec.hs')) out.push(p);
  }
  return out.sort();
}

function main(): void {
  const specDir = process.argv[2] ?? 'stack/test/postgrest-spec/spec';
  const outFile = process.argv[3] ?? 'stack/test/postgrest-spec/cases.json';
  const all: SpecIt[] = [];
  for (const path of listSpecs(specDir)) {
    const file = relative(specDir, path).replace(/\\/g, '/');
    let its: SpecIt[];
    try {
      its = extractFile(file.replace(/^.*\//, ''), readFileSync(path, 'utf8'), specDir);
    } catch (error) {
      if (!(error instanceof HsError)) throw error;
      console.log(`${file}: not read: ${error.message}`);
      continue;
    }
    all.push(...its);
    const unsupported = its.filter((i) => i.unsupported).length;
    const steps = its.reduce((n, i) => n + i.steps.filter((s) => s.expect).length, 0);
    console.log(`${file}: ${its.length} its, ${steps} checked requests, ${unsupported} unsupported`);
    for (const i of its.filter((x) => x.unsupported)) console.log(`  ${i.id} ${i.name}: ${i.unsupported}`);
  }
  writeFileSync(
    outFile,
    `{"release": ${JSON.stringify(RELEASE)}, "its": [\n${all.map((i) => JSON.stringify(i)).join(',\n')}\n]}\n`,
  );
  console.log(`${all.length} its → ${outFile}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
