// Supabase Storage's error answers: a JSON body {statusCode (a string), code, error, message} and,
// as Storage sends them, HTTP 400 for every client error whatever the statusCode in the body says
// (500 stays 500; a few answers carry their own HTTP status, e.g. 403 for a wrong role, 416).
import { isConnectionError } from '../db/connection-error.ts';
import type { StackResponse } from '../types.ts';

export class StorageError extends Error {
  constructor(
    readonly code: string,
    /** The statusCode Storage puts in the body. */
    readonly statusCode: number,
    message: string,
    /** The body's `error`; defaults to the code. */
    readonly error?: string,
    /** The HTTP status when it is not Storage's usual 400/500. */
    readonly httpStatus?: number,
  ) {
    super(message);
  }

  response(): StackResponse {
    const status = this.httpStatus ?? (this.statusCode === 500 ? 500 : 400);
    return {
      status,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({
        statusCode: String(this.statusCode),
        code: this.code,
        error: this.error ?? this.code,
        message: this.message,
      }),
    };
  }
}

const err = (code: string, statusCode: number, message: string, error?: string, httpStatus?: number) =>
  new StorageError(code, statusCode, message, error, httpStatus);

export const Errors = {
  noSuchBucket: () => err('NoSuchBucket', 404, 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => err('NoSuchKey', 404, 'Object not found', 'not_found'),
  /** The object's row exists but its file does not (as Storage's renderer answers a backend 404). */
  fileNotFound: () => err('NoSuchKey', 404, 'The resource was not found', 'Not found'),
  invalidKey: (key: string, reason?: string) =>
    err('InvalidKey', 400, reason ? `Invalid key: ${key} ${reason}` : `Invalid key: ${key}`),
  invalidBucketName: () => err('InvalidBucketName', 400, 'Bucket name invalid', 'Invalid Input'),
  accessDenied: (message = 'Access denied', httpStatus?: number) =>
    err('AccessDenied', 403, message, 'Unauthorized', httpStatus),
  resourceAlreadyExists: () => err('ResourceAlreadyExists', 409, 'The resource already exists', 'Duplicate'),
  bucketAlreadyExists: () => err('BucketAlreadyExists', 409, 'The resource already exists', 'Duplicate'),
  keyAlreadyExists: () => err('KeyAlreadyExists', 409, 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () => err('ResourceNotEmpty', 409, 'The bucket you tried to delete is not empty'),
  entityTooLarge: (entity = 'object') =>
    err('EntityTooLarge', 413, `The ${entity} exceeded the maximum allowed size`, 'Payload too large'),
  invalidMimeType: (mimeType: string) =>
    err('InvalidMimeType', 415, `mime type ${mimeType} is not supported`, 'invalid_mime_type'),
  /** A value that cannot be a response header (Storage's InvalidHeaderChar, refused on the way in). */
  invalidHeaderChar: (name: string) =>
    err('InvalidRequest', 400, `Invalid character in header "${name}"`, 'invalid_header_char'),
  invalidJwt: (message = 'Invalid JWT') => err('InvalidJWT', 400, message),
  expiredToken: () => err('ExpiredToken', 400, 'The provided token has expired.'),
  invalidSignature: (message = 'Invalid signature') => err('InvalidSignature', 400, message),
  noContent: (message = 'No content provided') => err('InvalidRequest', 400, message),
  invalidRequest: (message: string) => err('InvalidRequest', 400, message),
  /** What Storage's schema validation answers (Fastify + Ajv messages). */
  validation: (message: string) => err('InvalidRequest', 400, message, 'Error'),
  invalidFileSizeLimit: () => err('InvalidRequest', 400, 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B'),
  invalidParameter: (name: string, message?: string) =>
    err('InvalidParameter', 400, message ?? `Invalid Parameter ${name}`),
  invalidRange: () => err('InvalidRange', 416, 'invalid range provided', 'invalid_range', 416),
  featureNotEnabled: (message: string) => err('FeatureNotEnabled', 409, message),
  relatedNotFound: () => err('InvalidRequest', 404, 'The related resource does not exist'),
  referenced: () =>
    err('ResourceReferenced', 409, 'The resource could not be updated or removed due to a foreign key constraint'),
  routeNotFound: (method: string, url: string) =>
    err('InvalidRequest', 404, `Route ${method}:${url} not found`, 'Not Found', 404),
  internal: () => err('InternalError', 500, 'Internal server error'),
  /** The client went away mid-upload (no one reads the answer; Storage logs it as 499). */
  aborted: () => err('Aborted', 499, 'Request aborted', 'Request aborted', 499),
};

interface PgError {
  code?: string;
  message?: string;
  detail?: string;
}

/** A database error as Storage maps it (its DBError.fromDBError); anything else stays internal. */
const unavailable = () => err('DatabaseError', 503, 'The database is not available; try again shortly', undefined, 503);

export function fromPgError(error: unknown): StorageError | undefined {
  const e = error as PgError;
  // A server that cannot be reached or whose connection broke (PostgreSQL mode): 503, as the data API.
  if (error instanceof Error && isConnectionError(error)) return unavailable();
  if (!e || typeof e.code !== 'string') return undefined;
  // The database is away (a server restarting or starting up, the embedded session held by a wire
  // client, too many connections): 503.
  if (['57P01', '57P02', '57P03', 'PGRST003', '53300'].includes(e.code) || e.code.startsWith('08'))
    return unavailable();
  if (!/^[0-9A-Z]{5}$/.test(e.code)) return undefined;
  switch (e.code) {
    case '42501':
      return Errors.accessDenied(
        e.message?.includes('row-level security') ? 'new row violates row-level security policy' : e.message,
      );
    case '22023': // a JWT naming a role that does not exist: refused, as a wrong role
      return Errors.accessDenied(e.message);
    case '23505':
      return Errors.resourceAlreadyExists();
    case '23503':
      return e.detail?.includes('is still referenced from table') ? Errors.referenced() : Errors.relatedNotFound();
    case '55P03':
      return err('ResourceLocked', 423, 'The resource is locked');
    case '57014':
      return err('DatabaseTimeout', 544, 'The connection to the database timed out', undefined, 544);
    case '22P02':
      return Errors.invalidParameter('value', e.message || 'Invalid value format or type conversion failed');
    case '42703':
    case '42P01':
      return err('DatabaseSchemaMismatch', 503, 'The database schema is out of sync. Please run migrations.');
    default:
      // A data exception is the value's fault, not the server's (a NUL in a list's prefix or search:
      // 22021): 400, so no input a member sends can make Storage answer 5xx.
      if (e.code.startsWith('22')) return Errors.invalidParameter('value', e.message || 'Invalid value');
      return err('DatabaseError', 500, `database error, code: ${e.code}`);
  }
}
