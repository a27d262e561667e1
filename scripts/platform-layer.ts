// `tsx scripts/platform-layer.ts <postgres url>`: applies what a Supabase project has before its own
// migrations (stack/src/platform.sql and the services' SQL, e.g. Storage's schema) to a database, as
// the stack does on start, so `supabase db push --db-url` can then apply supabase/migrations to it
// (scripts/test-against-postgres.sh).
import { openPostgres } from '../stack/src/db/postgres.ts';
import { applyPlatform, applyServices } from '../stack/src/migrations.ts';

const url = process.argv[2];
if (!url) {
  console.error('usage: tsx scripts/platform-layer.ts <postgres url>');
  process.exit(2);
}
const db = await openPostgres(url, { max: 1 });
try {
  await applyPlatform(db);
  const services = await applyServices(db);
  console.log(`platform layer applied${services.length ? ` (services: ${services.join(', ')})` : ''}`);
} finally {
  await db.close();
}
