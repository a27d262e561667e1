// The well-known local development keys that `supabase start` prints. They are public demo values,
// never used in production; environment variables override them.
import type { StackKeys } from './types.ts';

export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const DEMO_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export function keysFromEnv(env: NodeJS.ProcessEnv = process.env): StackKeys {
  return {
    jwtSecret: env.STACK_JWT_SECRET ?? DEMO_JWT_SECRET,
    anonKey: env.STACK_ANON_KEY ?? DEMO_ANON_KEY,
    serviceRoleKey: env.STACK_SERVICE_ROLE_KEY ?? DEMO_SERVICE_ROLE_KEY,
  };
}
