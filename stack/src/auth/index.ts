// GoTrue-compatible /auth/v1 for what supabase-js's auth client sends: signup, token (password,
// refresh_token), logout, user, settings, health and the admin users API, with GoTrue's codes,
// messages, claims and tables.
import bcrypt from 'bcryptjs';
import type { Database } from '../db/database.ts';
import { verifyJwt, type JwtClaims } from '../jwt.ts';
import type { Handler, StackKeys, StackRequest, StackResponse } from '../types.ts';
import { AuthError, API_VERSION, badRequest, errorResponse, forbidden, notFound, unprocessable } from './errors.ts';
import { checkBodyNesting, hasUnstorableText, validateMetadata } from './metadata.ts';
import { RateLimiter } from './rate-limit.ts';
import { accessToken, createSession, rotateRefreshToken, type TokenSettings } from './sessions.ts';
import { findUserByEmail, findUserById, insertUser, mergeMetadata, userJson, UUID_RE, type UserRow } from './users.ts';

export interface AuthOptions {
  db: Database;
  keys: StackKeys;
  apiUrl: string;
  siteUrl: string;
  autoConfirm: boolean;
  enableSignup: boolean;
  minPasswordLength: number;
  jwtExpiry: number;
  refreshTokenReuseInterval: number;
  /** false disables; otherwise requests per IP per 5 minutes. */
  rateLimit: false | { signInSignUps: number; tokenRefresh: number };
  bcryptCost?: number;
}

type Body = Record<string, unknown>;
const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

const ok = (status: number, body: unknown, headers: Record<string, string> = {}): StackResponse => ({
  status,
  headers: { 'content-type': 'application/json', 'x-supabase-api-version': API_VERSION, ...headers },
  body: body === undefined ? undefined : JSON.stringify(body),
});

function parseBody(req: StackRequest): Body {
  const text = req.body.toString('utf8').trim();
  if (!text) return {};
  checkBodyNesting(text);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('bad_json', 'Could not parse request body as JSON: invalid character in body');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw badRequest('bad_json', 'Could not parse request body as JSON: expected an object');
  // Postgres text cannot hold U+0000: refused here rather than failing inside the database.
  if (hasUnstorableText(parsed))
    throw unprocessable(
      'validation_failed',
      'Request body must not contain the NUL character (\\u0000) or unpaired surrogates',
    );
  return parsed as Body;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const obj = (v: unknown, field: string): Record<string, unknown> | undefined => {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v))
    throw badRequest('bad_json', `Could not parse request body as JSON: ${field} must be an object`);
  return v as Record<string, unknown>;
};

export function createAuthService(o: AuthOptions): Handler {
  const { db } = o;
  const tokens: TokenSettings = {
    jwtSecret: o.keys.jwtSecret,
    jwtExpiry: o.jwtExpiry,
    issuer: `${o.apiUrl}/auth/v1`,
    reuseIntervalSeconds: o.refreshTokenReuseInterval,
  };
  const signInLimiter = o.rateLimit ? new RateLimiter(o.rateLimit.signInSignUps) : null;
  const refreshLimiter = o.rateLimit ? new RateLimiter(o.rateLimit.tokenRefresh) : null;
  const cost = o.bcryptCost ?? 10;

  const limit = (limiter: RateLimiter | null, req: StackRequest) => {
    if (limiter && !limiter.take(req.headers['x-forwarded-for']?.split(',')[0]?.trim() || req.ip)) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
  };

  const checkPassword = (password: string) => {
    if ([...password].length < o.minPasswordLength) {
      throw new AuthError(422, 'weak_password', `Password should be at least ${o.minPasswordLength} characters.`, {
        weak_password: { reasons: ['length'] },
      });
    }
  };

  const validateEmail = (email: string): string => {
    if (email.length > 255 || !EMAIL_RE.test(email))
      throw badRequest('email_address_invalid', 'Unable to validate email address: invalid format');
    return email.toLowerCase();
  };

  async function sessionFor(user: UserRow, req: StackRequest, method: string) {
    const { sessionId, refreshToken } = await db.transaction(async (tx) => {
      await tx.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [user.id]);
      await tx.query(`update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`, [
        user.id,
      ]);
      return createSession(tx, user.id, { userAgent: req.headers['user-agent'], ip: req.ip });
    });
    const fresh = (await findUserById(db, user.id))!;
    const { token, exp } = await accessToken(
      fresh,
      sessionId,
      [{ method, timestamp: Math.floor(Date.now() / 1000) }],
      tokens,
    );
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: o.jwtExpiry,
      expires_at: exp,
      refresh_token: refreshToken,
      user: await userJson(db, fresh),
    };
  }

  /** GoTrue's requireAuthentication: a Bearer JWT signed with our secret, for an existing user/session. */
  async function authenticate(req: StackRequest): Promise<{ claims: JwtClaims; user: UserRow }> {
    const header = req.headers.authorization ?? '';
    const match = /^bearer\s+(\S+)$/i.exec(header.trim());
    if (!match) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const result = await verifyJwt(match[1]!, o.keys.jwtSecret);
    if (!result.ok) {
      throw forbidden(
        'bad_jwt',
        result.reason === 'expired'
          ? 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired'
          : 'invalid JWT: unable to parse or verify signature, signature is invalid',
      );
    }
    const sub = result.claims.sub;
    if (typeof sub !== 'string' || !sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
    if (!UUID_RE.test(sub)) throw forbidden('bad_jwt', 'invalid claim: sub claim must be a UUID');
    const user = await findUserById(db, sub);
    if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
    const sessionId = result.claims.session_id;
    if (typeof sessionId === 'string' && sessionId) {
      const s = UUID_RE.test(sessionId)
        ? await db.query('select 1 from auth.sessions where id = $1', [sessionId])
        : { rows: [] };
      if (s.rows.length === 0)
        throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    return { claims: result.claims, user };
  }

  async function requireAdmin(req: StackRequest): Promise<void> {
    const header = req.headers.authorization ?? '';
    const match = /^bearer\s+(\S+)$/i.exec(header.trim());
    if (!match) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const result = await verifyJwt(match[1]!, o.keys.jwtSecret);
    if (!result.ok)
      throw forbidden('bad_jwt', 'invalid JWT: unable to parse or verify signature, signature is invalid');
    if (result.claims.role !== 'service_role' && result.claims.role !== 'supabase_admin')
      throw forbidden('not_admin', 'User not allowed');
  }

  const hash = (password: string) => bcrypt.hash(password, cost);

  async function signup(req: StackRequest): Promise<StackResponse> {
    limit(signInLimiter, req);
    const body = parseBody(req);
    if (!o.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
    const password = str(body.password) ?? '';
    const rawEmail = str(body.email)?.trim() ?? '';
    const data = obj(body.data, 'data') ?? {};
    validateMetadata(data);
    if (!rawEmail && !str(body.phone)) throw badRequest('validation_failed', 'To signup, please provide your email');
    if (!password) throw unprocessable('validation_failed', 'Signup requires a valid password');
    checkPassword(password);
    if (!rawEmail) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
    const email = validateEmail(rawEmail);
    if (await findUserByEmail(db, email)) throw unprocessable('user_already_exists', 'User already registered');
    const passwordHash = await hash(password);
    let id: string;
    try {
      id = await db.transaction((tx) =>
        insertUser(tx, {
          email,
          passwordHash,
          confirmed: o.autoConfirm,
          userMetadata: data,
          appMetadata: { provider: 'email', providers: ['email'] },
        }),
      );
    } catch (error) {
      if ((error as { code?: string }).code === '23505')
        throw unprocessable('user_already_exists', 'User already registered');
      throw new AuthError(500, 'unexpected_failure', 'Database error saving new user');
    }
    const user = (await findUserById(db, id))!;
    if (!o.autoConfirm) return ok(200, await userJson(db, user));
    return ok(200, await sessionFor(user, req, 'password'));
  }

  async function token(req: StackRequest): Promise<StackResponse> {
    const grant = req.url.searchParams.get('grant_type');
    if (grant === 'password') {
      limit(signInLimiter, req);
      const body = parseBody(req);
      const email = str(body.email)?.trim() ?? '';
      const phone = str(body.phone) ?? '';
      const password = str(body.password) ?? '';
      if (email && phone)
        throw badRequest('validation_failed', 'Only an email address or phone number should be provided on login.');
      if (!email && !phone) throw badRequest('validation_failed', 'missing email or phone');
      const user = email ? await findUserByEmail(db, email) : undefined;
      const valid =
        user?.encrypted_password && password ? await bcrypt.compare(password, user.encrypted_password) : false;
      if (!user || !valid || user.deleted_at) throw badRequest('invalid_credentials', 'Invalid login credentials');
      if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
      if (user.banned_until && new Date(user.banned_until).getTime() > Date.now())
        throw badRequest('user_banned', 'User is banned');
      return ok(200, await sessionFor(user, req, 'password'));
    }
    if (grant === 'refresh_token') {
      limit(refreshLimiter, req);
      const body = parseBody(req);
      const refresh = str(body.refresh_token) ?? '';
      if (!refresh) throw badRequest('validation_failed', 'refresh_token required');
      const rotated = await db.transaction((tx) => rotateRefreshToken(tx, refresh, o.refreshTokenReuseInterval));
      const user = await findUserById(db, rotated.userId);
      if (!user) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      if (user.banned_until && new Date(user.banned_until).getTime() > Date.now())
        throw badRequest('user_banned', 'User is banned');
      const { token: access, exp } = await accessToken(
        user,
        rotated.sessionId,
        [{ method: 'password', timestamp: Math.floor(Date.now() / 1000) }],
        tokens,
      );
      return ok(200, {
        access_token: access,
        token_type: 'bearer',
        expires_in: o.jwtExpiry,
        expires_at: exp,
        refresh_token: rotated.refreshToken,
        user: await userJson(db, user),
      });
    }
    throw badRequest('unsupported_grant_type', 'unsupported_grant_type');
  }

  async function logout(req: StackRequest): Promise<StackResponse> {
    const { claims, user } = await authenticate(req);
    const scope = req.url.searchParams.get('scope') ?? 'global';
    if (!['global', 'local', 'others'].includes(scope))
      throw badRequest('validation_failed', 'Unsupported logout scope "' + scope + '"');
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null;
    if (scope === 'global' || !sessionId) await db.query('delete from auth.sessions where user_id = $1', [user.id]);
    else if (scope === 'local') await db.query('delete from auth.sessions where id = $1', [sessionId]);
    else await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, sessionId]);
    return { status: 204, headers: { 'x-supabase-api-version': API_VERSION } };
  }

  async function updateUser(id: string, body: Body, admin: boolean): Promise<void> {
    const current = await findUserById(db, id);
    if (!current) throw notFound('user_not_found', 'User not found');
    const password = str(body.password);
    const email = str(body.email)?.trim();
    const data = obj(admin ? body.user_metadata : body.data, admin ? 'user_metadata' : 'data');
    const appData = admin ? obj(body.app_metadata, 'app_metadata') : undefined;
    validateMetadata(data, admin ? 'user_metadata' : 'data');
    validateMetadata(appData, 'app_metadata');
    let newHash: string | undefined;
    if (password !== undefined) {
      checkPassword(password);
      if (!admin && current.encrypted_password && (await bcrypt.compare(password, current.encrypted_password))) {
        throw unprocessable('same_password', 'New password should be different from the old password.');
      }
      newHash = await hash(password);
    }
    let newEmail: string | undefined;
    if (email !== undefined && email.toLowerCase() !== (current.email ?? '').toLowerCase()) {
      newEmail = validateEmail(email);
      if (await findUserByEmail(db, newEmail))
        throw unprocessable('email_exists', 'A user with this email address has already been registered');
    }
    let bannedUntil: Date | null | undefined;
    const ban = str(body.ban_duration);
    if (admin && ban !== undefined) {
      if (ban === 'none') bannedUntil = null;
      else {
        const m = /^(\d+(?:\.\d+)?)(h|m|s|ms)$/.exec(ban);
        if (!m)
          throw badRequest(
            'validation_failed',
            'invalid format for ban duration: time: invalid duration "' + ban + '"',
          );
        const unit = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 }[m[2] as 'h' | 'm' | 's' | 'ms'];
        bannedUntil = new Date(Date.now() + Number(m[1]) * unit);
      }
    }
    try {
      await db.transaction(async (tx) => {
        if (newHash)
          await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
            id,
            newHash,
          ]);
        if (newEmail) {
          await tx.query('update auth.users set email = $2, updated_at = now() where id = $1', [id, newEmail]);
          await tx.query(
            `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
                          where user_id = $1 and provider = 'email'`,
            [id, newEmail],
          );
        }
        if (data)
          await tx.query('update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1', [
            id,
            mergeMetadata(current.raw_user_meta_data, data),
          ]);
        if (appData)
          await tx.query('update auth.users set raw_app_meta_data = $2, updated_at = now() where id = $1', [
            id,
            mergeMetadata(current.raw_app_meta_data, appData),
          ]);
        if (admin && typeof body.email_confirm === 'boolean') {
          await tx.query(
            'update auth.users set email_confirmed_at = case when $2 then coalesce(email_confirmed_at, now()) end, updated_at = now() where id = $1',
            [id, body.email_confirm],
          );
        }
        if (admin && typeof body.role === 'string')
          await tx.query('update auth.users set role = $2, updated_at = now() where id = $1', [id, body.role]);
        if (bannedUntil !== undefined)
          await tx.query('update auth.users set banned_until = $2, updated_at = now() where id = $1', [
            id,
            bannedUntil,
          ]);
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505')
        throw unprocessable('email_exists', 'A user with this email address has already been registered');
      throw new AuthError(500, 'unexpected_failure', 'Database error updating user');
    }
  }

  async function admin(req: StackRequest, rest: string): Promise<StackResponse> {
    await requireAdmin(req);
    if (rest === '/users' || rest === '/users/') {
      if (req.method === 'GET') {
        const page = Math.max(1, Number.parseInt(req.url.searchParams.get('page') ?? '1', 10) || 1);
        const perPage = Math.min(
          1000,
          Math.max(1, Number.parseInt(req.url.searchParams.get('per_page') ?? '50', 10) || 50),
        );
        const total = Number(
          (await db.query<{ n: string }>('select count(*)::text as n from auth.users')).rows[0]?.n ?? 0,
        );
        const { rows } = await db.query<{ id: string }>(
          'select id from auth.users order by created_at desc, id limit $1 offset $2',
          [perPage, (page - 1) * perPage],
        );
        const users = [];
        for (const r of rows) users.push(await userJson(db, (await findUserById(db, r.id))!));
        const last = Math.max(1, Math.ceil(total / perPage));
        const links = [`</admin/users?page=${last}&per_page=${perPage}>; rel="last"`];
        if (page < last) links.unshift(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
        return ok(200, { users, aud: 'authenticated' }, { 'x-total-count': String(total), link: links.join(', ') });
      }
      if (req.method === 'POST') {
        const body = parseBody(req);
        const rawEmail = str(body.email)?.trim() ?? '';
        if (!rawEmail) throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
        const email = validateEmail(rawEmail);
        const password = str(body.password);
        if (password !== undefined) checkPassword(password);
        const userMetadata = obj(body.user_metadata, 'user_metadata') ?? {};
        validateMetadata(userMetadata, 'user_metadata');
        validateMetadata(obj(body.app_metadata, 'app_metadata'), 'app_metadata');
        const appMetadata = {
          provider: 'email',
          providers: ['email'],
          ...(obj(body.app_metadata, 'app_metadata') ?? {}),
        };
        if (await findUserByEmail(db, email))
          throw unprocessable('email_exists', 'A user with this email address has already been registered');
        const passwordHash = password !== undefined ? await hash(password) : null;
        let id: string;
        try {
          id = await db.transaction((tx) =>
            insertUser(tx, {
              email,
              passwordHash,
              confirmed: body.email_confirm === true,
              userMetadata,
              appMetadata,
              role: str(body.role),
            }),
          );
        } catch (error) {
          if ((error as { code?: string }).code === '23505')
            throw unprocessable('email_exists', 'A user with this email address has already been registered');
          throw new AuthError(500, 'unexpected_failure', 'Database error creating new user');
        }
        return ok(200, await userJson(db, (await findUserById(db, id))!));
      }
      throw new AuthError(405, 'method_not_allowed', 'Method not allowed');
    }
    const m = /^\/users\/([^/]+)\/?$/.exec(rest);
    if (!m) throw notFound('not_found', 'Not Found');
    const id = decodeURIComponent(m[1]!);
    if (!UUID_RE.test(id)) throw notFound('user_not_found', 'User not found');
    const user = await findUserById(db, id);
    if (!user) throw notFound('user_not_found', 'User not found');
    if (req.method === 'GET') return ok(200, await userJson(db, user));
    if (req.method === 'PUT') {
      await updateUser(id, parseBody(req), true);
      return ok(200, await userJson(db, (await findUserById(db, id))!));
    }
    if (req.method === 'DELETE') {
      await db.query('delete from auth.users where id = $1', [id]);
      return ok(200, {});
    }
    throw new AuthError(405, 'method_not_allowed', 'Method not allowed');
  }

  async function route(req: StackRequest): Promise<StackResponse> {
    const path = req.path.replace(/\/+$/, '') || '/';
    const m = req.method;
    if (path === '/health' && (m === 'GET' || m === 'HEAD')) {
      return ok(200, {
        version: 'v2.177.0',
        name: 'GoTrue',
        description: 'GoTrue is a user registration and authentication API',
      });
    }
    if (path === '/settings' && m === 'GET') {
      return ok(200, {
        external: { anonymous_users: false, email: true, phone: false },
        disable_signup: !o.enableSignup,
        mailer_autoconfirm: o.autoConfirm,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      });
    }
    if (path === '/signup' && m === 'POST') return signup(req);
    if (path === '/token' && m === 'POST') return token(req);
    if (path === '/logout' && m === 'POST') return logout(req);
    if (path === '/user' && m === 'GET') {
      const { user } = await authenticate(req);
      return ok(200, await userJson(db, user));
    }
    if (path === '/user' && m === 'PUT') {
      const { user } = await authenticate(req);
      const body = parseBody(req);
      await updateUser(user.id, body, false);
      return ok(200, await userJson(db, (await findUserById(db, user.id))!));
    }
    if (path.startsWith('/admin/')) return admin(req, path.slice('/admin'.length));
    throw notFound('not_found', 'Not Found');
  }

  return async (req) => {
    try {
      return await route(req);
    } catch (error) {
      const err =
        error instanceof AuthError
          ? error
          : new AuthError(
              500,
              'unexpected_failure',
              'Unexpected failure, please check server logs for more information',
            );
      return errorResponse(err, req.headers['x-supabase-api-version']);
    }
  };
}
