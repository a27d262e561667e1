// The data API is one pipe (stack/src/rest/index.ts): parse once (request.ts), plan once (plan.ts),
// render once (sql.ts), answer once (response.ts). This traces real requests through the modules:
// every exported function of every module of stack/src/rest but index.ts is wrapped (vi.mock), so a
// call from one module into another is recorded with its caller (calls inside a module are not).
// Helper modules (grammar, media, schema-cache, …) count as part of the stage that called them. A
// stage is visited when control moves into it from index.ts or another stage, returns included.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const trace = vi.hoisted(() => {
  const STAGES = new Set(['request', 'plan', 'sql', 'response']);
  const stack: string[] = [];
  /** Calls from one module into another, in order. */
  const calls: Array<{ from: string; to: string; fn: string }> = [];
  /** The stage in control after each change (index.ts when no stage is). */
  const stages: string[] = [];
  let on = false;
  const current = (): string => [...stack].reverse().find((m) => STAGES.has(m)) ?? 'index';
  const moved = (): void => {
    if (on && stages[stages.length - 1] !== current()) stages.push(current());
  };
  const wrap = (module: string, exports: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(exports)) {
      const isClass = typeof value === 'function' && /^class\b/.test(Function.prototype.toString.call(value));
      if (typeof value !== 'function' || isClass) {
        out[name] = value;
        continue;
      }
      const fn = value as (...args: unknown[]) => unknown;
      out[name] = function traced(this: unknown, ...args: unknown[]): unknown {
        const from = stack[stack.length - 1] ?? 'index';
        if (on && from !== module) calls.push({ from, to: module, fn: name });
        stack.push(module);
        moved();
        try {
          return fn.apply(this, args);
        } finally {
          stack.pop();
          moved();
        }
      };
    }
    return out;
  };
  return {
    wrap,
    calls,
    stages,
    start(): void {
      calls.length = 0;
      stages.length = 0;
      stages.push('index');
      on = true;
    },
    stop(): void {
      on = false;
    },
  };
});

vi.mock('../src/rest/request.ts', async (original) => trace.wrap('request', await original()));
vi.mock('../src/rest/plan.ts', async (original) => trace.wrap('plan', await original()));
vi.mock('../src/rest/sql.ts', async (original) => trace.wrap('sql', await original()));
vi.mock('../src/rest/response.ts', async (original) => trace.wrap('response', await original()));
vi.mock('../src/rest/grammar.ts', async (original) => trace.wrap('grammar', await original()));
vi.mock('../src/rest/limits.ts', async (original) => trace.wrap('limits', await original()));
vi.mock('../src/rest/csv.ts', async (original) => trace.wrap('csv', await original()));
vi.mock('../src/rest/media.ts', async (original) => trace.wrap('media', await original()));
vi.mock('../src/rest/errors.ts', async (original) => trace.wrap('errors', await original()));
vi.mock('../src/rest/catalog.ts', async (original) => trace.wrap('catalog', await original()));
vi.mock('../src/rest/schema-cache.ts', async (original) => trace.wrap('schema-cache', await original()));
vi.mock('../src/rest/relationships.ts', async (original) => trace.wrap('relationships', await original()));
vi.mock('../src/rest/view-columns.ts', async (original) => trace.wrap('view-columns', await original()));
vi.mock('../src/rest/config.ts', async (original) => trace.wrap('config', await original()));

import { createRestService, type RestService } from '../src/rest/index.ts';
import { startRestHarness, type RestHarness } from './rest-harness.ts';

const TRACED = [
  'request',
  'plan',
  'sql',
  'response',
  'grammar',
  'limits',
  'csv',
  'media',
  'errors',
  'catalog',
  'schema-cache',
  'relationships',
  'view-columns',
  'config',
];

let h: RestHarness;
let rest: RestService;

beforeAll(async () => {
  h = await startRestHarness();
  rest = await createRestService(
    {
      db: h.db,
      keys: { jwtSecret: h.jwtSecret, anonKey: h.anonKey, serviceRoleKey: h.serviceRoleKey },
      apiUrl: h.url,
      projectDir: process.cwd(),
    },
    { schemas: ['public'], maxRows: 1000 },
  );
});

afterAll(async () => {
  await rest?.close();
  await h?.stop();
});

async function traced(method: string, path: string, body?: unknown) {
  const url = new URL(path, 'http://localhost');
  trace.start();
  const res = await rest.handle({
    method,
    url,
    path: url.pathname,
    headers: {
      authorization: `Bearer ${h.serviceRoleKey}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    body: Buffer.from(body === undefined ? '' : JSON.stringify(body)),
    ip: '127.0.0.1',
  });
  trace.stop();
  const calls = [...trace.calls];
  const stages = [...trace.stages];
  console.log(
    `${method} ${path} → ${res.status}\n  stages: ${stages.join(' → ')}\n  calls:  ${calls
      .map((c) => `${c.from}→${c.to}.${c.fn}`)
      .join(' ')}`,
  );
  return { res, calls, stages };
}

/** The one pipe: each stage entered once, from index.ts, in order; the query string parsed in the
 * parse stage only. */
function expectOnePipe({ calls, stages }: Awaited<ReturnType<typeof traced>>, queryString = true): void {
  expect(stages).toEqual(['index', 'request', 'index', 'plan', 'index', 'sql', 'index', 'response', 'index']);
  const intoStages = calls.filter((c) => ['request', 'plan', 'sql', 'response'].includes(c.to));
  expect(intoStages.map((c) => `${c.from}→${c.to}.${c.fn}`)).toEqual([
    'index→request.parseRequest',
    'index→plan.planRequest',
    'index→sql.renderRequest',
    'index→response.buildResponse',
  ]);
  const parsing = calls.filter((c) => c.to === 'grammar');
  if (queryString) expect(parsing.length).toBeGreaterThan(0);
  expect(parsing.filter((c) => c.from !== 'request')).toEqual([]);
}

describe('a request goes through the data API as one pipe', () => {
  it('traces every module of stack/src/rest but the entry', () => {
    const modules = readdirSync(new URL('../src/rest/', import.meta.url))
      .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
      .map((f) => f.replace(/\.ts$/, ''));
    expect(modules.sort()).toEqual([...TRACED].sort());
  });

  it('GET with filters, an or tree, order, paging and embeds', async () => {
    const run = await traced(
      'GET',
      '/books?select=id,title,author:authors!author_id(name),tags(name)&pages=gt.100&or=(title.like.*a*,id.lt.3)&order=id&limit=5',
    );
    expect(run.res.status).toBe(200);
    expect(JSON.parse(String(run.res.body)).length).toBeGreaterThan(0);
    expectOnePipe(run);
  });

  it('an RPC call (GET arguments and filters on its rows)', async () => {
    const run = await traced('GET', '/rpc/books_by_author?author=1&pages=gt.1&select=id,title&order=id');
    expect(run.res.status).toBe(200);
    expectOnePipe(run);
  });

  it('an RPC call with a JSON body', async () => {
    const run = await traced('POST', '/rpc/add_numbers', { a: 1, b: 2 });
    expect([run.res.status, String(run.res.body)]).toEqual([200, '3']);
    expectOnePipe(run, false);
  });

  it('a write with its representation', async () => {
    const run = await traced('PATCH', '/books?id=eq.1&select=id,title,author:authors!author_id(name)', {
      pages: 321,
    });
    expect(run.res.status).toBe(200);
    expectOnePipe(run);
  });

  it('an error stops the pipe where it is found, and is answered once', async () => {
    const run = await traced('GET', '/books?pages=xx.1');
    expect(run.res.status).toBe(400);
    expect(run.stages).toEqual(['index', 'request', 'index', 'response', 'index']);
  });
});
