// Media types and content negotiation as PostgREST 12+ does them (MediaType.hs, Plan.negotiateContent):
// the Accept list, sorted as wai's parseHttpAccept sorts it, is matched in order against the vendored
// JSON types and the media handlers of the schema cache — the builtin JSON/CSV/GeoJSON ones and the
// custom ones the database defines (aggregates over a table's row type or anyelement, and functions,
// returning a domain named like a media type, e.g. `create domain "text/plain" as text`).
import { ApiError } from './errors.ts';

/** A decoded media type: PostgREST's canonical name for the ones it knows, else the text as sent. */
export type MediaKey = string;

export const JSON_MT = 'application/json';
export const ANY_MT = '*/*';
export const CSV_MT = 'text/csv';
export const GEOJSON_MT = 'application/geo+json';
export const OCTET_MT = 'application/octet-stream';
export const SINGLE_MT = 'application/vnd.pgrst.object+json';
export const SINGLE_STRIP_MT = 'application/vnd.pgrst.object+json;nulls=stripped';
export const ARRAY_STRIP_MT = 'application/vnd.pgrst.array+json;nulls=stripped';
const PLAN_MT = 'application/vnd.pgrst.plan';

const KNOWN: Record<string, MediaKey> = {
  'application/json': JSON_MT,
  'application/geo+json': GEOJSON_MT,
  'text/csv': CSV_MT,
  'text/plain': 'text/plain',
  'text/xml': 'text/xml',
  'application/openapi+json': 'application/openapi+json',
  'application/x-www-form-urlencoded': 'application/x-www-form-urlencoded',
  'application/octet-stream': OCTET_MT,
  'application/vnd.pgrst.plan': PLAN_MT,
  'application/vnd.pgrst.plan+text': PLAN_MT,
  'application/vnd.pgrst.plan+json': PLAN_MT,
  '*/*': ANY_MT,
};

/** PostgREST's decodeMediaType: type/subtype case-insensitively, parameters only where they matter. */
export function decodeMediaType(text: string): MediaKey {
  const m = /^\s*([A-Za-z0-9.*]+)\/([A-Za-z0-9.*+-]+)(.*)$/s.exec(text);
  if (!m) return text;
  const type = `${(m[1] as string).toLowerCase()}/${(m[2] as string).toLowerCase()}`;
  const params = new Map<string, string>();
  for (const p of (m[3] as string).split(';').slice(1)) {
    const eq = p.indexOf('=');
    if (eq > 0)
      params.set(
        p.slice(0, eq).trim().toLowerCase(),
        p
          .slice(eq + 1)
          .trim()
          .replace(/^"(.*)"$/, '$1'),
      );
  }
  const stripped = params.get('nulls') === 'stripped';
  if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object')
    return stripped ? SINGLE_STRIP_MT : SINGLE_MT;
  if (type === 'application/vnd.pgrst.array+json' || type === 'application/vnd.pgrst.array')
    return stripped ? ARRAY_STRIP_MT : JSON_MT;
  return KNOWN[type] ?? text;
}

/** Content-Type of a media type: PostgREST adds the charset except to octet-stream and types it does
 * not know. */
export function contentTypeOf(mt: MediaKey): string {
  if (mt === OCTET_MT || !isKnown(mt)) return mt;
  return `${mt}; charset=utf-8`;
}

function isKnown(mt: MediaKey): boolean {
  return Object.values(KNOWN).includes(mt) || [SINGLE_MT, SINGLE_STRIP_MT, ARRAY_STRIP_MT].includes(mt);
}

/** wai-extra's parseHttpAccept: spaces dropped, sorted (stably) by q, then by parameters minus stars. */
export function parseAcceptHeader(header: string | undefined): string[] {
  if (header === undefined) return [ANY_MT];
  const entries = header.split(',').map((raw, index) => {
    const s = raw.replace(/ /g, '');
    const at = s.indexOf(';q=');
    const type = at < 0 ? s : s.slice(0, at);
    const qText = at < 0 ? '' : (s.slice(at + 3).split(';')[0] as string);
    const q = /^\d+(\.\d+)?$/.test(qText) ? Number(qText) : 1;
    const specificity = (type.match(/;/g)?.length ?? 0) - (type.match(/\*/g)?.length ?? 0);
    return { type, q, specificity, index };
  });
  entries.sort((a, b) => b.q - a.q || b.specificity - a.specificity || a.index - b.index);
  return entries.map((e) => e.type);
}

/** How the rows become the body (PostgREST's MediaHandler). */
export type Handler =
  | { kind: 'json' }
  | { kind: 'arrayStrip' }
  | { kind: 'single'; strip: boolean }
  | { kind: 'csv' }
  | { kind: 'geojson' }
  /** `agg`: an aggregate over the rows returning a media type domain, `target` the row type they are
   * cast to (absent: anyelement); else `domain`: a function's own result, cast to its media type
   * domain. `base`: the domain's base type (how the body leaves). */
  | { kind: 'custom'; agg?: string; target?: string; domain?: string; base: string }
  | { kind: 'none' };

export interface HandlerEntry {
  handler: Handler;
  media: MediaKey;
}

/** Key of the handler map: the relation (or function) it applies to ('' = anyelement) and the type. */
export const handlerKey = (rel: string, mt: MediaKey): string => `${rel}\u0001${mt}`;

/** PostgREST's initialMediaHandlers: JSON (also for any type), CSV and GeoJSON for every relation. */
export function initialHandlers(): Map<string, HandlerEntry> {
  return new Map<string, HandlerEntry>([
    [handlerKey('', ANY_MT), { handler: { kind: 'json' }, media: JSON_MT }],
    [handlerKey('', JSON_MT), { handler: { kind: 'json' }, media: JSON_MT }],
    [handlerKey('', CSV_MT), { handler: { kind: 'csv' }, media: CSV_MT }],
    [handlerKey('', GEOJSON_MT), { handler: { kind: 'geojson' }, media: GEOJSON_MT }],
  ]);
}

/** An execution plan asked for (`application/vnd.pgrst.plan[+json|+text]; for=…; options=…`), answered
 * only with PostgREST's db-plan-enabled: EXPLAIN of the statement the `for` media type would run. */
export interface PlanRequest {
  format: 'json' | 'text';
  /** The media type whose statement is explained (default application/json). */
  for: MediaKey;
  /** EXPLAIN options, in PostgREST's order: ANALYZE, VERBOSE, SETTINGS, BUFFERS, WAL. */
  options: string[];
}

const PLAN_OPTIONS = ['analyze', 'verbose', 'settings', 'buffers', 'wal'];

/** PostgREST's decodeMediaType for the plan media types: the format from the subtype, `for` and
 * `options` (split on `|`) from the parameters; null for any other type. */
export function planOf(text: string): PlanRequest | null {
  const m = /^\s*application\/(vnd\.pgrst\.plan(?:\+json|\+text)?)\s*(;.*)?$/is.exec(text);
  if (!m) return null;
  const params = new Map<string, string>();
  for (const p of (m[2] ?? '').split(';').slice(1)) {
    const eq = p.indexOf('=');
    if (eq > 0)
      params.set(
        p.slice(0, eq).trim().toLowerCase(),
        p
          .slice(eq + 1)
          .trim()
          .replace(/^"(.*)"$/, '$1'),
      );
  }
  const asked = (params.get('options') ?? '').split('|');
  return {
    format: (m[1] as string).toLowerCase().endsWith('+json') ? 'json' : 'text',
    for: decodeMediaType(params.get('for') ?? JSON_MT),
    options: PLAN_OPTIONS.filter((o) => asked.includes(o)),
  };
}

/** The Content-Type of a plan answer, as PostgREST's toMime writes the plan media type. */
export function planContentType(plan: PlanRequest): string {
  return (
    `application/vnd.pgrst.plan+${plan.format}; for="${plan.for}"` +
    (plan.options.length ? `; options=${plan.options.join('|')}` : '') +
    '; charset=utf-8'
  );
}

export interface Negotiated {
  handler: Handler;
  media: MediaKey;
  /** Set when the answer is the statement's plan (media is then application/vnd.pgrst.plan). */
  plan?: PlanRequest;
}

/** PostgREST's negotiateContent. `target`: relKey of the table, view or function; `noBody`: HEAD or
 * a mutation without return=representation (the media type still decides, no handler runs). */
export function negotiate(
  accepts: string[],
  handlers: Map<string, HandlerEntry>,
  target: string,
  defaultSelect: boolean,
  noBody: boolean,
  planEnabled = false,
): Negotiated {
  const lookup = (mt: MediaKey): HandlerEntry | undefined =>
    (defaultSelect ? (handlers.get(handlerKey(target, ANY_MT)) ?? handlers.get(handlerKey(target, mt))) : undefined) ??
    handlers.get(handlerKey('', mt));
  const match = (mt: MediaKey): HandlerEntry | undefined => {
    if (mt === SINGLE_MT || mt === SINGLE_STRIP_MT)
      return { handler: { kind: 'single', strip: mt === SINGLE_STRIP_MT }, media: mt };
    if (mt === ARRAY_STRIP_MT) return { handler: { kind: 'arrayStrip' }, media: mt };
    return mt === PLAN_MT ? undefined : lookup(mt);
  };
  for (const accept of accepts) {
    const mt = decodeMediaType(accept);
    // A plan is found only when db-plan-enabled is on (else it is a type like any other unavailable).
    const plan = mt === PLAN_MT && planEnabled ? planOf(accept) : null;
    const found = plan ? match(plan.for) : match(mt);
    if (found && plan) return { handler: noBody ? { kind: 'none' } : found.handler, media: PLAN_MT, plan };
    if (found) return noBody ? { handler: { kind: 'none' }, media: found.media } : found;
  }
  throw new ApiError(
    406,
    'PGRST107',
    `None of these media types are available: ${accepts.map((a) => mimeOf(decodeMediaType(a))).join(', ')}`,
  );
}

function mimeOf(mt: MediaKey): string {
  return mt === PLAN_MT ? 'application/vnd.pgrst.plan' : mt;
}

/** How a handler's body leaves the database: JSON and text as text, bytea as base64 (sent as its
 * bytes), jsonb as text after the version byte PostgREST's binary result carries. */
export type BodyEncoding = 'text' | 'base64' | 'jsonb';

export function bodyEncoding(handler: Handler): BodyEncoding {
  if (handler.kind !== 'custom') return 'text';
  if (handler.base === 'bytea') return 'base64';
  return handler.base === 'jsonb' ? 'jsonb' : 'text';
}
