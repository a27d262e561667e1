// Request and response plumbing every endpoint group shares: GoTrue's JSON body rules and its
// success headers.
import type { StackRequest, StackResponse } from '../types.ts';
import { API_VERSION, badRequest, unprocessable } from './errors.ts';
import { checkBodyNesting, hasUnstorableText } from './metadata.ts';

export type Body = Record<string, unknown>;

export const ok = (status: number, body: unknown, headers: Record<string, string> = {}): StackResponse => ({
  status,
  headers: { 'content-type': 'application/json', 'x-supabase-api-version': API_VERSION, ...headers },
  body: body === undefined ? undefined : JSON.stringify(body),
});

export function parseBody(req: StackRequest): Body {
  const text = req.body.toString('utf8').trim();
  if (!text) return {};
  checkBodyNesting(text);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('bad_json', 'Could not parse request body as JSON: invalid character in body');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw badRequest('bad_json', 'Could not parse request body as JSON: expected an object');
  // Postgres text cannot hold U+0000: refused here rather than failing inside the database.
  if (hasUnstorableText(parsed))
    throw unprocessable(
      'validation_failed',
      'Request body must not contain the NUL character (\\u0000) or unpaired surrogates',
    );
  return parsed as Body;
}

export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export const obj = (v: unknown, field: string): Record<string, unknown> | undefined => {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v))
    throw badRequest('bad_json', `Could not parse request body as JSON: ${field} must be an object`);
  return v as Record<string, unknown>;
};
