// auth-js's docker-tests/anonymous-disabled.test.ts (v2.109.0): a stack configured as its `gotrue`
// service (anonymous sign-ins off).
import { afterAll, describe, expect, test } from 'vitest';
import { dockerClient, SIGNUP_ENABLED_AUTO_CONFIRM_OFF, startDockerConfig } from './docker-configs.ts';

const stack = await startDockerConfig(SIGNUP_ENABLED_AUTO_CONFIRM_OFF);
afterAll(() => stack.stop());
const phoneClient = dockerClient(stack);

describe('anonymous-disabled.test.ts', () => {
  describe('Docker: Anonymous Sign-in Disabled', () => {
    test('fail to sign in anonymously when it is disabled on the server', async () => {
      const { data, error } = await phoneClient.signInAnonymously();
      expect(data?.session).toBeNull();
      expect(error).not.toBeNull();
      expect(error?.message).toContain('Anonymous sign-ins are disabled');
    });
  });
});
