// POST /signup (GoTrue's signup.go): a new e-mail user, signed in at once when e-mails auto-confirm.
import type { AuthContext, Route } from './context.ts';
import { AuthError, badRequest, unprocessable } from './errors.ts';
import { obj, ok, parseBody, str } from './http.ts';
import { validateMetadata } from './metadata.ts';
import { findUserByEmail, findUserById, insertUser, userJson } from './users.ts';

export function signupRoutes(ctx: AuthContext): Route[] {
  const { db, options: o } = ctx;
  return [
    {
      method: 'POST',
      path: '/signup',
      async handle(req) {
        ctx.limit(ctx.limiters.signIn, req);
        const body = parseBody(req);
        if (!o.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
        const password = str(body.password) ?? '';
        const rawEmail = str(body.email)?.trim() ?? '';
        const data = obj(body.data, 'data') ?? {};
        validateMetadata(data);
        if (!rawEmail && !str(body.phone))
          throw badRequest('validation_failed', 'To signup, please provide your email');
        if (!password) throw unprocessable('validation_failed', 'Signup requires a valid password');
        ctx.checkPassword(password);
        if (!rawEmail) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
        const email = ctx.validateEmail(rawEmail);
        if (await findUserByEmail(db, email)) throw unprocessable('user_already_exists', 'User already registered');
        const passwordHash = await ctx.hash(password);
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
        return ok(200, await ctx.sessionFor(user, req, 'password'));
      },
    },
  ];
}
