// What Storage accepts as bucket names, object keys, MIME types and size limits, with its answers.
import { Errors } from './errors.ts';
import { allows, parseMediaType } from './media-type.ts';

// The characters Storage allows in keys (S3-safe ones plus a few it handles specially).
const VALID_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]*$/;

export function mustBeValidBucketName(name: unknown): asserts name is string {
  if (typeof name !== 'string' || name.length === 0 || name.length > 100 || !VALID_BUCKET_NAME.test(name))
    throw Errors.invalidBucketName();
}

/** A key Storage accepts and `supabase start`'s file backend can place under its root: no dot
 * segments, no absolute path (the character set already excludes NUL and backslashes). */
export function mustBeValidKey(key: unknown): asserts key is string {
  if (typeof key !== 'string' || key.length === 0 || !VALID_KEY.test(key)) throw Errors.invalidKey(String(key ?? ''));
  if (key.startsWith('/')) throw Errors.invalidKey(key, 'must be a relative path');
  if (/^[a-zA-Z]:\//.test(key)) throw Errors.invalidKey(key, 'must not be an absolute Windows path');
  if (key.split('/').some((segment) => segment === '.' || segment === '..'))
    throw Errors.invalidKey(key, 'contains dot path segment');
}

/** Placeholder objects the dashboard creates for empty folders: always 0 bytes, any type. */
export const isEmptyFolder = (key: string): boolean => key.endsWith('.emptyFolderPlaceholder');

/** An object's type against a bucket's allowed_mime_types ('image/png', 'image/*'): the type must be
 * one valid media type, and an entry must allow it as parsed (media-type.ts: case does not matter,
 * parameters do, nothing after the type can name another). */
export function mustBeAllowedMimeType(mimeType: string, allowed: string[]): void {
  const type = parseMediaType(mimeType);
  if (type && allowed.some((entry) => allows(entry, type))) return;
  throw Errors.invalidMimeType(mimeType.length > 256 ? `${mimeType.slice(0, 256)}…` : mimeType);
}

/** allowed_mime_types entries a bucket may hold. */
export function mustBeValidMimeTypes(types: string[]): void {
  for (const type of types) {
    if (type.length > 1000 || !/^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+)(;\s*charset=[a-zA-Z0-9-]+)?$|\*$/.test(type))
      throw Errors.invalidMimeType(type);
  }
}

/** A bucket's file_size_limit given as text ("20MB", "1.5GB", "300KB", "10B"), in bytes; decimal
 * units, three significant digits, as Storage reads them. */
export function parseFileSize(text: string): number {
  const m = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(text);
  if (!m) throw Errors.invalidFileSizeLimit();
  const value = Number(parseFloat(m[1]!).toPrecision(3));
  const unit = { gb: 1e9, mb: 1e6, kb: 1e3, b: 1 }[m[2]!.toLowerCase() as 'gb' | 'mb' | 'kb' | 'b'];
  return value * unit;
}
