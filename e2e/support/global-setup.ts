// Playwright's global setup: one environment per worker (environment-process.ts: a seeded in-memory
// stack with its inbox and the built app pointed at it, on ports the OS hands out), started side by
// side; their addresses go to the workers in E2E_ENVIRONMENTS (environment.ts). The teardown stops them.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { ENVIRONMENTS_ENV, type E2eEnvironment } from './environment.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ENTRY = fileURLToPath(new URL('./environment-process.ts', import.meta.url));

function startOne(): { child: ChildProcess; ready: Promise<E2eEnvironment> } {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: ROOT,
    // stdin stays open as long as this process lives: the environment stops when it closes.
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const ready = new Promise<E2eEnvironment>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /^E2E_ENVIRONMENT (.+)$/m.exec(out);
      if (m) resolve(JSON.parse(m[1]!) as E2eEnvironment);
    });
    child.once('exit', (code) => reject(new Error(`an e2e environment exited (${code}) before serving:\n${out}`)));
  });
  return { child, ready };
}

function stopAll(children: ChildProcess[]): Promise<void> {
  return Promise.all(
    children.map(
      (c) =>
        new Promise<void>((resolve) => {
          if (c.exitCode !== null || c.signalCode !== null) return resolve();
          const force = setTimeout(() => c.kill('SIGKILL'), 15_000);
          c.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          c.kill('SIGTERM');
        }),
    ),
  ).then(() => undefined);
}

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const count = Math.max(1, config.workers);
  const started = Date.now();
  const runs = Array.from({ length: count }, startOne);
  const children = runs.map((r) => r.child);
  try {
    const environments = await Promise.all(runs.map((r) => r.ready));
    process.env[ENVIRONMENTS_ENV] = JSON.stringify(environments);
    console.log(`e2e: ${count} environment(s) ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    for (const e of environments) console.log(`  app ${e.appUrl}  api ${e.apiUrl}  inbox ${e.inboxUrl}`);
  } catch (error) {
    await stopAll(children);
    throw error;
  }
  return () => stopAll(children);
}
