// auth-js's GoTrueApi.test.ts (supabase-js v2.109.0) against the stack: the admin API and a few client
// calls, each case re-expressed with the same calls and expectations.
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import type { GenerateLinkProperties, User } from '@supabase/auth-js';
import { startSuiteStack } from '../support/stack.ts';
import { authClients, mockUserCredentials, mockVerificationOTP } from './clients.ts';

const stack = await startSuiteStack(new URL('.', import.meta.url));
afterAll(() => stack.stop());
const { authClientWithSession, serviceRoleApiClient } = await authClients(stack);

const INVALID_EMAIL = 'xx:;x@x.x';
const NON_EXISTANT_USER_ID = '83fd9e20-7a80-46e4-bf29-a86e3d6bbf66';

const token = (n: number) => randomBytes(n).toString('hex').slice(0, n);

/** The suite's mockUserMetadata (a faker GitHub avatar) and mockAppMetadata. */
const mockUserMetadata = () => ({ profile_image: `https://avatars.githubusercontent.com/u/${Date.now() % 1e7}` });
const mockAppMetadata = () => ({ roles: ['editor', 'publisher'] });

const createNewUserWithEmail = ({ email }: { email: string }) => {
  const { password } = mockUserCredentials();
  return serviceRoleApiClient.createUser({ email, password, user_metadata: {} });
};

const mockOAuthClientParams = () => ({
  client_name: `Test OAuth Client ${token(8)}`,
  redirect_uris: [`https://app-${token(6)}.example.org/callback`, `https://example.com/callback/${token(8)}`],
  grant_types: ['authorization_code' as const, 'refresh_token' as const],
  response_types: ['code' as const],
});

const mockOAuthUpdateParams = () => ({
  client_name: `Updated OAuth Client ${token(8)}`,
  logo_uri: `https://picsum.photos/seed/${token(6)}/640/480`,
});

const emailsOf = (users: User[] | undefined) => users?.map((u) => u.email) || [];

describe('GoTrueApi.test.ts', () => {
  describe('GoTrueAdminApi', () => {
    describe('User creation', () => {
      test('createUser() should create a new user', async () => {
        const { email } = mockUserCredentials();
        const { error, data } = await createNewUserWithEmail({ email });
        expect(error).toBeNull();
        expect(data.user?.email).toEqual(email);
      });

      test('createUser() with user metadata', async () => {
        const user_metadata = mockUserMetadata();
        const { email, password } = mockUserCredentials();
        const { error, data } = await serviceRoleApiClient.createUser({ email, password, user_metadata });
        expect(error).toBeNull();
        expect(data.user?.email).toEqual(email);
        expect(data.user?.user_metadata).toEqual(user_metadata);
        expect(data.user?.user_metadata).toHaveProperty('profile_image');
        expect(data.user?.user_metadata?.profile_image).toMatch(/^https:\/\/avatars\..+/);
      });

      test('createUser() with app metadata', async () => {
        const { email, password } = mockUserCredentials();
        const { error, data } = await serviceRoleApiClient.createUser({
          email,
          password,
          app_metadata: mockAppMetadata(),
        });
        expect(error).toBeNull();
        expect(data.user?.email).toEqual(email);
        expect(data.user?.app_metadata).toHaveProperty('provider');
        expect(data.user?.app_metadata).toHaveProperty('providers');
      });

      test('createUser() with user and app metadata', async () => {
        const { email, password } = mockUserCredentials();
        const { error, data } = await serviceRoleApiClient.createUser({
          email,
          password,
          app_metadata: mockAppMetadata(),
          user_metadata: mockUserMetadata(),
        });
        expect(error).toBeNull();
        expect(data.user?.email).toEqual(email);
        expect(data.user?.user_metadata).toHaveProperty('profile_image');
        expect(data.user?.user_metadata?.profile_image).toMatch(/^https:\/\/avatars\..+/);
        expect(data.user?.app_metadata).toHaveProperty('provider');
        expect(data.user?.app_metadata).toHaveProperty('providers');
      });

      test('createUser() returns AuthError when email is invalid', async () => {
        const { error, data } = await serviceRoleApiClient.createUser({
          email: INVALID_EMAIL,
          password: 'password123',
        });
        expect(error).not.toBeNull();
        expect(error?.message).toMatch('Unable to validate email address: invalid format');
        expect(data.user).toBeNull();
      });
    });

    describe('List users', () => {
      test('listUsers() should return registered users', async () => {
        const { email } = mockUserCredentials();
        const created = await createNewUserWithEmail({ email });
        expect(created.error).toBeNull();
        expect(created.data.user).not.toBeUndefined();
        const { error, data } = await serviceRoleApiClient.listUsers();
        expect(error).toBeNull();
        expect(data).toHaveProperty('users');
        expect(data).toHaveProperty('aud');
        const emails = emailsOf(data.users);
        expect(emails.length).toBeGreaterThan(0);
        expect(emails).toContain(email);
      });

      test('listUsers() returns AuthError when page is invalid', async () => {
        const { error, data } = await serviceRoleApiClient.listUsers({ page: -1, perPage: 10 });
        expect(error).not.toBeNull();
        expect(data.users).toEqual([]);
      });
    });

    describe('Get user', () => {
      test('getUser() fetches a user by their access_token', async () => {
        const { email, password } = mockUserCredentials();
        const signUp = await authClientWithSession.signUp({ email, password });
        expect(signUp.error).toBeNull();
        expect(signUp.data.session).not.toBeNull();
        const { error, data } = await authClientWithSession.getUser();
        expect(error).toBeNull();
        expect(data.user).not.toBeUndefined();
        expect(data.user?.email).toEqual(email);
      });

      test('getUserById() should a registered user given its user identifier', async () => {
        const { email } = mockUserCredentials();
        const created = await createNewUserWithEmail({ email });
        expect(created.error).toBeNull();
        expect(created.data.user).not.toBeUndefined();
        const uid = created.data.user?.id || '';
        expect(uid).toBeTruthy();
        const found = await serviceRoleApiClient.getUserById(uid);
        expect(found.error).toBeNull();
        expect(found.data).not.toBeUndefined();
        expect(found.data.user?.email).toEqual(email);
      });

      test('getUserById() returns AuthError when user id is invalid', async () => {
        const { error, data } = await serviceRoleApiClient.getUserById(NON_EXISTANT_USER_ID);
        expect(error).not.toBeNull();
        expect(data.user).toBeNull();
      });
    });

    describe('User updates', () => {
      test('modify email using updateUserById()', async () => {
        const { email } = mockUserCredentials();
        const created = await createNewUserWithEmail({ email });
        expect(created.error).toBeNull();
        expect(created.data.user).not.toBeUndefined();
        const updated = await serviceRoleApiClient.updateUserById(created.data.user?.id || '', {
          email: `new_${created.data.user?.email}`,
        });
        expect(updated.error).toBeNull();
        expect(updated.error).not.toBeUndefined();
        expect(updated.data.user?.email).toEqual(`new_${created.data.user?.email}`);
      });

      test('modify user metadata using updateUserById()', async () => {
        const { email } = mockUserCredentials();
        const created = await createNewUserWithEmail({ email });
        expect(created.error).toBeNull();
        expect(created.data.user).not.toBeUndefined();
        const userMetaData = { favorite_color: 'yellow' };
        const updated = await serviceRoleApiClient.updateUserById(created.data.user?.id || '', {
          user_metadata: userMetaData,
        });
        expect(updated.error).toBeNull();
        expect(updated.error).not.toBeUndefined();
        expect(updated.data.user?.email).toEqual(email);
        expect(updated.data.user?.user_metadata).toEqual(userMetaData);
      });

      test('modify app metadata using updateUserById()', async () => {
        const { email } = mockUserCredentials();
        const created = await createNewUserWithEmail({ email });
        expect(created.error).toBeNull();
        expect(created.data.user).not.toBeUndefined();
        const updated = await serviceRoleApiClient.updateUserById(created.data.user?.id || '', {
          app_metadata: { roles: ['admin', 'publisher'] },
        });
        expect(updated.error).toBeNull();
        expect(updated.error).not.toBeUndefined();
        expect(updated.data.user?.email).toEqual(email);
        expect(updated.data.user?.app_metadata).toHaveProperty('roles');
      });

      test('modify confirm email using updateUserById()', async () => {
        const { email, password } = mockUserCredentials();
        const created = await serviceRoleApiClient.createUser({ email, password, email_confirm: false });
        expect(created.error).toBeNull();
        expect(created.data.user).not.toBeUndefined();
        expect(created.data.user?.email_confirmed_at).toBeFalsy();
        const updated = await serviceRoleApiClient.updateUserById(created.data.user?.id || '', { email_confirm: true });
        expect(updated.error).toBeNull();
        expect(updated.data).not.toBeUndefined();
        expect(updated.data.user).toHaveProperty('email_confirmed_at');
        expect(updated.data.user?.email_confirmed_at).toBeTruthy();
      });
    });

    describe('User deletes', () => {
      test('deleteUser() should be able delete an existing user', async () => {
        const { email } = mockUserCredentials();
        const created = await createNewUserWithEmail({ email });
        expect(created.error).toBeNull();
        expect(created.data.user).not.toBeUndefined();
        const deleted = await serviceRoleApiClient.deleteUser(created.data.user?.id || '');
        expect(deleted.error).toBeNull();
        expect(deleted.error).not.toBeUndefined();
        expect(deleted.data.user).not.toBeUndefined();
        const { error, data } = await serviceRoleApiClient.listUsers();
        expect(error).toBeNull();
        const emails = emailsOf(data.users);
        expect(emails.length).toBeGreaterThan(0);
        expect(emails).not.toContain(email);
      });

      test('deleteUser() returns AuthError when user id is invalid', async () => {
        const { error, data } = await serviceRoleApiClient.deleteUser(NON_EXISTANT_USER_ID);
        expect(error).not.toBeNull();
        expect(data.user).toBeNull();
      });
    });

    describe('User registration', () => {
      const linkProperties = (properties: GenerateLinkProperties) => {
        expect(properties).not.toBeNull();
        for (const key of ['action_link', 'email_otp', 'hashed_token', 'redirect_to', 'verification_type'])
          expect(properties).toHaveProperty(key);
        expect(properties.action_link).toMatch(/\?token/);
        // The redirect may fall back to site_url when not allowed; it is there either way.
        expect(properties.action_link).toMatch(/redirect_to=/);
      };

      test('generateLink supports signUp with generate confirmation signup link', async () => {
        const { email, password } = mockUserCredentials();
        const userMetadata = { status: 'alpha' };
        const { error, data } = await serviceRoleApiClient.generateLink({
          type: 'signup',
          email,
          password,
          options: { data: userMetadata, redirectTo: 'http://localhost:9999/welcome' },
        });
        expect(error).toBeNull();
        const user = data.user as User;
        expect(user).not.toBeNull();
        expect(user).toHaveProperty('email');
        expect(user).toHaveProperty('user_metadata');
        expect(user.user_metadata).toEqual(userMetadata);
        linkProperties(data.properties as GenerateLinkProperties);
        expect(data.properties?.action_link).toMatch(/type=signup/);
      });

      test('generateLink supports updating emails with generate email change links', async () => {
        const { email } = mockUserCredentials();
        const created = await createNewUserWithEmail({ email });
        expect(created.error).toBeNull();
        expect(created.data).not.toBeNull();
        const { email: newEmail } = mockUserCredentials();
        const { data, error } = await serviceRoleApiClient.generateLink({
          type: 'email_change_current',
          email,
          newEmail,
          options: { redirectTo: 'http://localhost:9999/welcome' },
        });
        expect(error).toBeNull();
        const user = data.user as User;
        expect(user).not.toBeNull();
        expect(user).toHaveProperty('email');
        expect(user).toHaveProperty('new_email');
        expect(user).toHaveProperty('user_metadata');
        expect(user.new_email).toEqual(newEmail);
        linkProperties(data.properties as GenerateLinkProperties);
        expect(data.properties?.action_link).toMatch(/type=email_change/);
      });

      test('inviteUserByEmail() creates a new user with an invited_at timestamp', async () => {
        const { email } = mockUserCredentials();
        const { error, data } = await serviceRoleApiClient.inviteUserByEmail(email, {
          data: { status: 'alpha' },
          redirectTo: 'http://localhost:9999/welcome',
        });
        expect(error).toBeNull();
        expect(data.user).not.toBeNull();
        expect(data.user).toHaveProperty('invited_at');
        expect(data.user?.invited_at).toBeDefined();
      });

      test('inviteUserByEmail() returns AuthError when email is invalid', async () => {
        const { error, data } = await serviceRoleApiClient.inviteUserByEmail(INVALID_EMAIL);
        expect(error).not.toBeNull();
        expect(error?.message).toMatch('Unable to validate email address: invalid format');
        expect(data.user).toBeNull();
      });

      test('generateLink() returns AuthError when email is invalid', async () => {
        const { error, data } = await serviceRoleApiClient.generateLink({
          type: 'signup',
          email: INVALID_EMAIL,
          password: 'password123',
        });
        expect(error).not.toBeNull();
        expect(error?.message).toMatch('Unable to validate email address: invalid format');
        expect(data.user).toBeNull();
        expect(data.properties).toBeNull();
      });
    });

    describe('User authentication', () => {
      describe('signOut()', () => {
        test('signOut() with an valid access token', async () => {
          const { email, password } = mockUserCredentials();
          const { error: initialError, data } = await authClientWithSession.signUp({ email, password });
          expect(initialError).toBeNull();
          expect(data.session).not.toBeNull();
          const { error } = await serviceRoleApiClient.signOut(data.session?.access_token || '');
          expect(error).toBeNull();
        });

        test('signOut() with an invalid access token', async () => {
          const { error } = await serviceRoleApiClient.signOut('this-is-a-bad-token');
          expect(error?.message).toMatch(/^invalid JWT/);
        });

        test('signOut() fails with invalid scope', async () => {
          const { email, password } = mockUserCredentials();
          const signUp = await authClientWithSession.signUp({ email, password });
          expect(signUp.error).toBeNull();
          const signIn = await authClientWithSession.signInWithPassword({ email, password });
          expect(signIn.error).toBeNull();
          expect(signIn.data.session).not.toBeNull();
          await expect(authClientWithSession.signOut({ scope: 'invalid_scope' as never })).rejects.toThrow(
            '@supabase/auth-js: Parameter scope must be one of global, local, others',
          );
        });
      });
    });

    describe('Email/Phone Otp Verification', () => {
      describe('GoTrueClient verifyOtp()', () => {
        test('verifyOtp() with non-existent phone number', async () => {
          const { phone } = mockUserCredentials();
          const { data, error } = await authClientWithSession.verifyOtp({
            phone,
            token: mockVerificationOTP(),
            type: 'sms',
          });
          expect(data.user).toBeNull();
          expect(error?.message).toEqual('Token has expired or is invalid');
          expect(error?.status).toEqual(403);
        });

        test('verifyOTP() with invalid phone number', async () => {
          const { phone } = mockUserCredentials();
          const { data, error } = await authClientWithSession.verifyOtp({
            phone: `${phone}-invalid`,
            token: mockVerificationOTP(),
            type: 'sms',
          });
          expect(data.user).toBeNull();
          expect(error?.message).toEqual('Invalid phone number format (E.164 required)');
        });
      });
    });

    describe('Update User', () => {
      test('updateUserById() returns AuthError when user id is invalid', async () => {
        const { error, data } = await serviceRoleApiClient.updateUserById(NON_EXISTANT_USER_ID, {
          email: 'new@email.com',
        });
        expect(error).not.toBeNull();
        expect(data.user).toBeNull();
      });
    });

    describe('MFA Admin', () => {
      test('mfa factor management: add, list and delete', async () => {
        const { email, password } = mockUserCredentials();
        const signUp = await authClientWithSession.signUp({ email, password });
        expect(signUp.error).toBeNull();
        expect(signUp.data.session).not.toBeNull();
        const uid = signUp.data.user?.id || '';
        expect(uid).toBeTruthy();
        const enrolled = await authClientWithSession.mfa.enroll({ factorType: 'totp' });
        expect(enrolled.error).toBeNull();
        const { data, error } = await serviceRoleApiClient.mfa.listFactors({ userId: uid });
        expect(error).toBeNull();
        expect(data).not.toBeNull();
        expect(Array.isArray(data?.factors)).toBe(true);
        expect(data?.factors.length).toBeGreaterThan(0);
        const factorId = data?.factors[0]!.id;
        expect(factorId).toBeDefined();
        const deleted = await serviceRoleApiClient.mfa.deleteFactor({ userId: uid, id: factorId! });
        expect(deleted.error).toBeNull();
        expect(deleted.data).not.toBeNull();
        expect((deleted.data as unknown as { data?: { id: string } })?.data?.id).toEqual(factorId);
        const latest = await serviceRoleApiClient.mfa.listFactors({ userId: uid });
        expect(latest.error).toBeNull();
        expect(latest.data).not.toBeNull();
        expect(Array.isArray(latest.data?.factors)).toBe(true);
        expect(latest.data?.factors.length).toEqual(0);
      });

      test('mfa.listFactors returns AuthError for invalid user', async () => {
        const { data, error } = await serviceRoleApiClient.mfa.listFactors({ userId: NON_EXISTANT_USER_ID });
        expect(data).toBeNull();
        expect(error).not.toBeNull();
      });

      test('mfa.deleteFactors returns AuthError for invalid user', async () => {
        const { data, error } = await serviceRoleApiClient.mfa.deleteFactor({
          userId: NON_EXISTANT_USER_ID,
          id: NON_EXISTANT_USER_ID,
        });
        expect(data).toBeNull();
        expect(error).not.toBeNull();
      });
    });

    describe('OAuth Admin', () => {
      const oauth = serviceRoleApiClient.oauth;

      describe('Core Lifecycle', () => {
        test('oauth client lifecycle: create, get, update, delete', async () => {
          const createParams = mockOAuthClientParams();
          const created = await oauth.createClient(createParams);
          expect(created.error).toBeNull();
          expect(created.data).not.toBeNull();
          expect(created.data?.client_id).toBeDefined();
          // The secret is answered on creation only.
          expect(created.data?.client_secret).toBeDefined();
          expect(created.data?.client_name).toBe(createParams.client_name);
          const clientId = created.data!.client_id;
          const got = await oauth.getClient(clientId);
          expect(got.error).toBeNull();
          expect(got.data).not.toBeNull();
          expect(got.data?.client_id).toBe(clientId);
          expect((got.data as unknown as { client_secret?: string })?.client_secret).toBeUndefined();
          const updateParams = mockOAuthUpdateParams();
          const updated = await oauth.updateClient(clientId, updateParams);
          expect(updated.error).toBeNull();
          expect(updated.data).not.toBeNull();
          expect(updated.data?.client_id).toBe(clientId);
          expect(updated.data?.client_name).toBe(updateParams.client_name);
          expect(updated.data?.logo_uri).toBe(updateParams.logo_uri);
          const deleted = await oauth.deleteClient(clientId);
          expect(deleted.error).toBeNull();
          const gone = await oauth.getClient(clientId);
          expect(gone.data).toBeNull();
          expect(gone.error).not.toBeNull();
        });
      });

      describe('Listing & Secret Regeneration', () => {
        let created: string[] = [];
        afterEach(async () => {
          for (const id of created) await oauth.deleteClient(id);
          created = [];
        });

        test('listClients() returns registered OAuth clients with pagination', async () => {
          for (let i = 0; i < 3; i++) {
            const { data, error } = await oauth.createClient(mockOAuthClientParams());
            expect(error).toBeNull();
            if (data?.client_id) created.push(data.client_id);
          }
          expect(created.length).toBe(3);
          const all = await oauth.listClients();
          expect(all.error).toBeNull();
          expect(all.data).not.toBeNull();
          expect(Array.isArray(all.data.clients)).toBe(true);
          expect(all.data.clients.length).toBeGreaterThanOrEqual(3);
          const ids = all.data.clients.map((c) => c.client_id);
          for (const id of created) expect(ids).toContain(id);
          const page = await oauth.listClients({ page: 1, perPage: 2 });
          expect(page.error).toBeNull();
          expect(page.data).not.toBeNull();
          expect(Array.isArray(page.data.clients)).toBe(true);
          expect(page.data.clients.length).toBeGreaterThan(0);
        });

        test('regenerateClientSecret() generates new secret', async () => {
          const made = await oauth.createClient(mockOAuthClientParams());
          expect(made.error).toBeNull();
          expect(made.data).not.toBeNull();
          const clientId = made.data!.client_id;
          created.push(clientId);
          const regenerated = await oauth.regenerateClientSecret(clientId);
          expect(regenerated.error).toBeNull();
          expect(regenerated.data).not.toBeNull();
          expect(regenerated.data?.client_secret).toBeDefined();
          expect(regenerated.data?.client_secret).not.toBe(made.data!.client_secret);
        });
      });

      describe('Error Handling', () => {
        test('createClient() returns AuthError with invalid redirect_uris', async () => {
          const { data, error } = await oauth.createClient({ client_name: 'Invalid Client', redirect_uris: [] });
          expect(data).toBeNull();
          expect(error).not.toBeNull();
          expect(error?.message).toMatch(/redirect_uris|required|invalid/i);
        });

        test('getClient() returns AuthError for non-existent client', async () => {
          const { data, error } = await oauth.getClient('00000000-0000-0000-0000-000000000000');
          expect(data).toBeNull();
          expect(error).not.toBeNull();
        });
      });

      describe('Edge Cases', () => {
        let created: string[] = [];
        afterEach(async () => {
          for (const id of created) await oauth.deleteClient(id);
          created = [];
        });

        test('updateClient() accepts partial updates', async () => {
          const createParams = mockOAuthClientParams();
          const made = await oauth.createClient(createParams);
          expect(made.error).toBeNull();
          expect(made.data).not.toBeNull();
          const clientId = made.data!.client_id;
          created.push(clientId);
          const newLogoUri = 'https://example.com/new-logo.png';
          const updated = await oauth.updateClient(clientId, { logo_uri: newLogoUri });
          expect(updated.error).toBeNull();
          expect(updated.data?.logo_uri).toBe(newLogoUri);
          expect(updated.data?.client_name).toBe(createParams.client_name);
        });

        test('createClient() works with minimal required fields', async () => {
          const { data, error } = await oauth.createClient({
            client_name: 'Minimal Test Client',
            redirect_uris: ['https://example.com/callback'],
          });
          expect(error).toBeNull();
          expect(data).not.toBeNull();
          expect(data?.client_id).toBeDefined();
          if (data?.client_id) created.push(data.client_id);
          expect(data?.grant_types).toBeDefined();
          expect(data?.response_types).toBeDefined();
        });

        test('createClient() accepts multiple redirect_uris', async () => {
          const params = {
            client_name: 'Multi URI Client',
            redirect_uris: [
              'https://example.com/callback',
              'http://localhost:3000/callback',
              'https://app.example.com/auth',
            ],
          };
          const { data, error } = await oauth.createClient(params);
          expect(error).toBeNull();
          expect(data).not.toBeNull();
          expect(data?.redirect_uris).toEqual(params.redirect_uris);
          if (data?.client_id) created.push(data.client_id);
        });
      });
    });
  });
});
