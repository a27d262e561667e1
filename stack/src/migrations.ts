// Brings a database to the project's schema as the Supabase CLI would: the platform layer once, then
// supabase/migrations/*.sql in version order (recorded in supabase_migrations.schema_migrations, so
// only new files run on restart), then supabase/seed.sql on a database that was new.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './db/database.ts';
import { splitStatements } from './sql-split.ts';

// Bumped when platform.sql changes, so an existing data directory gets it again (it is idempotent).
const PLATFORM_MARK = 'Auth: GoTrue tables (local stack platform v5: MFA factors, OAuth clients, passkeys)';
const platformSql = (): string => readFileSync(new URL('./platform.sql', import.meta.url), 'utf8');

export interface MigrationReport {
  platformApplied: boolean;
  applied: string[];
  seeded: boolean;
}

export interface MigrateOptions {
  projectDir: string;
  applySeed?: boolean;
  log?: (line: string) => void;
}

export async function applyPlatform(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ mark: string | null }>(
    `select obj_description(oid, 'pg_namespace') as mark from pg_namespace where nspname = 'auth'`,
  );
  if (rows[0]?.mark === PLATFORM_MARK) return false;
  await db.exec(platformSql());
  return true;
}

interface MigrationFile {
  version: string;
  name: string;
  path: string;
}

export function listMigrations(projectDir: string): MigrationFile[] {
  const dir = join(projectDir, 'supabase', 'migrations');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((file) => /^(\d+)_(.*)\.sql$/.exec(file))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ version: m[1]!, name: m[2]!, path: join(dir, m[0]) }))
    .sort((a, b) => a.version.localeCompare(b.version));
}

async function runScript(
  db: Database,
  sql: string,
  record: (tx: { query: Database['query'] }) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (tx.exec) await tx.exec(sql);
    else await db.exec(sql);
    await record(tx);
  });
}

/** SQL of the stack's services (Realtime's schema and change capture, ...), applied after the platform
 * layer and before the project's migrations, which refer to their objects (`alter publication
 * supabase_realtime`, policies on realtime.messages). Each file is idempotent; the hash of what was
 * applied is kept, so a changed file applies again on an existing database. */
export const SERVICE_SQL: ReadonlyArray<{ name: string; url: URL; skipIf?: string }> = [
  { name: 'storage', url: new URL('./storage/storage.sql', import.meta.url) },
  { name: 'realtime', url: new URL('./realtime/realtime.sql', import.meta.url) },
  // pg_cron, pg_net and Vault's SQL surface, where the database has no pg_cron of its own (a server
  // with the real extensions keeps them: the project's migration enables those).
  {
    name: 'scheduler',
    url: new URL('./scheduler/scheduler.sql', import.meta.url),
    skipIf: `select exists (select 1 from pg_available_extensions where name = 'pg_cron') as skip`,
  },
];

export async function applyServices(db: Database): Promise<string[]> {
  await db.exec(`create table if not exists supabase_migrations.stack_services (
    name text not null primary key, hash text not null, applied_at timestamptz not null default now())`);
  const { rows } = await db.query<{ name: string; hash: string }>(
    'select name, hash from supabase_migrations.stack_services',
  );
  const done = new Map(rows.map((r) => [r.name, r.hash]));
  const applied: string[] = [];
  for (const service of SERVICE_SQL) {
    const sql = readFileSync(service.url, 'utf8');
    const hash = createHash('sha256').update(sql).digest('hex');
    if (done.get(service.name) === hash) continue;
    if (service.skipIf && !done.has(service.name)) {
      const { rows: skip } = await db.query<{ skip: boolean }>(service.skipIf);
      if (skip[0]?.skip) continue;
    }
    try {
      await runScript(db, sql, (tx) =>
        tx
          .query(
            `insert into supabase_migrations.stack_services (name, hash) values ($1, $2)
             on conflict (name) do update set hash = excluded.hash, applied_at = now()`,
            [service.name, hash],
          )
          .then(() => {}),
      );
    } catch (error) {
      throw new Error(`stack service SQL ${service.name} failed: ${(error as Error).message}`, { cause: error });
    }
    applied.push(service.name);
  }
  return applied;
}

export async function migrate(db: Database, opts: MigrateOptions): Promise<MigrationReport> {
  const log = opts.log ?? (() => {});
  const platformApplied = await applyPlatform(db);
  await applyServices(db);
  const { rows } = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  const done = new Set(rows.map((r) => r.version));
  const isNew = done.size === 0;
  const applied: string[] = [];
  for (const m of listMigrations(opts.projectDir)) {
    if (done.has(m.version)) continue;
    const sql = readFileSync(m.path, 'utf8');
    try {
      await runScript(db, sql, (tx) =>
        tx
          .query('insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)', [
            m.version,
            splitStatements(sql),
            m.name,
          ])
          .then(() => {}),
      );
    } catch (error) {
      throw new Error(`migration ${m.version}_${m.name}.sql failed: ${(error as Error).message}`, { cause: error });
    }
    applied.push(m.version);
    log(`Applying migration ${m.version}_${m.name}.sql...`);
  }
  let seeded = false;
  const seedPath = join(opts.projectDir, 'supabase', 'seed.sql');
  if ((opts.applySeed ?? true) && isNew && existsSync(seedPath)) {
    await seed(db, seedPath);
    seeded = true;
    log('Seeding data from supabase/seed.sql...');
  }
  return { platformApplied, applied, seeded };
}

export async function seed(db: Database, seedPath: string): Promise<void> {
  const sql = readFileSync(seedPath, 'utf8');
  const hash = createHash('sha256').update(sql).digest('hex');
  try {
    await runScript(db, sql, (tx) =>
      tx
        .query(
          `insert into supabase_migrations.seed_files (path, hash) values ($1, $2)
       on conflict (path) do update set hash = excluded.hash`,
          ['supabase/seed.sql', hash],
        )
        .then(() => {}),
    );
  } catch (error) {
    throw new Error(`seed.sql failed: ${(error as Error).message}`, { cause: error });
  }
}
