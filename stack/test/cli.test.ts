// The real Supabase CLI (devDependency `supabase`, pinned) against a test stack: its database
// advisors (security and performance lints) find no WARN or ERROR. On PGlite it connects through the
// wire port, with the password postgres, as it connects to `supabase start`'s database.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PROJECT_DIR, startTestStack, type RunningStack } from '../src/testing.ts';

const run = promisify(execFile);
let stack: RunningStack;
beforeAll(async () => {
  stack = await startTestStack({ wire: true });
});
afterAll(() => stack?.stop());

function withSslDisabled(url: string): string {
  const u = new URL(url);
  u.searchParams.set('sslmode', 'disable');
  return u.toString();
}

it('supabase db advisors --type all finds no WARN or ERROR', async () => {
  const cli = `${PROJECT_DIR}node_modules/.bin/supabase`;
  const args = ['db', 'advisors', '--db-url', withSslDisabled(stack.dbUrl!), '--type', 'all', '--fail-on', 'warn'];
  const { stdout, stderr } = await run(cli, args, { cwd: PROJECT_DIR, timeout: 120_000 }).catch(
    (error: { stdout?: string; stderr?: string; message: string }) => {
      throw new Error(`supabase db advisors failed:\n${error.stdout ?? ''}\n${error.stderr ?? error.message}`);
    },
  );
  const output = `${stdout}\n${stderr}`;
  console.info(output.trim());
  expect(output).not.toMatch(/\b(WARN|ERROR)\b/);
  expect(output).toMatch(/No issues found|INFO/);
}, 180_000);
