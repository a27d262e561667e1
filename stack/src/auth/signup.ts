// POST /signup (GoTrue's signup.go): a new e-mail user, signed in at once when e-mails auto-confirm,
// otherwise mailed a confirmation link. With confirmations on, a repeated sign-up of a confirmed address
// answers like a new one (a user with a fresh id, no identities) so the answer tells nobody who is
// registered; an unconfirmed one gets its confirmation again.
import { randomUUID } from 'node:crypto';
import type { StackRequest, StackResponse } from '../types.ts';
import type { AuthContext, Route } from './context.ts';
import { AuthError, badRequest, unprocessable } from './errors.ts';
import { obj, ok, parseBody, str } from './http.ts';
import type { AuthMail } from './mail.ts';
import { validateMetadata } from './metadata.ts';
import { redirectTo } from './redirect.ts';
import { findUserByEmail, findUserById, insertUser, userJson, type UserRow } from './users.ts';

export interface EmailSignup {
  email: string;
  /** null: no password (magic-link and invited users set one later). */
  passwordHash: string | null;
  data: Record<string, unknown>;
  confirmed: boolean;
}

/** Inserts an e-mail user as GoTrue's signupNewUser does; an address taken meanwhile is a 422. */
export async function insertEmailUser(ctx: AuthContext, u: EmailSignup, failure: string): Promise<UserRow> {
  let id: string;
  try {
    id = await ctx.db.transaction((tx) =>
      insertUser(tx, {
        email: u.email,
        passwordHash: u.passwordHash,
        confirmed: u.confirmed,
        userMetadata: u.data,
        appMetadata: { provider: 'email', providers: ['email'] },
      }),
    );
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw unprocessable('user_already_exists', 'User already registered');
    throw new AuthError(500, 'unexpected_failure', failure);
  }
  return (await findUserById(ctx.db, id))!;
}

/** GoTrue's sanitizeUser: what a repeated sign-up of a confirmed address answers with confirmations on. */
function obfuscatedUser(email: string, data: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

export function signupRoutes(ctx: AuthContext, mail: AuthMail): Route[] {
  const { db, options: o } = ctx;

  async function signup(req: StackRequest): Promise<StackResponse> {
    ctx.limit(ctx.limiters.signIn, req);
    const body = parseBody(req);
    if (!o.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
    const password = str(body.password) ?? '';
    const rawEmail = str(body.email)?.trim() ?? '';
    const data = obj(body.data, 'data') ?? {};
    validateMetadata(data);
    if (!rawEmail && !str(body.phone)) throw badRequest('validation_failed', 'To signup, please provide your email');
    if (!password) throw unprocessable('validation_failed', 'Signup requires a valid password');
    ctx.checkPassword(password);
    if (!rawEmail) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
    const email = ctx.validateEmail(rawEmail);
    const redirect = redirectTo(req, o.siteUrl, o.additionalRedirectUrls ?? [], body);
    const existing = await findUserByEmail(db, email);
    if (existing?.email_confirmed_at) {
      if (o.autoConfirm) throw unprocessable('user_already_exists', 'User already registered');
      return ok(200, obfuscatedUser(email, data));
    }
    if (existing) {
      // GoTrue does not update an unconfirmed user (its claimed identity is unproven): it mails again.
      await mail.sendLink('signup', existing, redirect);
      return ok(200, await userJson(db, (await findUserById(db, existing.id))!));
    }
    const user = await insertEmailUser(
      ctx,
      { email, passwordHash: await ctx.hash(password), data, confirmed: o.autoConfirm },
      'Database error saving new user',
    );
    if (!o.autoConfirm) {
      try {
        await mail.sendLink('signup', user, redirect, { fresh: true });
      } catch (error) {
        // GoTrue creates the user and sends in one transaction: a refused send leaves no user behind.
        await db.query('delete from auth.users where id = $1', [user.id]);
        throw error;
      }
      return ok(200, await userJson(db, (await findUserById(db, user.id))!));
    }
    return ok(200, await ctx.sessionFor(user, req, 'password'));
  }

  return [{ method: 'POST', path: '/signup', handle: signup }];
}
