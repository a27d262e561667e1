// GET/PUT /user (GoTrue's user.go), and the update both the user and an admin make.
import bcrypt from 'bcryptjs';
import type { AuthContext, Route } from './context.ts';
import { AuthError, badRequest, forbidden, notFound, unprocessable } from './errors.ts';
import { obj, ok, parseBody, str, type Body } from './http.ts';
import { tokenHash } from './otp.ts';
import { validateMetadata } from './metadata.ts';
import type { AuthMail } from './mail.ts';
import { redirectTo } from './redirect.ts';
import { findUserByEmail, findUserById, mergeMetadata, userJson, type UserRow } from './users.ts';

const GO_UNITS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  μs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/** Go's time.ParseDuration, in milliseconds ("1h30m", "90s", "-1.5h", "0"); its error texts. */
export function parseGoDuration(text: string): number {
  const invalid = () => new Error(`time: invalid duration "${text}"`);
  let rest = text;
  let sign = 1;
  if (rest[0] === '-' || rest[0] === '+') {
    sign = rest[0] === '-' ? -1 : 1;
    rest = rest.slice(1);
  }
  if (rest === '0') return 0;
  if (!rest) throw invalid();
  let total = 0;
  while (rest) {
    const m = /^(\d*(?:\.\d*)?)([^\d.]*)/.exec(rest)!;
    const [whole, num, unit] = m;
    if (!num || num === '.') throw invalid();
    if (!unit) throw new Error(`time: missing unit in duration "${text}"`);
    const factor = GO_UNITS[unit];
    if (factor === undefined) throw new Error(`time: unknown unit "${unit}" in duration "${text}"`);
    total += Number(num) * factor;
    rest = rest.slice(whole.length);
  }
  return sign * total;
}

/** GoTrue's ban_duration: a Go duration, or "none" (or zero) to lift the ban. */
export function parseBanDuration(ban: string): Date | null {
  if (ban === 'none') return null;
  let ms: number;
  try {
    ms = parseGoDuration(ban);
  } catch (error) {
    throw badRequest('validation_failed', `invalid format for ban duration: ${(error as Error).message}`);
  }
  return ms === 0 ? null : new Date(Date.now() + ms);
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * GoTrue's secure_password_change (UpdatePasswordRequireReauthentication): a session signed in within
 * the last 24 hours may change the password; an older one presents the code /reauthenticate mailed.
 * The code is spent on use.
 */
async function requireRecentSignInOrNonce(ctx: AuthContext, user: UserRow, sessionId: string | null, body: Body) {
  const { rows } = sessionId
    ? await ctx.db.query<{ created_at: Date }>('select created_at from auth.sessions where id = $1', [sessionId])
    : { rows: [] };
  const created = rows[0]?.created_at;
  if (created && Date.now() - new Date(created).getTime() < DAY_MS) return;
  const nonce = str(body.nonce);
  if (!nonce) throw badRequest('reauthentication_needed', 'Password update requires reauthentication');
  const { rows: tokens } = await ctx.db.query<{ token: string | null; sent: Date | null }>(
    'select reauthentication_token as token, reauthentication_sent_at as sent from auth.users where id = $1',
    [user.id],
  );
  const { token, sent } = tokens[0] ?? { token: null, sent: null };
  const fresh = !!sent && Date.now() - new Date(sent).getTime() < ctx.email.otpExpiry * 1000;
  if (!token || !fresh || !sameText(token, tokenHash(user.email ?? '', nonce)))
    throw unprocessable('reauthentication_not_valid', 'Nonce has expired or is invalid');
  await ctx.db.query(
    "update auth.users set reauthentication_token = '', reauthentication_sent_at = null where id = $1",
    [user.id],
  );
}

/** Compares without an early exit, as GoTrue's constant-time comparison of token hashes. */
function sameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

/**
 * GoTrue's user update. A new password ends the user's other sessions (all of them when an admin sets
 * it); a user's new e-mail waits for confirmation by mail unless e-mails auto-confirm.
 */
export async function updateUser(
  ctx: AuthContext,
  id: string,
  body: Body,
  by: { admin: true } | { admin: false; sessionId: string | null; mail: AuthMail; redirect: string },
): Promise<void> {
  const admin = by.admin;
  const { db } = ctx;
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
    if (!admin && ctx.email.securePasswordChange) await requireRecentSignInOrNonce(ctx, current, by.sessionId, body);
    ctx.checkPassword(password);
    if (!admin && current.encrypted_password && (await bcrypt.compare(password, current.encrypted_password))) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    newHash = await ctx.hash(password);
  }
  let newEmail: string | undefined;
  if (email !== undefined && email.toLowerCase() !== (current.email ?? '').toLowerCase()) {
    newEmail = ctx.validateEmail(email);
    if (await findUserByEmail(db, newEmail))
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
  }
  // Mailed first: a refused send (rate limit) changes nothing. As GoTrue: a user's own new address is
  // always confirmed by mail, whatever mailer_autoconfirm says (that is for sign-ups); admins set it.
  if (newEmail && !by.admin) {
    await by.mail.sendEmailChange(current, newEmail, by.redirect);
    newEmail = undefined;
  }
  const ban = str(body.ban_duration);
  const bannedUntil = admin && ban ? parseBanDuration(ban) : undefined;
  try {
    await db.transaction(async (tx) => {
      if (newHash) {
        await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
          id,
          newHash,
        ]);
        await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [
          id,
          by.admin ? null : by.sessionId,
        ]);
      }
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
      if (bannedUntil !== undefined) {
        // GoTrue's User.Ban only sets banned_until: sessions stay, and their tokens are refused while it
        // lasts (requireAuthentication, RefreshTokenGrant).
        await tx.query('update auth.users set banned_until = $2, updated_at = now() where id = $1', [id, bannedUntil]);
      }
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
    throw new AuthError(500, 'unexpected_failure', 'Database error updating user');
  }
}

export function userRoutes(ctx: AuthContext, mail: AuthMail): Route[] {
  const { db } = ctx;
  return [
    {
      method: 'GET',
      path: '/user',
      async handle(req) {
        const { user } = await ctx.authenticate(req);
        return ok(200, await userJson(db, user));
      },
    },
    {
      method: 'PUT',
      path: '/user',
      async handle(req) {
        const { user, claims } = await ctx.authenticate(req);
        ctx.limit(ctx.limiters.user, req);
        const body = parseBody(req);
        if (body.app_metadata !== undefined && body.app_metadata !== null)
          throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
        const o = ctx.options;
        await updateUser(ctx, user.id, body, {
          admin: false,
          sessionId: typeof claims.session_id === 'string' ? claims.session_id : null,
          mail,
          redirect: redirectTo(req, o.siteUrl, o.additionalRedirectUrls ?? [], body),
        });
        return ok(200, await userJson(db, (await findUserById(db, user.id))!));
      },
    },
  ];
}
