// One e2e environment: the app built in dist/ served by `vite preview` (with vite.config.ts, so its
// hosting rules are the ones under test), and the real local stack, in memory, seeded, with its inbox,
// without Auth rate limits (a run signs up and signs in far more than 30 times in 5 minutes from one
// address, which is exactly what the limit exists to stop). Every port is one the OS hands out.
//
// The app is built once (scripts/test-e2e.sh) for the stack's default address, BUILD_API_URL; each
// environment's preview serves it with that address replaced by its own stack's, so environments run
// side by side without a build each and nothing in the browser reaches a developer's `npm start`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview, type Plugin } from 'vite';
import { startStack } from '../../stack/src/index.ts';
import type { E2eEnvironment } from './environment.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The API address the app is built with for the e2e run (scripts/test-e2e.sh), the app's default. */
export const BUILD_API_URL = 'http://127.0.0.1:54321';
const REWRITTEN = new Set(['.js', '.html']);
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html' };

export interface RunningEnvironment {
  info: E2eEnvironment;
  stop(): Promise<void>;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).isFile());
}

/** Fails unless the build in `dist` carries BUILD_API_URL (else the rewrite would leave the app
 * talking to whatever answers at the address it was built with). */
function checkBuild(dist: string): void {
  const carrying = filesUnder(join(dist, 'assets')).filter(
    (f) => extname(f) === '.js' && readFileSync(f, 'utf8').includes(BUILD_API_URL),
  );
  if (carrying.length === 0)
    throw new Error(
      `${dist} was not built for ${BUILD_API_URL}: run the browser tests through scripts/test-e2e.sh (npm run test:e2e), which builds the app for them`,
    );
}

/** Serves dist's scripts and pages with the build's API address replaced by the environment's. */
function pointAppAt(dist: string, apiUrl: () => string): Plugin {
  const cache = new Map<string, Buffer>();
  const send = (res: ServerResponse, file: string, head: boolean) => {
    let body = cache.get(file);
    if (!body) {
      body = Buffer.from(readFileSync(file, 'utf8').replaceAll(BUILD_API_URL, apiUrl()));
      cache.set(file, body);
    }
    res.writeHead(200, {
      'content-type': `${TYPES[extname(file)]}; charset=utf-8`,
      'content-length': body.length,
      'cache-control': 'no-cache',
    });
    res.end(head ? undefined : body);
  };
  return {
    name: 'e2e:point-app-at-environment',
    configurePreviewServer(server) {
      // The pages the site's server renders per request (the provider directory) read this stack too.
      const hosting = server.config.plugins.find((p) => p.name === 'hr-connect:serve-prerendered-pages');
      (hosting?.api as { useApiUrl?: (url: () => string) => void } | undefined)?.useApiUrl?.(apiUrl);
      // After vite.config.ts's own middleware, which maps the address to its file (README, Hosting).
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const path = decodeURIComponent(new URL(req.url ?? '/', 'http://e2e').pathname);
        const file = resolve(dist, `.${path}`);
        if (!REWRITTEN.has(extname(file)) || !file.startsWith(dist + sep)) return next();
        try {
          if (!statSync(file).isFile()) return next();
        } catch {
          return next();
        }
        send(res, file, req.method === 'HEAD');
      });
    },
  };
}

export async function startEnvironment(
  opts: { dist?: string; log?: (line: string) => void } = {},
): Promise<RunningEnvironment> {
  const dist = resolve(opts.dist ?? join(ROOT, 'dist'));
  checkBuild(dist);
  let apiUrl = '';
  // The preview first: its address is the stack's site URL (where Auth's e-mail links lead).
  const app = await preview({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: dist },
    preview: { port: 0, host: 'localhost', strictPort: true, open: false },
    plugins: [pointAppAt(dist, () => apiUrl)],
  });
  const appUrl = `http://localhost:${(app.httpServer.address() as AddressInfo).port}`;
  try {
    const stack = await startStack({
      port: 0,
      memory: true,
      dbPort: null,
      rateLimit: false,
      projectDir: ROOT,
      siteUrl: appUrl,
      inbox: { port: 0, smtpPort: 0 },
      // Sign-ups hash with a low bcrypt cost (as the vitest stacks do); sign-in accepts any cost.
      bcryptCost: 4,
      log: opts.log,
    });
    apiUrl = stack.url;
    return {
      info: {
        appUrl,
        apiUrl: stack.url,
        inboxUrl: stack.inboxUrl!,
        anonKey: stack.anonKey,
        serviceRoleKey: stack.serviceRoleKey,
      },
      async stop() {
        await Promise.allSettled([stack.stop(), app.close()]);
      },
    };
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
}
