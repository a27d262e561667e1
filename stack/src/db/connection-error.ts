// Whether a database error means the server could not be reached (every service answers 503 then,
// as PostgREST does), rather than an SQL error of the request.
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH']);

/** The database could not be reached or the connection broke (not an SQL error). */
export function isConnectionError(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  return (
    (typeof code === 'string' && CONNECTION_CODES.has(code)) ||
    /Connection terminated|connection (?:error|is closed)|Client has encountered a connection error|timeout exceeded when trying to connect/i.test(
      error.message,
    )
  );
}
