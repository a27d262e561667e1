// Sessions and rotating refresh tokens in auth.sessions / auth.refresh_tokens, and the access token
// GoTrue signs for them.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { signJwt } from '../jwt.ts';
import { badRequest, type AuthError } from './errors.ts';
import type { UserRow } from './users.ts';

export interface TokenSettings {
  jwtSecret: string;
  jwtExpiry: number;
  issuer: string;
  reuseIntervalSeconds: number;
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** GoTrue's refresh tokens (crypto.SecureAlphanumeric(12)): 12 characters of lower-case base32. */
export const newRefreshToken = (): string => {
  const bytes = randomBytes(12);
  let out = '';
  for (const b of bytes) out += BASE32[b & 31];
  return out;
};

/** RefreshTokenGrantParams.Validate (token_refresh.go): 12 lower-case letters and digits. Longer tokens
 * are GoTrue's signed v2 format, which this stack does not issue. */
export const isWellFormedRefreshToken = (token: string): boolean => /^[a-z0-9]{12}$/.test(token);

export async function accessToken(
  user: UserRow,
  sessionId: string,
  amr: { method: string; timestamp: number }[],
  s: TokenSettings,
  aal = 'aal1',
): Promise<{ token: string; exp: number }> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + s.jwtExpiry;
  const token = await signJwt(
    {
      iss: s.issuer,
      sub: user.id,
      aud: user.aud || 'authenticated',
      exp,
      iat,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role || 'authenticated',
      aal,
      amr,
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    s.jwtSecret,
  );
  return { token, exp };
}

/** GoTrue's AddClaimToSession: the method (once per session, its time refreshed). */
export async function addAmrClaim(tx: Queryable, sessionId: string, method: string): Promise<void> {
  await tx.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1, now(), now(), $2)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey do update set updated_at = now()`,
    [sessionId, method],
  );
}

export async function createSession(
  tx: Queryable,
  userId: string,
  meta: { userAgent?: string; ip?: string },
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID();
  const ip = meta.ip && /^[0-9a-f:.]+$/i.test(meta.ip) ? meta.ip.replace(/^::ffff:/, '') : null;
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4::inet)`,
    [sessionId, userId, meta.userAgent ?? null, ip],
  );
  const refreshToken = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), null, $3)`,
    [refreshToken, userId, sessionId],
  );
  return { sessionId, refreshToken };
}

interface TokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date;
  session_id: string | null;
  banned_until: Date | null;
  session_found: boolean;
  session_expired: boolean;
}

/**
 * GoTrue's RefreshTokenGrant (tokens/service.go): a revoked token that is the parent of the session's
 * active one answers the active one (a client that lost the answer of its refresh), at any age; another
 * revoked one is accepted within the reuse interval, and after it the whole session's tokens are revoked.
 */
export async function rotateRefreshToken(
  tx: Queryable,
  token: string,
  reuseIntervalSeconds: number,
): Promise<{ userId: string; sessionId: string; refreshToken: string } | { refused: AuthError }> {
  const { rows } = await tx.query<TokenRow>(
    `select t.id, t.token, t.user_id, t.revoked, t.updated_at, t.session_id, u.banned_until,
       s.id is not null as session_found, coalesce(s.not_after <= now(), false) as session_expired
     from auth.refresh_tokens t
     join auth.users u on u.id::text = t.user_id
     left join auth.sessions s on s.id = t.session_id
     where t.token = $1 for update of t`,
    [token],
  );
  const row = rows[0];
  if (!row) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (row.banned_until && new Date(row.banned_until).getTime() > Date.now())
    throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');
  if (!row.session_id || !row.session_found)
    throw badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  if (row.session_expired) throw badRequest('session_expired', 'Invalid Refresh Token: Session Expired');
  const sessionId = row.session_id;
  if (row.revoked) {
    const active = await tx.query<{ token: string; parent: string | null }>(
      `select token, parent from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1`,
      [sessionId],
    );
    if (active.rows[0] && active.rows[0].parent === row.token)
      return { userId: row.user_id, sessionId, refreshToken: active.rows[0].token };
    const age = (Date.now() - new Date(row.updated_at).getTime()) / 1000;
    if (age > reuseIntervalSeconds) {
      // Treated as theft: the session's tokens are revoked. Returned, not thrown: the revocation commits.
      await tx.query(
        `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked`,
        [sessionId],
      );
      return { refused: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
    }
  }
  await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [row.id]);
  const refreshToken = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [refreshToken, row.user_id, row.token, sessionId],
  );
  await tx.query(`update auth.sessions set refreshed_at = now()::timestamp, updated_at = now() where id = $1`, [
    sessionId,
  ]);
  return { userId: row.user_id, sessionId, refreshToken };
}
