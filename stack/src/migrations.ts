// Brings a database to the project's schema as the Supabase CLI would: the platform layer once, then
// supabase/migrations/*.sql in version order (recorded in supabase_migrations.schema_migrations, so
// only new files run on restart), then supabase/seed.sql on a database that was new.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './db/database.ts';
import { splitStatements } from './sql-split.ts';

/** A layer of what a Supabase project has before its own migrations (roles and auth, a service's
 * schema). Applied in order when the comment on its schema is not `mark` (a new database, or a
 * layer whose SQL changed: bump the mark); each file must be idempotent. Services add theirs here. */
export interface PlatformLayer {
  name: string;
  file: URL;
  /** The schema whose comment records that this version of the layer is applied. */
  schema: string;
  mark: string;
}

export const PLATFORM_LAYERS: PlatformLayer[] = [
  {
    name: 'platform',
    file: new URL('./platform.sql', import.meta.url),
    schema: 'auth',
    mark: 'Auth: GoTrue tables (local stack platform v1)',
  },
  {
    name: 'storage',
    file: new URL('./storage/storage.sql', import.meta.url),
    schema: 'storage',
    mark: 'Storage: buckets and objects (local stack storage v1)',
  },
];

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

/** Applies the platform layers a database lacks; true when any was applied. */
export async function applyPlatform(db: Database, layers: PlatformLayer[] = PLATFORM_LAYERS): Promise<boolean> {
  let applied = false;
  for (const layer of layers) {
    const { rows } = await db.query<{ mark: string | null }>(
      `select obj_description(oid, 'pg_namespace') as mark from pg_namespace where nspname = $1`,
      [layer.schema],
    );
    if (rows[0]?.mark === layer.mark) continue;
    await db.exec(readFileSync(layer.file, 'utf8'));
    await db.exec(`comment on schema ${quoteIdent(layer.schema)} is ${quoteLiteral(layer.mark)}`);
    applied = true;
  }
  return applied;
}

const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;
const quoteLiteral = (text: string): string => `'${text.replace(/'/g, "''")}'`;

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

export async function migrate(db: Database, opts: MigrateOptions): Promise<MigrationReport> {
  const log = opts.log ?? (() => {});
  const platformApplied = await applyPlatform(db);
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
