// A freshly migrated database for the SQL-level tests (advisor lints, type generation, claim_admin):
// the database of a test stack, cloned from the run's migrated snapshot (PGlite, or a database on
// the server of STACK_TEST_DATABASE_URL when the suite runs against real PostgreSQL).
import type { Database } from '../../../stack/src/db/database.ts';
import { startTestStack } from '../../../stack/src/testing.ts';

export interface TestDatabase extends Database {
  close(): Promise<void>;
}

export async function migratedDatabase(opts: { seed?: boolean } = {}): Promise<TestDatabase> {
  const stack = await startTestStack({ seed: opts.seed ?? false });
  const { db } = stack;
  return {
    kind: db.kind,
    query: (sql, params) => db.query(sql, params),
    transaction: (fn) => db.transaction(fn),
    exec: (sql) => db.exec(sql),
    listen: (channel, onNotify) => db.listen(channel, onNotify),
    close: () => stack.stop(),
  };
}
