// Multi-factor authentication through supabase-js, against GoTrue's mfa.go (enrollTOTPFactor,
// challengeTOTPFactor, verifyTOTPFactor, UnenrollFactor) and admin.go (adminUserGetFactors,
// adminUserDeleteFactor).
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../src/auth/mfa.ts';
import { createTestClient, startTestStack, type RunningStack } from '../src/testing.ts';
import { call } from './support/http.ts';

let stack: RunningStack;
beforeAll(async () => {
  stack = await startTestStack({
    enableAnonymousSignIns: true,
    mfa: { totp: { enroll: true, verify: true }, webauthn: { enroll: true, verify: true } },
  });
});
afterAll(() => stack?.stop());

let n = 0;
const PASSWORD = 'Password123!';

async function signedIn() {
  const client = createTestClient(stack);
  const { data, error } = await client.auth.signUp({
    email: `mfa${++n}.${Date.now()}@example.com`,
    password: PASSWORD,
  });
  if (error) throw error;
  return { client, user: data.user! };
}

const now = () => Math.floor(Date.now() / 30_000);

describe('TOTP factors', () => {
  it('enrols, challenges and verifies: the session becomes aal2 with totp in amr', async () => {
    const { client, user } = await signedIn();
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone app' });
    expect(enrolled.error).toBeNull();
    expect(enrolled.data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolled.data!.totp.uri).toContain('otpauth://totp/');
    // supabase-js turns GoTrue's SVG into a data URI.
    expect(enrolled.data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    const factorId = enrolled.data!.id;

    const listed = await client.auth.mfa.listFactors();
    expect(listed.data!.all.map((f) => [f.id, f.status])).toEqual([[factorId, 'unverified']]);

    const challenge = await client.auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    const wrong = await client.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code: '000000' });
    expect([wrong.error?.status, wrong.error?.code, wrong.error?.message]).toEqual([
      422,
      'mfa_verification_failed',
      'Invalid TOTP code entered',
    ]);

    const code = totpCode(enrolled.data!.totp.secret, now());
    const verified = await client.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code });
    expect(verified.error).toBeNull();
    const claims = decodeJwt(verified.data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((a) => a.method)).toContain('totp');
    const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });

    // A refresh keeps aal2 (the claims live with the session).
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal2');

    const admin = createTestClient(stack, stack.serviceRoleKey);
    const factors = await admin.auth.admin.mfa.listFactors({ userId: user.id });
    expect(factors.data!.factors.map((f) => [f.id, f.status, f.factor_type])).toEqual([[factorId, 'verified', 'totp']]);

    expect((await client.auth.mfa.unenroll({ factorId })).error).toBeNull();
    expect((await client.auth.mfa.listFactors()).data!.all).toHaveLength(0);
  });

  it('a verified factor needs aal2 to unenrol; the admin API deletes it and downgrades the sessions', async () => {
    const { client, user } = await signedIn();
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
    const factorId = enrolled.data!.id;
    await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(enrolled.data!.totp.secret, now()) });
    // A new aal1 session of the same user may not unenrol it.
    const other = createTestClient(stack);
    await other.auth.signInWithPassword({ email: user.email!, password: PASSWORD });
    const refused = await other.auth.mfa.unenroll({ factorId });
    expect([refused.error?.status, refused.error?.code]).toEqual([422, 'insufficient_aal']);

    const admin = createTestClient(stack, stack.serviceRoleKey);
    const deleted = await admin.auth.admin.mfa.deleteFactor({ userId: user.id, id: factorId });
    expect(deleted.error).toBeNull();
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal1');
  });

  it('answers GoTrue errors: unknown factor, anonymous users, disabled factor types', async () => {
    const { client } = await signedIn();
    const { data } = await client.auth.getSession();
    const token = data.session!.access_token;
    const bad = await call(stack, '/auth/v1/factors/nope/challenge', { method: 'POST', token, body: '{}' });
    expect([bad.status, bad.json.error_code, bad.json.msg]).toEqual([
      404,
      'validation_failed',
      'factor_id must be an UUID',
    ]);
    const unknown = await call(stack, `/auth/v1/factors/${crypto.randomUUID()}`, { method: 'DELETE', token });
    expect([unknown.status, unknown.json.error_code]).toEqual([404, 'mfa_factor_not_found']);

    const anonymous = createTestClient(stack);
    await anonymous.auth.signInAnonymously();
    const anon = await anonymous.auth.mfa.enroll({ factorType: 'totp' });
    expect([anon.error?.status, anon.error?.code]).toEqual([403, 'no_authorization']);

    const webauthn = await call(stack, '/auth/v1/factors', {
      method: 'POST',
      token,
      body: JSON.stringify({ factor_type: 'webauthn', friendly_name: 'key' }),
    });
    expect([webauthn.status, webauthn.json.type, webauthn.json.friendly_name]).toEqual([200, 'webauthn', 'key']);

    const plain = await startTestStack();
    try {
      const c = createTestClient(plain);
      await c.auth.signUp({ email: `mfa-off.${Date.now()}@example.com`, password: PASSWORD });
      const off = await c.auth.mfa.enroll({ factorType: 'totp' });
      expect([off.error?.status, off.error?.code, off.error?.message]).toEqual([
        422,
        'mfa_totp_enroll_not_enabled',
        'MFA enroll is disabled for TOTP',
      ]);
    } finally {
      await plain.stop();
    }
    // Starts a stack of its own: a bound for a loaded machine, not a speed check.
  }, 120_000);
});
