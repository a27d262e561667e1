// What every endpoint group of /auth/v1 shares: the options, the token settings, the limiters and
// GoTrue's checks (password rules, e-mail format, bearer authentication, admin role, new sessions).
import bcrypt from 'bcryptjs';
import type { Database } from '../db/database.ts';
import { verifyJwt, type JwtClaims } from '../jwt.ts';
import type { StackKeys, StackRequest, StackResponse } from '../types.ts';
import { AuthError, badRequest, forbidden } from './errors.ts';
import type { Mailer } from './mailer.ts';
import { RateLimiter } from './rate-limit.ts';
import { accessToken, createSession, type TokenSettings } from './sessions.ts';
import { findUserById, userJson, UUID_RE, type UserRow } from './users.ts';

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
  rateLimit: false | { signInSignUps: number; tokenRefresh: number; tokenVerifications?: number };
  /** The header that carries the client's address behind a trusted proxy (GoTrue's
   * GOTRUE_RATE_LIMIT_HEADER); unset: the socket's address, whatever X-Forwarded-For says. */
  rateLimitHeader?: string;
  bcryptCost?: number;
  /** Where /verify may send the browser besides site_url (config.toml additional_redirect_urls). */
  additionalRedirectUrls?: string[];
  /** null: e-mails are dropped, as GoTrue's noop mailer does without SMTP. */
  mailer?: Mailer | null;
  email?: Partial<EmailSettings>;
}

export interface EmailSettings {
  /** Seconds before the same kind of e-mail may go to a user again (GoTrue's max_frequency). */
  maxFrequency: number;
  otpLength: number;
  otpExpiry: number;
  /** Secure e-mail change: both the old and the new address confirm. */
  doubleConfirmChanges: boolean;
  securePasswordChange: boolean;
  /** E-mails per hour for the whole service (GoTrue's RATE_LIMIT_EMAIL_SENT); false: unlimited. */
  emailSentPerHour: number | false;
}

const DEFAULT_EMAIL: EmailSettings = {
  maxFrequency: 1,
  otpLength: 6,
  otpExpiry: 3600,
  doubleConfirmChanges: true,
  securePasswordChange: false,
  emailSentPerHour: false,
};

/** One endpoint: method, path below /auth/v1 (a RegExp's groups reach the handler) and its handler. */
export interface Route {
  method: string | string[];
  path: string | RegExp;
  handle(req: StackRequest, params: string[]): Promise<StackResponse>;
}

const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export type AuthContext = ReturnType<typeof createAuthContext>;

export const isBanned = (u: { banned_until: Date | null }) =>
  !!u.banned_until && new Date(u.banned_until).getTime() > Date.now();

export function createAuthContext(o: AuthOptions) {
  const { db } = o;
  const tokens: TokenSettings = {
    jwtSecret: o.keys.jwtSecret,
    jwtExpiry: o.jwtExpiry,
    issuer: `${o.apiUrl}/auth/v1`,
    reuseIntervalSeconds: o.refreshTokenReuseInterval,
  };
  const limiters = {
    signIn: o.rateLimit ? new RateLimiter(o.rateLimit.signInSignUps) : null,
    refresh: o.rateLimit ? new RateLimiter(o.rateLimit.tokenRefresh) : null,
    verify: o.rateLimit ? new RateLimiter(o.rateLimit.tokenVerifications ?? 30) : null,
  };
  const cost = o.bcryptCost ?? 10;
  const email: EmailSettings = { ...DEFAULT_EMAIL, ...o.email };
  // GoTrue's e-mail limiter counts every e-mail the service sends, whoever asks.
  const emailLimiter = email.emailSentPerHour === false ? null : new RateLimiter(email.emailSentPerHour, 3_600_000);

  const limit = (limiter: RateLimiter | null, req: StackRequest) => {
    const header = o.rateLimitHeader ? req.headers[o.rateLimitHeader.toLowerCase()]?.split(',')[0]?.trim() : undefined;
    if (limiter && !limiter.take(header || req.ip)) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
  };

  /** GoTrue's checkPasswordStrength: lengths in bytes, as Go's len() counts; bcrypt reads 72 at most. */
  const checkPassword = (password: string) => {
    const bytes = Buffer.byteLength(password, 'utf8');
    if (bytes > 72) throw badRequest('validation_failed', 'Password cannot be longer than 72 characters');
    if (bytes < o.minPasswordLength) {
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

  const hash = (password: string) => bcrypt.hash(password, cost);

  /** A new session for the user, answered as GoTrue's AccessTokenResponse. */
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
    if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
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

  return {
    db,
    options: o,
    email,
    emailLimiter,
    mailer: o.mailer ?? null,
    tokens,
    limiters,
    limit,
    checkPassword,
    validateEmail,
    hash,
    sessionFor,
    authenticate,
    requireAdmin,
  };
}
