// src/lib/database.types.ts must be exactly what `npm run db:types` generates from the migrations:
// a migration without regenerated types fails here (and so in CI).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDatabaseTypes, TYPES_FILE } from '../../scripts/gen-types.ts';
import { migratedDatabase, type TestDatabase } from './support/database.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await migratedDatabase();
});
afterAll(async () => {
  await db.close();
});

describe('generated database types', () => {
  it('the committed database.types.ts matches a fresh generation (run npm run db:types)', async () => {
    const fresh = await generateDatabaseTypes(db);
    expect(readFileSync(TYPES_FILE, 'utf8')).toBe(fresh);
  });

  it('describes every public table and the RPCs the app calls', async () => {
    const fresh = await generateDatabaseTypes(db);
    for (const name of [
      'profiles',
      'connections',
      'skills',
      'service_categories',
      'user_services',
      'jobs',
      'news_articles',
      'profile_views',
      'search_jobs',
      'search_network',
      'admin_dashboard_stats',
    ]) {
      expect(fresh).toContain(`      ${name}: {`);
    }
  });
});
