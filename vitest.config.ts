import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('./src', import.meta.url));

// Four projects: app unit/component tests in jsdom; the lint rules that keep the app's floors; the
// local stack's own tests; the database integration suite (supabase-js against the stack, RLS on).
// The last two start stacks in-process.
//
// Files run in parallel, one worker per core (at least two). Vitest's own default is one less than
// the cores: on CI's 2 cores that is one file at a time, and a stack or database file mostly waits
// (HTTP round trips, its database's thread), so one core idled through most of the run (issue 37).
// `--maxWorkers N` on the command line still wins.
const workers = Math.max(2, availableParallelism());

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      {
        plugins: [react()],
        resolve: { alias: { '@': src } },
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          include: ['src/**/*.test.{ts,tsx}'],
          // The app's entry installs tailwind-merge into cn() (src/lib/class-merge.ts); tests render
          // screens as the app does.
          setupFiles: ['src/test/setup.ts', 'src/lib/class-merge.ts'],
          // A bound for hangs, not a speed check: typing a form with user-event took over the 5 s
          // default at load 26 on this 2-core machine (issue 12: no test depends on its speed).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'lint',
          environment: 'node',
          include: ['eslint-rules/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'stack',
          environment: 'node',
          include: ['stack/test/**/*.test.ts'],
          globalSetup: ['stack/test/global-setup.ts'],
          testTimeout: 30_000,
          // A bound for hangs: a beforeAll that signs up four members took over 120 s at load 30.
          hookTimeout: 300_000,
        },
      },
      {
        // Ports of the Supabase client libraries' own integration suites (issue 34): each file starts
        // the stack it needs. `npm run test:clients` prints the per-suite figures.
        test: {
          name: 'clients',
          environment: 'node',
          include: ['stack/clients/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        // The integration suite imports the app's fetchers, which use the app's @/ alias.
        resolve: { alias: { '@': src } },
        test: {
          name: 'db',
          environment: 'node',
          include: ['supabase/tests/**/*.test.ts'],
          globalSetup: ['stack/test/global-setup.ts'],
          testTimeout: 30_000,
          // A bound for hangs: a beforeAll that signs up four members took over 120 s at load 30.
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
