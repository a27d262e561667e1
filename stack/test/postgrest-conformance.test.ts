// PostgREST's own spec suite (v13.0.8, vendored in postgrest-spec/) replayed against the stack's data
// API: PostgREST's fixtures loaded into an empty database (PGlite, or a new database on the server
// of STACK_TEST_DATABASE_URL under `npm run test:pg`), schema `test` exposed, PostgREST's test
// configuration (anonymous role postgrest_test_anonymous, db-pre-request test.switch_role, the
// app.settings, every transaction rolled back unless `Prefer: tx=commit`, as PostgREST's spec runs
// with db-tx-end = rollback-allow-override), and every `it` of cases.json checked as hspec-wai
// checks it (postgrest-spec/replay.ts).
//
// postgrest-spec/known-failures.json lists the cases the stack does not pass, each with its reason;
// reasons starting with "out of scope:" are not run (issue 23's scope) and not counted; "PGlite:"
// marks a failure on PGlite only (the case must pass on PostgreSQL). A listed case
// that passes fails the run (remove it from the list), as does an unlisted case that fails.
// POSTGREST_SPEC_RECORD=1 rewrites the list instead of failing: kept reasons for cases still failing,
// the first mismatch as the reason of a new one (edit it into a reason), passing ones removed.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { openPglite } from '../src/db/pglite.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { createRestService, type RestOptions, type RestService } from '../src/rest/index.ts';
import { PROJECT_DIR } from '../src/testing.ts';
import { loadFixtures } from './postgrest-spec/fixtures.ts';
import { readCases, replay, type SpecIt } from './postgrest-spec/replay.ts';
import { vendoredSpecBlocks } from './postgrest-spec/spec-its.ts';

const cases = readCases();
const specBlocks = vendoredSpecBlocks();
const OUT_OF_SCOPE = 'out of scope:';
const KNOWN_FAILURES = new URL('./postgrest-spec/known-failures.json', import.meta.url);
const knownFailures = JSON.parse(readFileSync(KNOWN_FAILURES, 'utf8')) as Record<string, string>;
const record = process.env.POSTGREST_SPEC_RECORD === '1';
const onServer = process.env.STACK_TEST_DATABASE_URL !== undefined;
const PGLITE_ONLY = 'PGlite:';
/** The known failure of a case on this database, if any. */
const knownFailure = (id: string): string | undefined => {
  const reason = knownFailures[id];
  return onServer && reason?.startsWith(PGLITE_ONLY) ? undefined : reason;
};
const recorded: Record<string, string> = {};

/** PostgREST's testCfg (test/spec/SpecHelper.hs), as far as the stack has the settings. */
const BASE: RestOptions = {
  anonRole: 'postgrest_test_anonymous',
  preRequest: 'test.switch_role',
  txEnd: 'rollback-allow-override',
  aggregates: false,
  safeUpdate: false,
  appSettings: { 'app.settings.app_host': 'localhost', 'app.settings.external_api_secret': '0123456789abcdef' },
};
/** The configuration PostgREST's test/spec/Main.hs runs each spec function with. */
function configOf(c: SpecIt): keyof typeof services {
  if (c.file === 'AggregateFunctionsSpec.hs' && c.fn === 'allowed') return 'aggregates';
  if (c.file === 'PgSafeUpdateSpec.hs' && c.fn === 'spec') return 'safeUpdate';
  return 'base';
}
const services = {
  base: BASE,
  aggregates: { ...BASE, aggregates: true },
  safeUpdate: { ...BASE, safeUpdate: true },
  // RollbackSpec's other two configurations (below): tx-rollback-all = false / true with
  // tx-allow-override = false.
  txCommit: { ...BASE, txEnd: 'commit' },
  txRollback: { ...BASE, txEnd: 'rollback' },
} satisfies Record<string, RestOptions>;

/** PostgREST's testCfg secret: tokens the specs write out whole, and ones a function echoes, match. */
const jwtSecret = 'reallyreallyreallyreallyverysafe';
let db: Database | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
const running: Partial<Record<keyof typeof services, RestService>> = {};
const results = { passed: 0, failed: 0, knownFailed: 0 };
/** Per spec file: its `it` blocks (read from the .hs text, spec-its.ts), cases run and passed. */
const perFile = new Map<string, { blocks: number; run: number; passed: number; skipped: number }>();
const tally = (file: string): { blocks: number; run: number; passed: number; skipped: number } => {
  let row = perFile.get(file);
  if (!row) perFile.set(file, (row = { blocks: specBlocks.get(file)?.length ?? 0, run: 0, passed: 0, skipped: 0 }));
  return row;
};
/** Cases not run, with why (printed with the summary: a skipped test says its reason). */
const skipped: Array<[string, string]> = [];

async function openDatabase(): Promise<Database> {
  const server = process.env.STACK_TEST_DATABASE_URL;
  if (!server) {
    const pglite = await openPglite();
    await loadFixtures({ kind: 'pglite', database: 'postgres', run: (sql) => pglite.exec(sql) });
    return pglite;
  }
  const name = `pgrst_spec_${process.pid}_${randomBytes(4).toString('hex')}`;
  const url = new URL(server);
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: server });
    await c.connect();
    await c.query(`drop database if exists "${name}" with (force)`);
    await c.end();
  };
  url.pathname = `/${name}`;
  const loader = new pg.Client({ connectionString: url.toString() });
  await loader.connect();
  try {
    await loadFixtures({ kind: 'postgres', database: name, run: async (sql) => void (await loader.query(sql)) });
  } finally {
    await loader.end();
  }
  return openPostgres(url.toString(), { max: 5 });
}

/** On a server the roles are the cluster's: when the stack's platform layer made `authenticator`
 * there, the data API switches only to its member roles, so PostgREST's test roles join them. */
const GRANT_TO_AUTHENTICATOR = `do $$ begin
  if exists (select from pg_roles where rolname = 'authenticator') then
    grant postgrest_test_anonymous, postgrest_test_default_role, postgrest_test_author to authenticator;
  end if; end $$`;

beforeAll(async () => {
  db = await openDatabase();
  await db.exec(GRANT_TO_AUTHENTICATOR);
  // As test/spec/Main.hs before RangeSpec: statistics for the planned counts.
  await db.exec('analyze test.items; analyze test.child_entities');
  const ctx = {
    db,
    keys: { jwtSecret, anonKey: '', serviceRoleKey: '' },
    apiUrl: 'http://localhost',
    projectDir: PROJECT_DIR,
  };
  for (const [name, options] of Object.entries(services))
    running[name as keyof typeof services] = await createRestService(ctx, { schemas: ['test'] }, options);
}, 300_000);

afterAll(async () => {
  for (const service of Object.values(running)) await service?.close();
  await db?.close();
  await dropDatabase?.();
  if (record) {
    const next: Record<string, string> = {};
    for (const c of cases.its) {
      const kept = knownFailures[c.id];
      // Out-of-scope cases were not run, and a PGlite-only failure is not seen on a server.
      const reason =
        kept?.startsWith(OUT_OF_SCOPE) || (onServer && kept?.startsWith(PGLITE_ONLY)) ? kept : recorded[c.id];
      if (reason !== undefined) next[c.id] = reason;
    }
    writeFileSync(KNOWN_FAILURES, `${JSON.stringify(next, null, 2)}\n`);
  }
  const total = results.passed + results.failed + results.knownFailed;
  if (total > 0) {
    const pct = ((100 * results.passed) / total).toFixed(1);
    console.log(
      `PostgREST ${cases.release} spec on ${onServer ? 'PostgreSQL' : 'PGlite'}: ` +
        `${results.passed} of ${total} in-scope cases pass (${pct}%), ${results.knownFailed} known failures, ` +
        `${results.failed} unexpected`,
    );
  }
  if (perFile.size > 0)
    console.log(
      `By spec file: it blocks in the file, cases run, passed, not run (out of scope or pending):\n${[...perFile]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(
          ([file, r]) =>
            `  ${file.padEnd(28)}${String(r.blocks).padStart(5)}${String(r.run).padStart(5)}${String(r.passed).padStart(5)}${String(r.skipped).padStart(5)}`,
        )
        .join('\n')}`,
    );
  if (skipped.length)
    console.log(`${skipped.length} cases skipped:\n${skipped.map(([id, reason]) => `  ${id}: ${reason}`).join('\n')}`);
});

const byFile = new Map<string, SpecIt[]>();
for (const c of cases.its) byFile.set(c.file, [...(byFile.get(c.file) ?? []), c]);

for (const [file, its] of byFile) {
  describe(file, () => {
    for (const c of its) {
      const known = knownFailure(c.id);
      const title = `${c.id} ${[...c.path, c.name].join(' › ')}`.slice(0, 200);
      // A case the converter could not read counts as failing: it is in scope all the same.
      if (c.pending || known?.startsWith(OUT_OF_SCOPE)) {
        skipped.push([c.id, c.pending ? `pending in PostgREST: ${c.pending}` : (known ?? '')]);
        tally(c.file).skipped++;
        it.skip(title, () => {});
        continue;
      }
      it(title, async () => {
        const service = running[configOf(c)] as RestService;
        tally(c.file).run++;
        const problems = c.unsupported
          ? [`not replayable: ${c.unsupported}`]
          : await replay(c, { handle: service.handle, jwtSecret });
        if (problems.length === 0) tally(c.file).passed++;
        if (record) {
          // A reason written by hand stays; a recorded mismatch ("step …") is recorded again.
          if (problems.length)
            recorded[c.id] = known && !known.startsWith('step ') ? known : (problems[0] as string).slice(0, 300);
          results[problems.length ? 'knownFailed' : 'passed']++;
          return;
        }
        if (known !== undefined) {
          if (problems.length === 0) {
            results.failed++;
            expect.fail(`${c.id} passes now: remove it from postgrest-spec/known-failures.json`);
          }
          results.knownFailed++;
          return;
        }
        if (problems.length) results.failed++;
        else results.passed++;
        expect(problems, `${c.id}: ${c.name}`).toEqual([]);
      });
    }
  });
}

// PostgREST's RollbackSpec (test/spec/Feature/RollbackSpec.hs of v13.0.8, not vendored): what
// db-tx-end and `Prefer: tx=` do, in the three configurations its Main.hs runs, checked here with
// requests of our own on the same fixtures.
describe('db-tx-end and Prefer: tx (PostgREST RollbackSpec)', () => {
  const configs = [
    { name: 'tx-allow-override = true (rollback by default)', service: 'base', override: true, persistsBy: 'commit' },
    {
      name: 'tx-rollback-all = false, tx-allow-override = false',
      service: 'txCommit',
      override: false,
      persistsBy: 'always',
    },
    {
      name: 'tx-rollback-all = true, tx-allow-override = false',
      service: 'txRollback',
      override: false,
      persistsBy: 'never',
    },
  ] as const;
  const send = async (
    service: keyof typeof services,
    method: string,
    path: string,
    headers: Record<string, string> = {},
    body?: unknown,
  ) => {
    const url = new URL(path, 'http://localhost');
    const res = await (running[service] as RestService).handle({
      method,
      url,
      path: url.pathname,
      headers: { 'content-type': 'application/json', ...headers },
      body: Buffer.from(body === undefined ? '' : JSON.stringify(body)),
      ip: '127.0.0.1',
    });
    const text = res.body === undefined ? '' : Buffer.from(res.body as string | Buffer).toString('utf8');
    return {
      status: res.status,
      headers: res.headers ?? {},
      json: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
  };
  /** Rows of test.items with id <= 0 (the ones these tests write), committed. */
  const written = async () => (await send('base', 'GET', '/items?id=lte.0&order=id')).json;
  const cleanUp = () => send('base', 'DELETE', '/items?id=lte.0', { prefer: 'tx=commit' });

  for (const config of configs) {
    describe(config.name, () => {
      for (const tx of [undefined, 'commit', 'rollback'] as const) {
        const prefer = ['return=representation', ...(tx ? [`tx=${tx}`] : [])].join(', ');
        const applied = config.override && tx ? `tx=${tx}` : undefined;
        const persists = config.persistsBy === 'always' || (config.persistsBy === 'commit' && tx === 'commit');
        const label = tx ? `Prefer: tx=${tx}` : 'no Prefer: tx';
        it(`${label}: reads answer${applied ? ` with Preference-Applied ${applied}` : ' without Preference-Applied'}`, async () => {
          for (const [method, path, body] of [
            ['GET', '/items?id=eq.1', undefined],
            ['GET', '/rpc/search?id=1', undefined],
            ['POST', '/rpc/search', { id: 1 }],
          ] as const) {
            const res = await send(config.service, method, path, { prefer }, body);
            expect([res.status, res.json], `${method} ${path}`).toEqual([200, [{ id: 1 }]]);
            expect(res.headers['preference-applied'] ?? '', `${method} ${path}`).toContain(applied ?? '');
            if (!applied) expect(String(res.headers['preference-applied'] ?? '')).not.toContain('tx=');
          }
        });
        it(`${label}: writes ${persists ? 'persist' : 'do not persist'}`, async () => {
          try {
            const post = await send(config.service, 'POST', '/items', { prefer }, { id: 0 });
            expect([post.status, post.json]).toEqual([201, [{ id: 0 }]]);
            expect(await written()).toEqual(persists ? [{ id: 0 }] : []);
            await cleanUp();
            const put = await send(config.service, 'PUT', '/items?id=eq.0', { prefer }, { id: 0 });
            expect([put.status, put.json]).toEqual([201, [{ id: 0 }]]);
            expect(await written()).toEqual(persists ? [{ id: 0 }] : []);
            await cleanUp();
            await send('base', 'POST', '/items', { prefer: 'tx=commit' }, { id: 0 });
            const patch = await send(config.service, 'PATCH', '/items?id=eq.0', { prefer }, { id: -1 });
            expect([patch.status, patch.json]).toEqual([200, [{ id: -1 }]]);
            expect(await written()).toEqual(persists ? [{ id: -1 }] : [{ id: 0 }]);
            const del = await send(config.service, 'DELETE', '/items?id=lte.0', { prefer });
            expect([del.status, del.json]).toEqual([200, [{ id: persists ? -1 : 0 }]]);
            expect(await written()).toEqual(persists ? [] : [{ id: 0 }]);
          } finally {
            await cleanUp();
          }
        });
        it(`${label}: immediate and deferred constraint violations answer 409`, async () => {
          for (const body of [{}, { deferred: true }]) {
            const res = await send(config.service, 'POST', '/rpc/raise_constraint', { prefer }, body);
            expect([res.status, res.json], JSON.stringify(body)).toEqual([
              409,
              {
                code: '23505',
                details: 'Key (col)=(1) already exists.',
                hint: null,
                message: 'duplicate key value violates unique constraint "deferrable_unique_constraint_col_key"',
              },
            ]);
          }
        });
      }
    });
  }
});
