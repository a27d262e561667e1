// The Auth clients auth-js's integration tests use (its test/lib/clients.ts and test/lib/utils.ts), built
// against the stack of the calling test file: the same options, with the stack's anon key where the
// suite uses its publishable key, its service_role key for the secret key, and an HS256 admin token of
// role supabase_admin for the suite's RS256 one.
import { randomBytes, randomInt } from 'node:crypto';
import { GoTrueAdminApi, GoTrueClient, type GoTrueClientOptions, type SupportedStorage } from '@supabase/auth-js';
import { signJwt } from '../../src/jwt.ts';
import type { RunningStack } from '../support/stack.ts';

/** An async key-value store in memory, as the suite's MemoryStorage. */
export class MemoryStorage {
  private items: Record<string, string> = {};
  async setItem(name: string, value: string) {
    this.items[name] = value;
  }
  async getItem(name: string): Promise<string | null> {
    return this.items[name] || null;
  }
  async removeItem(name: string) {
    delete this.items[name];
  }
}

/** A synchronous store (auth-js's memoryLocalStorageAdapter), optionally seeded. */
export function memoryAdapter(initial: Record<string, string> = {}): SupportedStorage & { isServer?: boolean } {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => {
      items.set(k, v);
    },
    removeItem: (k) => {
      items.delete(k);
    },
  };
}

export async function authClients(stack: RunningStack) {
  const url = `${stack.url}/auth/v1`;
  const headers = { apikey: stack.anonKey };
  const client = (opts: GoTrueClientOptions = {}) =>
    new GoTrueClient({
      url,
      headers,
      autoRefreshToken: false,
      persistSession: true,
      storage: new MemoryStorage(),
      ...opts,
    });
  const adminJwt = await signJwt({ sub: '1234567890', role: 'supabase_admin' }, stack.jwtSecret);
  return {
    url,
    anonKey: stack.anonKey,
    authClient: client(),
    authClientWithSession: client(),
    authSubscriptionClient: client(),
    clientApiAutoConfirmEnabledClient: client(),
    pkceClient: client({ flowType: 'pkce' }),
    autoRefreshClient: new GoTrueClient({ url, headers, autoRefreshToken: true, persistSession: true }),
    authAdminApiAutoConfirmEnabledClient: new GoTrueAdminApi({
      url,
      headers: { apikey: stack.serviceRoleKey, Authorization: `Bearer ${adminJwt}` },
    }),
    serviceRoleApiClient: new GoTrueAdminApi({
      url,
      headers: { apikey: stack.serviceRoleKey, Authorization: `Bearer ${stack.serviceRoleKey}` },
    }),
    getClientWithSpecificStorage: (storage: SupportedStorage) =>
      client({ storageKey: 'test-specific-storage', storage }),
  };
}

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Fresh credentials per call, as the suite's mockUserCredentials (faker's address and password). */
export function mockUserCredentials(options: { email?: string; phone?: string; password?: string } = {}) {
  const digits = Date.now().toString();
  return {
    email: options.email || `user.${randomBytes(6).toString('hex')}@example.com`,
    phone: options.phone || `1${digits.substring(digits.length - 12, 11)}`,
    password: options.password || Array.from({ length: 15 }, () => ALNUM[randomInt(ALNUM.length)]).join(''),
  };
}

/** A six-digit code, as the suite's mockVerificationOTP. */
export const mockVerificationOTP = () => String(100000 + randomInt(900000));
