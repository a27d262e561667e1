// Where a spec finds the app, the API and the inbox: this worker's environment (see README.md here).
// e2e/support/global-setup.ts starts one environment per Playwright worker (a seeded in-memory stack
// with its inbox, and the built app served for that stack), every one on ports the OS hands out, and
// hands their addresses to the workers in E2E_ENVIRONMENTS. Worker n uses environment n.
import { keysFromEnv } from '../../stack/src/keys.ts';

export interface E2eEnvironment {
  /** The built app (vite preview of dist/, its API URL pointed at this environment's stack). */
  appUrl: string;
  /** The stack's API (Supabase's URL: /auth/v1, /rest/v1, /storage/v1, /realtime/v1, /functions/v1). */
  apiUrl: string;
  /** The stack's inbox (Mailpit's API: /api/v1/messages …). */
  inboxUrl: string;
  anonKey: string;
  serviceRoleKey: string;
}

export const ENVIRONMENTS_ENV = 'E2E_ENVIRONMENTS';

/** What a spec module sees where no environment exists (Playwright listing the tests in its own
 * process): an address that fails at once, never one where something else might answer. */
const NOT_STARTED = 'http://e2e-environment-not-started.invalid';

/** The environment of the worker this code runs in. */
export function workerEnvironment(): E2eEnvironment {
  const raw = process.env[ENVIRONMENTS_ENV];
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const all = raw ? (JSON.parse(raw) as E2eEnvironment[]) : [];
  const env = all[index % Math.max(all.length, 1)];
  if (env) return env;
  const { anonKey, serviceRoleKey } = keysFromEnv();
  return { appUrl: NOT_STARTED, apiUrl: NOT_STARTED, inboxUrl: NOT_STARTED, anonKey, serviceRoleKey };
}
