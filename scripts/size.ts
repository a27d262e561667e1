// `npm run size` (after `npm run build`): the gzipped JavaScript and CSS each public route loads.
// Each route is opened in a fresh Chromium context against `vite preview`, and every script and
// stylesheet the page requests until the network is idle is counted (entry, lazy route chunk,
// modulepreloads, CSS). Tracing the browser measures what users download whatever way the router
// splits code; dist/.vite/manifest.json, when the build writes it, names each chunk's source.
//   --port N      preview port (default 4792)
//   --routes a,b  routes to open (default: every public route of the spec)
//   --chrome PATH Chromium binary (default $CHROME_PATH or /usr/bin/chromium)
//   --verbose     list the files of each route
//   --dist DIR    the build to measure (default dist/)
//   --api-port N  port of the API the build talks to (default 54321); when nothing answers there, a
//                 seeded in-memory stack is started on it, so data screens load what they load with data
//   --no-api      measure without an API (data screens show their error state)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { fileSizes, kb } from './perf/gzip.ts';
import { buildIfMissing, DIST as DEFAULT_DIST, ensureApi, startPreview } from './perf/preview.ts';

const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/register',
  '/register/ABC123',
  '/jobs',
  '/jobs/00000000-0000-4000-8000-000000000000',
  '/news',
  '/pricing',
  '/privacy-policy',
  '/terms-of-use',
  '/admin-setup',
  '/admin/login',
  // The public provider directory (issue 35): the list, a category page and a provider page of the seed.
  '/providers',
  '/providers/category/payroll-services',
  '/providers/clearpay-solutions',
];
/** Issue 24's budgets: gzipped JavaScript a route loads until the network is idle, in KB. */
const BUDGETS: { label: string; routes: string[]; kb: number }[] = [
  { label: 'landing', routes: ['/'], kb: 80 },
  { label: 'pricing and legal', routes: ['/pricing', '/privacy-policy', '/terms-of-use'], kb: 90 },
  { label: 'jobs', routes: ['/jobs', '/jobs/00000000-0000-4000-8000-000000000000'], kb: 120 },
  { label: 'sign-in and sign-up', routes: ['/login', '/register'], kb: 130 },
  // Issue 35: /providers and a provider page ≤ 120 KB.
  {
    label: 'provider directory',
    routes: ['/providers', '/providers/category/payroll-services', '/providers/clearpay-solutions'],
    kb: 120,
  },
];

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4792' },
    routes: { type: 'string' },
    chrome: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    verbose: { type: 'boolean', default: false },
    dist: { type: 'string', default: DEFAULT_DIST },
    'api-port': { type: 'string', default: '54321' },
    'no-api': { type: 'boolean', default: false },
  },
});

const DIST = values.dist;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  css?: string[];
}

/** dist file → source it was built from, when the build wrote a manifest. */
function sourcesByFile(): Map<string, string> {
  const path = join(DIST, '.vite', 'manifest.json');
  const map = new Map<string, string>();
  if (!existsSync(path)) return map;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  for (const [key, chunk] of Object.entries(manifest)) {
    map.set(chunk.file, chunk.src ?? key);
    for (const css of chunk.css ?? []) if (!map.has(css)) map.set(css, `css of ${chunk.src ?? key}`);
  }
  return map;
}

interface RouteLoad {
  route: string;
  js: string[];
  css: string[];
}

async function main(): Promise<void> {
  const routes = values.routes ? values.routes.split(',').map((r) => r.trim()) : PUBLIC_ROUTES;
  await buildIfMissing(DIST);
  const sources = sourcesByFile();
  const api = values['no-api'] ? null : await ensureApi(Number(values['api-port']));
  const preview = await startPreview(Number(values.port), DIST).catch(async (error: unknown) => {
    await api?.stop();
    throw error;
  });
  const browser = await chromium.launch({
    executablePath: values.chrome,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const loads: RouteLoad[] = [];
  try {
    for (const route of routes) {
      // A fresh context per route: empty cache, no service worker, nothing carried over.
      const context = await browser.newContext();
      const page = await context.newPage();
      const js = new Set<string>();
      const css = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin !== preview.url) return;
        const file = decodeURIComponent(url.pathname).replace(/^\//, '');
        if (!existsSync(join(DIST, file))) return;
        if (file.endsWith('.js') || file.endsWith('.mjs')) js.add(file);
        else if (file.endsWith('.css')) css.add(file);
      });
      await page.goto(`${preview.url}${route}`, { waitUntil: 'networkidle' });
      loads.push({ route, js: [...js].sort(), css: [...css].sort() });
      await context.close();
    }
  } finally {
    await browser.close();
    await preview.stop();
    await api?.stop();
  }

  const total = (files: string[]): { raw: number; gzip: number } =>
    files.reduce(
      (sum, f) => {
        const s = fileSizes(join(DIST, f));
        return { raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip };
      },
      { raw: 0, gzip: 0 },
    );

  console.log(`Bundle size per public route (gzip -9 of the files the page requests; build in ${DIST})`);
  console.log(`API: ${api ? api.description : 'none (--no-api)'}`);
  console.log(
    `${'route'.padEnd(44)}${'JS gzip'.padStart(11)}${'JS files'.padStart(10)}${'CSS gzip'.padStart(11)}${'JS raw'.padStart(11)}`,
  );
  for (const load of loads) {
    const js = total(load.js);
    const css = total(load.css);
    console.log(
      `${load.route.padEnd(44)}${kb(js.gzip).padStart(11)}${String(load.js.length).padStart(10)}${kb(css.gzip).padStart(11)}${kb(js.raw).padStart(11)}`,
    );
    if (values.verbose) {
      for (const f of [...load.js, ...load.css]) {
        console.log(
          `    ${kb(fileSizes(join(DIST, f)).gzip).padStart(9)}  ${f}${sources.has(f) ? `  (${sources.get(f)})` : ''}`,
        );
      }
    }
  }
  console.log('\nBudgets (JS gzip):');
  for (const budget of BUDGETS) {
    for (const route of budget.routes) {
      const load = loads.find((l) => l.route === route);
      if (!load) continue;
      const gz = total(load.js).gzip / 1024;
      const verdict = gz <= budget.kb ? 'met' : 'NOT MET';
      console.log(
        `  ${route.padEnd(44)}${gz.toFixed(1).padStart(7)} KB ≤ ${budget.kb} KB (${budget.label}): ${verdict}`,
      );
    }
  }
  if (sources.size === 0)
    console.log(
      '(no dist/.vite/manifest.json: set build.manifest in vite.config.ts to name chunk sources with --verbose)',
    );
}

await main();
