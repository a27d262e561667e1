// The access tokens Realtime accepts (RealtimeWeb.ChannelsAuthorization): an HS256/384/512 JWT signed
// with the project's secret, not expired, with `role` and `exp` claims; and the messages it gives
// when one is not.
import { decodeJwt, decodeProtectedHeader, errors, jwtVerify } from 'jose';
import type { JwtClaims } from '../jwt.ts';

export type TokenCheck =
  | { ok: true; claims: JwtClaims & { role: string; exp: number } }
  | { ok: false; kind: 'expired' | 'missing_claims' | 'malformed' | 'signature' | 'invalid'; message: string };

const encoder = new TextEncoder();
const secrets = new Map<string, Uint8Array>();

function secretKey(secret: string): Uint8Array {
  let key = secrets.get(secret);
  if (!key) {
    key = encoder.encode(secret);
    secrets.set(secret, key);
  }
  return key;
}

export const MISSING_CLAIMS = 'Fields `role` and `exp` are required in JWT';
const MALFORMED = 'The token provided is not a valid JWT';

function clean(token: string): string {
  try {
    return decodeURIComponent(token).replace(/\s/g, '');
  } catch {
    return token.replace(/\s/g, '');
  }
}

export async function checkToken(raw: string, secret: string): Promise<TokenCheck> {
  const token = clean(raw);
  let alg: string | undefined;
  try {
    decodeJwt(token);
    alg = decodeProtectedHeader(token).alg;
  } catch {
    return { ok: false, kind: 'malformed', message: MALFORMED };
  }
  if (!alg || !/^HS(256|384|512)$/.test(alg)) {
    return {
      ok: false,
      kind: 'invalid',
      message: 'Failed to generate JWT signer, check your JWT secret or JWKS configuration',
    };
  }
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), { algorithms: [alg] });
    const claims = payload as JwtClaims;
    if (typeof claims.role !== 'string' || typeof claims.exp !== 'number')
      return { ok: false, kind: 'missing_claims', message: MISSING_CLAIMS };
    return { ok: true, claims: { ...claims, role: claims.role, exp: Math.round(claims.exp) } };
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      const exp = Number((error.payload as JwtClaims).exp);
      const ago = Math.max(0, Math.floor(Date.now() / 1000) - exp);
      return { ok: false, kind: 'expired', message: `Token has expired ${ago} seconds ago` };
    }
    if (error instanceof errors.JWSSignatureVerificationFailed)
      return { ok: false, kind: 'signature', message: 'Failed to validate JWT signature' };
    return { ok: false, kind: 'malformed', message: MALFORMED };
  }
}

/** Seconds until the token's exp (Realtime re-checks a channel's token at min(5 min, this)). */
export function secondsLeft(claims: { exp: number }): number {
  return claims.exp - Date.now() / 1000;
}
