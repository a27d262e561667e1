// The migrated databases test stacks are cloned from, built once per test run: a PGlite data-dir
// tarball, or template databases on a PostgreSQL server.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPglite } from './db/pglite.ts';
import { openPostgres } from './db/postgres.ts';
import { migrate, seed } from './migrations.ts';

export const SNAPSHOT_ENV = 'STACK_TEST_SNAPSHOT';

export type SnapshotInfo =
  | { kind: 'pglite'; dir: string; migrated: string; seeded: string }
  | { kind: 'postgres'; server: string; migrated: string; seeded: string };

export async function buildPgliteSnapshot(projectDir: string): Promise<SnapshotInfo> {
  const dir = mkdtempSync(join(tmpdir(), 'stack-snapshot-'));
  const db = await openPglite();
  try {
    await migrate(db, { projectDir, applySeed: false });
    const migrated = join(dir, 'migrated.tar');
    writeFileSync(migrated, new Uint8Array(await (await db.dump()).arrayBuffer()));
    await seed(db, join(projectDir, 'supabase', 'seed.sql')).catch((e: Error) => {
      if (!/ENOENT/.test(e.message)) throw e;
    });
    const seeded = join(dir, 'seeded.tar');
    writeFileSync(seeded, new Uint8Array(await (await db.dump()).arrayBuffer()));
    return { kind: 'pglite', dir, migrated, seeded };
  } finally {
    await db.close();
  }
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
    rmSync(info.dir, { recursive: true, force: true });
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
