/**
 * What a call to the create-initial-admin function meant for the screen. Both the setup screen and
 * the admin login screen act on this, so the reading of status codes and bodies lives in one place.
 */
export type BootstrapOutcome =
  | { kind: 'created'; email: string; password: string }
  | { kind: 'exists' }
  | { kind: 'token-required'; message: string }
  | { kind: 'failed'; message: string };

export const ADMIN_EXISTS_MESSAGE = 'Admin user already exists';

function errorMessageOf(body: unknown): string | null {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['error', 'message', 'msg', 'error_description']) {
      const value = record[key];
      if (typeof value === 'string' && value.trim()) return value;
    }
  }
  if (typeof body === 'string' && body.trim()) return body;
  return null;
}

/**
 * @param status HTTP status of the function's response, or null when no response arrived.
 * @param body   the parsed response body (JSON object, text, or null).
 * @param fallback the client's own error text when the body says nothing.
 */
export function classifyBootstrap(status: number | null, body: unknown, fallback?: string): BootstrapOutcome {
  const message = errorMessageOf(body);
  // The spec treats either signal as "an administrator exists" (point 7).
  if (status === 409 || message === ADMIN_EXISTS_MESSAGE) return { kind: 'exists' };
  if (status === 401 || status === 403) {
    return { kind: 'token-required', message: message ?? 'A valid setup token is required.' };
  }
  if (status !== null && status >= 200 && status < 300 && body && typeof body === 'object') {
    const { email, password } = body as Record<string, unknown>;
    if (typeof email === 'string' && typeof password === 'string' && email && password) {
      return { kind: 'created', email, password };
    }
    return { kind: 'failed', message: 'The setup function returned an unexpected response.' };
  }
  return { kind: 'failed', message: message ?? fallback ?? 'The setup function could not be reached.' };
}
