// The contrib extensions Supabase projects commonly enable, loaded into every PGlite backend so
// migrations written for Supabase run unchanged.
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { hstore } from '@electric-sql/pglite/contrib/hstore';
import { ltree } from '@electric-sql/pglite/contrib/ltree';
import { moddatetime } from '@electric-sql/pglite/contrib/moddatetime';

export const pgliteExtensions = {
  pgcrypto,
  pg_trgm,
  citext,
  uuid_ossp,
  btree_gin,
  btree_gist,
  unaccent,
  fuzzystrmatch,
  hstore,
  ltree,
  moddatetime,
};
