// Once per vitest run: the migrated snapshot every test stack is cloned from (PGlite: kept between
// runs in node_modules/.cache while the migrations stay the same; PostgreSQL: template databases),
// handed to the workers through the environment (startTestStack reads it).
import { fileURLToPath } from 'node:url';
import {
  buildPostgresTemplate,
  cachedPgliteSnapshot,
  dropSnapshot,
  SNAPSHOT_ENV,
  type SnapshotInfo,
} from '../src/test-snapshot.ts';

const projectDir = fileURLToPath(new URL('../../', import.meta.url));

export default async function setup(): Promise<() => Promise<void>> {
  if (process.env[SNAPSHOT_ENV]) return async () => {};
  const server = process.env.STACK_TEST_DATABASE_URL;
  const started = Date.now();
  const info: SnapshotInfo = server
    ? await buildPostgresTemplate(server, projectDir)
    : await cachedPgliteSnapshot(projectDir);
  process.env[SNAPSHOT_ENV] = JSON.stringify(info);
  if (process.env.STACK_TEST_VERBOSE) console.log(`stack snapshot (${info.kind}) ready in ${Date.now() - started} ms`);
  return async () => {
    await dropSnapshot(info).catch(() => {});
    delete process.env[SNAPSHOT_ENV];
  };
}
