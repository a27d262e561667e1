// The stack a ported suite runs against: its own in-memory database, built from the suite's project
// directory (stack/clients/<suite>/supabase: config.toml, migrations, seed.sql, written for the port as
// the suite's own test project configures `supabase start`), on a free port.
import { fileURLToPath } from 'node:url';
import { startStack, type RunningStack, type StackOptions } from '../../src/index.ts';

export type { RunningStack } from '../../src/index.ts';

/** `suiteDir` is the directory holding supabase/ (a URL relative to the calling file works). */
export function startSuiteStack(suiteDir: URL | string, opts: StackOptions = {}): Promise<RunningStack> {
  return startStack({
    port: 0,
    dbPort: null,
    memory: true,
    projectDir: typeof suiteDir === 'string' ? suiteDir : fileURLToPath(suiteDir),
    // The CLI's Auth applies no per-address limit unless a trusted header says who the caller is.
    rateLimit: false,
    // Low bcrypt cost keeps the suites' hundreds of sign-ups quick; verification accepts any cost.
    bcryptCost: 4,
    inbox: false,
    ...opts,
  });
}
