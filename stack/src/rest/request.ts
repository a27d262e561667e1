// HTTP request → ApiRequest: target, query parameters, Prefer, Accept, Range and body, as
// PostgREST's ApiRequest module reads them. No schema knowledge here.
import type { StackRequest } from '../types.ts';
import { ApiError, invalidBody, parseError } from './errors.ts';
import { parseSelect, type SelectItem } from './grammar.ts';
import { checkBodyDepth, checkLogicText, checkSelectText, checkSelectTree } from './limits.ts';

export type Action = 'read' | 'insert' | 'update' | 'upsert' | 'delete' | 'call';
export type MediaKind = 'json' | 'object' | 'csv';

export interface Prefer {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  tx?: 'commit' | 'rollback';
  maxAffected?: number;
  applied: string[];
}

export interface ApiRequest {
  method: string;
  action: Action;
  head: boolean;
  target: string;
  isRpc: boolean;
  schema: string;
  select: SelectItem[];
  /** Every query parameter that is not reserved: filters, embed filters, or rpc arguments. */
  params: Array<[string, string]>;
  /** order / limit / offset keyed by embed path ('' for the top level, 'books' or 'books.tags'). */
  order: Map<string, string>;
  limit: Map<string, number>;
  offset: Map<string, number>;
  onConflict?: string[];
  columns?: string[];
  prefer: Prefer;
  media: MediaKind;
  stripNulls: boolean;
  range?: { offset: number; limit?: number };
  body: unknown;
  hasBody: boolean;
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);

function parseNonNegative(name: string, value: string): number {
  if (!/^\d+$/.test(value))
    throw parseError(
      name === 'limit' ? 'limit parameter' : 'offset parameter',
      value,
      'expecting a non-negative integer',
    );
  return Number(value);
}

export function parsePrefer(header: string | undefined): Prefer {
  const prefer: Prefer = { applied: [] };
  for (const raw of (header ?? '').split(',')) {
    const item = raw.trim();
    const [key, value] = item.split('=').map((s) => s.trim());
    if (!key || value === undefined) continue;
    let known = true;
    if (key === 'return' && (value === 'minimal' || value === 'representation' || value === 'headers-only'))
      prefer.return = value;
    else if (key === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated'))
      prefer.count = value;
    else if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates'))
      prefer.resolution = value;
    else if (key === 'missing' && (value === 'default' || value === 'null')) prefer.missing = value;
    else if (key === 'handling' && (value === 'strict' || value === 'lenient')) prefer.handling = value;
    else if (key === 'tx' && (value === 'commit' || value === 'rollback')) prefer.tx = value;
    else if (key === 'max-affected' && /^\d+$/.test(value)) prefer.maxAffected = Number(value);
    else known = false;
    if (!known && prefer.handling === 'strict')
      throw new ApiError(
        400,
        'PGRST122',
        `Invalid preferences given with handling=strict`,
        `Invalid preferences: ${item}`,
      );
    if (known) prefer.applied.push(`${key}=${value}`);
  }
  return prefer;
}

function parseAccept(header: string | undefined): { media: MediaKind; stripNulls: boolean } {
  if (!header) return { media: 'json', stripNulls: false };
  for (const part of header.split(',')) {
    const [type = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const stripNulls = params.includes('nulls=stripped');
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object')
      return { media: 'object', stripNulls };
    if (
      type === 'application/json' ||
      type === 'application/vnd.pgrst.array+json' ||
      type === '*/*' ||
      type === 'application/*'
    )
      return { media: 'json', stripNulls };
    if (type === 'text/csv') return { media: 'csv', stripNulls: false };
  }
  throw new ApiError(406, 'PGRST107', `None of these media types are available: ${header}`);
}

function parseRange(header: string | undefined): { offset: number; limit?: number } | undefined {
  if (!header) return undefined;
  const m = /^\s*(?:items=)?(\d+)-(\d*)\s*$/.exec(header);
  if (!m) return undefined;
  const lower = Number(m[1]);
  if (m[2] === '') return { offset: lower };
  const upper = Number(m[2]);
  if (upper < lower) throw new ApiError(416, 'PGRST103', 'Requested range not satisfiable', null);
  return { offset: lower, limit: upper - lower + 1 };
}

function parseColumnsParam(value: string): string[] {
  return value
    .split(',')
    .map((c) => c.trim())
    .map((c) => (c.startsWith('"') && c.endsWith('"') && c.length >= 2 ? c.slice(1, -1) : c))
    .filter((c) => c !== '');
}

export function parseRequest(req: StackRequest, exposedSchemas: string[]): ApiRequest {
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
      throw new ApiError(405, 'PGRST101', 'Only GET, HEAD or POST are allowed for rpc');
    action = 'call';
  } else if (readMethod) action = 'read';
  else if (method === 'POST') action = 'insert';
  else if (method === 'PATCH') action = 'update';
  else if (method === 'PUT') action = 'upsert';
  else if (method === 'DELETE') action = 'delete';
  else throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);

  const params: Array<[string, string]> = [];
  const order = new Map<string, string>();
  const limit = new Map<string, number>();
  const offset = new Map<string, number>();
  let select: SelectItem[] = [{ kind: 'star' }];
  let onConflict: string[] | undefined;
  let columns: string[] | undefined;
  for (const [key, value] of req.url.searchParams) {
    const dot = key.lastIndexOf('.');
    const last = dot >= 0 ? key.slice(dot + 1) : key;
    const path = dot >= 0 ? key.slice(0, dot) : '';
    if (key === 'select') {
      checkSelectText(value);
      select = parseSelect(value);
      checkSelectTree(select);
    } else if (key === 'on_conflict') onConflict = parseColumnsParam(value);
    else if (key === 'columns') columns = parseColumnsParam(value);
    else if (last === 'order') order.set(path, value);
    else if (last === 'limit') limit.set(path, parseNonNegative('limit', value));
    else if (last === 'offset') offset.set(path, parseNonNegative('offset', value));
    else if (!RESERVED.has(key)) {
      if (last === 'or' || last === 'and') checkLogicText(key, value);
      params.push([key, value]);
    }
  }

  const prefer = parsePrefer(req.headers['prefer']);
  const { media, stripNulls } = parseAccept(req.headers['accept']);
  const range = readMethod ? parseRange(req.headers['range']) : undefined;

  let body: unknown = undefined;
  const hasBody = req.body.length > 0;
  if (method !== 'GET' && method !== 'HEAD' && method !== 'DELETE') {
    const contentType = (req.headers['content-type'] ?? 'application/json').toLowerCase();
    if (!hasBody) body = isRpc ? {} : undefined;
    else if (contentType.startsWith('application/json') || contentType.startsWith('application/vnd.pgrst')) {
      const text = req.body.toString('utf8');
      checkBodyDepth(text);
      try {
        body = JSON.parse(text);
      } catch {
        throw invalidBody();
      }
    } else throw new ApiError(415, 'PGRST107', `None of these media types are available: ${contentType}`);
    if (!isRpc && (body === undefined || body === null || typeof body !== 'object')) throw invalidBody();
    if (isRpc && (body === null || typeof body !== 'object' || Array.isArray(body))) throw invalidBody();
  }

  return {
    method,
    action,
    head: method === 'HEAD',
    target,
    isRpc,
    schema,
    select,
    params,
    order,
    limit,
    offset,
    onConflict,
    columns,
    prefer,
    media,
    stripNulls,
    range,
    body,
    hasBody,
  };
}
