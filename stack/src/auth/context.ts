// What every endpoint group of /auth/v1 shares: the options, the token settings, the limiters and
// GoTrue's checks (password rules, e-mail format, bearer authentication, admin role, new sessions).
import bcrypt from 'bcryptjs';
import type { Database } from '../db/database.ts';
import { verifyJwt, type JwtClaims } from '../jwt.ts';
import type { StackKeys, StackRequest, StackResponse } from '../types.ts';
import { AuthError, badRequest, forbidden } from './errors.ts';
import type { Mailer } from './mailer.ts';
import { RateLimiter, TokenBucketLimiter } from './rate-limit.ts';
import { accessToken, addAmrClaim, createSession, type TokenSettings } from './sessions.ts';
import { findUserById, userJson, UUID_RE, type UserRow } from './users.ts';

export interface AuthOptions {
  db: Database;
  keys: StackKeys;
  apiUrl: string;
  siteUrl: string;
  autoConfirm: boolean;
  enableSignup: boolean;
  /** config.toml [auth] enable_anonymous_sign_ins (GoTrue's external.anonymous_users). */
  enableAnonymousSignIns?: boolean;
  minPasswordLength: number;
  jwtExpiry: number;
  refreshTokenReuseInterval: number;
  /** false disables; otherwise requests per IP per 5 minutes (anonymous users: per hour). */
  rateLimit:
    | false
    | {
        signInSignUps: number;
        tokenRefresh: number;
        tokenVerifications?: number;
        anonymousUsers?: number;
        web3?: number;
      };
  /** The header that carries the client's address behind a trusted proxy (GoTrue's
   * GOTRUE_RATE_LIMIT_HEADER); unset: the socket's address, whatever X-Forwarded-For says. */
  rateLimitHeader?: string;
  bcryptCost?: number;
  /** Where /verify may send the browser besides site_url (config.toml additional_redirect_urls). */
  additionalRedirectUrls?: string[];
  /** null: e-mails are dropped, as GoTrue's noop mailer does without SMTP. */
  mailer?: Mailer | null;
  email?: Partial<EmailSettings>;
  /** config.toml [auth.sms]: phone sign-ups (enable_signup), confirmed at once unless
   * enable_confirmations, and test_otp codes (no SMS provider is ever reached). */
  sms?: Partial<SmsSettings>;
}

export interface SmsSettings {
  enabled: boolean;
  autoConfirm: boolean;
  /** Phone number (E.164 digits) → the code that number always gets. */
  testOtp: Record<string, string>;
  otpLength: number;
  maxFrequency: number;
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
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export type AuthContext = ReturnType<typeof createAuthContext>;

const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** Methods whose claim makes a session aal2 (GoTrue's AMRClaim.IsAAL2Claim). */
const AAL2_METHODS = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);

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
  // GoTrue's apilimiter: each a bucket per address with a burst of 30 refilled at the configured count
  // per 5 minutes. /token (every grant) and /verify have their own; the e-mail endpoints, PUT /user and
  // sign-ups each have one at sign_in_sign_ups (GOTRUE_RATE_LIMIT_OTP); anonymous sign-ins are counted
  // per hour with the whole count as burst.
  const r = o.rateLimit;
  const otpFamily = () => (r ? new TokenBucketLimiter(r.signInSignUps, 30) : null);
  const limiters = {
    token: r ? new TokenBucketLimiter(r.tokenRefresh, 30) : null,
    verify: r ? new TokenBucketLimiter(r.tokenVerifications ?? 30, 30) : null,
    signups: otpFamily(),
    recover: otpFamily(),
    resend: otpFamily(),
    magicLink: otpFamily(),
    otp: otpFamily(),
    user: otpFamily(),
    anonymous: r ? new TokenBucketLimiter(r.anonymousUsers ?? 30, r.anonymousUsers ?? 30, 3_600_000) : null,
    web3: r ? new TokenBucketLimiter(r.web3 ?? 30, 30) : null,
    factorVerify: r ? new TokenBucketLimiter(15, 30, 60_000) : null,
    factorChallenge: r ? new TokenBucketLimiter(15, 30, 60_000) : null,
  };
  const cost = o.bcryptCost ?? 10;
  const email: EmailSettings = { ...DEFAULT_EMAIL, ...o.email };
  // GoTrue's e-mail limiter counts every e-mail the service sends, whoever asks.
  const emailLimiter = email.emailSentPerHour === false ? null : new RateLimiter(email.emailSentPerHour, 3_600_000);

  const limit = (limiter: TokenBucketLimiter | null, req: StackRequest) => {
    const header = o.rateLimitHeader ? req.headers[o.rateLimitHeader.toLowerCase()]?.split(',')[0]?.trim() : undefined;
    if (limiter && !limiter.take(header || req.ip)) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
  };

  /** What GoTrue's checkPasswordStrength finds weak (lengths in bytes, as Go's len() counts). */
  const weakPassword = (password: string): { message: string; reasons: string[] } | null =>
    Buffer.byteLength(password, 'utf8') < o.minPasswordLength
      ? { message: `Password should be at least ${o.minPasswordLength} characters.`, reasons: ['length'] }
      : null;

  /** GoTrue's checkPasswordStrength: bcrypt reads 72 bytes at most, then the strength rules. */
  const checkPassword = (password: string) => {
    if (Buffer.byteLength(password, 'utf8') > 72)
      throw badRequest('validation_failed', 'Password cannot be longer than 72 characters');
    const weak = weakPassword(password);
    if (weak) throw new AuthError(422, 'weak_password', weak.message, { weak_password: { reasons: weak.reasons } });
  };

  /** GoTrue's validateEmail (mail.go): checkmail's format, lower-cased. */
  const validateEmail = (email: string): string => {
    if (!email) throw badRequest('validation_failed', 'An email address is required');
    if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
    if (!EMAIL_RE.test(email))
      throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
    return email.toLowerCase();
  };

  const hash = (password: string) => bcrypt.hash(password, cost);

  /** The session's amr claim (GoTrue's CalculateAALAndAMR): its methods, most recent first, and its aal. */
  async function sessionAmr(sessionId: string): Promise<{ amr: { method: string; timestamp: number }[]; aal: string }> {
    const { rows } = await db.query<{ method: string; at: string }>(
      `select authentication_method as method, extract(epoch from updated_at)::bigint::text as at
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
      [sessionId],
    );
    const amr = rows.map((r) => ({ method: r.method, timestamp: Number(r.at) }));
    const aal = amr.some((e) => AAL2_METHODS.has(e.method)) ? 'aal2' : 'aal1';
    return { amr, aal };
  }

  /** The access token response for a session (new or refreshed), as GoTrue's issueRefreshToken answers. */
  async function tokenResponse(user: UserRow, sessionId: string, refreshToken: string) {
    const { amr, aal } = await sessionAmr(sessionId);
    const { token, exp } = await accessToken(user, sessionId, amr, tokens, aal);
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: o.jwtExpiry,
      expires_at: exp,
      refresh_token: refreshToken,
      user: await userJson(db, user),
    };
  }

  /** A new session for the user signed in with `method`, answered as GoTrue's AccessTokenResponse. */
  async function sessionFor(user: UserRow, req: StackRequest, method: string) {
    const { sessionId, refreshToken } = await db.transaction(async (tx) => {
      await tx.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [user.id]);
      await tx.query(`update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`, [
        user.id,
      ]);
      const made = await createSession(tx, user.id, { userAgent: req.headers['user-agent'], ip: req.ip });
      await addAmrClaim(tx, made.sessionId, method);
      return made;
    });
    return tokenResponse((await findUserById(db, user.id))!, sessionId, refreshToken);
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
    // GoTrue's maybeLoadUserOrSession (auth.go), in its order; the ban is checked last.
    const sub = result.claims.sub;
    if (typeof sub !== 'string' || !sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
    if (!UUID_RE.test(sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
    const user = await findUserById(db, sub);
    if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
    const sessionId = result.claims.session_id;
    if (typeof sessionId === 'string' && sessionId && sessionId !== NIL_UUID) {
      if (!UUID_RE.test(sessionId)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
      const s = await db.query('select 1 from auth.sessions where id = $1', [sessionId]);
      if (s.rows.length === 0)
        throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
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

  const sms: SmsSettings = { enabled: false, autoConfirm: true, testOtp: {}, otpLength: 6, maxFrequency: 60, ...o.sms };
  const phone = {
    ...sms,
    /** GoTrue's formatPhoneNumber: no leading '+', no spaces. */
    format: (raw: string) => raw.replace(/^\+/, '').replaceAll(' ', ''),
    /** GoTrue's validatePhone: E.164 digits. */
    validate(raw: string): string {
      const formatted = raw.replace(/^\+/, '').replaceAll(' ', '');
      if (!/^[1-9][0-9]{1,14}$/.test(formatted))
        throw badRequest('validation_failed', 'Invalid phone number format (E.164 required)');
      return formatted;
    },
  };

  return {
    db,
    options: o,
    phone,
    email,
    emailLimiter,
    mailer: o.mailer ?? null,
    tokens,
    limiters,
    limit,
    checkPassword,
    weakPassword,
    validateEmail,
    hash,
    sessionFor,
    sessionAmr,
    tokenResponse,
    authenticate,
    requireAdmin,
  };
}
