// What Supabase's Kong gateway does in front of the services: apikey check (not for Storage,
// which checks its own JWTs), the Authorization it forwards, CORS, body size limit, routing by prefix.
// Responses for gateway errors use Kong's {"message": ...} shape.
import type { Handler, StackKeys, StackRequest, StackResponse } from './types.ts';

export interface Routes {
  auth: Handler;
  rest: Handler;
  functions: Handler;
  /** Optional so gateways without Storage stay valid; absent → 404 saying so. */
  storage?: Handler;
  realtime: Handler;
}

/** Storage answers for itself (public and signed URLs carry no apikey), as in Supabase's kong.yml. */
export const STORAGE_PREFIX = '/storage/v1';

const json = (status: number, body: unknown, headers: Record<string, string> = {}): StackResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(body),
});

export const kongError = (status: number, message: string): StackResponse => json(status, { message });

const EXPOSED = [
  'Content-Range',
  'Content-Profile',
  'Content-Location',
  'Range-Unit',
  'Location',
  'Preference-Applied',
  'X-Client-Info',
  'X-Supabase-Api-Version',
  'X-Total-Count',
  'Link',
  'Retry-After',
  'X-Relay-Error',
].join(', ');
const ALLOWED_HEADERS = [
  'authorization',
  'x-client-info',
  'apikey',
  'content-type',
  'prefer',
  'range',
  'accept',
  'accept-profile',
  'content-profile',
  'x-supabase-api-version',
  'x-upsert',
  'x-region',
  'accept-encoding',
].join(', ');
// Kong's cors plugin as Supabase's kong.yml enables it (`- name: cors`, no config): any origin as `*`,
// never with credentials (the Supabase clients send the key and JWT in headers, not cookies), the
// plugin's default methods, and the request's own Access-Control-Request-Headers allowed.
const METHODS = 'GET,HEAD,PUT,PATCH,POST,DELETE,OPTIONS,TRACE,CONNECT';

export function corsHeaders(_req: Pick<StackRequest, 'headers'>): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    // What PostgREST and GoTrue expose themselves (Kong passes them through): supabase-js reads them.
    'access-control-expose-headers': EXPOSED,
  };
}

function preflight(req: StackRequest): StackResponse {
  const headers: Record<string, string> = {
    ...corsHeaders(req),
    'access-control-allow-methods': METHODS,
    'content-length': '0',
  };
  const requested = req.headers['access-control-request-headers'];
  headers['access-control-allow-headers'] = requested ?? ALLOWED_HEADERS;
  return { status: 200, headers };
}

// GoTrue endpoints Kong leaves open: links from e-mails and OAuth redirects carry no apikey.
const OPEN_AUTH = /^\/(verify|callback|authorize)(\/|$)/;

function apikeyOf(req: StackRequest): string | undefined {
  return req.headers.apikey || req.url.searchParams.get('apikey') || undefined;
}

/**
 * The Authorization the CLI's Kong forwards (its kong.yml template: a request-transformer that adds and
 * replaces `Authorization: {{ .BearerToken }}` on the auth-v1, rest-v1, storage-v1, functions-v1 and
 * realtime-v1-rest routes; start.go builds the expression): the request's own Authorization unless
 * it is missing or carries an `sb_` API key, else the one the apikey stands for. The stack's keys are
 * the legacy JWT keys, which the template passes on as they are (no "Bearer "); no apikey either
 * leaves an empty value. So a service always sees an Authorization: Storage, for one, then answers a
 * request without any key with its JWT check's "Invalid Compact JWS", not with a missing header.
 */
export function withForwardedAuthorization(req: StackRequest): StackRequest {
  const own = req.headers.authorization;
  if (own !== undefined && !own.startsWith('Bearer sb_')) return req;
  return { ...req, headers: { ...req.headers, authorization: req.headers.apikey ?? '' } };
}

/** Routes without the transformer: GoTrue's open links, the S3 protocol (its signature is in
 * Authorization) and the Realtime websocket (Kong rewrites its apikey query parameter instead). */
const KEEPS_AUTHORIZATION = {
  auth: (path: string) => OPEN_AUTH.test(path),
  rest: () => false,
  functions: () => false,
  realtime: (path: string) => !/^\/api(\/|$)/.test(path),
  storage: (path: string) => /^\/s3(\/|$)/.test(path),
};

export function createGateway(keys: StackKeys, routes: Routes): Handler {
  const valid = new Set([keys.anonKey, keys.serviceRoleKey]);
  const services: [string, 'auth' | 'rest' | 'functions' | 'realtime'][] = [
    ['/auth/v1', 'auth'],
    ['/rest/v1', 'rest'],
    ['/functions/v1', 'functions'],
    ['/realtime/v1', 'realtime'],
  ];
  return async (req) => {
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) return preflight(req);
    const pathname = req.url.pathname;
    for (const [prefix, name] of services) {
      if (pathname !== prefix && !pathname.startsWith(prefix + '/')) continue;
      const path = pathname.slice(prefix.length) || '/';
      const open = name === 'auth' && OPEN_AUTH.test(path);
      if (!open) {
        const key = apikeyOf(req);
        if (!key) return kongError(401, 'No API key found in request');
        if (!valid.has(key)) return kongError(401, 'Invalid API key');
      }
      const routed = { ...req, path };
      return routes[name](KEEPS_AUTHORIZATION[name](path) ? routed : withForwardedAuthorization(routed));
    }
    if (routes.storage && (pathname === STORAGE_PREFIX || pathname.startsWith(STORAGE_PREFIX + '/'))) {
      const routed = { ...req, path: pathname.slice(STORAGE_PREFIX.length) || '/' };
      return routes.storage(KEEPS_AUTHORIZATION.storage(routed.path) ? routed : withForwardedAuthorization(routed));
    }
    if (/^\/storage\/v1(\/|$)/.test(pathname)) {
      return json(404, {
        statusCode: '404',
        error: 'not_found',
        message: 'Storage is disabled: [storage] enabled = false in supabase/config.toml',
      });
    }
    return kongError(404, 'no Route matched with those values');
  };
}
