import { createClient } from '@supabase/supabase-js';
import { AuthApiError, AuthRetryableFetchError } from '@supabase/auth-js';
import { FunctionsFetchError } from '@supabase/functions-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ toast }));

import { NETWORK_TEXT } from '@/config/messages';
import { errorMessage, failureText, isNetworkError, toastError } from '@/lib/errors';

const UNREACHABLE = 'Cannot reach HR Connect. Check your connection and try again.';

/** A supabase-js client whose every request fails the way a browser's fetch does with no server. */
function offlineClient() {
  const fetch = () => Promise.reject(new TypeError('Failed to fetch'));
  return createClient('http://127.0.0.1:9', 'anon-key', {
    global: { fetch },
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

beforeEach(() => toast.mockReset());

describe('errors: a backend that cannot be reached', () => {
  it('has the catalogue text', () => {
    expect(NETWORK_TEXT.unreachable).toBe(UNREACHABLE);
  });

  it("maps what supabase-js returns when fetch fails (PostgREST's 'TypeError: Failed to fetch', Functions)", async () => {
    const client = offlineClient();
    const rest = await client.from('jobs').select('id');
    expect(rest.error?.message).toMatch(/Failed to fetch/);
    expect(errorMessage(rest.error)).toBe(UNREACHABLE);

    const fn = await client.functions.invoke('send-invite');
    expect(errorMessage(fn.error)).toBe(UNREACHABLE);
  });

  it("maps every browser's wording and supabase-js's wrappers", () => {
    for (const message of ['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed']) {
      expect(errorMessage(new TypeError(message))).toBe(UNREACHABLE);
    }
    expect(errorMessage(new FunctionsFetchError(new TypeError('Failed to fetch')))).toBe(UNREACHABLE);
    expect(errorMessage(new AuthRetryableFetchError('Failed to fetch', 0))).toBe(UNREACHABLE);
  });

  it("keeps the server's own message when the server did answer", () => {
    expect(errorMessage(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'))).toBe(
      'Invalid login credentials',
    );
    // Auth reports a 503 from a gateway as retryable too, but a server answered.
    expect(isNetworkError(new AuthRetryableFetchError('Service Unavailable', 503))).toBe(false);
    expect(errorMessage({ message: 'duplicate key value' })).toBe('duplicate key value');
    expect(errorMessage(null)).toBe('Something went wrong. Please try again.');
  });

  it("toasts failed mutations with the same text, even over a screen's fixed description", () => {
    toastError('Error saving service', new TypeError('Failed to fetch'), 'Please try again.');
    expect(toast).toHaveBeenCalledWith({
      title: 'Error saving service',
      description: UNREACHABLE,
      variant: 'destructive',
    });
    toastError('Error saving service', new Error('row too big'));
    expect(toast).toHaveBeenLastCalledWith({
      title: 'Error saving service',
      description: 'row too big',
      variant: 'destructive',
    });
  });

  it("replaces a panel's own words only for an unreachable backend", () => {
    expect(failureText(new TypeError('Failed to fetch'), 'Could not load users.')).toBe(UNREACHABLE);
    expect(failureText(new Error('permission denied'), 'Could not load users.')).toBe('Could not load users.');
  });
});
