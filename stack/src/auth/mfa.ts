// Multi-factor authentication (GoTrue's mfa.go): TOTP factors enrolled, challenged and verified (RFC
// 6238, SHA-1, 6 digits, 30 s steps, one step of skew, as GoTrue validates them); phone factors with
// [auth.sms.test_otp] numbers (the stack sends no SMS); WebAuthn factors enrolled (the stack verifies
// no WebAuthn assertion, so their challenge answers as a config with WebAuthn verification off).
// A verified factor raises the session to aal2 and adds its method to the JWT's amr, as GoTrue does.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import qrcode from 'qrcode-generator';
import type { StackRequest } from '../types.ts';
import type { AuthContext, Route } from './context.ts';
import type { MfaSettings } from './feature-settings.ts';
import { AuthError, badRequest, forbidden, notFound, unprocessable } from './errors.ts';
import { ok, parseBody, str } from './http.ts';
import { tokenHash } from './otp.ts';
import { addAmrClaim, newRefreshToken } from './sessions.ts';
import { FACTOR_COLUMNS, factorJson, findUserById, UUID_RE, type FactorRow } from './users.ts';

/** GoTrue's defaults: challenges and unverified factors live 300 s; 10 verified factors at most. */
const CHALLENGE_EXPIRY_S = 300;
const FACTOR_EXPIRY_S = 300;
const MAX_VERIFIED_FACTORS = 10;

export async function factorsOf(ctx: AuthContext, userId: string): Promise<FactorRow[]> {
  const { rows } = await ctx.db.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at`,
    [userId],
  );
  return rows;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const c of text.replace(/=+$/, '').toUpperCase()) {
    const i = BASE32.indexOf(c);
    if (i < 0) continue;
    value = (value << 5) | i;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 6238's code for the 30-second step `counter`. */
export function totpCode(secret: string, counter: number): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', base32Decode(secret)).update(msg).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}

/** pquerna/otp's ValidateCustom with GoTrue's options: the current step and one either side. */
export function totpValid(secret: string, code: string, now = Date.now()): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const step = Math.floor(now / 1000 / 30);
  return [step - 1, step, step + 1].some((s) => totpCode(secret, s) === code);
}

export function mfaRoutes(ctx: AuthContext, settings: MfaSettings): Route[] {
  const { db, options: o } = ctx;

  /** requireAuthentication + requireNotAnonymous, and the session the JWT names (GoTrue needs one). */
  async function caller(req: StackRequest) {
    const { claims, user } = await ctx.authenticate(req);
    if (claims.is_anonymous === true)
      throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions');
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
    const { rows } = await db.query<{ id: string; aal: string | null }>(
      'select id, aal from auth.sessions where id = $1',
      [UUID_RE.test(sessionId) ? sessionId : '00000000-0000-0000-0000-000000000000'],
    );
    const session = rows[0];
    if (!session)
      throw new AuthError(
        500,
        'unexpected_failure',
        'A valid session and a registered user are required to enroll a factor',
      );
    return { user, session: { id: session.id, aal2: session.aal === 'aal2' } };
  }

  /** loadFactor (admin.go): the path's factor, owned by the user. */
  async function ownedFactor(userId: string, raw: string): Promise<FactorRow> {
    if (!UUID_RE.test(raw)) throw notFound('validation_failed', 'factor_id must be an UUID');
    const { rows } = await db.query<FactorRow>(
      `select ${FACTOR_COLUMNS} from auth.mfa_factors where id = $1 and user_id = $2`,
      [raw.toLowerCase(), userId],
    );
    if (!rows[0]) throw notFound('mfa_factor_not_found', 'Factor not found');
    return rows[0];
  }

  /** validateFactors: expired unverified factors go first, then the limits, names and aal. */
  async function validateFactors(userId: string, name: string, session: { aal2: boolean }) {
    await db.query(
      `delete from auth.mfa_factors f where user_id = $1 and status <> 'verified'
         and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
         and created_at + make_interval(secs => $2) < now()`,
      [userId, FACTOR_EXPIRY_S],
    );
    const factors = await factorsOf(ctx, userId);
    if (name && factors.some((f) => f.friendly_name === name))
      throw unprocessable(
        'mfa_factor_name_conflict',
        `A factor with the friendly name ${JSON.stringify(name)} for this user already exists`,
      );
    const verified = factors.filter((f) => f.status === 'verified').length;
    if (factors.length >= settings.maxEnrolledFactors || verified >= MAX_VERIFIED_FACTORS)
      throw unprocessable(
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      );
    if (verified > 0 && !session.aal2) throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
  }

  async function insertFactor(
    userId: string,
    type: FactorRow['factor_type'],
    name: string,
    extra: { secret?: string; phone?: string },
  ) {
    const id = randomUUID();
    await db.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret, phone)
       values ($1, $2, $3, $4::auth.factor_type, 'unverified', now(), now(), $5, $6)`,
      [id, userId, name, type, extra.secret ?? null, extra.phone ?? null],
    );
    return id;
  }

  async function enroll(req: StackRequest) {
    const { user, session } = await caller(req);
    const body = parseBody(req);
    const type = str(body.factor_type) ?? '';
    const name = str(body.friendly_name) ?? '';
    if (type === 'totp') {
      if (!settings.totp.enroll) throw unprocessable('mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
      const issuer = str(body.issuer) || new URL(o.siteUrl).host;
      await validateFactors(user.id, name, session);
      const secret = base32(randomBytes(20));
      const label = encodeURIComponent(`${issuer}:${user.email ?? ''}`)
        .replace(/%3A/g, ':')
        .replace(/%40/g, '@');
      const query = new URLSearchParams({ algorithm: 'SHA1', digits: '6', issuer, period: '30', secret });
      const uri = `otpauth://totp/${label}?${query.toString()}`;
      const qr = qrcode(0, 'H');
      qr.addData(uri);
      qr.make();
      const id = await insertFactor(user.id, 'totp', name, { secret });
      return ok(200, {
        id,
        type: 'totp',
        friendly_name: name,
        totp: { qr_code: qr.createSvgTag({ cellSize: 3, margin: 0 }), secret, uri },
      });
    }
    if (type === 'phone') {
      if (!settings.phone.enroll)
        throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
      const rawPhone = str(body.phone) ?? '';
      if (!rawPhone) throw badRequest('validation_failed', 'Phone number required to enroll Phone factor');
      const phone = ctx.phone.validate(rawPhone);
      const sameNumber = (await factorsOf(ctx, user.id)).filter((f) => f.factor_type === 'phone' && f.phone === phone);
      if (sameNumber.some((f) => f.status === 'verified'))
        throw unprocessable(
          'mfa_verified_factor_exists',
          'A verified phone factor already exists, unenroll the existing factor to continue',
        );
      for (const f of sameNumber) await db.query('delete from auth.mfa_factors where id = $1', [f.id]);
      await validateFactors(user.id, name, session);
      const id = await insertFactor(user.id, 'phone', name, { phone });
      return ok(200, { id, type: 'phone', friendly_name: name, phone: rawPhone });
    }
    if (type === 'webauthn') {
      if (!settings.webauthn.enroll)
        throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
      await validateFactors(user.id, name, session);
      const id = await insertFactor(user.id, 'webauthn', name, {});
      return ok(200, { id, type: 'webauthn', friendly_name: name });
    }
    throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn');
  }

  const clientIp = (req: StackRequest) => {
    const ip = req.ip.replace(/^::ffff:/, '');
    return /^[0-9a-f:.]+$/i.test(ip) ? ip : '127.0.0.1';
  };

  async function challenge(req: StackRequest, factorId: string) {
    const { user } = await caller(req);
    const factor = await ownedFactor(user.id, factorId);
    ctx.limit(ctx.limiters.factorChallenge, req);
    let otpHash: string | null = null;
    if (factor.factor_type === 'totp') {
      if (!settings.totp.verify)
        throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
    } else if (factor.factor_type === 'phone') {
      if (!settings.phone.verify)
        throw unprocessable('mfa_phone_verify_not_enabled', 'MFA verification is disabled for Phone');
      const body = parseBody(req);
      if ((str(body.channel) || 'sms') !== 'sms')
        throw badRequest(
          'validation_failed',
          "Invalid channel, supported values are 'sms' or 'whatsapp'. 'whatsapp' is only supported if Twilio or Twilio Verify is used as the provider.",
        );
      const code = ctx.phone.testOtp[factor.phone ?? ''];
      if (!code)
        throw unprocessable(
          'sms_send_failed',
          'Error sending mfa OTP to provider: the local stack has no SMS provider; list the number in [auth.sms.test_otp]',
        );
      otpHash = tokenHash(factor.phone ?? '', code);
    } else {
      throw unprocessable('mfa_webauthn_verify_not_enabled', 'MFA verification is disabled for WebAuthn');
    }
    const id = randomUUID();
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address, otp_code) values ($1, $2, now(), $3::inet, $4)`,
        [id, factor.id, clientIp(req), otpHash],
      );
      await tx.query('update auth.mfa_factors set last_challenged_at = now(), updated_at = now() where id = $1', [
        factor.id,
      ]);
    });
    return ok(200, {
      id,
      type: factor.factor_type,
      expires_at: Math.floor(Date.now() / 1000) + CHALLENGE_EXPIRY_S,
    });
  }

  async function verify(req: StackRequest, factorId: string) {
    const { user, session } = await caller(req);
    const factor = await ownedFactor(user.id, factorId);
    ctx.limit(ctx.limiters.factorVerify, req);
    const body = parseBody(req);
    const code = str(body.code) ?? '';
    if (!code && factor.factor_type !== 'webauthn') throw badRequest('validation_failed', 'Code needs to be non-empty');
    if (factor.factor_type === 'webauthn')
      throw unprocessable('mfa_webauthn_verify_not_enabled', 'MFA verification is disabled for WebAuthn');
    if (factor.factor_type === 'totp' && !settings.totp.verify)
      throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
    if (factor.factor_type === 'phone' && !settings.phone.verify)
      throw unprocessable('mfa_phone_verify_not_enabled', 'MFA verification is disabled for Phone');
    const challengeId = str(body.challenge_id) ?? '';
    if (!UUID_RE.test(challengeId))
      throw badRequest('bad_json', 'Could not parse request body as JSON: challenge_id must be a UUID');
    // validateChallenge
    const { rows } = await db.query<{
      id: string;
      verified_at: Date | null;
      ip: string;
      expired: boolean;
      otp_code: string | null;
    }>(
      `select id, verified_at, host(ip_address) as ip, created_at + make_interval(secs => $3) < now() as expired, otp_code
       from auth.mfa_challenges where id = $1 and factor_id = $2`,
      [challengeId.toLowerCase(), factor.id, CHALLENGE_EXPIRY_S],
    );
    const found = rows[0];
    if (!found) throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
    if (found.verified_at || found.ip !== clientIp(req))
      throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
    if (found.expired) {
      await db.query('delete from auth.mfa_challenges where id = $1', [found.id]);
      throw unprocessable(
        'mfa_challenge_expired',
        `MFA challenge ${found.id} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    const valid =
      factor.factor_type === 'totp'
        ? totpValid(factor.secret ?? '', code)
        : !!found.otp_code && found.otp_code === tokenHash(factor.phone ?? '', code);
    if (!valid)
      throw unprocessable(
        'mfa_verification_failed',
        factor.factor_type === 'totp' ? 'Invalid TOTP code entered' : 'Invalid MFA Phone code entered',
      );
    const method = factor.factor_type === 'totp' ? 'totp' : 'mfa/phone';
    const refreshToken = await db.transaction(async (tx) => {
      await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [found.id]);
      await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id]);
      // updateMFASessionAndClaims: the method joins the session's claims, the session becomes aal2 and
      // its current refresh token is swapped for a new one.
      await addAmrClaim(tx, session.id, method);
      await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [
        session.id,
        factor.id,
      ]);
      const current = await tx.query<{ id: string; token: string }>(
        `select id, token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1`,
        [session.id],
      );
      const token = newRefreshToken();
      if (current.rows[0])
        await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [
          current.rows[0].id,
        ]);
      await tx.query(
        `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
         values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
        [token, user.id, current.rows[0]?.token ?? null, session.id],
      );
      // InvalidateSessionsWithAALLessThan and DeleteUnverifiedFactors.
      await tx.query(`delete from auth.sessions where user_id = $1 and coalesce(aal, 'aal1') < 'aal2'`, [user.id]);
      await tx.query(
        `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = $2::auth.factor_type`,
        [user.id, factor.factor_type],
      );
      return token;
    });
    return ok(200, await ctx.tokenResponse((await findUserById(db, user.id))!, session.id, refreshToken));
  }

  /** DowngradeSessionsToAAL1 after a factor is removed. */
  async function removeFactor(factor: FactorRow) {
    const method =
      factor.factor_type === 'totp' ? 'totp' : factor.factor_type === 'phone' ? 'mfa/phone' : 'mfa/webauthn';
    await db.transaction(async (tx) => {
      await tx.query('delete from auth.mfa_factors where id = $1', [factor.id]);
      await tx.query(
        `delete from auth.mfa_amr_claims where authentication_method = $2
           and session_id in (select id from auth.sessions where factor_id = $1)`,
        [factor.id, method],
      );
      await tx.query(`update auth.sessions set aal = 'aal1', factor_id = null where user_id = $1 and factor_id = $2`, [
        factor.user_id,
        factor.id,
      ]);
    });
  }

  async function unenroll(req: StackRequest, factorId: string) {
    const { user, session } = await caller(req);
    const factor = await ownedFactor(user.id, factorId);
    if (factor.status === 'verified' && !session.aal2)
      throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
    await removeFactor(factor);
    return ok(200, { id: factor.id });
  }

  /** The admin API's factors of a user (admin.go adminUserGetFactors, adminUserDeleteFactor). */
  async function adminUser(raw: string) {
    if (!UUID_RE.test(raw)) throw notFound('validation_failed', 'user_id must be an UUID');
    const user = await findUserById(db, raw);
    if (!user) throw notFound('user_not_found', 'User not found');
    return user;
  }

  return [
    { method: 'POST', path: '/factors', handle: enroll },
    { method: 'POST', path: /^\/factors\/([^/]+)\/challenge$/, handle: (req, [id]) => challenge(req, id!) },
    { method: 'POST', path: /^\/factors\/([^/]+)\/verify$/, handle: (req, [id]) => verify(req, id!) },
    { method: 'DELETE', path: /^\/factors\/([^/]+)$/, handle: (req, [id]) => unenroll(req, id!) },
    {
      method: 'GET',
      path: /^\/admin\/users\/([^/]+)\/factors$/,
      handle: async (_req, [id]) => {
        const user = await adminUser(id!);
        return ok(200, (await factorsOf(ctx, user.id)).map(factorJson));
      },
    },
    {
      method: 'DELETE',
      path: /^\/admin\/users\/([^/]+)\/factors\/([^/]+)$/,
      handle: async (_req, [id, factorId]) => {
        const user = await adminUser(id!);
        const factor = await ownedFactor(user.id, factorId!);
        await removeFactor(factor);
        return ok(200, factorJson(factor));
      },
    },
  ];
}
