// Entry of the PostgREST-compatible data API (/rest/v1), one pipe: authenticate, parse the whole
// request once (request.ts), plan once (plan.ts), render its SQL once (sql.ts), run the one
// transaction with PostgREST's local settings so RLS and grants decide, answer once (response.ts).
// Each stage is called from here only, once per request (stack/test/rest-pipeline.test.ts traces it).
import { runBatch, type BatchRows } from '../db/database.ts';
import { verifyJwt, type JwtClaims } from '../jwt.ts';
import type { Handler, ServiceContext, StackRequest, StackResponse } from '../types.ts';
import type { ApiConfig } from '../config.ts';
import { aggregatesEnabled } from './config.ts';
import { ApiError, singleRowError, toApiError } from './errors.ts';
import { SINGLE_MT, SINGLE_STRIP_MT } from './media.ts';
import { planRequest } from './plan.ts';
import { parseRequest } from './request.ts';
import { buildResponse, errorResponse, type ResultRow } from './response.ts';
import { loadSchemaCache, type SchemaCache } from './schema-cache.ts';
import { renderRequest } from './sql.ts';

export interface RestService {
  handle: Handler;
  /** Re-reads the schema cache (after migrations, or on NOTIFY pgrst, 'reload schema'). */
  reloadSchema(): Promise<void>;
  close(): Promise<void>;
}

/** PostgREST settings a Supabase project does not expose in config.toml, for embedding the data API
 * elsewhere (the PostgREST conformance suite runs it with PostgREST's test configuration). */
export interface RestOptions {
  /** PostgREST's db-anon-role: the role of a request without a JWT (default `anon`). */
  anonRole?: string;
  /** PostgREST's db-pre-request: a function (`schema.name`) called in every request's transaction,
   * after the settings and before the statement. */
  preRequest?: string;
  /** PostgREST's db-tx-end (default `commit-allow-override`: as before, `Prefer: tx=rollback` is
   * honoured). */
  txEnd?: 'commit' | 'commit-allow-override' | 'rollback' | 'rollback-allow-override';
  /** PostgREST's db-aggregates-enabled (default: PGRST_DB_AGGREGATES_ENABLED). */
  aggregates?: boolean;
  /** pg_safeupdate, which Supabase loads for the data API's sessions: PATCH/DELETE without a filter
   * → 21000 (default true). */
  safeUpdate?: boolean;
  /** PostgREST's db-plan-enabled (default false, as on Supabase): answer `Accept:
   * application/vnd.pgrst.plan…` with the statement's EXPLAIN. */
  plans?: boolean;
  /** PostgREST's app.settings.*: set as local settings in every request's transaction. */
  appSettings?: Record<string, string>;
}

interface Identity {
  role: string;
  claims: JwtClaims;
  authenticated: boolean;
}

function jwtError(code: string, message: string): ApiError {
  return new ApiError(401, code, message, null, null, {
    'www-authenticate': `Bearer error="invalid_token", error_description="${message.replace(/"/g, "'")}"`,
  });
}

/** Verified tokens, as PostgREST's JWT cache: the same anon/user token arrives on every request. */
class JwtCache {
  private readonly entries = new Map<string, JwtClaims>();
  constructor(private readonly max = 1000) {}
  get(token: string): JwtClaims | undefined {
    const claims = this.entries.get(token);
    if (claims && typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now()) {
      this.entries.delete(token);
      return undefined;
    }
    return claims;
  }
  set(token: string, claims: JwtClaims): void {
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(token, claims);
  }
}

async function verifyCached(token: string, secret: string, jwts: JwtCache): Promise<JwtClaims> {
  const cached = jwts.get(token);
  if (cached) return cached;
  const result = await verifyJwt(token, secret);
  if (!result.ok) {
    if (result.reason === 'expired') throw jwtError('PGRST303', 'JWT expired');
    if (result.claim) throw jwtError('PGRST303', `The JWT '${result.claim}' claim must be a number`);
    throw jwtError('PGRST301', 'JWSError JWSInvalidSignature');
  }
  const aud = result.claims.aud;
  if (aud !== undefined && typeof aud !== 'string' && !(Array.isArray(aud) && aud.every((a) => typeof a === 'string')))
    throw jwtError('PGRST303', "The JWT 'aud' claim must be a string or an array of strings");
  jwts.set(token, result.claims);
  return result.claims;
}

async function authenticate(
  req: StackRequest,
  secret: string,
  cache: SchemaCache,
  jwts: JwtCache,
  anonRole: string,
): Promise<Identity> {
  // The token as PostgREST reads it (wai's extractBearerAuth): the word "bearer" in any case, then the
  // rest. Any other header (no header, "Basic …", a bare token as the CLI's Kong forwards an apikey)
  // carries no token: the request is anonymous.
  const m = /^bearer(?=\s|$)\s*([\s\S]*)$/i.exec(req.headers['authorization'] ?? '');
  if (!m) return { role: anonRole, claims: { role: anonRole }, authenticated: false };
  const token = (m[1] as string).trimEnd();
  if (!token) throw jwtError('PGRST301', 'Empty JWT is sent in Authorization header');
  const parts = token.split('.').length;
  if (parts !== 3) throw jwtError('PGRST301', `Expected 3 parts in JWT; got ${parts}`);
  const claims = await verifyCached(token, secret, jwts);
  const role = typeof claims.role === 'string' ? claims.role : anonRole;
  if (!cache.roles.has(role)) {
    throw cache.allRoles.has(role)
      ? new ApiError(401, '42501', `permission denied to set role "${role}"`)
      : new ApiError(401, '22023', `role "${role}" does not exist`);
  }
  // PostgREST answers 401 (not 403) to permission errors of the anonymous role.
  return { role, claims, authenticated: role !== anonRole };
}

/** A Postgres duration setting ('3s', '8000', '1min') in milliseconds; 0 or unreadable: none. */
export function durationMs(value: string | undefined): number | undefined {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|min|h|d)?\s*$/.exec(value ?? '');
  if (!m) return undefined;
  const unit = { ms: 1, s: 1000, min: 60_000, h: 3_600_000, d: 86_400_000 }[(m[2] ?? 'ms') as 'ms'];
  const ms = Number(m[1]) * unit;
  return ms > 0 ? ms : undefined;
}

/** Plan Rows of an `explain (format json)` answer (Prefer: count=planned). */
function plannedRows(rows: BatchRows | undefined): number | null {
  const raw = rows?.[0] ? Object.values(rows[0])[0] : null;
  if (typeof raw !== 'string') return null;
  const plan = JSON.parse(raw) as Array<{ Plan: { 'Plan Rows': number } }> | null;
  return plan?.[0]?.Plan['Plan Rows'] ?? null;
}

/** An EXPLAIN's rows as the body PostgREST answers: each row's line (text: one per plan line; JSON:
 * one), each ended by a newline. */
function planResult(rows: BatchRows | undefined): ResultRow {
  const lines = (rows ?? []).map((r) => {
    const line = Object.values(r as Record<string, unknown>)[0];
    return typeof line === 'string' ? line : JSON.stringify(line ?? '');
  });
  return { page_total: 0, total: null, body: lines.map((l) => `${l}\n`).join('') };
}

export async function createRestService(
  ctx: ServiceContext,
  config: ApiConfig,
  options: RestOptions = {},
): Promise<RestService> {
  const schemas = config.schemas;
  const anonRole = options.anonRole ?? 'anon';
  const txEnd = options.txEnd ?? 'commit-allow-override';
  // Supabase's (and the CLI's) db-extra-search-path when the config gives none.
  const extraSearchPath = config.extraSearchPath ?? ['public', 'extensions'];
  const planOptions = {
    aggregates: options.aggregates ?? aggregatesEnabled(),
    maxRows: config.maxRows,
    safeUpdate: options.safeUpdate ?? true,
    plans: options.plans ?? false,
  };
  const appSettings = Object.entries(options.appSettings ?? {});
  const jwts = new JwtCache();
  let cache = await loadSchemaCache(ctx.db, schemas);
  const reloadSchema = async (): Promise<void> => {
    cache = await loadSchemaCache(ctx.db, schemas);
  };
  // Prefer: timezone= takes the names Postgres knows; read once, when first asked for.
  let timezoneNames: Promise<Set<string>> | undefined;
  const timezones = (): Promise<Set<string>> => {
    timezoneNames ??= ctx.db
      .query<{ name: string }>('select name from pg_timezone_names')
      .then((r) => new Set(r.rows.map((row) => row.name)))
      .catch((error: unknown) => {
        timezoneNames = undefined;
        throw error;
      });
    return timezoneNames;
  };
  let unlisten: (() => Promise<void>) | undefined;
  try {
    unlisten = await ctx.db.listen('pgrst', (payload) => {
      const command = payload.trim();
      if (command === '' || command === 'reload schema') reloadSchema().catch(() => undefined);
    });
  } catch {
    unlisten = undefined;
  }
  // Back after the database was away (or the embedded backend was replaced): notifications in
  // between are lost, so read the schema again, as PostgREST does after reconnecting.
  const stopReconnect = ctx.db.onReconnect?.(() => void reloadSchema().catch(() => undefined));

  /** One request through the pipe. */
  const serve = async (req: StackRequest, identity: Identity): Promise<StackResponse> => {
    const api = parseRequest(req, schemas, {
      txOverride: txEnd.endsWith('allow-override'),
      timezones: /timezone=/.test(req.headers['prefer'] ?? '') ? await timezones() : undefined,
    });
    const plan = planRequest(cache, api, planOptions);
    const { answer } = plan;
    const single = answer.media.media === SINGLE_MT || answer.media.media === SINGLE_STRIP_MT;
    // The role's statement_timeout: a server enforces it itself; PGlite, which cannot interrupt a
    // statement, gets it as the batch's timeout and replaces its backend when it runs out.
    const timeout = cache.statementTimeouts.get(identity.role);
    const onServer = ctx.db.kind === 'postgres';
    // GET and HEAD run read-only, as in PostgREST: a writing function called by GET gets 405.
    const readOnly = api.head || api.method === 'GET';
    const rollback =
      txEnd.endsWith('allow-override') && api.prefer.tx ? api.prefer.tx === 'rollback' : txEnd.startsWith('rollback');
    const rendered = renderRequest(plan, {
      role: identity.role,
      claims: JSON.stringify(identity.claims),
      method: api.method,
      path: req.path,
      headers: JSON.stringify(req.headers),
      cookies: JSON.stringify(api.cookies),
      schema: api.schema,
      extraSearchPath,
      readOnly,
      timeout: onServer ? (timeout ?? null) : null,
      appSettings,
      timezone: api.prefer.timezone,
      preRequest: options.preRequest,
      rollsBack: rollback,
    });
    const resultOf = (results: BatchRows[]): ResultRow =>
      answer.media.plan
        ? planResult(results[rendered.main])
        : ((results[rendered.main]?.[0] as unknown as ResultRow | undefined) ?? {
            page_total: 0,
            total: null,
            body: null,
          });
    // Checks PostgREST makes before committing. A read-only request commits nothing, so it needs no
    // decision and runs in one round trip; a write that may be refused decides before COMMIT.
    const check = (result: ResultRow): void => {
      const affected = Number(result.page_total);
      if (single && answer.result === 'rows' && affected !== 1) throw singleRowError(affected);
      if (
        api.prefer.maxAffected !== undefined &&
        api.prefer.handling === 'strict' &&
        api.action !== 'read' &&
        affected > api.prefer.maxAffected
      ) {
        throw new ApiError(
          400,
          'PGRST124',
          'Query result exceeds max-affected preference constraint',
          `The query affects ${affected} rows`,
        );
      }
    };
    const mayRefuse =
      (single && answer.result === 'rows') ||
      (api.prefer.maxAffected !== undefined && api.prefer.handling === 'strict') ||
      rollback;
    const decide =
      readOnly || !mayRefuse
        ? undefined
        : (results: BatchRows[]): boolean => {
            check(resultOf(results));
            return !rollback;
          };
    const results = await runBatch(ctx.db, rendered.statements, decide, {
      timeoutMs: onServer ? undefined : durationMs(timeout),
    });
    const row = resultOf(results);
    if (readOnly) check(row);
    const planned = rendered.planned !== undefined ? plannedRows(results[rendered.planned]) : null;
    if (planned !== null) row.total = planned;
    return buildResponse(api, plan, row);
  };

  const handle: Handler = async (req) => {
    const method = req.method.toUpperCase();
    if (method === 'OPTIONS') return { status: 200, headers: { allow: 'OPTIONS,GET,HEAD,POST,PUT,PATCH,DELETE' } };
    let authenticated = false;
    try {
      const identity = await authenticate(req, ctx.keys.jwtSecret, cache, jwts, anonRole);
      authenticated = identity.authenticated;
      return await serve(req, identity);
    } catch (error) {
      return errorResponse(toApiError(error, authenticated), method === 'HEAD');
    }
  };

  return {
    handle,
    reloadSchema,
    close: async () => {
      stopReconnect?.();
      if (unlisten) await unlisten();
    },
  };
}
