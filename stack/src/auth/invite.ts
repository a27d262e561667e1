// Admin e-mails (GoTrue's invite.go and mail.go GenerateLink): inviting a user by e-mail, and making
// any kind of link without sending it (for a server that mails it itself, or a test).
import { randomBytes } from 'node:crypto';
import type { AuthContext, Route } from './context.ts';
import { badRequest, notFound, unprocessable } from './errors.ts';
import { obj, ok, parseBody, str } from './http.ts';
import type { AuthMail } from './mail.ts';
import { validateMetadata } from './metadata.ts';
import { redirectTo } from './redirect.ts';
import { insertEmailUser } from './signup.ts';
import { findUserByEmail, findUserById, userJson, type UserRow } from './users.ts';

const LINK_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new'];
const emailExists = () => unprocessable('email_exists', 'A user with this email address has already been registered');

export function inviteRoutes(ctx: AuthContext, mail: AuthMail): Route[] {
  const { db, options: o } = ctx;

  return [
    {
      method: 'POST',
      path: '/invite',
      async handle(req) {
        await ctx.requireAdmin(req);
        const body = parseBody(req);
        const email = ctx.validateEmail(str(body.email)?.trim() ?? '');
        const data = obj(body.data, 'data') ?? {};
        validateMetadata(data);
        let user = await findUserByEmail(db, email);
        if (user?.email_confirmed_at) throw emailExists();
        user ??= await insertEmailUser(
          ctx,
          { email, passwordHash: null, data, confirmed: false, viaSignup: false },
          'Database error saving new user',
        );
        await mail.sendLink('invite', user, redirectTo(req, o.siteUrl, o.additionalRedirectUrls ?? [], body));
        return ok(200, await userJson(db, (await findUserById(db, user.id))!));
      },
    },
    {
      method: 'POST',
      path: '/admin/generate_link',
      async handle(req) {
        const body = parseBody(req);
        let type = str(body.type) ?? '';
        // mail.go adminGenerateLink: the address first, then the user; an unknown address asked a magic
        // link is signed up (with a random password) and gets a signup link.
        const email = ctx.validateEmail(str(body.email)?.trim() ?? '');
        const data = obj(body.data, 'data') ?? {};
        validateMetadata(data);
        const redirect = redirectTo(req, o.siteUrl, o.additionalRedirectUrls ?? [], body);
        let user: UserRow | undefined = await findUserByEmail(db, email);
        let generatedPassword: string | undefined;
        if (!user && type === 'magiclink') {
          type = 'signup';
          generatedPassword = randomBytes(48).toString('base64url');
        }
        if (!user && ['recovery', 'email_change_current', 'email_change_new'].includes(type))
          throw notFound('user_not_found', 'User with this email not found');
        if (!LINK_TYPES.includes(type))
          throw badRequest('validation_failed', `Invalid email action link type requested: ${type}`);
        let made: { otp: string; hash: string; link: string };
        let verificationType = type;
        if (type === 'signup') {
          const password = generatedPassword ?? str(body.password) ?? '';
          if (!user) {
            if (!password) throw badRequest('validation_failed', 'Signup requires a valid password');
            ctx.checkPassword(password);
          }
          if (user?.email_confirmed_at) throw emailExists();
          if (user)
            await db.query(
              `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || $2 where id = $1`,
              [user.id, data],
            );
          user ??= await insertEmailUser(
            ctx,
            { email, passwordHash: await ctx.hash(password), data, confirmed: false, viaSignup: false },
            'Database error saving new user',
          );
          made = await mail.sendLink('signup', user, redirect, { send: false });
        } else if (type === 'invite') {
          if (user?.email_confirmed_at) throw emailExists();
          user ??= await insertEmailUser(
            ctx,
            { email, passwordHash: null, data, confirmed: false, viaSignup: false },
            'Database error saving new user',
          );
          made = await mail.sendLink('invite', user, redirect, { send: false });
        } else if (type === 'magiclink' || type === 'recovery') {
          made = await mail.sendLink(type, user!, redirect, { send: false });
        } else {
          if (!user) throw notFound('user_not_found', 'User with this email not found');
          const rawNew = str(body.new_email)?.trim() ?? '';
          if (!rawNew) throw badRequest('validation_failed', 'The new email address provided is invalid');
          const newEmail = ctx.validateEmail(rawNew);
          if (await findUserByEmail(db, newEmail)) throw emailExists();
          const both = await mail.sendEmailChange(user, newEmail, redirect, false);
          made = type === 'email_change_current' && both.current.hash ? both.current : both.new;
          verificationType = 'email_change';
        }
        const fresh = await userJson(db, (await findUserById(db, user!.id))!);
        return ok(200, {
          ...fresh,
          action_link: made.link,
          email_otp: made.otp,
          hashed_token: made.hash,
          verification_type: verificationType,
          redirect_to: redirect,
        });
      },
    },
  ];
}
