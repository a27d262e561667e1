// `npm run page-load`: how long a signed-in screen takes on a full page load, in Debian's Chromium
// against the production build and a seeded in-memory stack (an e2e environment: ports the OS hands
// out, so it runs beside a developer's `npm start`). Each load is a fresh browser context (no HTTP
// cache, the stored session only, as after a restart) or, with --warm, a reload in one context.
// Prints the median, min and max time from navigation start until the screen shows its data, and the
// request waterfall of the median load (start → end in ms after navigation start), so a slow load
// names its cause: a chain of chunks, requests in sequence, a slow RPC.
//   --path P       the screen (default /analytics)
//   --ready SEL    CSS selector that is present once the screen shows its data; a comma-separated list
//                  waits for all (default: /analytics' totals, chart and viewers' companies)
//   --email E      the member to sign in as (default the seed's Premium provider, sofia.reyes@…)
//   --password P   (default the seed's Password123!)
//   --runs N       loads to measure (default 9) after one unmeasured warm-up load
//   --warm         reload in the same context (HTTP cache kept) instead of a fresh context each time
//   --cpu N        Chromium CPU slowdown factor (default 1: this machine as it is)
//   --quiet        no waterfall
//   --dist DIR     the build to serve (default dist/), e.g. a copy of the build before a change
// Build first for the e2e environments: `bash scripts/build-for-e2e.sh`.
import { parseArgs } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import { chromium, type Page, type Request } from '@playwright/test';
import WebSocket from 'ws';
import { startEnvironment } from '../e2e/support/start-environment.ts';

const { values } = parseArgs({
  options: {
    path: { type: 'string', default: '/analytics' },
    ready: {
      type: 'string',
      default:
        '[data-testid="total-profile_views"], [data-testid="analytics"] canvas, [aria-label="Viewers\' companies by month"] td',
    },
    email: { type: 'string', default: 'sofia.reyes@example.com' },
    password: { type: 'string', default: 'Password123!' },
    runs: { type: 'string', default: '9' },
    warm: { type: 'boolean', default: false },
    cpu: { type: 'string', default: '1' },
    quiet: { type: 'boolean', default: false },
    dist: { type: 'string' },
    chrome: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  },
});

interface Load {
  ms: number;
  requests: { url: string; start: number; end: number; bytes: number }[];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

const env = await startEnvironment({ dist: values.dist });
const browser = await chromium.launch({
  executablePath: values.chrome,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const auth = createClient(env.info.apiUrl, env.info.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  }).auth;
  const { data, error } = await auth.signInWithPassword({ email: values.email, password: values.password });
  if (error) throw error;
  // Where the app's supabase-js keeps its session (sb-<first label of the API host>-auth-token).
  const sessionKey = `sb-${new URL(env.info.apiUrl).hostname.split('.')[0]}-auth-token`;
  const selectors = values.ready.split(',').map((s) => s.trim());

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${env.info.appUrl}/robots.txt`);
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [sessionKey, JSON.stringify(data.session)]);
    const cpu = Number(values.cpu);
    if (cpu > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    }
    return page;
  }

  async function load(page: Page, reload: boolean): Promise<Load> {
    const seen: Request[] = [];
    const onRequest = (r: Request) => seen.push(r);
    page.on('requestfinished', onRequest);
    if (reload) await page.reload({ waitUntil: 'commit' });
    else await page.goto(`${env.info.appUrl}${values.path}`, { waitUntil: 'commit' });
    // performance.now() counts from this document's navigation start: the time a user waits.
    const handle = await page.waitForFunction(
      (sels) => (sels.every((s) => document.querySelector(s)) ? performance.now() : false),
      selectors,
      { polling: 'raf', timeout: 60_000 },
    );
    const ms = Math.round((await handle.jsonValue()) as number);
    await page.waitForLoadState('networkidle');
    page.off('requestfinished', onRequest);
    const origin = await page.evaluate(() => performance.timeOrigin);
    const requests = await Promise.all(
      seen.map(async (r) => {
        const t = r.timing();
        const sizes = await r.sizes().catch(() => ({ responseBodySize: 0 }));
        return {
          url: r.url(),
          start: Math.round(t.startTime - origin),
          end: Math.round(t.startTime - origin + t.responseEnd),
          bytes: sizes.responseBodySize,
        };
      }),
    );
    return { ms, requests: requests.sort((a, b) => a.start - b.start) };
  }

  const runs = Number(values.runs);
  const loads: Load[] = [];
  let page = await newPage();
  await load(page, false); // warm-up: the preview server's and the stack's first answers
  for (let i = 0; i < runs; i += 1) {
    if (!values.warm) {
      await page.context().close();
      page = await newPage();
    }
    loads.push(await load(page, values.warm));
  }
  await page.context().close();

  const times = loads.map((l) => l.ms);
  console.log(
    `${values.path} (${values.warm ? 'reload, HTTP cache kept' : 'fresh context each load'}, CPU ×${values.cpu}, ${runs} loads): ` +
      `median ${median(times)} ms, min ${Math.min(...times)} ms, max ${Math.max(...times)} ms`,
  );
  console.log(`  each: ${times.join(', ')} ms`);
  if (!values.quiet) {
    const typical = loads.find((l) => l.ms === median(times))!;
    console.log(`  waterfall of the median load (ms after navigation start; ready at ${typical.ms} ms):`);
    for (const r of typical.requests.filter((q) => q.start <= typical.ms + 50)) {
      const u = new URL(r.url);
      const name = `${u.pathname}${u.search}`.replace(/^\/assets\//, '').slice(0, 90);
      console.log(
        `  ${String(r.start).padStart(6)} → ${String(r.end).padStart(6)}  ${String(r.bytes).padStart(7)} B  ${name}`,
      );
    }
  }
} finally {
  await browser.close();
  await env.stop();
}
