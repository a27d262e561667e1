// GET and POST /verify (GoTrue's verify.go): a link's token hash or an e-mail's code confirms a
// sign-up or invite, signs in after recovery or a magic link, or confirms an e-mail change. GET
// redirects to the checked redirect_to with the session (or the error) in the URL fragment; POST
// answers JSON.
import type { AuthContext, Route } from './context.ts';
import { AuthError, badRequest, forbidden, unprocessable } from './errors.ts';
import { ok, parseBody, str } from './http.ts';
import { isExpired, tokenHash } from './otp.ts';
import { verifyPhoneCode } from './phone.ts';
import { redirectTo } from './redirect.ts';
import { findUserById, type UserRow } from './users.ts';

const TYPES = ['signup', 'invite', 'recovery', 'magiclink', 'email_change', 'email'] as const;
type VerifyType = (typeof TYPES)[number];

const SINGLE_CONFIRMATION = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

interface TokenRow {
  id: string;
  banned_until: Date | null;
  confirmation_token: string;
  confirmation_sent_at: Date | null;
  recovery_token: string;
  recovery_sent_at: Date | null;
  email_change_token_new: string;
  email_change_token_current: string;
  email_change_sent_at: Date | null;
  email_change_confirm_status: number;
  email_change: string;
}

const TOKEN_COLUMNS = `id, banned_until, coalesce(confirmation_token, '') as confirmation_token, confirmation_sent_at,
  coalesce(recovery_token, '') as recovery_token, recovery_sent_at,
  coalesce(email_change_token_new, '') as email_change_token_new,
  coalesce(email_change_token_current, '') as email_change_token_current, email_change_sent_at,
  coalesce(email_change_confirm_status, 0) as email_change_confirm_status, coalesce(email_change, '') as email_change`;

/** GoTrue's oauthErrorMap: the OAuth error name a redirect carries for an HTTP status. */
const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

const banned = (r: { banned_until: Date | null }) =>
  !!r.banned_until && new Date(r.banned_until).getTime() > Date.now();

export function verifyRoutes(ctx: AuthContext): Route[] {
  const { db, options: o } = ctx;
  const expiry = () => ctx.email.otpExpiry;
  const linkInvalid = () => forbidden('otp_expired', 'Email link is invalid or has expired');
  const codeInvalid = () => forbidden('otp_expired', 'Token has expired or is invalid');

  /** The user a link's token hash names, and the type it resolves to ('email' → signup or magiclink). */
  async function byTokenHash(type: VerifyType, hash: string): Promise<{ row: TokenRow; type: VerifyType }> {
    // Each comparison repeats its partial index's predicate (platform.sql) so the lookup is index-backed.
    const by = (column: string) => `(${column} = $1 and ${column} !~ '^[0-9 ]*$')`;
    const where =
      type === 'signup' || type === 'invite'
        ? by('confirmation_token')
        : type === 'recovery' || type === 'magiclink'
          ? by('recovery_token')
          : type === 'email_change'
            ? `(${by('email_change_token_new')} or ${by('email_change_token_current')})`
            : `(${by('confirmation_token')} or ${by('recovery_token')})`;
    const { rows } = await db.query<TokenRow>(`select ${TOKEN_COLUMNS} from auth.users where ${where} limit 1`, [hash]);
    const row = rows[0];
    if (!row || !hash) throw linkInvalid();
    if (banned(row)) throw forbidden('user_banned', 'User is banned');
    let resolved = type;
    let sentAt =
      type === 'signup' || type === 'invite'
        ? row.confirmation_sent_at
        : type === 'email_change'
          ? row.email_change_sent_at
          : row.recovery_sent_at;
    if (type === 'email') {
      resolved = row.recovery_token === hash ? 'magiclink' : 'signup';
      sentAt = resolved === 'magiclink' ? row.recovery_sent_at : row.confirmation_sent_at;
    }
    if (isExpired(sentAt, expiry())) throw linkInvalid();
    return { row, type: resolved };
  }

  /** A code typed from an e-mail, with the address it went to. */
  async function byCode(type: VerifyType, email: string, code: string): Promise<{ row: TokenRow; type: VerifyType }> {
    const where =
      type === 'email_change'
        ? `(lower(email_change) = lower($1) or (lower(email) = lower($1) and email_change <> ''))`
        : 'lower(email) = lower($1)';
    const { rows } = await db.query<TokenRow>(`select ${TOKEN_COLUMNS} from auth.users where ${where} limit 1`, [
      email,
    ]);
    const row = rows[0];
    if (!row) throw codeInvalid();
    if (banned(row)) throw forbidden('user_banned', 'User is banned');
    const hash = tokenHash(email, code);
    const valid = (expected: string, sentAt: Date | null) =>
      !!expected && expected === hash && !isExpired(sentAt, expiry());
    let resolved: VerifyType | null = null;
    if (type === 'email') {
      if (valid(row.confirmation_token, row.confirmation_sent_at)) resolved = 'signup';
      else if (valid(row.recovery_token, row.recovery_sent_at)) resolved = 'magiclink';
    } else if (type === 'signup' || type === 'invite') {
      if (valid(row.confirmation_token, row.confirmation_sent_at)) resolved = type;
    } else if (type === 'recovery' || type === 'magiclink') {
      if (valid(row.recovery_token, row.recovery_sent_at)) resolved = type;
    } else if (
      valid(row.email_change_token_new, row.email_change_sent_at) ||
      valid(row.email_change_token_current, row.email_change_sent_at)
    )
      resolved = type;
    if (!resolved) throw codeInvalid();
    return { row, type: resolved };
  }

  /** What the verification does; null when a secure e-mail change still waits for its other half. */
  async function apply(row: TokenRow, type: VerifyType, hash: string): Promise<UserRow | null> {
    await db.transaction(async (tx) => {
      if (type === 'signup' || type === 'invite') {
        // signupVerify: User.Confirm (which notes email_verified in the metadata).
        await tx.query(
          `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
             raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || '{"email_verified": true}',
             updated_at = now() where id = $1`,
          [row.id],
        );
      } else if (type === 'recovery' || type === 'magiclink') {
        // recoverVerify: an unconfirmed user is confirmed by it.
        await tx.query(
          `update auth.users set recovery_token = '',
             raw_user_meta_data = case when email_confirmed_at is null
               then coalesce(raw_user_meta_data, '{}') || '{"email_verified": true}' else raw_user_meta_data end,
             email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
          [row.id],
        );
      } else if (type === 'email_change') {
        const secure = !o.autoConfirm && ctx.email.doubleConfirmChanges && row.email_change_confirm_status === 0;
        const hasCurrent = row.email_change_token_current !== '';
        if (secure && hasCurrent) {
          const column =
            row.email_change_token_current === hash ? 'email_change_token_current' : 'email_change_token_new';
          await tx.query(
            `update auth.users set email_change_confirm_status = 1, ${column} = '', updated_at = now() where id = $1`,
            [row.id],
          );
          return;
        }
        await tx.query(
          `update auth.users set email = email_change, email_change = '', email_change_token_new = '',
             email_change_token_current = '', email_change_confirm_status = 0,
             email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
          [row.id],
        );
        await tx.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text,
             'email_verified', true), updated_at = now() where user_id = $1 and provider = 'email'`,
          [row.id, row.email_change],
        );
        await tx.query(
          `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || jsonb_build_object('email', $2::text)
             where id = $1 and raw_user_meta_data ? 'email'`,
          [row.id, row.email_change],
        );
      }
      if (type !== 'email_change')
        await tx.query(
          `update auth.identities set identity_data = identity_data || '{"email_verified": true}', updated_at = now()
             where user_id = $1 and provider = 'email'`,
          [row.id],
        );
    });
    if (type === 'email_change') {
      const { rows } = await db.query<{ pending: boolean }>(
        `select email_change <> '' as pending from auth.users where id = $1`,
        [row.id],
      );
      if (rows[0]?.pending) return null;
    }
    return (await findUserById(db, row.id))!;
  }

  function parseType(raw: string | undefined): VerifyType {
    if (!raw) throw badRequest('validation_failed', 'Verify requires a verification type');
    if (!(TYPES as readonly string[]).includes(raw))
      throw badRequest('validation_failed', 'Unsupported verification type');
    return raw as VerifyType;
  }

  /** GoTrue appends '#' and the url.Values encoding (sorted by key) to the redirect; `sb` marks it as
   * Supabase Auth's (tokens/service.go AsRedirectURL, verify.go prepErrorRedirectURL/prepRedirectURL). */
  const fragmentUrl = (base: string, params: Record<string, string>) => {
    const q = new URLSearchParams(Object.entries({ ...params, sb: '' }).sort(([a], [b]) => a.localeCompare(b)));
    return `${base.split('#')[0]}#${q.toString()}`;
  };

  const redirect = (location: string) => ({ status: 303, headers: { location } });

  return [
    {
      method: 'GET',
      path: '/verify',
      async handle(req) {
        ctx.limit(ctx.limiters.verify, req);
        const token = req.url.searchParams.get('token') ?? '';
        const type = parseType(req.url.searchParams.get('type') ?? undefined);
        if (!token) throw badRequest('validation_failed', 'Verify requires a token or a token hash');
        const back = redirectTo(req, o.siteUrl, o.additionalRedirectUrls ?? []);
        try {
          const found = await byTokenHash(type, token);
          const user = await apply(found.row, found.type, token);
          if (!user) return redirect(fragmentUrl(back, { message: SINGLE_CONFIRMATION }));
          const s = await ctx.sessionFor(user, req, 'otp');
          return redirect(
            fragmentUrl(back, {
              access_token: s.access_token,
              expires_at: String(s.expires_at),
              expires_in: String(s.expires_in),
              refresh_token: s.refresh_token,
              token_type: 'bearer',
              type: found.type,
            }),
          );
        } catch (error) {
          if (!(error instanceof AuthError)) throw error;
          const params: Record<string, string> = {
            error_code: error.errorCode,
            error_description: error.message,
          };
          const name = OAUTH_ERRORS[error.status];
          if (name) params.error = name;
          return redirect(fragmentUrl(back, params));
        }
      },
    },
    {
      method: 'POST',
      path: '/verify',
      async handle(req) {
        ctx.limit(ctx.limiters.verify, req);
        const body = parseBody(req);
        const rawType = str(body.type);
        const token = str(body.token) ?? '';
        const hash = str(body.token_hash) ?? '';
        if (!rawType) throw badRequest('validation_failed', 'Verify requires a verification type');
        if ((!token && !hash) || (token && hash))
          throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
        if (rawType === 'sms' || rawType === 'phone_change') {
          const verified = await verifyPhoneCode(ctx, rawType, body);
          return ok(200, await ctx.sessionFor(verified, req, 'otp'));
        }
        const type = parseType(rawType);
        let found: { row: TokenRow; type: VerifyType };
        let usedHash = hash;
        if (token) {
          const email = str(body.email)?.trim() ?? '';
          if (!email)
            throw badRequest('validation_failed', 'Only an email address or phone number should be provided on verify');
          let normalized: string;
          try {
            normalized = ctx.validateEmail(email);
          } catch {
            throw unprocessable('validation_failed', 'Invalid email format');
          }
          found = await byCode(type, normalized, token);
          usedHash = tokenHash(normalized, token);
        } else {
          if (str(body.email) || str(body.phone) || str(body.redirect_to))
            throw badRequest('validation_failed', 'Only the token_hash and type should be provided');
          found = await byTokenHash(type, hash);
        }
        const user = await apply(found.row, found.type, usedHash);
        if (!user) return ok(200, { msg: SINGLE_CONFIRMATION, code: '200' });
        return ok(200, await ctx.sessionFor(user, req, 'otp'));
      },
    },
  ];
}
