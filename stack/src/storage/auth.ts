// Who calls: Storage verifies the Authorization bearer JWT itself (Kong passes storage requests
// through without an apikey check), and signs the tokens of signed URLs with the same secret.
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import type { JwtClaims } from '../jwt.ts';
import type { StackRequest } from '../types.ts';
import type { Scope } from './db.ts';
import { Errors } from './errors.ts';

export interface Caller extends Scope {
  /** A JWT was given and verified (the anon key counts): Storage's isAuthenticated. */
  authenticated: boolean;
  /** The JWT's sub: objects and buckets it creates are owned by it. */
  owner?: string;
}

const encoder = new TextEncoder();
const ANONYMOUS: Caller = { role: 'anon', claims: { role: 'anon' }, jwt: '', authenticated: false };

/** The caller of a route that needs a JWT; `optional` routes (downloads, info, HEAD) treat a missing
 * or invalid one as anonymous. */
export async function callerOf(req: StackRequest, secret: string, optional = false): Promise<Caller> {
  const header = req.headers.authorization;
  if (header === undefined && !optional) throw Errors.validation("headers must have required property 'authorization'");
  const jwt = (header ?? '').replace(/^Bearer\s+/i, '');
  if (!jwt && optional) return ANONYMOUS;
  try {
    const { payload } = await jwtVerify(jwt, encoder.encode(secret), { algorithms: ['HS256'] });
    const claims = payload as JwtClaims;
    const role = typeof claims.role === 'string' && claims.role ? claims.role : 'anon';
    return { role, claims, jwt, authenticated: true, owner: typeof claims.sub === 'string' ? claims.sub : undefined };
  } catch (error) {
    if (optional) return ANONYMOUS;
    throw Errors.accessDenied((error as Error).message);
  }
}

export type TokenScope = 'download' | 'upload';

export interface SignedToken extends JWTPayload {
  url: string;
  scope?: TokenScope;
  owner?: string;
  upsert?: boolean;
}

/** A signed URL's token: HS256 with the project's JWT secret, iat and exp as Storage sets them. */
export function signToken(claims: SignedToken, secret: string, expiresIn: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(encoder.encode(secret));
}

/** A signed URL's token for `url` ('bucket/key') and `scope`, or Storage's error: a bad or expired
 * token → InvalidJWT with the verifier's message, a token for another object or action →
 * InvalidSignature. Tokens from before scopes existed count as download tokens unless they carry
 * `upsert` (upload tokens always did). */
export async function verifyToken(token: string, secret: string, url: string, scope: TokenScope): Promise<SignedToken> {
  let payload: SignedToken;
  try {
    payload = (await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] })).payload as SignedToken;
  } catch (error) {
    throw Errors.invalidJwt((error as Error).message);
  }
  const scoped =
    scope === 'upload'
      ? payload.scope === 'upload' || (payload.scope === undefined && 'upsert' in payload)
      : payload.scope === 'download' || (payload.scope === undefined && !('upsert' in payload));
  if (!scoped) throw Errors.invalidSignature(`Token is not scoped for ${scope}`);
  if (payload.url !== url) throw Errors.invalidSignature();
  if (typeof payload.exp !== 'number' || payload.exp * 1000 < Date.now()) throw Errors.expiredToken();
  return payload;
}
