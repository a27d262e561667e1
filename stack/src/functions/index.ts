// /functions/v1/{name}: supabase/functions/{name}/index.ts under Deno, one long-lived process per
// function (started on first call), with the environment Supabase's edge runtime provides. Method,
// headers, body and status pass through; verify_jwt follows config.toml.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { verifyJwt } from '../jwt.ts';
import type { StackKeys, StackRequest, StackResponse } from '../types.ts';

export interface FunctionsOptions {
  functionsDir: string;
  keys: StackKeys;
  apiUrl: string;
  dbUrl: string | null;
  verifyJwt: Record<string, boolean>;
  /** The functions' secrets (hosted: `supabase secrets set`; the CLI: supabase/functions/.env). */
  secrets?: Record<string, string>;
  denoPath?: string;
  log?: (line: string) => void;
}

export interface FunctionsService {
  handle(req: StackRequest): Promise<StackResponse>;
  close(): Promise<void>;
}

const json = (status: number, body: unknown): StackResponse => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

interface Worker {
  proc: ChildProcess;
  /** The port the function's server listens on (0 until it said so). */
  port: number;
  ready: Promise<void>;
}

const HOP_HEADERS = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'keep-alive',
  'upgrade',
  'accept-encoding',
]);
const PASS_ENV = [
  'HOME',
  'PATH',
  'DENO_DIR',
  'NPM_CONFIG_REGISTRY',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
  'ADMIN_SETUP_TOKEN',
];

export function createFunctionsService(o: FunctionsOptions): FunctionsService {
  const workers = new Map<string, Worker>();
  const deno = o.denoPath ?? fileURLToPath(new URL('../../../node_modules/.bin/deno', import.meta.url));
  const bootstrap = fileURLToPath(new URL('./bootstrap.ts', import.meta.url));

  // Concurrent first calls share one boot: the map holds the pending worker at once.
  const booting = new Map<string, Promise<Worker>>();
  function workerFor(name: string, entry: string): Promise<Worker> {
    const running = workers.get(name);
    if (running) return Promise.resolve(running);
    let pending = booting.get(name);
    if (!pending) {
      pending = start(name, entry).finally(() => booting.delete(name));
      booting.set(name, pending);
    }
    return pending;
  }

  async function start(name: string, entry: string): Promise<Worker> {
    const env: Record<string, string> = {
      ...o.secrets,
      SUPABASE_URL: o.apiUrl,
      SUPABASE_ANON_KEY: o.keys.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: o.keys.serviceRoleKey,
      SUPABASE_DB_URL: o.dbUrl ?? '',
      STACK_FUNCTION_ENTRY: pathToFileURL(entry).href,
      NO_COLOR: '1',
    };
    for (const k of PASS_ENV) if (process.env[k] !== undefined) env[k] = process.env[k]!;
    // stdin is a pipe the stack never writes to: when the stack's process ends, however it ends
    // (kill -9 included), the kernel closes it and the function sees end of input and exits
    // (bootstrap.ts), so no function outlives the stack or keeps its port.
    const proc = spawn(deno, ['run', '--allow-all', '--quiet', '--no-prompt', bootstrap], {
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    proc.stdin!.on('error', () => {});
    // The function's server listens on a port the OS hands out and says which (bootstrap.ts).
    const worker: Worker = { proc, port: 0, ready: Promise.resolve() };
    worker.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`function ${name} did not start in 60 s`)), 60_000);
      proc.stdout!.on('data', (chunk: Buffer) => {
        const text = chunk.toString();
        const ready = /STACK_FUNCTION_READY (\d+)/.exec(text);
        if (ready) {
          worker.port = Number(ready[1]);
          clearTimeout(timer);
          resolve();
        }
        for (const line of text.split('\n'))
          if (line && !line.includes('STACK_FUNCTION_READY')) o.log?.(`[fn ${name}] ${line}`);
      });
      proc.stderr!.on('data', (chunk: Buffer) => o.log?.(`[fn ${name}] ${chunk.toString().trimEnd()}`));
      proc.once('exit', (code) => {
        clearTimeout(timer);
        workers.delete(name);
        reject(new Error(`function ${name} exited with code ${code}`));
      });
      proc.once('error', (e) => {
        clearTimeout(timer);
        workers.delete(name);
        reject(e);
      });
    });
    worker.ready.catch(() => {});
    workers.set(name, worker);
    return worker;
  }

  async function handle(req: StackRequest): Promise<StackResponse> {
    const m = /^\/([A-Za-z0-9_-]+)(\/.*)?$/.exec(req.path);
    const name = m?.[1];
    const entry = name ? join(o.functionsDir, name, 'index.ts') : '';
    if (!name || !existsSync(entry))
      return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    if (o.verifyJwt[name] ?? true) {
      const auth = /^bearer\s+(\S+)$/i.exec(req.headers.authorization?.trim() ?? '');
      if (!auth) return json(401, { code: 401, message: 'Missing authorization header' });
      const result = await verifyJwt(auth[1]!, o.keys.jwtSecret);
      if (!result.ok) return json(401, { code: 401, message: 'Invalid JWT' });
    }
    let worker: Worker;
    try {
      worker = await workerFor(name, entry);
      await worker.ready;
    } catch (error) {
      o.log?.(`function ${name} failed to boot: ${(error as Error).message}`);
      return json(503, { code: 'BOOT_ERROR', message: 'Function failed to start' });
    }
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (v !== undefined && !HOP_HEADERS.has(k)) headers.set(k, v);
    let res: Response;
    try {
      res = await fetch(`http://127.0.0.1:${worker.port}/${name}${m?.[2] ?? ''}${req.url.search}`, {
        method: req.method,
        headers,
        body: req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(req.body),
        redirect: 'manual',
      });
    } catch (error) {
      o.log?.(`function ${name} unreachable: ${(error as Error).message}`);
      return json(502, { code: 'WORKER_ERROR', message: 'Function exited unexpectedly' });
    }
    const out: Record<string, string> = {};
    res.headers.forEach((v, k) => {
      if (!HOP_HEADERS.has(k) && k !== 'content-encoding') out[k] = v;
    });
    return { status: res.status, headers: out, body: Buffer.from(await res.arrayBuffer()) };
  }

  async function close(): Promise<void> {
    await Promise.allSettled([...booting.values()]);
    await Promise.all(
      [...workers.values()].map(
        (w) =>
          new Promise<void>((resolve) => {
            if (w.proc.exitCode !== null) return resolve();
            w.proc.once('exit', () => resolve());
            w.proc.kill('SIGTERM');
            setTimeout(() => {
              w.proc.kill('SIGKILL');
              resolve();
            }, 3000).unref();
          }),
      ),
    );
    workers.clear();
  }

  return { handle, close };
}
