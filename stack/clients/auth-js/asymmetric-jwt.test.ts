// auth-js's docker-tests/asymmetric-jwt.test.ts (v2.109.0): its `autoconfirm_with_asymmetric_keys`
// GoTrue (access tokens signed with an RS256 key, published at /.well-known/jwks.json).
import { afterAll, describe, expect, test, vi } from 'vitest';
import { mockUserCredentials } from './clients.ts';
import { dockerClient, SIGNUP_ENABLED_AUTO_CONFIRM_ON, startDockerConfig } from './docker-configs.ts';

const stack = await startDockerConfig(SIGNUP_ENABLED_AUTO_CONFIRM_ON);
afterAll(() => stack.stop());
const asymmetricClient = dockerClient(stack);
const clientInternals = asymmetricClient as unknown as {
  fetch: typeof fetch;
  storage: { setItem(k: string, v: string): unknown };
  storageKey: string;
};

describe('asymmetric-jwt.test.ts', () => {
  describe('Docker: Asymmetric JWT (RS256)', () => {
    test.fails('getClaims fetches JWKS to verify asymmetric jwt', async () => {
      const fetchedUrls: unknown[] = [];
      const fetchedResponses: unknown[] = [];
      clientInternals.fetch = async (url: RequestInfo | URL, options = {}) => {
        fetchedUrls.push(url);
        const response = await globalThis.fetch(url, options);
        fetchedResponses.push(await response.clone().json());
        return response;
      };
      const { email, password } = mockUserCredentials();
      const { data: signUp, error: initialError } = await asymmetricClient.signUp({ email, password });
      expect(initialError).toBeNull();
      expect(signUp.user).not.toBeNull();
      const { data, error } = await asymmetricClient.getClaims();
      expect(error).toBeNull();
      expect(data?.claims.email).toEqual(signUp.user?.email);
      expect(fetchedUrls).toContain(`${stack.url}/auth/v1/.well-known/jwks.json`);
      // The sign-up's answer and the JWKS.
      expect(fetchedResponses).toHaveLength(2);
    });

    test.fails('getClaims should return error for Invalid JWT signature (mocked verify)', async () => {
      const { email, password } = mockUserCredentials();
      const signUp = await asymmetricClient.signUp({ email, password });
      expect(signUp.error).toBeNull();
      expect(signUp.data.session).not.toBeNull();
      const verify = vi.spyOn(crypto.subtle, 'verify').mockImplementation(async () => false);
      const { data, error } = await asymmetricClient.getClaims();
      verify.mockRestore();
      expect(error).not.toBeNull();
      expect(error?.message).toContain('Invalid JWT signature');
      expect(data).toBeNull();
    });

    test('getClaims should return error for Invalid JWT signature with invalid base64', async () => {
      const { email, password } = mockUserCredentials();
      const signUp = await asymmetricClient.signUp({ email, password });
      expect(signUp.error).toBeNull();
      expect(signUp.data.session).not.toBeNull();
      const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
      const payload = Buffer.from(
        JSON.stringify({
          aud: 'authenticated',
          exp: Math.floor(Date.now() / 1000) + 3600,
          iat: Math.floor(Date.now() / 1000),
          iss: 'https://example.com',
          sub: '1234567890',
          user_metadata: {},
          role: 'authenticated',
        }),
      ).toString('base64url');
      const invalidJWT = `${header}.${payload}.invalid_signature_that_is_not_base64url_encoded`;
      await clientInternals.storage.setItem(
        clientInternals.storageKey,
        JSON.stringify({ ...signUp.data.session, access_token: invalidJWT }),
      );
      const { data, error } = await asymmetricClient.getClaims();
      expect(error).not.toBeNull();
      expect(error?.message).toContain('unable to parse or verify signature');
      expect(data).toBeNull();
    });
  });
});
