// The OAuth 2.1 server's client registry (GoTrue's oauthserver/handlers.go and service.go), on with
// config.toml [auth.oauth_server] enabled = true: the admin API registers, lists, reads, updates,
// deletes clients and regenerates their secrets; dynamic registration (POST /oauth/register) with
// allow_dynamic_registration. The authorization flows themselves (/oauth/authorize, /oauth/token, …)
// are not run by the stack and say so.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { StackRequest } from '../types.ts';
import type { AuthContext, Route } from './context.ts';
import type { OAuthServerSettings } from './feature-settings.ts';
import { AuthError, badRequest, forbidden, notFound } from './errors.ts';
import { ok, parseBody } from './http.ts';
import { UUID_RE } from './users.ts';

interface ClientRow {
  id: string;
  client_secret_hash: string | null;
  registration_type: string;
  redirect_uris: string;
  grant_types: string;
  client_name: string | null;
  client_uri: string | null;
  logo_uri: string | null;
  created_at: Date;
  updated_at: Date;
  client_type: string;
  token_endpoint_auth_method: string;
}

const COLUMNS = `id, client_secret_hash, registration_type::text as registration_type, redirect_uris, grant_types,
  client_name, client_uri, logo_uri, created_at, updated_at, client_type::text as client_type, token_endpoint_auth_method`;

const AUTH_METHODS = ['none', 'client_secret_basic', 'client_secret_post'];

const invalid = (msg: string) => badRequest('validation_failed', msg);

/** oauthServerClientToResponse: empty fields left out, as Go's omitempty does. */
function clientJson(c: ClientRow, secret?: string): Record<string, unknown> {
  const out: Record<string, unknown> = { client_id: c.id };
  if (secret) out.client_secret = secret;
  out.client_type = c.client_type;
  const uris = c.redirect_uris ? c.redirect_uris.split(',') : [];
  if (uris.length) out.redirect_uris = uris;
  out.token_endpoint_auth_method = c.token_endpoint_auth_method;
  out.grant_types = c.grant_types ? c.grant_types.split(',') : [];
  out.response_types = ['code'];
  if (c.client_name) out.client_name = c.client_name;
  if (c.client_uri) out.client_uri = c.client_uri;
  if (c.logo_uri) out.logo_uri = c.logo_uri;
  out.registration_type = c.registration_type;
  out.created_at = new Date(c.created_at).toISOString();
  out.updated_at = new Date(c.updated_at).toISOString();
  return out;
}

/** validateRedirectURI: scheme and host, no dangerous schemes, http only for loopback, no fragment. */
function redirectUriProblem(uri: unknown): string | null {
  if (typeof uri !== 'string' || !uri) return 'redirect URI cannot be empty';
  let u: URL;
  try {
    u = new URL(uri);
  } catch {
    return 'invalid URL format';
  }
  const scheme = u.protocol.slice(0, -1);
  if (!scheme || !u.host) return 'must have scheme and host';
  if (['javascript', 'data', 'file', 'vbscript', 'about', 'blob'].includes(scheme.toLowerCase()))
    return `scheme '${scheme}' is not allowed for security reasons`;
  if (scheme === 'http' && !['localhost', '127.0.0.1', '[::1]'].includes(u.hostname))
    return 'HTTP scheme only allowed for localhost';
  if (u.hash) return 'fragment not allowed in redirect URI';
  return null;
}

function checkRedirectUris(uris: unknown, required: boolean): string[] {
  if (!Array.isArray(uris) || uris.length === 0)
    throw invalid(required ? 'redirect_uris is required' : 'redirect_uris cannot be empty');
  if (uris.length > 10) throw invalid('redirect_uris cannot exceed 10 items');
  for (const uri of uris) {
    const problem = redirectUriProblem(uri);
    if (problem) throw invalid(`invalid redirect_uri '${String(uri)}': ${problem}`);
  }
  return uris as string[];
}

function checkGrantTypes(types: unknown): string[] {
  if (!Array.isArray(types) || types.length === 0) throw invalid('grant_types cannot be empty');
  if (types.some((t) => t !== 'authorization_code' && t !== 'refresh_token'))
    throw invalid("grant_types must only contain 'authorization_code' and/or 'refresh_token'");
  return types as string[];
}

function checkUri(value: unknown, field: 'client_uri' | 'logo_uri'): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw invalid(`${field} must be a valid URL`);
  if (value.length > 2048) throw invalid(`${field} cannot exceed 2048 characters`);
  try {
    new URL(value);
  } catch {
    throw invalid(`${field} must be a valid URL`);
  }
  return value;
}

function checkName(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw invalid('client_name must be text');
  if (value.length > 1024) throw invalid('client_name cannot exceed 1024 characters');
  return value;
}

/** generateClientSecret / hashClientSecret: 32 random bytes, stored as their SHA-256. */
function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: createHash('sha256').update(secret).digest('base64url') };
}

export function oauthClientRoutes(ctx: AuthContext, settings: OAuthServerSettings): Route[] {
  const { db } = ctx;
  const disabled = () => notFound('feature_disabled', 'OAuth server is disabled');

  async function register(req: StackRequest, registrationType: 'manual' | 'dynamic') {
    const body = parseBody(req);
    const redirectUris = checkRedirectUris(body.redirect_uris, true);
    const grantTypes = body.grant_types === undefined ? null : checkGrantTypes(body.grant_types);
    const name = checkName(body.client_name);
    const clientUri = checkUri(body.client_uri, 'client_uri');
    const logoUri = checkUri(body.logo_uri, 'logo_uri');
    const explicitType = typeof body.client_type === 'string' ? body.client_type : '';
    if (explicitType && explicitType !== 'public' && explicitType !== 'confidential')
      throw invalid("client_type must be 'public' or 'confidential'");
    const method = typeof body.token_endpoint_auth_method === 'string' ? body.token_endpoint_auth_method : '';
    if (method && !AUTH_METHODS.includes(method))
      throw invalid(`token_endpoint_auth_method must be one of: [${AUTH_METHODS.join(' ')}]`);
    const inferred = method === 'none' ? 'public' : 'confidential';
    if (explicitType && method && explicitType !== inferred)
      throw invalid(
        `client_type '${explicitType}' is inconsistent with token_endpoint_auth_method '${method}' (expected client_type '${inferred}')`,
      );
    const clientType = explicitType || (method ? inferred : 'confidential');
    const authMethod = method || (clientType === 'public' ? 'none' : 'client_secret_basic');
    const made = clientType === 'confidential' ? newSecret() : null;
    const { rows } = await db.query<ClientRow>(
      `insert into auth.oauth_clients (id, client_secret_hash, registration_type, redirect_uris, grant_types, client_name,
         client_uri, logo_uri, client_type, token_endpoint_auth_method)
       values ($1, $2, $3::auth.oauth_registration_type, $4, $5, $6, $7, $8, $9::auth.oauth_client_type, $10)
       returning ${COLUMNS}`,
      [
        randomUUID(),
        made?.hash ?? null,
        registrationType,
        redirectUris.join(','),
        (grantTypes ?? ['authorization_code', 'refresh_token']).join(','),
        name,
        clientUri,
        logoUri,
        clientType,
        authMethod,
      ],
    );
    return ok(201, clientJson(rows[0]!, made?.secret));
  }

  /** LoadOAuthServerClient: the path's client, not deleted. */
  async function load(raw: string): Promise<ClientRow> {
    if (!UUID_RE.test(raw)) throw invalid('invalid client_id format');
    const { rows } = await db.query<ClientRow>(
      `select ${COLUMNS} from auth.oauth_clients where id = $1 and deleted_at is null`,
      [raw.toLowerCase()],
    );
    if (!rows[0]) throw notFound('oauth_client_not_found', 'OAuth client not found');
    return rows[0];
  }

  async function update(req: StackRequest, client: ClientRow) {
    const body = parseBody(req);
    const fields = [
      'redirect_uris',
      'grant_types',
      'client_name',
      'client_uri',
      'logo_uri',
      'token_endpoint_auth_method',
    ];
    if (!fields.some((f) => body[f] !== undefined && body[f] !== null)) throw invalid('No fields provided for update');
    const set: string[] = [];
    const values: unknown[] = [client.id];
    const put = (column: string, value: unknown) => {
      values.push(value);
      set.push(`${column} = $${values.length}`);
    };
    if (body.redirect_uris != null) put('redirect_uris', checkRedirectUris(body.redirect_uris, false).join(','));
    if (body.grant_types != null) put('grant_types', checkGrantTypes(body.grant_types).join(','));
    if (body.client_name != null) put('client_name', checkName(body.client_name));
    if (body.client_uri != null) put('client_uri', checkUri(body.client_uri, 'client_uri'));
    if (body.logo_uri != null) put('logo_uri', checkUri(body.logo_uri, 'logo_uri'));
    if (body.token_endpoint_auth_method != null) {
      const method = String(body.token_endpoint_auth_method);
      if (!AUTH_METHODS.includes(method))
        throw invalid(`invalid token_endpoint_auth_method: must be one of [${AUTH_METHODS.join(' ')}]`);
      const valid = client.client_type === 'public' ? ['none'] : ['client_secret_basic', 'client_secret_post'];
      if (!valid.includes(method))
        throw invalid(
          `token_endpoint_auth_method '${method}' is not valid for client_type '${client.client_type}'; valid methods: [${valid.join(' ')}]`,
        );
      put('token_endpoint_auth_method', method);
    }
    const { rows } = await db.query<ClientRow>(
      `update auth.oauth_clients set ${set.join(', ')}, updated_at = now() where id = $1 returning ${COLUMNS}`,
      values,
    );
    return ok(200, clientJson(rows[0]!));
  }

  const guard = () => {
    if (!settings.enabled) throw disabled();
  };
  const flowsNotRun = () =>
    new AuthError(404, 'feature_disabled', 'OAuth 2.1 authorization flows are not supported by the local stack');

  return [
    {
      method: 'GET',
      path: '/admin/oauth/clients',
      async handle() {
        guard();
        const { rows } = await db.query<ClientRow>(
          `select ${COLUMNS} from auth.oauth_clients where deleted_at is null order by created_at desc`,
        );
        return ok(200, rows.length ? { clients: rows.map((r) => clientJson(r)) } : {});
      },
    },
    {
      method: 'POST',
      path: '/admin/oauth/clients',
      handle: async (req) => {
        guard();
        return register(req, 'manual');
      },
    },
    {
      method: 'GET',
      path: /^\/admin\/oauth\/clients\/([^/]+)$/,
      handle: async (_req, [id]) => {
        guard();
        return ok(200, clientJson(await load(id!)));
      },
    },
    {
      method: 'PUT',
      path: /^\/admin\/oauth\/clients\/([^/]+)$/,
      handle: async (req, [id]) => {
        guard();
        return update(req, await load(id!));
      },
    },
    {
      method: 'DELETE',
      path: /^\/admin\/oauth\/clients\/([^/]+)$/,
      handle: async (_req, [id]) => {
        guard();
        const client = await load(id!);
        await db.query('update auth.oauth_clients set deleted_at = now(), updated_at = now() where id = $1', [
          client.id,
        ]);
        return { status: 204, headers: {} };
      },
    },
    {
      method: 'POST',
      path: /^\/admin\/oauth\/clients\/([^/]+)\/regenerate_secret$/,
      handle: async (_req, [id]) => {
        guard();
        const client = await load(id!);
        if (client.client_type !== 'confidential') throw invalid('Cannot regenerate secret for public client');
        const made = newSecret();
        const { rows } = await db.query<ClientRow>(
          `update auth.oauth_clients set client_secret_hash = $2, updated_at = now() where id = $1 returning ${COLUMNS}`,
          [client.id, made.hash],
        );
        return ok(200, clientJson(rows[0]!, made.secret));
      },
    },
    {
      method: 'POST',
      path: '/oauth/register',
      handle: async (req) => {
        guard();
        ctx.limit(ctx.limiters.oauthRegister, req);
        if (!settings.allowDynamicRegistration)
          throw forbidden('oauth_dynamic_client_registration_disabled', 'Dynamic client registration is not enabled');
        return register(req, 'dynamic');
      },
    },
    {
      method: ['GET', 'POST', 'DELETE'],
      path: /^\/(?:oauth\/(?:authorize|token|userinfo|authorizations\/.*)|user\/oauth\/grants)$/,
      handle: async () => {
        guard();
        throw flowsNotRun();
      },
    },
  ];
}
