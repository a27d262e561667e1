// GoTrue's error responses. Clients that send X-Supabase-Api-Version >= 2024-01-01 (supabase-js does)
// get {code, message}; older ones get {code: status, error_code, msg}. Both may carry weak_password.
import type { StackResponse } from '../types.ts';

export const API_VERSION = '2024-01-01';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** GoTrue's OAuthError: 400 with {error, error_description}, whatever the API version. */
export class OAuthError extends AuthError {
  constructor(
    readonly error: string,
    description: string,
  ) {
    super(400, '', description);
  }
}

export const badRequest = (code: string, msg: string) => new AuthError(400, code, msg);
export const unprocessable = (code: string, msg: string) => new AuthError(422, code, msg);
export const forbidden = (code: string, msg: string) => new AuthError(403, code, msg);
export const notFound = (code: string, msg: string) => new AuthError(404, code, msg);

export function errorResponse(err: AuthError, apiVersion: string | undefined): StackResponse {
  if (err instanceof OAuthError)
    return {
      status: 400,
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': API_VERSION },
      body: JSON.stringify({ error: err.error, error_description: err.message }),
    };
  const modern = apiVersion !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(apiVersion) && apiVersion >= API_VERSION;
  const body = modern
    ? { code: err.errorCode, message: err.message, ...err.extra }
    : { code: err.status, error_code: err.errorCode, msg: err.message, ...err.extra };
  return {
    status: err.status,
    // GoTrue also names the error code in a header, whichever body version it sends.
    headers: {
      'content-type': 'application/json',
      'x-supabase-api-version': API_VERSION,
      'x-sb-error-code': err.errorCode,
    },
    body: JSON.stringify(body),
  };
}
