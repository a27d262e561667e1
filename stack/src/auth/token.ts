// POST /token (GoTrue's token.go, token_refresh.go) and POST /logout (logout.go): signing in with a
// password, rotating refresh tokens, ending sessions. The grants the stack cannot serve answer as
// GoTrue does when their provider is off.
import bcrypt from 'bcryptjs';
import { isBanned, type AuthContext, type Route } from './context.ts';
import { API_VERSION, badRequest, notFound, OAuthError, unprocessable } from './errors.ts';
import { ok, parseBody, str } from './http.ts';
import { isWellFormedRefreshToken, rotateRefreshToken } from './sessions.ts';
import { findUserByEmail, findUserById, findUserByPhone } from './users.ts';

const INVALID_LOGIN = 'Invalid login credentials';

export function tokenRoutes(ctx: AuthContext): Route[] {
  const { db, options: o } = ctx;

  async function passwordGrant(req: Parameters<Route['handle']>[0]) {
    const body = parseBody(req);
    const email = str(body.email) ?? '';
    const phone = str(body.phone) ?? '';
    const password = str(body.password) ?? '';
    if (email && phone)
      throw badRequest('validation_failed', 'Only an email address or phone number should be provided on login.');
    let user;
    if (email) user = await findUserByEmail(db, email.trim());
    else if (phone) {
      if (!ctx.phone.enabled) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
      user = await findUserByPhone(db, ctx.phone.format(phone));
    } else throw badRequest('validation_failed', 'missing email or phone');
    // ResourceOwnerPasswordGrant's order: no user or no password, then the ban, then the password.
    if (!user || !user.encrypted_password || user.deleted_at) throw badRequest('invalid_credentials', INVALID_LOGIN);
    if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
    const valid = password ? await bcrypt.compare(password, user.encrypted_password) : false;
    if (!valid) throw badRequest('invalid_credentials', INVALID_LOGIN);
    if (email && !user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
    if (phone && !user.phone_confirmed_at) throw badRequest('phone_not_confirmed', 'Phone not confirmed');
    const session = await ctx.sessionFor(user, req, 'password');
    // GoTrue signs in with a password the current rules find weak, and says so.
    const weak = ctx.weakPassword(password);
    return ok(200, weak ? { ...session, weak_password: weak } : session);
  }

  async function refreshGrant(req: Parameters<Route['handle']>[0]) {
    const body = parseBody(req);
    const refresh = str(body.refresh_token) ?? '';
    if (!isWellFormedRefreshToken(refresh)) throw badRequest('validation_failed', 'Refresh token is not valid');
    // A reuse past the interval revokes the session in a committed transaction, then is refused.
    const rotated = await db.transaction((tx) => rotateRefreshToken(tx, refresh, o.refreshTokenReuseInterval));
    if ('refused' in rotated) throw rotated.refused;
    const user = await findUserById(db, rotated.userId);
    if (!user) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    return ok(200, await ctx.tokenResponse(user, rotated.sessionId, rotated.refreshToken));
  }

  /** token_oidc.go IdTokenGrant and getProvider: no external provider is enabled on the stack. */
  function idTokenGrant(body: Record<string, unknown>): never {
    const provider = str(body.provider) ?? '';
    const issuer = str(body.issuer) ?? '';
    if (!str(body.id_token)) throw new OAuthError('invalid request', 'id_token required');
    if (!provider && (!str(body.client_id) || !issuer))
      throw new OAuthError('invalid request', 'provider or client_id and issuer required');
    const issuers: Record<string, string> = {
      google: 'https://accounts.google.com',
      facebook: 'https://www.facebook.com',
      kakao: 'https://kauth.kakao.com',
      vercel_marketplace: 'https://marketplace.vercel.com',
      snapchat: 'https://accounts.snapchat.com/accounts/oauth2/token',
      keycloak: '',
    };
    const known = Object.entries(issuers).find(([name, iss]) => provider === name || (iss && issuer === iss));
    if (known) throw badRequest('provider_disabled', `Provider (issuer "${known[1]}") is not enabled`);
    if (provider === 'apple' || provider === 'azure')
      throw badRequest(
        'validation_failed',
        `Unable to detect issuer in ID token for ${provider === 'apple' ? 'Apple' : 'Azure'} provider`,
      );
    if (provider.startsWith('custom:')) throw badRequest('validation_failed', 'Custom OAuth providers are disabled');
    throw badRequest('validation_failed', `Custom OIDC provider "${provider}" not allowed`);
  }

  return [
    {
      method: 'POST',
      path: '/token',
      async handle(req) {
        const grant = req.url.searchParams.get('grant_type');
        if (!['password', 'refresh_token', 'id_token', 'pkce', 'web3'].includes(grant ?? ''))
          throw badRequest('invalid_credentials', 'unsupported_grant_type');
        // Every grant but web3 shares GoTrue's token limiter (web3 has its own).
        ctx.limit(grant === 'web3' ? ctx.limiters.web3 : ctx.limiters.token, req);
        if (grant === 'password') return passwordGrant(req);
        if (grant === 'refresh_token') return refreshGrant(req);
        // web3.go Web3Grant: both chains are off (config.toml [auth.web3.*] enabled = false).
        if (grant === 'web3') throw unprocessable('web3_provider_disabled', 'Web3 provider is disabled');
        const body = parseBody(req);
        if (grant === 'pkce') {
          // token.go PKCE: codes come from flows the stack does not start, so none is ever found.
          if (!str(body.auth_code) || !str(body.code_verifier))
            throw badRequest(
              'validation_failed',
              'invalid request: both auth code and code verifier should be non-empty',
            );
          throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
        }
        return idTokenGrant(body);
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
