// The parse stage: HTTP request → ApiRequest, as PostgREST's ApiRequest module reads it — target,
// select, filters and logic trees, order, limit/offset and Range, Prefer, Accept, profiles, cookies and
// body — each read once, here, into the syntax trees of grammar.ts. No schema knowledge here: plan.ts
// takes the result.
import type { StackRequest } from '../types.ts';
import { ApiError, invalidBody, parseError } from './errors.ts';
import {
  parseFieldRef,
  parseLogicTree,
  parseOperation,
  parseOrder,
  parseSelect,
  type LogicNode,
  type OrderTerm,
  type SelectItem,
} from './grammar.ts';
import { checkBodyDepth, checkLogicText, checkSelectText, checkSelectTree } from './limits.ts';
import { decodeMediaType, JSON_MT, parseAcceptHeader, type MediaKey } from './media.ts';
import { parseCsv } from './csv.ts';

export type Action = 'read' | 'insert' | 'update' | 'upsert' | 'delete' | 'call';

export interface Prefer {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  tx?: 'commit' | 'rollback';
  maxAffected?: number;
  timezone?: string;
}

export interface ApiRequest {
  method: string;
  action: Action;
  head: boolean;
  target: string;
  isRpc: boolean;
  schema: string;
  select: SelectItem[];
  /** Filters and logic trees, in the order given, with the embed path they apply to. */
  filters: FilterParam[];
  /** GET /rpc/fn: the query parameters that are no filter, the function's arguments. */
  args: Array<[string, string]>;
  /** order / limit / offset keyed by embed path ('' for the top level, 'books' or 'books.tags'). */
  order: Map<string, OrderTerm[]>;
  limit: Map<string, number>;
  offset: Map<string, number>;
  onConflict?: string[];
  columns?: string[];
  prefer: Prefer;
  /** The Accept list in the order it is matched (media.ts). */
  accepts: string[];
  /** The request body's media type (media.ts decodeMediaType), JSON when not given. */
  contentType: MediaKey;
  range?: { offset: number; limit?: number };
  /** JSON body (form and CSV bodies read into the JSON they stand for). */
  body: unknown;
  /** A text/plain, text/xml or octet-stream body of an rpc call, for its single unnamed parameter. */
  rawBody?: Buffer;
  /** The pairs of a form body of an rpc call (a repeated key gives a variadic parameter its items). */
  formPairs?: Array<[string, string]>;
  hasBody: boolean;
  cookies: Record<string, string>;
  /** The query string as PostgREST's Content-Location gives it back (iCanonicalQS), without '?'. */
  canonicalQuery: string;
}

/** A filter (`title=eq.x`) or logic tree (`or=(…)`) parameter: the embed path its name gives
 * (`books.title` → ['books']) and its tree (a simple filter is a one-filter tree). */
export interface FilterParam {
  path: string[];
  tree: LogicNode;
}

function parseNonNegative(name: string, value: string): number {
  // As PostgREST reads them: a negative offset changes nothing, a negative limit is an empty range.
  if (/^-\d+$/.test(value)) {
    if (name === 'offset') return 0;
    throw new ApiError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      'Limit should be greater than or equal to zero.',
    );
  }
  if (!/^\d+$/.test(value))
    throw parseError(
      name === 'limit' ? 'limit parameter' : 'offset parameter',
      value,
      'expecting a non-negative integer',
    );
  return Number(value);
}

export interface PreferOptions {
  /** PostgREST's db-tx-allow-override: `Prefer: tx=` is read. */
  txOverride?: boolean;
  /** Time zone names Postgres accepts (pg_timezone_names), for `Prefer: timezone=`. */
  timezones?: Set<string>;
}

const PREFER_VALUES: Record<string, string[]> = {
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  return: ['representation', 'minimal', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  tx: ['commit', 'rollback'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
};

/** PostgREST's Preferences.fromHeaders: every Prefer header split at commas; for each preference the
 * first valid value wins; with handling=strict anything else is refused (PGRST122). */
export function parsePrefer(header: string | undefined, opts: PreferOptions = {}): Prefer {
  const items = (header ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const prefer: Prefer = {};
  const invalid: string[] = [];
  const set = prefer as unknown as Record<string, string>;
  for (const item of items) {
    const eq = item.indexOf('=');
    const key = eq < 0 ? item : item.slice(0, eq);
    const value = eq < 0 ? '' : item.slice(eq + 1);
    if (PREFER_VALUES[key]?.includes(value)) {
      if (key === 'tx' && !opts.txOverride) continue;
      if (set[key] === undefined) set[key] = value;
    } else if (key === 'max-affected') {
      if (prefer.maxAffected === undefined && /^-?\d+$/.test(value)) prefer.maxAffected = Number(value);
    } else if (key === 'timezone' && opts.timezones?.has(value)) {
      prefer.timezone ??= value;
    } else invalid.push(item);
  }
  if (invalid.length && prefer.handling === 'strict')
    throw new ApiError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${invalid.join(', ')}`,
    );
  return prefer;
}

function parseRange(header: string | undefined): { offset: number; limit?: number } | undefined {
  if (!header) return undefined;
  const m = /^\s*(?:items=)?(\d+)-(\d*)\s*$/.exec(header);
  if (!m) return undefined;
  const lower = Number(m[1]);
  if (m[2] === '') return { offset: lower };
  const upper = Number(m[2]);
  if (upper < lower)
    throw new ApiError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    );
  return { offset: lower, limit: upper - lower + 1 };
}

function parseColumnsParam(name: string, value: string): string[] {
  if (value.trim() === '')
    throw parseError(`${name} parameter`, value, 'unexpected end of input expecting field name (* or [a..z0..9_$])', 1);
  return value
    .split(',')
    .map((c) => c.trim())
    .map((c) => (c.startsWith('"') && c.endsWith('"') && c.length >= 2 ? c.slice(1, -1) : c))
    .filter((c) => c !== '');
}

/** The query string's parts, parsed in PostgREST's order (QueryParams.parse: order, logic trees,
 * columns, select, filters, on_conflict), so the first error it reports is PostgREST's; limit and
 * offset first, as given. `rpc`: how an /rpc call takes its parameters — a GET's parameters that do
 * not read as filters are the function's arguments; a POST's are all filters. */
function readQuery(
  search: URLSearchParams,
  rpc: 'none' | 'get' | 'post',
): Pick<ApiRequest, 'select' | 'filters' | 'args' | 'order' | 'limit' | 'offset' | 'onConflict' | 'columns'> {
  const orders: Array<[string, string]> = [];
  // [name, value, position in the query string]
  const logic: Array<[string, string, number]> = [];
  const filters: Array<[string, string, number]> = [];
  const selects: string[] = [];
  const onConflicts: string[] = [];
  const columnLists: string[] = [];
  const limit = new Map<string, number>();
  const offset = new Map<string, number>();
  for (const [position, [key, value]] of [...search].entries()) {
    const dot = key.lastIndexOf('.');
    const last = dot >= 0 ? key.slice(dot + 1) : key;
    const path = dot >= 0 ? key.slice(0, dot) : '';
    if (key === 'select') selects.push(value);
    else if (key === 'on_conflict') onConflicts.push(value);
    else if (key === 'columns') columnLists.push(value);
    else if (last === 'order') orders.push([path, value]);
    else if (last === 'limit') limit.set(path, parseNonNegative('limit', value));
    else if (last === 'offset') offset.set(path, parseNonNegative('offset', value));
    else if (last === 'or' || last === 'and') {
      checkLogicText(key, value);
      logic.push([key, value, position]);
    } else filters.push([key, value, position]);
  }
  const order = new Map<string, OrderTerm[]>();
  for (const [path, value] of orders) order.set(path, parseOrder(value));
  const parsed: Array<[number, FilterParam]> = [];
  for (const [key, value, position] of logic) {
    const parts = key.split('.');
    const kind = parts.pop() as 'or' | 'and';
    const negate = parts[parts.length - 1] === 'not';
    if (negate) parts.pop();
    parsed.push([position, { path: parts, tree: parseLogicTree(kind, negate, value) }]);
  }
  let columns: string[] | undefined;
  for (const value of columnLists) columns = parseColumnsParam('columns', value);
  let select: SelectItem[] = [{ kind: 'star' }];
  for (const value of selects) {
    checkSelectText(value);
    select = parseSelect(value);
    checkSelectTree(select);
  }
  const args: Array<[string, string]> = [];
  for (const [key, value, position] of filters) {
    const parts = key.split('.');
    const last = parts.pop() as string;
    let tree: LogicNode;
    try {
      tree = { kind: 'filter', filter: parseOperation(parseFieldRef(last, 'filter'), value, false) };
    } catch (error) {
      // PostgREST's NoOpExpr: what does not read as a filter is an argument of a GET call.
      if (rpc === 'get') {
        args.push([key, value]);
        continue;
      }
      // A POST call's parameters are all filters: the error names the parameter as a whole.
      if (rpc === 'post') parseOperation(parseFieldRef(key, 'filter'), value, false);
      throw error;
    }
    parsed.push([position, { path: parts, tree }]);
  }
  let onConflict: string[] | undefined;
  for (const value of onConflicts) onConflict = parseColumnsParam('on_conflict', value);
  // Trees in the order their parameters came (the order their conditions are written in SQL).
  const sorted = parsed.sort((a, b) => a[0] - b[0]).map(([, f]) => f);
  return { select, filters: sorted, args, order, limit, offset, onConflict, columns };
}

export function parseRequest(req: StackRequest, exposedSchemas: string[], preferOpts: PreferOptions = {}): ApiRequest {
  const method = req.method.toUpperCase();
  let segments: string[];
  try {
    segments = req.path
      .split('/')
      .filter((s) => s !== '')
      .map((s) => decodeURIComponent(s));
  } catch {
    throw new ApiError(404, 'PGRST125', 'Invalid path specified in request URL');
  }
  const isRpc = segments.length === 2 && segments[0] === 'rpc';
  if (!(segments.length === 1 || isRpc)) throw new ApiError(404, 'PGRST125', `Invalid path specified in request URL`);
  const target = segments[segments.length - 1] as string;

  const readMethod = method === 'GET' || method === 'HEAD';
  const profileHeader = readMethod ? req.headers['accept-profile'] : req.headers['content-profile'];
  const schema = profileHeader ?? exposedSchemas[0] ?? 'public';
  if (!exposedSchemas.includes(schema)) {
    throw new ApiError(406, 'PGRST106', `The schema must be one of the following: ${exposedSchemas.join(', ')}`);
  }

  let action: Action;
  if (isRpc) {
    if (!['GET', 'HEAD', 'POST'].includes(method))
      throw new ApiError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
    action = 'call';
  } else if (readMethod) action = 'read';
  else if (method === 'POST') action = 'insert';
  else if (method === 'PATCH') action = 'update';
  else if (method === 'PUT') action = 'upsert';
  else if (method === 'DELETE') action = 'delete';
  else throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);

  const query = readQuery(req.url.searchParams, isRpc ? (method === 'POST' ? 'post' : 'get') : 'none');

  const prefer = parsePrefer(req.headers['prefer'], preferOpts);
  const accepts = parseAcceptHeader(req.headers['accept']);
  // PostgREST reads the Range header of GET requests only.
  const range = method === 'GET' ? parseRange(req.headers['range']) : undefined;
  const contentHeader = req.headers['content-type'];
  const contentType = contentHeader === undefined ? JSON_MT : decodeMediaType(contentHeader);
  const payload =
    method === 'POST' || method === 'PATCH' || method === 'PUT'
      ? readPayload(req.body, contentType, isRpc)
      : { body: undefined };

  return {
    method,
    action,
    head: method === 'HEAD',
    target,
    isRpc,
    schema,
    ...query,
    prefer,
    accepts,
    contentType,
    range,
    body: payload.body,
    rawBody: payload.raw,
    formPairs: payload.pairs,
    hasBody: req.body.length > 0,
    cookies: parseCookies(req.headers['cookie']),
    canonicalQuery: canonicalQuery(req.url.search),
  };
}

interface Payload {
  body: unknown;
  raw?: Buffer;
  pairs?: Array<[string, string]>;
}

/** PostgREST's getPayload: JSON, CSV and form bodies become JSON; an rpc call also takes text/plain,
 * text/xml and octet-stream bodies for a single unnamed parameter; anything else is refused. */
function readPayload(raw: Buffer, contentType: MediaKey, isRpc: boolean): Payload {
  let body: unknown;
  if (contentType === JSON_MT || contentType.startsWith('application/vnd.pgrst')) {
    if (raw.length === 0 && isRpc) body = {};
    else {
      const text = raw.toString('utf8');
      checkBodyDepth(text);
      try {
        body = JSON.parse(text);
      } catch {
        throw invalidBody();
      }
    }
  } else if (contentType === 'text/csv') {
    body = parseCsv(raw.toString('utf8'));
  } else if (contentType === 'application/x-www-form-urlencoded') {
    const pairs = [...new URLSearchParams(raw.toString('utf8'))];
    if (isRpc) return { body: Object.fromEntries(pairs), pairs };
    return { body: Object.fromEntries(pairs) };
  } else if (isRpc && ['text/plain', 'text/xml', 'application/octet-stream'].includes(contentType)) {
    return { body: {}, raw };
  } else throw invalidBody(`Content-Type not acceptable: ${contentType}`);
  if (isRpc) {
    // An array takes its first object, as PostgREST's call does.
    const first: unknown = Array.isArray(body) ? (body[0] ?? {}) : body;
    if (first === null || typeof first !== 'object' || Array.isArray(first)) throw invalidBody();
    return { body: first };
  }
  if (body === null || typeof body !== 'object') throw invalidBody();
  return { body };
}

/** PostgREST's iCanonicalQS: the pairs of the raw query string ('+' literal) in a stable sort by name,
 * values of a repeated name joined by ',' (Network.HTTP.Base's urlEncodeVars), each part
 * percent-encoded except letters, digits and -_.~ (upper-case hex). */
export function canonicalQuery(search: string): string {
  const decode = (part: string): string => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  };
  const encode = (text: string): string =>
    [...Buffer.from(text, 'utf8')]
      .map((b) =>
        /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
          ? String.fromCharCode(b)
          : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
      )
      .join('');
  const pairs = search
    .replace(/^\?/, '')
    .split('&')
    .filter((piece) => piece !== '')
    .map((piece): [string, string] => {
      const eq = piece.indexOf('=');
      return eq < 0 ? [decode(piece), ''] : [decode(piece.slice(0, eq)), decode(piece.slice(eq + 1))];
    });
  const byName = new Map<string, string[]>();
  for (const [name, value] of [...pairs].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    const values = byName.get(name) ?? [];
    values.push(value);
    byName.set(name, values);
  }
  return [...byName].map(([name, values]) => `${encode(name)}=${values.map(encode).join(',')}`).join('&');
}

/** The Cookie header as PostgREST's request.cookies (Web.Cookie's parseCookies). */
function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    const name = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (name !== '') cookies[name] = eq < 0 ? '' : part.slice(eq + 1).trim();
  }
  return cookies;
}
