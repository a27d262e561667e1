// Object metadata in and out. On the way in (upload, update, copy, move, signed upload) the content
// type must be one valid media type, cache-control a header value Node can write, and user metadata
// a JSON object of bounded size and depth without control characters: what is stored can always be
// served. On the way out, stored metadata is read defensively, because a data directory written by
// an older stack may hold anything: a value that cannot be a header is replaced, never written.
import { hasControlCharacters, isValidHeaderValue } from '../header-value.ts';
import { jsonDepth } from '../json-depth.ts';
import { Errors } from './errors.ts';
import { isInlineSafe, parseMediaType, type MediaType } from './media-type.ts';

/** Storage's bound on user metadata (MAX_CUSTOM_METADATA_SIZE). */
export const MAX_USER_METADATA_BYTES = 1024 * 1024;
/** Nesting beyond this is refused before Postgres's jsonb input recurses through it. */
const MAX_USER_METADATA_DEPTH = 32;
/** A Cache-Control value is a few directives; far below the 8 KiB a header may hold. */
const MAX_CACHE_CONTROL_LENGTH = 1024;

const shown = (value: string): string => (value.length > 256 ? `${value.slice(0, 256)}…` : value);

/** The content type of an incoming object: exactly one valid media type (InvalidMimeType otherwise). */
export function mustBeValidContentType(value: unknown): MediaType {
  const parsed = parseMediaType(value);
  if (!parsed) throw Errors.invalidMimeType(shown(String(value)));
  return parsed;
}

/** An incoming Cache-Control value, as it will be served. */
export function mustBeValidCacheControl(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_CACHE_CONTROL_LENGTH || !isValidHeaderValue(value))
    throw Errors.invalidHeaderChar('cache-control');
  return value;
}

function walk(value: unknown, visit: (text: string) => void): void {
  if (typeof value === 'string') visit(value);
  else if (Array.isArray(value)) for (const item of value) walk(item, visit);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      visit(key);
      walk(item, visit);
    }
}

/** User metadata given as JSON text (x-metadata, a form's `metadata` field, copy's header): a JSON
 * object, at most 1 MiB and 32 levels deep, no control characters in its keys or strings. Text that
 * is not JSON is ignored, as Storage ignores it. */
export function userMetadataFromJson(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined || text === '') return undefined;
  if (Buffer.byteLength(text, 'utf8') > MAX_USER_METADATA_BYTES) throw Errors.entityTooLarge('user_metadata');
  if (jsonDepth(text, MAX_USER_METADATA_DEPTH) > MAX_USER_METADATA_DEPTH)
    throw Errors.invalidRequest(`User metadata may nest at most ${MAX_USER_METADATA_DEPTH} levels`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw Errors.invalidRequest('User metadata must be a JSON object');
  walk(value, (s) => {
    if (hasControlCharacters(s)) throw Errors.invalidRequest('User metadata must not contain control characters');
  });
  return value as Record<string, unknown>;
}

/** x-metadata: base64 of the JSON text. */
export function userMetadataFromHeader(header: string | undefined): Record<string, unknown> | undefined {
  if (!header) return undefined;
  return userMetadataFromJson(Buffer.from(header, 'base64').toString('utf8'));
}

// ── on the way out ──────────────────────────────────────────────────────────────────────────────

export interface ServedMetadata {
  /** The stored type when it is one valid media type, else undefined (served as octet-stream). */
  type: MediaType | undefined;
  contentType: string;
  cacheControl: string;
  eTag: string | undefined;
  lastModified: Date | undefined;
}

const headerSafe = (value: unknown): string | undefined =>
  typeof value === 'string' && isValidHeaderValue(value) ? value : undefined;

/** What may be served of an object's stored metadata, whatever it holds. */
export function servedMetadata(meta: Record<string, unknown> | null | undefined): ServedMetadata {
  const m = meta ?? {};
  const type = parseMediaType(m.mimetype);
  // Never HTML as HTML from a bucket.
  const contentType = !type
    ? 'application/octet-stream'
    : type.essence === 'text/html'
      ? 'text/plain'
      : String(m.mimetype);
  const cacheControl =
    typeof m.cacheControl === 'string' && m.cacheControl.length <= MAX_CACHE_CONTROL_LENGTH
      ? (headerSafe(m.cacheControl) ?? 'no-cache')
      : 'no-cache';
  const eTag = headerSafe(m.eTag);
  const date = typeof m.lastModified === 'string' ? new Date(m.lastModified) : undefined;
  return {
    type,
    contentType,
    cacheControl,
    eTag,
    lastModified: date && !Number.isNaN(date.getTime()) ? date : undefined,
  };
}

/** How an object is served so that nothing a member uploads runs as a page of this origin: never
 * sniffed; types a browser could run (HTML, SVG, anything not a raster image or PDF) only as an
 * attachment in a CSP sandbox; objects of private buckets (CVs) always as attachments. `download` is
 * the request's ?download (null when absent; a name, or '' for none). */
export function servingHeaders(
  served: ServedMetadata,
  bucketPublic: boolean,
  download: string | null,
): Record<string, string> {
  const headers: Record<string, string> = { 'x-content-type-options': 'nosniff' };
  const inline = isInlineSafe(served.type);
  if (!inline) headers['content-security-policy'] = 'sandbox';
  if (download === '') headers['content-disposition'] = 'attachment;';
  else if (download !== null) {
    const name = encodeURIComponent(download);
    headers['content-disposition'] = `attachment; filename=${name}; filename*=UTF-8''${name}`;
  } else if (!inline || !bucketPublic) headers['content-disposition'] = 'attachment';
  return headers;
}
