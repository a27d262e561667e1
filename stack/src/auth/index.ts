// GoTrue-compatible /auth/v1 for what supabase-js's auth client sends, with GoTrue's codes, messages,
// claims and tables. One module per endpoint group, as GoTrue's internal/api splits them; they share
// the typed context of context.ts. This file only routes.
import type { Handler, StackRequest, StackResponse } from '../types.ts';
import { adminRoutes } from './admin.ts';
import { createAuthContext, type AuthOptions, type Route } from './context.ts';
import { AuthError, errorResponse, notFound } from './errors.ts';
import { externalRoutes } from './external.ts';
import { inviteRoutes } from './invite.ts';
import { createAuthMail } from './mail.ts';
import { recoverRoutes } from './recover.ts';
import { settingsRoutes } from './settings.ts';
import { signupRoutes } from './signup.ts';
import { tokenRoutes } from './token.ts';
import { userRoutes } from './user.ts';
import { verifyRoutes } from './verify.ts';

export type { AuthOptions } from './context.ts';

const matchPath = (route: Route, path: string): string[] | null => {
  if (typeof route.path === 'string') return route.path === path ? [] : null;
  const m = route.path.exec(path);
  return m ? m.slice(1) : null;
};

const allows = (route: Route, method: string) =>
  Array.isArray(route.method) ? route.method.includes(method) : route.method === method;

export function createAuthService(o: AuthOptions): Handler {
  const ctx = createAuthContext(o);
  const mail = createAuthMail(ctx);
  const routes: Route[] = [
    ...settingsRoutes(ctx),
    ...signupRoutes(ctx, mail),
    ...tokenRoutes(ctx),
    ...verifyRoutes(ctx),
    ...recoverRoutes(ctx, mail),
    ...userRoutes(ctx, mail),
    ...inviteRoutes(ctx, mail),
    ...adminRoutes(ctx),
    ...externalRoutes(ctx),
  ];

  async function route(req: StackRequest): Promise<StackResponse> {
    const path = req.path.replace(/\/+$/, '') || '/';
    // GoTrue checks the admin role for the whole /admin subtree before matching a path.
    const admin = path.startsWith('/admin/');
    if (admin) await ctx.requireAdmin(req);
    let pathMatched = false;
    for (const r of routes) {
      const params = matchPath(r, path);
      if (!params) continue;
      pathMatched = true;
      if (allows(r, req.method)) return r.handle(req, params);
    }
    if (admin && pathMatched) throw new AuthError(405, 'method_not_allowed', 'Method not allowed');
    throw notFound('not_found', 'Not Found');
  }

  return async (req) => {
    try {
      return await route(req);
    } catch (error) {
      const err =
        error instanceof AuthError
          ? error
          : new AuthError(
              500,
              'unexpected_failure',
              'Unexpected failure, please check server logs for more information',
            );
      return errorResponse(err, req.headers['x-supabase-api-version']);
    }
  };
}
