// The migrated databases test stacks are cloned from: a PGlite data-dir tarball (kept in
// node_modules/.cache between runs, under a key of everything that shapes it), or template databases
// on a PostgreSQL server (built once per test run).
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPglite } from './db/pglite.ts';
import { openPostgres } from './db/postgres.ts';
import { listMigrations, migrate, seed, SERVICE_SQL } from './migrations.ts';

export const SNAPSHOT_ENV = 'STACK_TEST_SNAPSHOT';

export type SnapshotInfo =
  | { kind: 'pglite'; dir: string; migrated: string; seeded: string; cached?: boolean }
  | { kind: 'postgres'; server: string; migrated: string; seeded: string };

async function writeSnapshot(dir: string, projectDir: string): Promise<{ migrated: string; seeded: string }> {
  const db = await openPglite();
  try {
    await migrate(db, { projectDir, applySeed: false });
    const migrated = join(dir, 'migrated.tar');
    writeFileSync(migrated, await db.dumpBytes());
    await seed(db, join(projectDir, 'supabase', 'seed.sql')).catch((e: Error) => {
      if (!/ENOENT/.test(e.message)) throw e;
    });
    const seeded = join(dir, 'seeded.tar');
    writeFileSync(seeded, await db.dumpBytes());
    return { migrated, seeded };
  } finally {
    await db.close();
  }
}

/** A snapshot of this run's own, removed by dropSnapshot. */
export async function buildPgliteSnapshot(projectDir: string): Promise<SnapshotInfo> {
  const dir = mkdtempSync(join(tmpdir(), 'stack-snapshot-'));
  return { kind: 'pglite', dir, ...(await writeSnapshot(dir, projectDir)) };
}

const STACK_SRC = fileURLToPath(new URL('./', import.meta.url));

/** Hash of everything a snapshot is made of: the project's migrations and seed, the platform layer
 * and the services' SQL, the code that applies and dumps them, and PGlite's version. */
export function snapshotKey(projectDir: string): string {
  const hash = createHash('sha256');
  const add = (label: string, path: string) => {
    hash.update(`${label}\0`);
    hash.update(existsSync(path) ? readFileSync(path) : '(none)');
    hash.update('\0');
  };
  for (const m of listMigrations(projectDir)) add(`migration ${m.version}_${m.name}`, m.path);
  add('seed', join(projectDir, 'supabase', 'seed.sql'));
  for (const s of SERVICE_SQL) add(`service ${s.name}`, fileURLToPath(s.url));
  for (const f of [
    'platform.sql',
    'migrations.ts',
    'sql-split.ts',
    'test-snapshot.ts',
    'db/pglite.ts',
    'db/pglite-worker.ts',
    'db/pglite-extensions.ts',
  ])
    add(f, join(STACK_SRC, f));
  add('pglite', join(projectDir, 'node_modules', '@electric-sql', 'pglite', 'package.json'));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The snapshot for the project as it is now, from node_modules/.cache/stack-test-snapshot when one
 * was made for the same migrations, seed and stack (snapshotKey), else built and kept there for the
 * next run (a targeted `npx vitest run file` then starts at once). Older snapshots are removed.
 */
export async function cachedPgliteSnapshot(projectDir: string): Promise<SnapshotInfo> {
  const root = join(projectDir, 'node_modules', '.cache', 'stack-test-snapshot');
  const key = snapshotKey(projectDir);
  const dir = join(root, key);
  const info = (): SnapshotInfo => ({
    kind: 'pglite',
    dir,
    migrated: join(dir, 'migrated.tar'),
    seeded: join(dir, 'seeded.tar'),
    cached: true,
  });
  if (existsSync(join(dir, 'seeded.tar'))) return info();
  mkdirSync(root, { recursive: true });
  // Built aside and renamed into place, so a run beside this one never reads half a snapshot.
  const building = mkdtempSync(join(root, `.building-${key}-`));
  try {
    await writeSnapshot(building, projectDir);
    try {
      renameSync(building, dir);
    } catch (error) {
      // Another run put the same snapshot in place first.
      if (!existsSync(join(dir, 'seeded.tar'))) throw error;
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  for (const name of readdirSync(root)) {
    const path = join(root, name);
    const stale = name.startsWith('.building-') ? Date.now() - statSync(path).mtimeMs > 3_600_000 : name !== key;
    if (stale) rmSync(path, { recursive: true, force: true });
  }
  return info();
}

function withDatabase(server: string, database: string): string {
  const u = new URL(server);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function buildPostgresTemplate(server: string, projectDir: string): Promise<SnapshotInfo> {
  const base = `stack_tpl_${process.pid}_${Date.now().toString(36)}`;
  const migrated = `${base}_migrated`;
  const seeded = `${base}_seeded`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    // Migrated by `supabase db push` (scripts/test-against-postgres.sh), or else by the stack's runner.
    const pushed = process.env.STACK_TEST_MIGRATED_TEMPLATE;
    if (pushed) await admin.query(`create database "${migrated}" template "${pushed}"`);
    else {
      await admin.query(`create database "${migrated}"`);
      const db = await openPostgres(withDatabase(server, migrated), { max: 1 });
      try {
        await migrate(db, { projectDir, applySeed: false });
      } finally {
        await db.close();
      }
    }
    await admin.query(`create database "${seeded}" template "${migrated}"`);
    const db = await openPostgres(withDatabase(server, seeded), { max: 1 });
    try {
      await seed(db, join(projectDir, 'supabase', 'seed.sql')).catch((e: Error) => {
        if (!/ENOENT/.test(e.message)) throw e;
      });
    } finally {
      await db.close();
    }
  } finally {
    await admin.end();
  }
  return { kind: 'postgres', server, migrated, seeded };
}

/** Removes what a snapshot left behind: the tarballs, or the template databases. */
export async function dropSnapshot(info: SnapshotInfo): Promise<void> {
  if (info.kind === 'pglite') {
    if (!info.cached) rmSync(info.dir, { recursive: true, force: true });
    return;
  }
  const admin = new pg.Client({ connectionString: info.server });
  await admin.connect();
  try {
    for (const name of [info.seeded, info.migrated])
      await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}
