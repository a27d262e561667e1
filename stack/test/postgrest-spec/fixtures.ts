// Loads PostgREST's spec fixtures (fixtures/*.sql, in the order of fixtures/load.sql) into an empty
// database, as `psql -f load.sql` does for PostgREST's own suite. The vendored files stay as they
// are; what psql or the database here cannot run is adapted on the way, statement by statement:
// - psql's `:DBNAME` / `:PGUSER` variables and `COPY … FROM STDIN` data blocks (→ INSERTs);
// - roles are cluster-wide on a server: created when missing instead of dropped and re-created;
// - PostGIS (out of issue 23's scope, and not in PGlite): its extension and every statement using
//   its types or functions are left out; on PGlite also what needs file_fdw or isn, which the
//   stack's PGlite does not load (the cases using them are listed in known-failures.json).
// Any other statement that fails stops the load.
import { readFileSync } from 'node:fs';
import { splitStatements } from '../../src/sql-split.ts';

const FIXTURES = new URL('./fixtures/', import.meta.url);

/** Statements left out everywhere: PostGIS. */
const POSTGIS = /postgis|extensions\.geometry|\bst_[a-z]+\s*\(|ST_GeomFromGeoJSON|\bgeometry\b|::geometry/i;
/** Left out on PGlite: foreign tables through file_fdw (and the CSV file data.sql writes for it), isn. */
const PGLITE_ONLY = /file_fdw|import_csv|projects_dump|\bisn\b|\bisbn\b|isn_sample|is_valid_isbn/i;

export interface FixtureTarget {
  kind: 'pglite' | 'postgres';
  /** Runs one statement on the loading session (session settings carry over). */
  run(sql: string): Promise<void>;
  database: string;
}

/** The files load.sql includes, in its order. */
export function fixtureFiles(): string[] {
  const load = readFileSync(new URL('load.sql', FIXTURES), 'utf8');
  return [...load.matchAll(/^\\ir\s+(\S+)\s*$/gm)].map((m) => m[1] as string);
}

const literal = (v: string): string => `'${v.replace(/'/g, "''")}'`;

/** `COPY t (cols) FROM STDIN CSV DELIMITER 'x';` followed by data lines up to `\.` → INSERTs. */
function copyBlocksToInserts(sql: string): string {
  return sql.replace(
    /^COPY\s+("[^"]*"|\S+)\s*\((.*)\)\s+FROM\s+STDIN\s+CSV\s+DELIMITER\s+'(.)'\s*;\s*\n([\s\S]*?)^\\\.\s*$/gim,
    (_m, table: string, cols: string, delimiter: string, data: string) => {
      const rows = data
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => `(${line.split(delimiter).map(literal).join(', ')})`);
      return `INSERT INTO ${table} (${cols}) VALUES ${rows.join(', ')};`;
    },
  );
}

function rolesAsCreateIfMissing(sql: string): string {
  return sql
    .replace(/^DROP ROLE IF EXISTS[^;]*;\s*$/gim, '')
    .replace(
      /^CREATE ROLE (\w+)([^;]*);\s*$/gim,
      (_m, name: string, rest: string) =>
        `DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = ${literal(name)}) THEN CREATE ROLE ${name}${rest}; END IF; END $$;`,
    );
}

/** The statements of one fixture file as they will run here. */
export function fixtureStatements(
  file: string,
  target: Pick<FixtureTarget, 'kind' | 'database'>,
  gone: RegExp[] = [],
): string[] {
  let sql = readFileSync(new URL(file, FIXTURES), 'utf8');
  sql = sql.replace(/:DBNAME\b/g, `"${target.database.replace(/"/g, '""')}"`).replace(/:PGUSER\b/g, 'current_user');
  sql = copyBlocksToInserts(sql);
  if (file === 'roles.sql') sql = rolesAsCreateIfMissing(sql);
  // What a left-out statement creates is left out too, with every statement naming it (`gone`
  // carries them from file to file).
  return splitStatements(sql).filter((stmt) => {
    const skip =
      POSTGIS.test(stmt) || (target.kind === 'pglite' && PGLITE_ONLY.test(stmt)) || gone.some((re) => re.test(stmt));
    if (!skip) return true;
    const created =
      /^(?:--[^\n]*\n|\s)*create\s+(?:or\s+replace\s+)?(?:table|view|function|type|aggregate|foreign\s+table)\s+(?:\w+\.)?("?)(\w+)\1/i.exec(
        stmt,
      );
    if (created) gone.push(new RegExp(`(?<![\\w"])(?:\\w+\\.)?"?${created[2]}"?(?![\\w"])`, 'i'));
    return false;
  });
}

export async function loadFixtures(target: FixtureTarget): Promise<void> {
  const gone: RegExp[] = [];
  for (const file of fixtureFiles()) {
    for (const stmt of fixtureStatements(file, target, gone)) {
      try {
        await target.run(stmt);
      } catch (error) {
        throw new Error(`fixture ${file}: ${(error as Error).message}\n${stmt.slice(0, 400)}`, { cause: error });
      }
    }
  }
}
