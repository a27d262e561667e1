// The GoTrue configurations auth-js's docker-tests run against (its infra/docker-compose.yml), as stack
// options over the suite's own config (./supabase/config.toml): each docker service becomes a stack.
import { GoTrueAdminApi, GoTrueClient } from '@supabase/auth-js';
import { signJwt } from '../../src/jwt.ts';
import type { StackOptions } from '../../src/index.ts';
import { startSuiteStack, type RunningStack } from '../support/stack.ts';
import { MemoryStorage } from './clients.ts';

const suiteDir = new URL('.', import.meta.url);

/** `gotrue` on 9999: sign-ups on, e-mails not auto-confirmed, phone sign-ups with an SMS provider. */
export const SIGNUP_ENABLED_AUTO_CONFIRM_OFF: StackOptions = {
  autoConfirm: false,
  enableSignup: true,
  enableAnonymousSignIns: false,
  sms: { enabled: true, autoConfirm: false },
};

/** `autoconfirm` on 9998: e-mails and phones confirmed at once, anonymous sign-ins on. */
export const SIGNUP_ENABLED_AUTO_CONFIRM_ON: StackOptions = {
  autoConfirm: true,
  enableSignup: true,
  enableAnonymousSignIns: true,
  sms: { enabled: true, autoConfirm: true },
};

/** `disabled` on 9997: no sign-ups, no e-mail or phone provider. */
export const SIGNUP_DISABLED_AUTO_CONFIRM_OFF: StackOptions = {
  autoConfirm: false,
  enableSignup: false,
  enableAnonymousSignIns: false,
  sms: { enabled: false },
};

export const startDockerConfig = (opts: StackOptions): Promise<RunningStack> => startSuiteStack(suiteDir, opts);

/** A client as docker-tests/clients.ts builds one (no session refresh, memory storage). */
export const dockerClient = (stack: RunningStack) =>
  new GoTrueClient({
    url: `${stack.url}/auth/v1`,
    headers: { apikey: stack.anonKey },
    autoRefreshToken: false,
    persistSession: true,
    storage: new MemoryStorage(),
  });

export async function dockerServiceRoleApi(stack: RunningStack) {
  const jwt = await signJwt({ role: 'service_role', iat: Math.floor(Date.now() / 1000) - 60 }, stack.jwtSecret);
  return new GoTrueAdminApi({
    url: `${stack.url}/auth/v1`,
    headers: { apikey: stack.serviceRoleKey, Authorization: `Bearer ${jwt}` },
  });
}
