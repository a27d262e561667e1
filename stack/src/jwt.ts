// HS256 JWTs as GoTrue issues them and PostgREST verifies them.
import { SignJWT, jwtVerify, errors } from 'jose';

export type JwtClaims = Record<string, unknown> & { role?: string; sub?: string; exp?: number };

export type JwtResult =
  | { ok: true; claims: JwtClaims }
  /** `claim`: a registered claim (exp, nbf, iat) whose value has the wrong type. */
  | { ok: false; reason: 'expired' | 'invalid'; claim?: string };

const encoder = new TextEncoder();

export async function signJwt(claims: JwtClaims, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(encoder.encode(secret));
}

export async function verifyJwt(token: string, secret: string): Promise<JwtResult> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    return { ok: true, claims: payload as JwtClaims };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    if (error instanceof errors.JWTClaimValidationFailed && error.reason === 'invalid')
      return { ok: false, reason: 'invalid', claim: error.claim };
    return { ok: false, reason: 'invalid' };
  }
}
