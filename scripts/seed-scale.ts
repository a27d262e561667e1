// `npm run seed:scale -- --members N [--database-url URL] [--reset]`: fills a running stack's database
// with a believable network of N members through bulk SQL, and prints how long each part took.
// The default URL is the local stack's Postgres wire port (embedded PGlite behind stack/src/db/wire.ts);
// any Postgres with the migrations applied works the same way.
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { Queryable } from '../stack/src/db/database.ts';
import { resetScale, SCALE_EMAIL_DOMAIN, SCALE_PASSWORD, seedScale } from './perf/seed.ts';

const { values } = parseArgs({
  options: {
    members: { type: 'string' },
    'database-url': {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:54322/postgres',
    },
    reset: { type: 'boolean', default: false },
  },
});

const members = Number(values.members);
if (!Number.isInteger(members) || members < 100) {
  console.error('usage: npm run seed:scale -- --members N [--database-url URL] [--reset]   (N ≥ 100)');
  process.exit(2);
}

const client = new pg.Client({ connectionString: values['database-url'] });
await client.connect();
const db: Queryable = {
  query: async <T>(sql: string, params?: unknown[]) => {
    const res = await client.query(sql, params as unknown[]);
    return { rows: res.rows as T[], affectedRows: res.rowCount ?? undefined };
  },
};

try {
  const safeUrl = new URL(values['database-url']);
  safeUrl.password = '';
  console.log(`seed:scale — ${members.toLocaleString('en-US')} members into ${safeUrl.host}${safeUrl.pathname}`);
  if (values.reset) {
    const removed = await resetScale(db);
    console.log(`  removed ${removed} earlier scale members`);
  }
  await seedScale(db, { members });
  console.log(`members sign in as <first>.<last>.<n>@${SCALE_EMAIL_DOMAIN} with password ${SCALE_PASSWORD}`);
} finally {
  await client.end();
}
