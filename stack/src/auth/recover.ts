// The e-mails (and codes) a visitor or member asks for (GoTrue's recover.go, magic_link.go, otp.go,
// resend.go, reauthenticate.go). Unknown addresses get the same answer as known ones.
import { randomBytes } from 'node:crypto';
import type { StackRequest } from '../types.ts';
import type { AuthContext, Route } from './context.ts';
import { badRequest, unprocessable } from './errors.ts';
import { obj, ok, parseBody, str, type Body } from './http.ts';
import type { AuthMail } from './mail.ts';
import { validateMetadata } from './metadata.ts';
import { sendPhoneOtp } from './phone.ts';
import { redirectTo } from './redirect.ts';
import { confirmUser, insertEmailUser, INVALID_CHANNEL, signupPhone, validatePkceParams } from './signup.ts';
import { findUserByEmail, findUserById, findUserByPhone } from './users.ts';

export function recoverRoutes(ctx: AuthContext, mail: AuthMail): Route[] {
  const { db, options: o } = ctx;
  const back = (req: StackRequest, body: Body) => redirectTo(req, o.siteUrl, o.additionalRedirectUrls ?? [], body);

  /**
   * magic_link.go MagicLink: a confirmed user is mailed a magic link; an unknown or unconfirmed address
   * is signed up (with a password nobody learns) as Signup would: confirmed and then mailed the magic
   * link when e-mails auto-confirm, otherwise mailed the confirmation, which signs in too.
   */
  async function magicLink(req: StackRequest, body: Body) {
    const raw = str(body.email)?.trim() ?? '';
    if (!raw) throw unprocessable('validation_failed', 'Password recovery requires an email');
    const email = ctx.validateEmail(raw);
    validatePkceParams(body);
    const data = obj(body.data, 'data') ?? {};
    validateMetadata(data);
    const redirect = back(req, body);
    let user = await findUserByEmail(db, email);
    if (!user || !user.email_confirmed_at) {
      if (!o.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
      if (!user) {
        const passwordHash = await ctx.hash(randomBytes(33).toString('base64url'));
        user = await insertEmailUser(
          ctx,
          { email, passwordHash, data, confirmed: o.autoConfirm },
          'Database error saving new user',
        );
        if (!o.autoConfirm) {
          await mail.sendLink('signup', user, redirect, { fresh: true });
          return ok(200, {});
        }
      } else if (o.autoConfirm) await confirmUser(ctx, user.id);
      else {
        await mail.sendLink('signup', user, redirect);
        return ok(200, {});
      }
      user = (await findUserById(db, user.id))!;
    }
    await mail.sendLink('magiclink', user, redirect);
    return ok(200, {});
  }

  /** otp.go SmsOtp: a code by SMS to a confirmed number; a new or unconfirmed one is signed up first
   * (confirmed at once and then sent the code when SMS auto-confirms, otherwise sent the confirmation). */
  async function smsOtp(body: Body) {
    if (!ctx.phone.enabled) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
    const phone = ctx.phone.validate(str(body.phone) ?? '');
    if ((str(body.channel) || 'sms') !== 'sms') throw badRequest('validation_failed', INVALID_CHANNEL);
    const data = obj(body.data, 'data') ?? {};
    validateMetadata(data);
    let user = await findUserByPhone(db, phone);
    if (!user || !user.phone_confirmed_at) {
      if (!o.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
      const outcome = await signupPhone(ctx, phone, await ctx.hash(randomBytes(48).toString('base64url')), data);
      if ('obfuscated' in outcome || !outcome.confirmed) return ok(200, {});
      user = outcome.user;
    }
    return ok(200, { message_id: await sendPhoneOtp(ctx, user, phone, 'sms') });
  }

  return [
    {
      method: 'POST',
      path: '/recover',
      async handle(req) {
        ctx.limit(ctx.limiters.recover, req);
        const body = parseBody(req);
        const raw = str(body.email)?.trim() ?? '';
        if (!raw) throw badRequest('validation_failed', 'Password recovery requires an email');
        const email = ctx.validateEmail(raw);
        validatePkceParams(body);
        const user = await findUserByEmail(db, email);
        if (user) await mail.sendLink('recovery', user, back(req, body));
        return ok(200, {});
      },
    },
    {
      method: 'POST',
      path: '/magiclink',
      async handle(req) {
        ctx.limit(ctx.limiters.magicLink, req);
        return magicLink(req, parseBody(req));
      },
    },
    {
      method: 'POST',
      path: '/otp',
      async handle(req) {
        ctx.limit(ctx.limiters.otp, req);
        const body = parseBody(req);
        const email = str(body.email)?.trim() ?? '';
        const phone = str(body.phone) ?? '';
        if (email && phone)
          throw badRequest('validation_failed', 'Only an email address or phone number should be provided');
        if (email && str(body.channel))
          throw badRequest('validation_failed', 'Channel should only be specified with Phone OTP');
        validatePkceParams(body);
        // shouldCreateUser: create_user false refuses an address nobody has.
        if (body.create_user === false) {
          const existing = email
            ? await findUserByEmail(db, ctx.validateEmail(email))
            : phone
              ? await findUserByPhone(db, ctx.phone.validate(phone))
              : undefined;
          if ((email || phone) && !existing) throw unprocessable('otp_disabled', 'Signups not allowed for otp');
        }
        if (email) return magicLink(req, body);
        if (phone) return smsOtp(body);
        throw badRequest('validation_failed', 'One of email or phone must be set');
      },
    },
    {
      method: 'POST',
      path: '/resend',
      async handle(req) {
        ctx.limit(ctx.limiters.resend, req);
        const body = parseBody(req);
        const type = str(body.type) ?? '';
        if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type))
          throw badRequest('validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
        if (type === 'signup' || type === 'email_change') validatePkceParams(body);
        const rawEmail = str(body.email)?.trim() ?? '';
        const rawPhone = str(body.phone) ?? '';
        if (!rawEmail && type === 'signup')
          throw badRequest('validation_failed', 'Type provided requires an email address');
        if (!rawPhone && type === 'sms') throw badRequest('validation_failed', 'Type provided requires a phone number');
        if (rawEmail && rawPhone)
          throw badRequest('validation_failed', 'Only an email address or phone number should be provided.');
        let user;
        let phone = '';
        if (rawEmail) user = await findUserByEmail(db, ctx.validateEmail(rawEmail));
        else if (rawPhone) {
          if (!ctx.phone.enabled) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
          phone = ctx.phone.validate(rawPhone);
          user = await findUserByPhone(db, phone);
        } else throw badRequest('validation_failed', 'Missing email address or phone number');
        if (!user) return ok(200, {});
        const redirect = back(req, body);
        if (type === 'signup') {
          if (!user.email_confirmed_at) await mail.sendLink('signup', user, redirect);
          return ok(200, {});
        }
        if (type === 'sms') {
          if (user.phone_confirmed_at) return ok(200, {});
          return ok(200, { message_id: await sendPhoneOtp(ctx, user, phone, 'sms') });
        }
        const { rows } = await db.query<{ email_change: string; phone_change: string }>(
          `select coalesce(email_change, '') as email_change, coalesce(phone_change, '') as phone_change
           from auth.users where id = $1`,
          [user.id],
        );
        if (type === 'phone_change') {
          if (!rows[0]?.phone_change) return ok(200, {});
          return ok(200, { message_id: await sendPhoneOtp(ctx, user, rows[0].phone_change, 'phone_change') });
        }
        if (rows[0]?.email_change) await mail.sendEmailChange(user, rows[0].email_change, redirect);
        return ok(200, {});
      },
    },
    {
      method: 'GET',
      path: '/reauthenticate',
      async handle(req) {
        const { user } = await ctx.authenticate(req);
        if (!user.email && !user.phone)
          throw badRequest(
            'validation_failed',
            'Reauthentication requires the user to have an email or a phone number',
          );
        if (user.email) {
          if (!user.email_confirmed_at) throw unprocessable('email_not_confirmed', 'Please verify your email first.');
          await mail.sendReauthentication(user);
          return ok(200, {});
        }
        if (!user.phone_confirmed_at) throw unprocessable('phone_not_confirmed', 'Please verify your phone first.');
        return ok(200, { message_id: await sendPhoneOtp(ctx, user, user.phone!, 'reauthentication') });
      },
    },
  ];
}
