// POST /signup (GoTrue's signup.go and anonymous.go): a body with neither e-mail nor phone is an
// anonymous sign-in; otherwise a new e-mail user, signed in at once when e-mails auto-confirm, or mailed
// a confirmation link. With confirmations on, a repeated sign-up of a confirmed address answers like a
// new one (a user with a fresh id, no identities) so the answer tells nobody who is registered; an
// unconfirmed one gets its confirmation again.
import { randomUUID } from 'node:crypto';
import type { StackRequest, StackResponse } from '../types.ts';
import type { AuthContext, Route } from './context.ts';
import { AuthError, badRequest, unprocessable } from './errors.ts';
import { obj, ok, parseBody, str, type Body } from './http.ts';
import type { AuthMail } from './mail.ts';
import { validateMetadata } from './metadata.ts';
import { redirectTo } from './redirect.ts';
import { sendPhoneOtp } from './phone.ts';
import {
  findUserByEmail,
  findUserById,
  findUserByPhone,
  identityClaims,
  insertUser,
  userJson,
  type UserRow,
} from './users.ts';

export interface EmailSignup {
  email: string;
  /** null: no password (invited users set one later). */
  passwordHash: string | null;
  data: Record<string, unknown>;
  confirmed: boolean;
  /** Signup's path (default): the claims become the metadata. Invites and generated links keep the
   * data as the metadata and the bare claims as the identity. */
  viaSignup?: boolean;
}

/**
 * A new e-mail user as GoTrue's Signup makes one: the identity's claims carry the sign-up data keys they
 * lack, the user metadata becomes those claims (RemoveUnconfirmedIdentities), and a confirmed user's
 * metadata says email_verified (User.Confirm). An address taken meanwhile is a 422.
 */
export async function insertEmailUser(ctx: AuthContext, u: EmailSignup, failure: string): Promise<UserRow> {
  const id = randomUUID();
  const viaSignup = u.viaSignup ?? true;
  const claims = identityClaims(id, { email: u.email }, {}, viaSignup ? u.data : {});
  const metadata = viaSignup ? claims : u.data;
  try {
    await ctx.db.transaction((tx) =>
      insertUser(tx, {
        id,
        email: u.email,
        passwordHash: u.passwordHash,
        emailConfirmed: u.confirmed,
        userMetadata: u.confirmed ? { ...metadata, email_verified: true } : metadata,
        appMetadata: { provider: 'email', providers: ['email'] },
        identities: [{ provider: 'email', data: claims }],
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

/** GoTrue's validatePKCEParams: both or neither, and a known method. */
export function validatePkceParams(body: Body): void {
  const challenge = str(body.code_challenge) ?? '';
  const method = str(body.code_challenge_method) ?? '';
  if (!challenge && !method) return;
  if (!challenge || !method)
    throw badRequest('validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
  if (!['s256', 'plain'].includes(method.toLowerCase()))
    throw badRequest('validation_failed', `code challenge method not supported: ${method}`);
  if (challenge.length < 43 || challenge.length > 128)
    throw badRequest('validation_failed', 'code challenge has to be between 43 and 128 characters');
}

export function signupRoutes(ctx: AuthContext, mail: AuthMail): Route[] {
  const { db, options: o } = ctx;

  /** anonymous.go SignupAnonymously: a user with no address, signed in at once. */
  async function signupAnonymously(req: StackRequest, body: Body): Promise<StackResponse> {
    if (!o.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
    const data = obj(body.data, 'data') ?? {};
    validateMetadata(data);
    const id = randomUUID();
    try {
      await db.transaction((tx) =>
        insertUser(tx, {
          id,
          email: null,
          passwordHash: null,
          userMetadata: data,
          appMetadata: {},
          identities: [],
          isAnonymous: true,
        }),
      );
    } catch {
      throw new AuthError(500, 'unexpected_failure', 'Database error creating anonymous user');
    }
    return ok(200, await ctx.sessionFor((await findUserById(db, id))!, req, 'anonymous'));
  }

  async function signup(req: StackRequest): Promise<StackResponse> {
    const body = parseBody(req);
    const rawEmail = str(body.email)?.trim() ?? '';
    const phone = str(body.phone) ?? '';
    if (!rawEmail && !phone) {
      if (!o.enableAnonymousSignIns)
        throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
      ctx.limit(ctx.limiters.anonymous, req);
      return signupAnonymously(req, body);
    }
    ctx.limit(ctx.limiters.signups, req);
    if (!o.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
    const password = str(body.password) ?? '';
    const data = obj(body.data, 'data') ?? {};
    validateMetadata(data);
    // validateSignupParams, in its order.
    if (!password) throw badRequest('validation_failed', 'Signup requires a valid password');
    ctx.checkPassword(password);
    if (rawEmail && phone)
      throw badRequest('validation_failed', 'Only an email address or phone number should be provided on signup.');
    if (phone && str(body.code_challenge))
      throw badRequest('validation_failed', 'PKCE not supported for phone signups');
    validatePkceParams(body);
    if (!rawEmail) {
      if (!ctx.phone.enabled) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
      if ((str(body.channel) || 'sms') !== 'sms') throw badRequest('validation_failed', INVALID_CHANNEL);
      const outcome = await signupPhone(ctx, ctx.phone.validate(phone), await ctx.hash(password), data);
      if ('obfuscated' in outcome) return ok(200, outcome.obfuscated);
      if (outcome.confirmed) return ok(200, await ctx.sessionFor(outcome.user, req, 'password'));
      return ok(200, await userJson(db, outcome.user));
    }
    const email = ctx.validateEmail(rawEmail);
    const redirect = redirectTo(req, o.siteUrl, o.additionalRedirectUrls ?? [], body);
    const existing = await findUserByEmail(db, email);
    if (existing?.email_confirmed_at) {
      if (o.autoConfirm) throw unprocessable('user_already_exists', 'User already registered');
      return ok(200, obfuscatedUser(email, data));
    }
    if (existing) {
      // GoTrue does not update an unconfirmed user (its claimed identity is unproven): it confirms it
      // when e-mails auto-confirm, otherwise mails again.
      if (o.autoConfirm) {
        await confirmUser(ctx, existing.id);
        return ok(200, await ctx.sessionFor((await findUserById(db, existing.id))!, req, 'password'));
      }
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

/** sms_provider.go IsValidMessageChannel's refusal: WhatsApp needs Twilio, which the stack has not. */
export const INVALID_CHANNEL =
  "Invalid channel, supported values are 'sms' or 'whatsapp'. 'whatsapp' is only supported if Twilio or Twilio Verify is used as the provider.";

/**
 * Signup's phone branch: a new number is stored with its identity; it is confirmed at once when
 * [auth.sms] enable_confirmations is off, otherwise sent a code (only test_otp numbers can get one
 * here: another number leaves no user behind and answers sms_send_failed).
 */
export async function signupPhone(
  ctx: AuthContext,
  phone: string,
  passwordHash: string,
  data: Record<string, unknown>,
): Promise<{ user: UserRow; confirmed: boolean } | { obfuscated: Record<string, unknown> }> {
  const { db, options: o } = ctx;
  const existing = await findUserByPhone(db, phone);
  if (existing?.phone_confirmed_at) {
    if (o.autoConfirm || ctx.phone.autoConfirm) throw unprocessable('user_already_exists', 'User already registered');
    return {
      obfuscated: {
        ...obfuscatedUser('', data),
        phone,
        app_metadata: { provider: 'phone', providers: ['phone'] },
      },
    };
  }
  let user = existing;
  if (!user) {
    const id = randomUUID();
    const claims = identityClaims(id, { phone }, {}, data);
    try {
      await db.transaction((tx) =>
        insertUser(tx, {
          id,
          email: null,
          phone,
          passwordHash,
          userMetadata: claims,
          appMetadata: { provider: 'phone', providers: ['phone'] },
          identities: [{ provider: 'phone', data: claims }],
        }),
      );
    } catch (error) {
      if ((error as { code?: string }).code === '23505')
        throw unprocessable('user_already_exists', 'User already registered');
      throw new AuthError(500, 'unexpected_failure', 'Database error saving new user');
    }
    user = (await findUserById(db, id))!;
  }
  if (ctx.phone.autoConfirm) {
    await db.query(
      `update auth.users set phone_confirmed_at = coalesce(phone_confirmed_at, now()),
         raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || '{"phone_verified": true}' where id = $1`,
      [user.id],
    );
    return { user: (await findUserById(db, user.id))!, confirmed: true };
  }
  try {
    await sendPhoneOtp(ctx, user, phone, 'sms');
  } catch (error) {
    if (!existing) await db.query('delete from auth.users where id = $1', [user.id]);
    throw error;
  }
  return { user: (await findUserById(db, user.id))!, confirmed: false };
}

/** GoTrue's User.Confirm: the address confirmed, its token spent, email_verified in the metadata. */
export async function confirmUser(ctx: AuthContext, id: string): Promise<void> {
  await ctx.db.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || '{"email_verified": true}', updated_at = now()
     where id = $1`,
    [id],
  );
}
