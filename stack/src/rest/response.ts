// The answer stage: the statement's result row → the HTTP response — status, Content-Range,
// Preference-Applied, Location, content type and body, and the status and headers SQL set — following
// PostgREST's Response module; and the response of an error.
import type { StackResponse } from '../types.ts';
import { ApiError, type ErrorBody } from './errors.ts';
import { bodyEncoding, contentTypeOf, planContentType } from './media.ts';
import type { Answer, Plan } from './plan.ts';
import type { ApiRequest } from './request.ts';

export interface ResultRow {
  page_total: string | number | null;
  total: string | number | null;
  body: string | null;
  response_headers?: string | null;
  response_status?: string | null;
  inserted?: string | number | null;
}

const BAD_HEADERS_GUC =
  'response.headers guc must be a JSON array composed of objects with a single key and a string value';

/** Applies `response.status` / `response.headers` set by the SQL, as PostgREST does: a header named
 * there replaces the response's own, and one named twice is sent twice. */
function applyResponseGucs(row: ResultRow, res: StackResponse): StackResponse {
  if (row.response_headers) {
    let extra: unknown;
    try {
      extra = JSON.parse(row.response_headers);
    } catch {
      throw new ApiError(500, 'PGRST111', BAD_HEADERS_GUC);
    }
    const valid =
      Array.isArray(extra) &&
      extra.every(
        (item: unknown) =>
          item !== null &&
          typeof item === 'object' &&
          !Array.isArray(item) &&
          Object.keys(item).length === 1 &&
          typeof Object.values(item)[0] === 'string',
      );
    if (!valid) throw new ApiError(500, 'PGRST111', BAD_HEADERS_GUC);
    const set: Record<string, string | string[]> = {};
    for (const item of extra as Array<Record<string, string>>) {
      const [name, value] = Object.entries(item)[0] as [string, string];
      const key = name.toLowerCase();
      const before = set[key];
      set[key] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
    }
    res.headers = { ...res.headers, ...set };
  }
  if (row.response_status) {
    const status = Number(row.response_status);
    if (!Number.isInteger(status) || status < 100 || status > 599)
      throw new ApiError(500, 'PGRST112', 'response.status guc must be a valid status code');
    res.status = status;
  }
  return res;
}

const JSON_TYPE = 'application/json; charset=utf-8';

export function errorResponse(error: ApiError, head = false): StackResponse {
  const headers: Record<string, string> = {
    'content-type': JSON_TYPE,
    'proxy-status': `PostgREST; error=${error.body.code}`,
    ...error.headers,
  };
  const body: ErrorBody = error.body;
  return { status: error.status, headers, body: head ? undefined : JSON.stringify(body) };
}

/** Preference-Applied as PostgREST's Response module writes it for each action (prefAppliedHeader). */
function appliedPreferences(req: ApiRequest, hasKey: boolean): string | undefined {
  const p = req.prefer;
  const a = req.action;
  const mutation = a === 'insert' || a === 'update' || a === 'delete' || a === 'upsert';
  const insert = a === 'insert';
  const parts = [
    insert && hasKey && p.resolution ? `resolution=${p.resolution}` : undefined,
    (insert || a === 'update') && p.missing ? `missing=${p.missing}` : undefined,
    mutation && p.return ? `return=${p.return}` : undefined,
    p.count ? `count=${p.count}` : undefined,
    p.tx ? `tx=${p.tx}` : undefined,
    p.handling ? `handling=${p.handling}` : undefined,
    p.timezone ? `timezone=${p.timezone}` : undefined,
    (a === 'update' || a === 'delete' || a === 'call') && p.handling === 'strict' && p.maxAffected !== undefined
      ? `max-affected=${p.maxAffected}`
      : undefined,
  ].filter((x) => x !== undefined);
  return parts.length ? parts.join(', ') : undefined;
}

/** The one element of a JSON array text (the single-object media type). */
function unwrapSingle(body: string): string {
  const parsed = JSON.parse(body) as unknown[];
  return JSON.stringify(parsed[0] ?? null);
}

/** The body as it leaves: text, or the bytes of a binary media type. */
function decodeBody(answer: Answer, body: string | null): string | Buffer {
  if (body === null) return '';
  const encoding = bodyEncoding(answer.media.handler);
  if (encoding === 'base64') return Buffer.from(body, 'base64');
  // PostgREST sends a jsonb handler's result in Postgres' binary format: a version byte, then text.
  if (encoding === 'jsonb') return `\u0001${body}`;
  return body;
}

export function buildResponse(req: ApiRequest, plan: Plan, row: ResultRow): StackResponse {
  return applyResponseGucs(row, shapeResponse(req, plan.answer, row));
}

function shapeResponse(req: ApiRequest, answer: Answer, row: ResultRow): StackResponse {
  // PostgREST answers a plan with 200 and the plan alone, whatever the action.
  if (answer.media.plan)
    return { status: 200, headers: { 'content-type': planContentType(answer.media.plan) }, body: row.body ?? '' };
  const headers: Record<string, string> = {};
  const applied = appliedPreferences(req, answer.hasKey ?? false);
  if (applied) headers['preference-applied'] = applied;
  if (answer.result === 'void') return { status: 204, headers };

  const page = Number(row.page_total ?? 0);
  const mutation =
    req.action === 'insert' || req.action === 'update' || req.action === 'delete' || req.action === 'upsert';
  const total = row.total !== null ? Number(row.total) : mutation && req.prefer.count ? page : null;
  const offset = answer.offset;
  // PostgREST's contentRangeH: inserts and deletes always `*/total`, updates `0-(n-1)/total`.
  const range = req.action === 'insert' || req.action === 'delete' || req.action === 'upsert' ? 0 : page;
  headers['content-range'] = range > 0 ? `${offset}-${offset + page - 1}/${total ?? '*'}` : `*/${total ?? '*'}`;

  if (mutation) {
    if (answer.locationKeys && row.body) {
      const first = (JSON.parse(row.body) as Array<Record<string, unknown>>)[0];
      if (first) {
        const query = answer.locationKeys
          .map((k) =>
            first[k] === null
              ? `${encodeURIComponent(k)}=is.null`
              : `${encodeURIComponent(k)}=eq.${encodeURIComponent(String(first[k]))}`,
          )
          .join('&');
        headers.location = `/${encodeURIComponent(req.target)}?${query}`;
      }
    }
    if (req.prefer.return !== 'representation') {
      // PostgREST sends the (empty) body of a POST, so Content-Length: 0.
      return req.action === 'insert' || (req.action === 'upsert' && req.method === 'POST')
        ? { status: 201, headers, body: '' }
        : { status: 204, headers };
    }
    headers['content-type'] = contentTypeOf(answer.media.media);
    const body = formatBody(answer, row.body ?? '[]');
    // PostgREST: an upsert that inserted nothing is 200 (POST only with merge-duplicates).
    const inserted = answer.countsInserted ? Number(row.inserted ?? 0) : req.action === 'insert' ? page : undefined;
    let status = req.action === 'insert' ? 201 : 200;
    if (inserted !== undefined && req.action === 'upsert') status = inserted > 0 ? 201 : 200;
    else if (inserted !== undefined && inserted <= 0 && req.prefer.resolution === 'merge-duplicates') status = 200;
    return { status, headers, body };
  }

  let status = 200;
  if (total !== null && answer.result === 'rows') {
    if (offset > total) {
      throw new ApiError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `An offset of ${offset} was requested, but there are only ${total} rows.`,
        null,
        { 'content-range': `*/${total}` },
      );
    }
    if (page < total) status = 206;
  }
  headers['content-type'] = contentTypeOf(answer.media.media);
  if (!req.isRpc) {
    // PostgREST writes the name's UTF-8 bytes; Node refuses non-ASCII header text, so those are escaped.
    const name = req.target.replace(/[^\x21-\x7e]/gu, (ch) => encodeURIComponent(ch));
    headers['content-location'] = `/${name}${req.canonicalQuery === '' ? '' : `?${req.canonicalQuery}`}`;
  }
  if (req.head) return { status, headers };
  if (answer.result === 'scalar') return { status, headers, body: decodeBody(answer, row.body ?? 'null') };
  return { status, headers, body: formatBody(answer, row.body ?? 'null') };
}

function formatBody(answer: Answer, body: string): string | Buffer {
  const kind = answer.media.handler.kind;
  if (kind === 'custom') return decodeBody(answer, body);
  if (kind === 'single' || answer.singleRow) return unwrapSingle(body);
  return body;
}
