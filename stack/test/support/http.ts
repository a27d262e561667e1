// Raw HTTP against a test stack, for what supabase-js hides: status codes, headers, exact bodies.
import type { RunningStack } from '../../src/testing.ts';

export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export async function call(
  stack: RunningStack,
  path: string,
  init: RequestInit & { apikey?: string | null; token?: string } = {},
): Promise<RawResponse> {
  const headers = new Headers(init.headers);
  if (init.apikey !== null && !headers.has('apikey')) headers.set('apikey', init.apikey ?? stack.anonKey);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const res = await fetch(stack.url + path, { ...init, headers });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** No response may leak a stack trace or an internal path. */
export function expectNoTrace(text: string): void {
  if (/\n\s+at\s|node_modules|\.ts:\d+/.test(text)) throw new Error(`response leaks internals: ${text.slice(0, 300)}`);
}
