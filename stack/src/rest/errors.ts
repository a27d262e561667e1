// PostgREST's error vocabulary: its own PGRSTxxx errors and the HTTP status it gives each Postgres
// SQLSTATE, so clients (supabase-js, the app's toast helper) see exactly what PostgREST would send.
import { isConnectionError } from '../db/connection-error.ts';

export interface ErrorBody {
  code: string;
  message: string;
  details: unknown;
  hint: string | null;
}

export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    details: unknown = null,
    hint: string | null = null,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.body = { code, message, details, hint };
    this.headers = headers;
  }
}

/** A select/filter/order string that does not follow PostgREST's grammar. */
export function parseError(what: string, input: string, detail: string, column?: number): ApiError {
  const where = column === undefined ? '' : ` (line 1, column ${column})`;
  return new ApiError(400, 'PGRST100', `"failed to parse ${what} (${input})"${where}`, detail);
}

export function invalidBody(message = 'Empty or invalid json'): ApiError {
  return new ApiError(400, 'PGRST102', message);
}

/** PGRST116: the single-object media type with other than one row. */
export function singleRowError(rows: number): ApiError {
  return new ApiError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}

export function columnNotFound(relation: string, column: string): ApiError {
  // PostgREST lets Postgres report unknown columns; this is the message Postgres gives.
  return new ApiError(400, '42703', `column ${relation}.${column} does not exist`);
}

interface PgLikeError {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
}

function isPgError(error: unknown): error is PgLikeError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as PgLikeError).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as PgLikeError).code as string)
  );
}

/** HTTP status PostgREST assigns to a SQLSTATE (PostgREST's Error.hs, mapSQLtoHTTP). A cancelled
 * statement (57014, statement_timeout) is a 500 there too; the stack keeps user input from reaching
 * one by refusing oversized requests up front (limits.ts). */
export function statusForSqlState(code: string, authenticated: boolean, message = ''): number {
  if (code === '42501') return authenticated ? 403 : 401;
  // pg_safeupdate's refusal is the client's error; any other cardinality violation the server's.
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    P0001: 400,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
    '40001': 503,
    '53400': 500,
    '57P01': 503,
  };
  if (code in exact) return exact[code] as number;
  // RAISE SQLSTATE 'PTxyz' answers xyz; PT not followed by a number is a 500.
  if (code.startsWith('PT')) return /^PT\d{3}$/.test(code) ? Number(code.slice(2)) : 500;
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '23': 400,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

/** Converts anything thrown while serving a request into PostgREST's error response. */
export function toApiError(error: unknown, authenticated: boolean): ApiError {
  if (error instanceof ApiError) return error;
  // The embedded session stayed taken by a wire client's transaction: PostgREST's pool timeout.
  if ((error as { code?: unknown })?.code === 'PGRST003')
    return new ApiError(504, 'PGRST003', 'Timed out acquiring connection from connection pool.');
  if (isPgError(error)) {
    const code = error.code as string;
    // RAISE SQLSTATE 'PGRST' lets a function choose the whole response, as PostgREST allows.
    if (code === 'PGRST') return customPgrstError(error);
    return new ApiError(
      statusForSqlState(code, authenticated, error.message),
      code,
      error.message ?? '',
      error.detail ?? null,
      error.hint ?? null,
      // The anonymous role refused: PostgREST asks for credentials.
      code === '42501' && !authenticated ? { 'www-authenticate': 'Bearer' } : {},
    );
  }
  // PostgREST while its database is unreachable: 503 (PGRST000 when no connection can be opened,
  // PGRST001 when one broke), and the next request connects again.
  if (error instanceof Error && isConnectionError(error))
    return (error as { code?: unknown }).code === 'ECONNREFUSED'
      ? new ApiError(503, 'PGRST000', 'Database connection error.', error.message)
      : new ApiError(503, 'PGRST001', 'Database client error. Retrying the connection.', error.message);
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError(500, 'PGRST000', message);
}

function customPgrstError(error: PgLikeError): ApiError {
  const invalid = (details: string, hint: string): ApiError =>
    new ApiError(500, 'PGRST121', 'Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error', details, hint);
  const messageHint =
    "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.";
  const detailHint =
    "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.";
  const body = parseObject(error.message);
  if (!body || typeof body.code !== 'string' || typeof body.message !== 'string')
    return invalid(`Invalid JSON value for MESSAGE: '${error.message ?? ''}'`, messageHint);
  if (!error.detail) return invalid('DETAIL is missing in the RAISE statement', detailHint);
  const detail = parseObject(error.detail);
  const headers = detail?.headers;
  if (
    !detail ||
    typeof detail.status !== 'number' ||
    headers === null ||
    typeof headers !== 'object' ||
    Array.isArray(headers) ||
    !Object.values(headers).every((v) => typeof v === 'string')
  )
    return invalid(`Invalid JSON value for DETAIL: '${error.detail}'`, detailHint);
  return new ApiError(
    detail.status,
    body.code,
    body.message,
    body.details ?? null,
    typeof body.hint === 'string' ? body.hint : null,
    headers as Record<string, string>,
  );
}

function parseObject(text: string | undefined): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text ?? '');
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
