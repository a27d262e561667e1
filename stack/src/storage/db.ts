// Storage's database work, each in one transaction under a role and JWT claims, as Storage sets
// them on its connection (role, request.jwt.claims and friends, storage.operation): RLS on
// storage.buckets and storage.objects decides for the caller; the service scope (service_role)
// bypasses it where Storage acts as its own superuser.
import type { Database, Queryable } from '../db/database.ts';
import type { JwtClaims } from '../jwt.ts';
import { fromPgError, StorageError } from './errors.ts';

export interface Scope {
  role: string;
  claims: JwtClaims;
  /** The raw JWT (request.jwt), '' when none. */
  jwt: string;
}

export interface RequestInfo {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  /** Storage's name for the operation (storage.operation), e.g. 'storage.object.upload'. */
  operation: string;
}

const SCOPE_SQL = `select set_config('role', $1, true), set_config('request.jwt.claim.role', $1, true),
  set_config('request.jwt', $2, true), set_config('request.jwt.claim.sub', $3, true),
  set_config('request.jwt.claims', $4, true), set_config('request.headers', $5, true),
  set_config('request.method', $6, true), set_config('request.path', $7, true),
  set_config('storage.operation', $8, true), set_config('storage.allow_delete_query', 'true', true),
  set_config('search_path', 'storage, public, extensions', true)`;

/** Rolls a probe transaction back once it succeeded. */
class Probe extends Error {}

export class StorageDb {
  constructor(
    private readonly db: Database,
    readonly service: Scope,
  ) {}

  /** Switches the open transaction to `scope` (callable more than once in one transaction). */
  static async enter(tx: Queryable, scope: Scope, info: RequestInfo): Promise<void> {
    await tx.query(SCOPE_SQL, [
      scope.role,
      scope.jwt,
      typeof scope.claims.sub === 'string' ? scope.claims.sub : '',
      JSON.stringify(scope.claims),
      JSON.stringify(info.headers),
      info.method,
      info.path,
      info.operation,
    ]);
  }

  /** fn in one transaction, started under `scope`; database errors come out as Storage's. */
  async run<T>(scope: Scope, info: RequestInfo, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(async (tx) => {
        await StorageDb.enter(tx, scope, info);
        return fn(tx);
      });
    } catch (error) {
      throw asStorageError(error);
    }
  }

  /** fn under `scope`, then rolled back: does the caller's RLS allow it? (Storage's testPermission.) */
  async probe(scope: Scope, info: RequestInfo, fn: (tx: Queryable) => Promise<unknown>): Promise<void> {
    try {
      await this.run(scope, info, async (tx) => {
        await fn(tx);
        throw new Probe();
      });
    } catch (error) {
      if (!(error instanceof Probe)) throw error;
    }
  }

  /** Which of these file versions rows still name (the file sweep after a crash). */
  async knownVersions(versions: string[]): Promise<Set<string>> {
    const { rows } = await this.db.query<{ version: string }>(
      'select version from storage.objects where version = any($1::text[])',
      [versions],
    );
    return new Set(rows.map((r) => r.version));
  }
}

function asStorageError(error: unknown): unknown {
  if (error instanceof Probe || error instanceof StorageError) return error;
  return fromPgError(error) ?? error;
}
