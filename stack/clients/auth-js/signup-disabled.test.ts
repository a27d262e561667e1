// auth-js's docker-tests/signup-disabled.test.ts (v2.109.0): a stack configured as its `disabled` GoTrue.
import { afterAll, describe, expect, test } from 'vitest';
import { mockUserCredentials } from './clients.ts';
import { dockerClient, SIGNUP_DISABLED_AUTO_CONFIRM_OFF, startDockerConfig } from './docker-configs.ts';

const stack = await startDockerConfig(SIGNUP_DISABLED_AUTO_CONFIRM_OFF);
afterAll(() => stack.stop());
const signupDisabledClient = dockerClient(stack);

describe('signup-disabled.test.ts', () => {
  describe('Docker: Sign Up Disabled', () => {
    test('User cannot sign up when signups are disabled', async () => {
      const { email, password } = mockUserCredentials();
      const { error, data } = await signupDisabledClient.signUp({ email, password });
      expect(data.user).toBeNull();
      expect(error).not.toBeNull();
      expect(error?.message).toEqual('Signups not allowed for this instance');
    });
  });
});
