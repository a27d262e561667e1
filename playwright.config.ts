import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { workerEnvironment } from './e2e/support/environment.ts';

// End-to-end tests: Debian's Chromium against the real stack and the built app (`npm run build`
// first; scripts/test-e2e.sh does both). Each worker has an environment of its own (a seeded
// in-memory stack with its inbox, and the app served for it), started by e2e/support/global-setup.ts
// on ports the OS hands out: a developer's `npm start` (54321–54329, 5173) is never touched, and
// workers never wait on one another's database. How specs reach it: e2e/support/README.md.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ci = !!process.env.CI;
// Each worker is a browser, a stack and a preview server: one per core. (One more than cores left
// pages 'Loading…' past the expect bound on CI's 2 cores: recommendations, cold sign-ins.)
const workers = process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : availableParallelism();

// In a worker: this worker's environment (global-setup.ts has started it before workers start).
const environment = workerEnvironment();
if (process.env.TEST_PARALLEL_INDEX !== undefined) {
  // For specs that read ports from the environment, as they did before environments existed.
  process.env.E2E_API_PORT = new URL(environment.apiUrl).port;
  process.env.E2E_APP_PORT = new URL(environment.appUrl).port;
  process.env.E2E_INBOX_PORT = new URL(environment.inboxUrl).port;
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers,
  retries: ci ? 1 : 0,
  timeout: 60_000,
  // A bound for hangs, not a speed check: on CI's 2 cores each worker's stack, app server and browser
  // share them, and a cold page in a new context can take more than 10 s to leave 'Loading...'.
  expect: { timeout: 20_000 },
  forbidOnly: ci,
  reporter: [['list']],
  use: {
    baseURL: environment.appUrl,
    // As a member who asked for less motion: the dashboard's ticker (requestAnimationFrame) and the
    // spinners stop, instead of repainting every open page 60 times a second on CI's 2 cores.
    reducedMotion: 'reduce',
    // A trace costs CPU in every test it records (DOM snapshots per action; its screencast alone took a
    // third of Chromium's CPU): on CI only a retry records one, and never the screencast.
    trace: { mode: ci ? 'on-first-retry' : 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: existsSync(chromium) ? chromium : undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
