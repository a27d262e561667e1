// What /signup, PUT /user and the admin users API accept as user metadata, checked before anything is
// stored. The project's sign-up trigger (handle_new_user) copies these keys into public.profiles,
// whose constraints would otherwise fail inside the INSERT: GoTrue masks that as 500 "Database error
// saving new user". Refused here with 422 validation_failed instead, so bad input never reaches the
// trigger. The bounds mirror the profiles table's checks; supabase/API.md lists them.
import { jsonDepth } from '../json-depth.ts';
import { AuthError } from './errors.ts';

export const METADATA_LIMITS = {
  /** Serialized size of one metadata object, in bytes. */
  bytes: 16 * 1024,
  /** Nesting of the request body (the metadata object sits one level down). */
  bodyDepth: 16,
  /** Characters of the keys the sign-up trigger reads. */
  fields: {
    full_name: 120,
    company: 120,
    position: 120,
    service_type: 120,
    description: 4000,
    avatar_url: 2048,
    referred_by_code: 64,
  } as Record<string, number>,
  userTypes: ['HR Professional', 'Service Provider'],
} as const;

const invalid = (message: string) => new AuthError(422, 'validation_failed', message);

/** The raw body, before JSON.parse: refuse what nests beyond the bound (what walks it recurses). */
export function checkBodyNesting(text: string): void {
  if (jsonDepth(text, METADATA_LIMITS.bodyDepth) > METADATA_LIMITS.bodyDepth)
    throw invalid(`Request body is nested more than ${METADATA_LIMITS.bodyDepth} levels deep`);
}

// NUL and unpaired UTF-16 surrogates: Postgres text and jsonb cannot hold either.
// eslint-disable-next-line no-control-regex -- NUL is what this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text Postgres cannot store, anywhere in a JSON value (keys included). */
export function hasUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (Array.isArray(value)) return value.some(hasUnstorableText);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([k, v]) => UNSTORABLE.test(k) || hasUnstorableText(v));
  return false;
}

/** Throws 422 validation_failed for metadata the database would refuse. `field` names it in messages. */
export function validateMetadata(data: Record<string, unknown> | undefined, field = 'data'): void {
  if (!data) return;
  if (hasUnstorableText(data))
    throw invalid(`${field} must not contain the NUL character (\\u0000) or unpaired surrogates`);
  if (Buffer.byteLength(JSON.stringify(data)) > METADATA_LIMITS.bytes)
    throw invalid(`${field} must be at most ${METADATA_LIMITS.bytes / 1024} KiB of JSON`);
  for (const [key, max] of Object.entries(METADATA_LIMITS.fields)) {
    const value = data[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') throw invalid(`${field}.${key} must be text`);
    if ([...value].length > max) throw invalid(`${field}.${key} must be at most ${max} characters`);
  }
  const userType = data.user_type;
  if (userType !== undefined && userType !== null && userType !== '') {
    if (typeof userType !== 'string' || !(METADATA_LIMITS.userTypes as readonly string[]).includes(userType.trim()))
      throw invalid(`${field}.user_type must be one of: ${METADATA_LIMITS.userTypes.join(', ')}`);
  }
}
