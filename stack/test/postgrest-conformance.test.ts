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

const cases = readCases();
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
};

/** PostgREST's testCfg secret: tokens the specs write out whole, and ones a function echoes, match. */
const jwtSecret = 'reallyreallyreallyreallyverysafe';
let db: Database | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
const running: Partial<Record<keyof typeof services, RestService>> = {};
const results = { passed: 0, failed: 0, knownFailed: 0 };
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
      if (c.pending || c.unsupported || known?.startsWith(OUT_OF_SCOPE)) {
        skipped.push([
          c.id,
          c.pending
            ? `pending in PostgREST: ${c.pending}`
            : c.unsupported
              ? `not replayable: ${c.unsupported}`
              : (known ?? ''),
        ]);
        it.skip(title, () => {});
        continue;
      }
      it(title, async () => {
        const service = running[configOf(c)] as RestService;
        const problems = await replay(c, { handle: service.handle, jwtSecret });
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
