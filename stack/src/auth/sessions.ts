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

export const newRefreshToken = (): string => randomBytes(16).toString('base64url').slice(0, 22);

export async function accessToken(
  user: UserRow,
  sessionId: string,
  amr: { method: string; timestamp: number }[],
  s: TokenSettings,
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
      aal: 'aal1',
      amr,
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    s.jwtSecret,
  );
  return { token, exp };
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
}

/** Rotates a refresh token; a revoked one is accepted only within the reuse interval (concurrent tabs). */
export async function rotateRefreshToken(
  tx: Queryable,
  token: string,
  reuseIntervalSeconds: number,
): Promise<{ userId: string; sessionId: string; refreshToken: string } | { refused: AuthError }> {
  const { rows } = await tx.query<TokenRow>(
    `select id, token, user_id, revoked, updated_at, session_id from auth.refresh_tokens where token = $1 for update`,
    [token],
  );
  const row = rows[0];
  if (!row || !row.session_id)
    throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const session = await tx.query(
    `select 1 from auth.sessions where id = $1 and (not_after is null or not_after > now())`,
    [row.session_id],
  );
  if (session.rows.length === 0)
    throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (row.revoked) {
    const age = (Date.now() - new Date(row.updated_at).getTime()) / 1000;
    if (age > reuseIntervalSeconds) {
      // GoTrue treats reuse after the interval as theft: the whole session is revoked.
      await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1`, [
        row.session_id,
      ]);
      // Returned, not thrown: the revocation must commit.
      return { refused: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
    }
    const child = await tx.query<{ token: string }>(
      `select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1`,
      [row.session_id],
    );
    if (child.rows[0]) return { userId: row.user_id, sessionId: row.session_id, refreshToken: child.rows[0].token };
    throw badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
  await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [row.id]);
  const refreshToken = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [refreshToken, row.user_id, row.token, row.session_id],
  );
  await tx.query(`update auth.sessions set refreshed_at = now()::timestamp, updated_at = now() where id = $1`, [
    row.session_id,
  ]);
  return { userId: row.user_id, sessionId: row.session_id, refreshToken };
}
