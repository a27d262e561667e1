// Passkeys (GoTrue's passkey_registration.go, passkey_authentication.go, passkey_manage.go and
// passkey_admin.go), on with config.toml [auth.passkey] enabled = true and the relying party of
// [auth.webauthn]: registration for a signed-in user, discoverable sign-in, listing, renaming and
// deleting, and the admin list/delete. The WebAuthn checks live in webauthn.ts.
import type { StackRequest } from '../types.ts';
import type { AuthContext, Route } from './context.ts';
import type { PasskeySettings } from './feature-settings.ts';
import { badRequest, forbidden, notFound, unprocessable } from './errors.ts';
import { ok, parseBody } from './http.ts';
import { findUserById, UUID_RE } from './users.ts';
import {
  authenticationOptions,
  newChallenge,
  parseAssertion,
  registrationOptions,
  verifyRegistration,
  WebAuthnError,
} from './webauthn.ts';

/** GoTrue's WebAuthn challenge expiry (GOTRUE_WEBAUTHN_CHALLENGE_EXPIRY_DURATION, 5 minutes). */
const CHALLENGE_EXPIRY_MS = 5 * 60_000;

interface PasskeyRow {
  id: string;
  friendly_name: string;
  created_at: Date;
  last_used_at: Date | null;
}

/** PasskeyListItem: friendly_name and last_used_at left out when empty. */
function passkeyJson(p: PasskeyRow): Record<string, unknown> {
  const out: Record<string, unknown> = { id: p.id };
  if (p.friendly_name) out.friendly_name = p.friendly_name;
  out.created_at = new Date(p.created_at).toISOString();
  if (p.last_used_at) out.last_used_at = new Date(p.last_used_at).toISOString();
  return out;
}

const verificationFailed = () => badRequest('webauthn_verification_failed', 'Credential verification failed');

export function passkeyRoutes(ctx: AuthContext, settings: PasskeySettings): Route[] {
  const { db } = ctx;
  const guard = () => {
    if (!settings.enabled) throw notFound('passkey_disabled', 'Passkeys are disabled');
  };

  /** requirePasskeyManagementAAL: with a verified MFA factor, only an aal2 session manages passkeys. */
  async function requireManagementAal(userId: string, sessionId: unknown) {
    const { rows } = await db.query<{ mfa: boolean; aal2: boolean }>(
      `select exists (select 1 from auth.mfa_factors where user_id = $1 and status = 'verified') as mfa,
         coalesce((select aal = 'aal2' from auth.sessions where id = $2), false) as aal2`,
      [userId, typeof sessionId === 'string' && UUID_RE.test(sessionId) ? sessionId : null],
    );
    if (rows[0]?.mfa && !rows[0].aal2)
      throw forbidden('insufficient_aal', 'AAL2 session is required to manage passkeys when MFA is enabled');
  }

  async function signedIn(req: StackRequest) {
    guard();
    const auth = await ctx.authenticate(req);
    return auth;
  }

  /** The challenge named in the body, consumed at once so it can serve one ceremony only. */
  async function consume(
    body: Record<string, unknown>,
    type: 'registration' | 'authentication',
    userId: string | null,
  ) {
    if (typeof body.challenge_id !== 'string' || !body.challenge_id)
      throw badRequest('validation_failed', 'challenge_id is required');
    if (body.credential === undefined || body.credential === null)
      throw badRequest('validation_failed', 'credential is required');
    if (!UUID_RE.test(body.challenge_id)) throw badRequest('validation_failed', 'challenge_id must be a valid UUID');
    const { rows } = await db.query<{ challenge: string; expired: boolean }>(
      `delete from auth.webauthn_challenges
       where id = $1 and challenge_type = $2 and user_id is not distinct from $3
       returning session_data->>'challenge' as challenge, expires_at <= now() as expired`,
      [body.challenge_id.toLowerCase(), type, userId],
    );
    const found = rows[0];
    if (!found) throw badRequest('webauthn_challenge_not_found', 'Challenge not found or already used');
    if (found.expired) throw badRequest('webauthn_challenge_expired', 'Challenge has expired');
    return found.challenge;
  }

  async function storeChallenge(userId: string | null, type: string, challenge: string) {
    const expiresAt = Date.now() + CHALLENGE_EXPIRY_MS;
    const { rows } = await db.query<{ id: string }>(
      `insert into auth.webauthn_challenges (user_id, challenge_type, session_data, expires_at)
       values ($1, $2, $3, to_timestamp($4 / 1000.0)) returning id`,
      [userId, type, { challenge }, expiresAt],
    );
    return { id: rows[0]!.id, expiresAt: Math.floor(expiresAt / 1000) };
  }

  async function listOf(userId: string) {
    const { rows } = await db.query<PasskeyRow>(
      `select id, friendly_name, created_at, last_used_at from auth.webauthn_credentials
       where user_id = $1 order by created_at`,
      [userId],
    );
    return rows.map(passkeyJson);
  }

  async function ownedPasskey(userId: string, raw: string): Promise<PasskeyRow> {
    if (!UUID_RE.test(raw)) throw notFound('validation_failed', 'Passkey not found');
    const { rows } = await db.query<PasskeyRow>(
      `select id, friendly_name, created_at, last_used_at from auth.webauthn_credentials where id = $1 and user_id = $2`,
      [raw.toLowerCase(), userId],
    );
    if (!rows[0]) throw notFound('validation_failed', 'Passkey not found');
    return rows[0];
  }

  async function adminUser(raw: string) {
    if (!UUID_RE.test(raw)) throw notFound('validation_failed', 'user_id must be an UUID');
    const user = await findUserById(db, raw);
    if (!user) throw notFound('user_not_found', 'User not found');
    return user;
  }

  return [
    {
      method: 'POST',
      path: '/passkeys/registration/options',
      async handle(req) {
        const { user, claims } = await signedIn(req);
        if (claims.is_anonymous === true)
          throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions');
        await requireManagementAal(user.id, claims.session_id);
        const { rows } = await db.query<{ credential_id: Buffer }>(
          'select credential_id from auth.webauthn_credentials where user_id = $1',
          [user.id],
        );
        if (rows.length >= settings.maxPerUser)
          throw unprocessable('too_many_passkeys', 'Maximum number of passkeys reached');
        const name = user.email || user.phone || '';
        const meta = user.raw_user_meta_data ?? {};
        const displayName = typeof meta.name === 'string' && meta.name ? meta.name : name;
        const challenge = newChallenge();
        const stored = await storeChallenge(user.id, 'registration', challenge);
        return ok(200, {
          challenge_id: stored.id,
          options: registrationOptions(
            settings.rp,
            { id: user.id, name, displayName },
            challenge,
            rows.map((r) => Buffer.from(r.credential_id)),
            CHALLENGE_EXPIRY_MS,
          ),
          expires_at: stored.expiresAt,
        });
      },
    },
    {
      method: 'POST',
      path: '/passkeys/registration/verify',
      async handle(req) {
        const { user, claims } = await signedIn(req);
        if (claims.is_anonymous === true)
          throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions');
        await requireManagementAal(user.id, claims.session_id);
        const body = parseBody(req);
        const challenge = await consume(body, 'registration', user.id);
        let made;
        try {
          made = verifyRegistration(body.credential, challenge, settings.rp);
        } catch (error) {
          if (error instanceof WebAuthnError) throw verificationFailed();
          throw error;
        }
        try {
          const row = await db.transaction(async (tx) => {
            const count = await tx.query<{ n: string }>(
              'select count(*)::text as n from auth.webauthn_credentials where user_id = $1',
              [user.id],
            );
            if (Number(count.rows[0]!.n) >= settings.maxPerUser)
              throw unprocessable('too_many_passkeys', 'Maximum number of passkeys reached');
            const { rows } = await tx.query<PasskeyRow>(
              `insert into auth.webauthn_credentials (user_id, credential_id, public_key, attestation_type, aaguid,
                 sign_count, transports, backup_eligible, backed_up, friendly_name)
               values ($1, $2, $3, 'none', $4, $5, $6, $7, $8, 'Passkey')
               returning id, friendly_name, created_at, last_used_at`,
              [
                user.id,
                made.credentialId,
                made.publicKey,
                made.aaguid,
                made.signCount,
                JSON.stringify(made.transports),
                made.backupEligible,
                made.backedUp,
              ],
            );
            return rows[0]!;
          });
          return ok(200, {
            id: row.id,
            friendly_name: row.friendly_name,
            created_at: new Date(row.created_at).toISOString(),
          });
        } catch (error) {
          if ((error as { code?: string }).code === '23505')
            throw unprocessable('webauthn_credential_exists', 'This credential is already registered');
          throw error;
        }
      },
    },
    {
      method: 'POST',
      path: '/passkeys/authentication/options',
      async handle(req) {
        guard();
        ctx.limit(ctx.limiters.passkey, req);
        const challenge = newChallenge();
        const stored = await storeChallenge(null, 'authentication', challenge);
        return ok(200, {
          challenge_id: stored.id,
          options: authenticationOptions(settings.rp, challenge, CHALLENGE_EXPIRY_MS),
          expires_at: stored.expiresAt,
        });
      },
    },
    {
      method: 'POST',
      path: '/passkeys/authentication/verify',
      async handle(req) {
        guard();
        const body = parseBody(req);
        const challenge = await consume(body, 'authentication', null);
        let assertion;
        try {
          assertion = parseAssertion(body.credential, challenge, settings.rp);
        } catch (error) {
          if (error instanceof WebAuthnError)
            throw badRequest('webauthn_verification_failed', 'Invalid credential response');
          throw error;
        }
        // Discoverable login: the user handle names the user, whose passkey must hold the credential.
        const user = UUID_RE.test(assertion.userHandle) ? await findUserById(db, assertion.userHandle) : undefined;
        if (!user) throw verificationFailed();
        const { rows } = await db.query<{ id: string; public_key: Buffer; sign_count: string }>(
          `select id, public_key, sign_count::text as sign_count from auth.webauthn_credentials
           where user_id = $1 and credential_id = $2`,
          [user.id, assertion.credentialId],
        );
        const stored = rows[0];
        if (!stored) throw verificationFailed();
        let counted;
        try {
          counted = assertion.verify({
            publicKey: Buffer.from(stored.public_key),
            signCount: Number(stored.sign_count),
          });
        } catch (error) {
          if (error instanceof WebAuthnError) throw verificationFailed();
          throw error;
        }
        if (user.email && !user.email_confirmed_at) throw forbidden('email_not_confirmed', 'Email not confirmed');
        if (user.phone && !user.phone_confirmed_at) throw forbidden('phone_not_confirmed', 'Phone not confirmed');
        if (user.banned_until && new Date(user.banned_until).getTime() > Date.now())
          throw forbidden('user_banned', 'User is banned');
        await db.query(
          `update auth.webauthn_credentials set sign_count = $2, last_used_at = now(), updated_at = now() where id = $1`,
          [stored.id, counted.signCount],
        );
        return ok(200, await ctx.sessionFor(user, req, 'passkey'));
      },
    },
    {
      method: 'GET',
      path: '/passkeys',
      async handle(req) {
        const { user } = await signedIn(req);
        return ok(200, await listOf(user.id));
      },
    },
    {
      method: 'PATCH',
      path: /^\/passkeys\/([^/]+)$/,
      async handle(req, [id]) {
        const { user } = await signedIn(req);
        const body = parseBody(req);
        const name = typeof body.friendly_name === 'string' ? body.friendly_name : '';
        if (!name) throw badRequest('validation_failed', 'friendly_name is required');
        if (name.length > 120) throw badRequest('validation_failed', 'friendly_name must be 120 characters or less');
        const passkey = await ownedPasskey(user.id, id!);
        const { rows } = await db.query<PasskeyRow>(
          `update auth.webauthn_credentials set friendly_name = $2, updated_at = now() where id = $1
           returning id, friendly_name, created_at, last_used_at`,
          [passkey.id, name],
        );
        return ok(200, passkeyJson(rows[0]!));
      },
    },
    {
      method: 'DELETE',
      path: /^\/passkeys\/([^/]+)$/,
      async handle(req, [id]) {
        const { user, claims } = await signedIn(req);
        await requireManagementAal(user.id, claims.session_id);
        const passkey = await ownedPasskey(user.id, id!);
        await db.query('delete from auth.webauthn_credentials where id = $1', [passkey.id]);
        return { status: 204, headers: {} };
      },
    },
    {
      method: 'GET',
      path: /^\/admin\/users\/([^/]+)\/passkeys$/,
      async handle(_req, [userId]) {
        guard();
        const user = await adminUser(userId!);
        return ok(200, await listOf(user.id));
      },
    },
    {
      method: 'DELETE',
      path: /^\/admin\/users\/([^/]+)\/passkeys\/([^/]+)$/,
      async handle(_req, [userId, id]) {
        guard();
        const user = await adminUser(userId!);
        const passkey = await ownedPasskey(user.id, id!);
        await db.query('delete from auth.webauthn_credentials where id = $1', [passkey.id]);
        return { status: 204, headers: {} };
      },
    },
  ];
}
