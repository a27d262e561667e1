// POST /token (GoTrue's token.go, token_refresh.go) and POST /logout (logout.go): signing in with a
// password, rotating refresh tokens, ending sessions.
import bcrypt from 'bcryptjs';
import { isBanned, type AuthContext, type Route } from './context.ts';
import { API_VERSION, badRequest } from './errors.ts';
import { ok, parseBody, str } from './http.ts';
import { accessToken, rotateRefreshToken } from './sessions.ts';
import { findUserByEmail, findUserById, userJson } from './users.ts';

export function tokenRoutes(ctx: AuthContext): Route[] {
  const { db, options: o } = ctx;
  return [
    {
      method: 'POST',
      path: '/token',
      async handle(req) {
        const grant = req.url.searchParams.get('grant_type');
        if (grant !== 'password' && grant !== 'refresh_token')
          throw badRequest('invalid_credentials', 'unsupported_grant_type');
        // Every grant shares GoTrue's token limiter; password sign-ins also count as sign-ins.
        ctx.limit(ctx.limiters.refresh, req);
        if (grant === 'password') {
          ctx.limit(ctx.limiters.signIn, req);
          const body = parseBody(req);
          const email = str(body.email)?.trim() ?? '';
          const phone = str(body.phone) ?? '';
          const password = str(body.password) ?? '';
          if (email && phone)
            throw badRequest('validation_failed', 'Only an email address or phone number should be provided on login.');
          if (!email && !phone) throw badRequest('validation_failed', 'missing email or phone');
          const user = email ? await findUserByEmail(db, email) : undefined;
          const valid =
            user?.encrypted_password && password ? await bcrypt.compare(password, user.encrypted_password) : false;
          if (!user || !valid || user.deleted_at) throw badRequest('invalid_credentials', 'Invalid login credentials');
          if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
          if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
          return ok(200, await ctx.sessionFor(user, req, 'password'));
        }
        {
          const body = parseBody(req);
          const refresh = str(body.refresh_token) ?? '';
          if (Buffer.byteLength(refresh) < 12) throw badRequest('validation_failed', 'Refresh token is not valid');
          // A reuse past the interval revokes the session in a committed transaction, then is refused.
          const rotated = await db.transaction((tx) => rotateRefreshToken(tx, refresh, o.refreshTokenReuseInterval));
          if ('refused' in rotated) throw rotated.refused;
          const user = await findUserById(db, rotated.userId);
          if (!user) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
          if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
          const { token: access, exp } = await accessToken(
            user,
            rotated.sessionId,
            [{ method: 'password', timestamp: Math.floor(Date.now() / 1000) }],
            ctx.tokens,
          );
          return ok(200, {
            access_token: access,
            token_type: 'bearer',
            expires_in: o.jwtExpiry,
            expires_at: exp,
            refresh_token: rotated.refreshToken,
            user: await userJson(db, user),
          });
        }
      },
    },
    {
      method: 'POST',
      path: '/logout',
      async handle(req) {
        const { claims, user } = await ctx.authenticate(req);
        const scope = req.url.searchParams.get('scope') ?? 'global';
        if (!['global', 'local', 'others'].includes(scope))
          throw badRequest('validation_failed', 'Unsupported logout scope "' + scope + '"');
        const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null;
        if (scope === 'global' || !sessionId) await db.query('delete from auth.sessions where user_id = $1', [user.id]);
        else if (scope === 'local') await db.query('delete from auth.sessions where id = $1', [sessionId]);
        else await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, sessionId]);
        return { status: 204, headers: { 'x-supabase-api-version': API_VERSION } };
      },
    },
  ];
}
