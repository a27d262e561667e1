// supabase/schema.sql must be exactly what `npm run db:schema` dumps after all migrations: a migration
// without a regenerated schema file fails here, so the file always shows each function's current
// definition. The dump needs PostgreSQL 15's binaries (initdb, pg_ctl, pg_dump), as npm run test:pg does.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const hasPostgres = existsSync(`${PG_BIN}/pg_dump`) && existsSync(`${PG_BIN}/initdb`);
if (!hasPostgres) console.warn(`schema.sql drift test skipped: no PostgreSQL 15 binaries in ${PG_BIN} (set PG_BIN)`);

describe('supabase/schema.sql', () => {
  it.skipIf(!hasPostgres)(
    'matches a fresh dump after all migrations (run npm run db:schema)',
    () => {
      const run = spawnSync('bash', ['scripts/schema-dump.sh', '--stdout'], {
        cwd: repo,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toContain('CREATE FUNCTION public.search_services(');
      expect(readFileSync(`${repo}/supabase/schema.sql`, 'utf8')).toBe(run.stdout);
    },
    300_000,
  );
});
