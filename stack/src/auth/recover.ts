// The e-mails a visitor or member asks for (GoTrue's recover.go, otp.go + magic_link.go, resend.go,
// reauthenticate.go). Unknown addresses get the same answer as known ones.
import { randomBytes } from 'node:crypto';
import type { AuthContext, Route } from './context.ts';
import { badRequest, unprocessable } from './errors.ts';
import { obj, ok, parseBody, str } from './http.ts';
import type { AuthMail } from './mail.ts';
import { validateMetadata } from './metadata.ts';
import { redirectTo } from './redirect.ts';
import { insertEmailUser } from './signup.ts';
import { findUserByEmail } from './users.ts';

export function recoverRoutes(ctx: AuthContext, mail: AuthMail): Route[] {
  const { db, options: o } = ctx;
  const back = (req: Parameters<Route['handle']>[0], body: Record<string, unknown>) =>
    redirectTo(req, o.siteUrl, o.additionalRedirectUrls ?? [], body);

  return [
    {
      method: 'POST',
      path: '/recover',
      async handle(req) {
        ctx.limit(ctx.limiters.signIn, req);
        const body = parseBody(req);
        const raw = str(body.email)?.trim() ?? '';
        if (!raw) throw badRequest('validation_failed', 'Password recovery requires an email');
        const user = await findUserByEmail(db, ctx.validateEmail(raw));
        if (user) await mail.sendLink('recovery', user, back(req, body));
        return ok(200, {});
      },
    },
    {
      method: 'POST',
      path: '/otp',
      async handle(req) {
        ctx.limit(ctx.limiters.signIn, req);
        const body = parseBody(req);
        const raw = str(body.email)?.trim() ?? '';
        if (!raw) {
          if (str(body.phone)) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
          throw badRequest('validation_failed', 'An email address or phone number is required');
        }
        const email = ctx.validateEmail(raw);
        const data = obj(body.data, 'data') ?? {};
        validateMetadata(data);
        const createUser = body.create_user !== false;
        const redirect = back(req, body);
        let user = await findUserByEmail(db, email);
        const fresh = !user;
        if (!user && !createUser) throw unprocessable('otp_disabled', 'Signups not allowed for otp');
        if (!user) {
          if (!o.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
          // GoTrue signs such a user up with a random password they never learn.
          const passwordHash = await ctx.hash(randomBytes(32).toString('base64url'));
          user = await insertEmailUser(
            ctx,
            { email, passwordHash, data, confirmed: o.autoConfirm },
            'Database error saving new user',
          );
        }
        await mail.sendLink(user.email_confirmed_at ? 'magiclink' : 'signup', user, redirect, { fresh });
        return ok(200, {});
      },
    },
    {
      method: 'POST',
      path: '/resend',
      async handle(req) {
        ctx.limit(ctx.limiters.signIn, req);
        const body = parseBody(req);
        const type = str(body.type) ?? '';
        if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type))
          throw badRequest('validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
        if (type === 'sms' || type === 'phone_change')
          throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
        const raw = str(body.email)?.trim() ?? '';
        if (!raw) throw badRequest('validation_failed', 'Type provided requires an email address');
        const user = await findUserByEmail(db, ctx.validateEmail(raw));
        if (!user) return ok(200, {});
        const redirect = back(req, body);
        if (type === 'signup') {
          if (!user.email_confirmed_at) await mail.sendLink('signup', user, redirect);
          return ok(200, {});
        }
        const { rows } = await db.query<{ change: string }>(
          `select coalesce(email_change, '') as change from auth.users where id = $1`,
          [user.id],
        );
        if (rows[0]?.change) await mail.sendEmailChange(user, rows[0].change, redirect);
        return ok(200, {});
      },
    },
    {
      method: 'GET',
      path: '/reauthenticate',
      async handle(req) {
        const { user } = await ctx.authenticate(req);
        if (!user.email)
          throw badRequest(
            'validation_failed',
            'Reauthentication requires the user to have an email or a phone number',
          );
        if (!user.email_confirmed_at) throw unprocessable('email_not_confirmed', 'Please verify your email first.');
        await mail.sendReauthentication(user);
        return ok(200, {});
      },
    },
  ];
}
