// `npm run lighthouse`: Lighthouse (desktop preset) on the public pages of the production build,
// served by `vite preview`, in Debian's Chromium. Prints the four category scores per page and the
// audits that cost points, so a regression names its cause. Run `npm run build` first (done here
// when dist/ is missing). Scores are printed, never asserted: they vary with machine load.
//   --port N         preview port (default 4791, away from the app's 5173)
//   --pages /,/jobs  pages to audit (default /, /jobs, /pricing)
//   --chrome PATH    Chromium binary (default $CHROME_PATH or /usr/bin/chromium)
//   --json DIR       also write each full report as JSON into DIR
//   --dist DIR       the build to serve (default dist/)
//   --api-port N     port of the API the build talks to (default 54321, the build's default URL);
//                    when nothing answers there, a seeded in-memory stack is started on it for the
//                    run, so /jobs is audited with its data and not with failed requests
//   --no-api         audit without an API (screens that load data show their error state)
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { buildIfMissing, DIST, ensureApi, startPreview } from './perf/preview.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4791' },
    pages: { type: 'string', default: '/,/jobs,/pricing' },
    chrome: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    json: { type: 'string' },
    dist: { type: 'string', default: DIST },
    'api-port': { type: 'string', default: '54321' },
    'no-api': { type: 'boolean', default: false },
  },
});

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
// The flags every helper uses for Debian's Chromium on this machine (no sandbox in a container, no
// GPU, nothing phoning home that would add noise to the network trace).
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-dev-shm-usage',
];

interface PageResult {
  page: string;
  scores: Record<string, number | null>;
  losses: string[];
}

async function auditPage(url: string, chromePort: number): Promise<{ result: PageResult; json: string }> {
  const runner = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error' }, desktopConfig);
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = runner;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores: Record<string, number | null> = {};
  const losses: string[] = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    scores[id] = category?.score == null ? null : Math.round(category.score * 100);
    for (const ref of category?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      // Only weighted audits that did not pass move the score; informative ones are noise here.
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      losses.push(`${id}: ${audit.id} score ${Math.round(audit.score * 100)}${value} — ${audit.title}`);
    }
  }
  const json = Array.isArray(runner.report) ? runner.report.join('\n') : runner.report;
  return { result: { page: new URL(url).pathname, scores, losses }, json };
}

async function main(): Promise<void> {
  const port = Number(values.port);
  const pages = values.pages
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (!existsSync(values.chrome)) {
    throw new Error(`No Chromium at ${values.chrome}: apt-get install -y chromium, or pass --chrome PATH`);
  }
  await buildIfMissing(values.dist);
  const api = values['no-api'] ? null : await ensureApi(Number(values['api-port']));
  const preview = await startPreview(port, values.dist).catch(async (error: unknown) => {
    await api?.stop();
    throw error;
  });
  const chrome = await chromeLauncher.launch({ chromePath: values.chrome, chromeFlags: CHROME_FLAGS });
  const results: PageResult[] = [];
  try {
    for (const page of pages) {
      const { result, json } = await auditPage(`${preview.url}${page}`, chrome.port);
      results.push(result);
      if (values.json) {
        mkdirSync(values.json, { recursive: true });
        const name = page === '/' ? 'landing' : page.replace(/^\//, '').replace(/\W+/g, '-');
        writeFileSync(join(values.json, `lighthouse-${name}.json`), json);
      }
    }
  } finally {
    chrome.kill();
    await preview.stop();
    await api?.stop();
  }

  const version = await chromeVersion(values.chrome);
  console.log(`Lighthouse ${lighthouseVersion()} desktop preset, ${version}, vite preview of ${values.dist}`);
  console.log(`API: ${api ? api.description : 'none (--no-api)'}`);
  console.log(['page'.padEnd(12), ...CATEGORIES.map((c) => c.padStart(15))].join(''));
  for (const r of results) {
    console.log([r.page.padEnd(12), ...CATEGORIES.map((c) => String(r.scores[c] ?? 'n/a').padStart(15))].join(''));
  }
  for (const r of results) {
    if (r.losses.length === 0) continue;
    console.log(`\n${r.page} — audits below 90:`);
    for (const loss of r.losses) console.log(`  ${loss}`);
  }
}

function lighthouseVersion(): string {
  const pkg = createRequire(import.meta.url)('lighthouse/package.json') as { version: string };
  return pkg.version;
}

async function chromeVersion(path: string): Promise<string> {
  const { execFile } = await import('node:child_process');
  return new Promise((resolve) => {
    execFile(path, ['--version'], (error, stdout) => resolve(error ? 'Chromium' : stdout.trim()));
  });
}

await main();
