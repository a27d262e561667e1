import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

// End-to-end tests: Debian's Chromium against a throwaway in-memory stack and the built app
// (`npm run build` first; scripts/test-e2e.sh does both). Ports can be moved with E2E_* variables
// when a developer's own `npm start` occupies the defaults.
const apiPort = Number(process.env.E2E_API_PORT ?? 54321);
const appPort = Number(process.env.E2E_APP_PORT ?? 5173);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ci = !!process.env.CI;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  // Two cores: one stack, one preview server and two browsers are what the machine carries well.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: ci ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: ci,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${appPort}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: existsSync(chromium) ? chromium : undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // The real stack, in memory, without Auth rate limits (see e2e/support/start-stack.ts).
      command: `npx tsx e2e/support/start-stack.ts`,
      url: `http://127.0.0.1:${apiPort}/rest/v1/`,
      timeout: 180_000,
      reuseExistingServer: !ci,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npx vite preview --port ${appPort} --strictPort`,
      url: `http://localhost:${appPort}`,
      timeout: 60_000,
      reuseExistingServer: !ci,
    },
  ],
});
