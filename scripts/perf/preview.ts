// The production build served by `vite preview`, for the browser measurements (size, Lighthouse):
// they must see exactly what users download, not the dev server's unbundled modules.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack } from '../../stack/src/index.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const VITE = fileURLToPath(new URL('../../node_modules/.bin/vite', import.meta.url));

/** Builds the app once when dist/ holds no build yet; an existing build is measured as it is. */
export async function buildIfMissing(dist: string = DIST): Promise<void> {
  if (existsSync(join(dist, 'index.html'))) return;
  if (resolve(dist) !== resolve(DIST)) throw new Error(`no build in ${dist}`);
  console.log('dist/ is empty: running npm run build (vite build, then the prerendered pages)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
}

export interface Preview {
  url: string;
  stop(): Promise<void>;
}

export async function startPreview(port: number, dist: string = DIST): Promise<Preview> {
  const args = ['preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1', '--outDir', dist];
  const child: ChildProcess = spawn(VITE, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`vite preview exited: ${output}`);
    try {
      const res = await fetch(url);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`vite preview did not answer on ${url}: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface Api {
  description: string;
  stop(): Promise<void>;
}

/**
 * The API the build calls (its default URL is http://127.0.0.1:54321): the stack already answering
 * on that port, or else a seeded in-memory stack started there for the run, so pages that load
 * data are measured with their data and not with failed requests.
 */
export async function ensureApi(apiPort: number): Promise<Api> {
  const url = `http://127.0.0.1:${apiPort}`;
  try {
    await fetch(`${url}/rest/v1/`, { signal: AbortSignal.timeout(2_000) });
    return { description: `the stack already answering on ${url}`, stop: async () => undefined };
  } catch {
    // Nothing there: start our own.
  }
  const stack = await startStack({ port: apiPort, memory: true, dbPort: null, projectDir: ROOT, rateLimit: false });
  return { description: `seeded in-memory stack started on ${stack.url}`, stop: () => stack.stop() };
}
