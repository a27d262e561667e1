// WebAuthn ceremonies as GoTrue runs them through go-webauthn for passkeys: registration and
// authentication options, and the checks of a registration (attestation "none" is what the stack asks
// for; the credential's own statement is not verified, as with that preference) and of an assertion
// (client data type, challenge and origin; the RP ID hash; user presence; the signature over
// authenticatorData ‖ SHA-256(clientDataJSON) with the stored COSE key; the signature counter).
import { createHash, createPublicKey, randomBytes, verify as verifySignature, type KeyObject } from 'node:crypto';
import { CborError, decodeCbor, type CborValue } from './cbor.ts';

export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

export class WebAuthnError extends Error {}

const b64url = (b: Uint8Array | Buffer) => Buffer.from(b).toString('base64url');

function fromB64url(value: unknown, field: string): Buffer {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]*={0,2}$/.test(value))
    throw new WebAuthnError(`${field} is not base64url`);
  return Buffer.from(value, 'base64url');
}

/** go-webauthn's default credential algorithms, in its order. */
const ALGORITHMS = [-7, -35, -36, -257, -258, -259, -37, -38, -39, -8];

export function newChallenge(): string {
  return b64url(randomBytes(32));
}

export function registrationOptions(
  rp: RelyingParty,
  user: { id: string; name: string; displayName: string },
  challenge: string,
  exclude: Buffer[],
  timeoutMs: number,
) {
  const options: Record<string, unknown> = {
    rp: { name: rp.name, id: rp.id },
    user: { name: user.name, displayName: user.displayName, id: b64url(Buffer.from(user.id)) },
    challenge,
    pubKeyCredParams: ALGORITHMS.map((alg) => ({ type: 'public-key', alg })),
    timeout: timeoutMs,
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
    attestation: 'none',
  };
  if (exclude.length) options.excludeCredentials = exclude.map((id) => ({ type: 'public-key', id: b64url(id) }));
  return options;
}

export function authenticationOptions(rp: RelyingParty, challenge: string, timeoutMs: number) {
  return { challenge, timeout: timeoutMs, rpId: rp.id, userVerification: 'preferred' };
}

interface ClientData {
  type: string;
  challenge: string;
  origin: string;
}

function clientData(raw: Buffer, type: 'webauthn.create' | 'webauthn.get', challenge: string, rp: RelyingParty) {
  let data: ClientData;
  try {
    data = JSON.parse(raw.toString('utf8')) as ClientData;
  } catch {
    throw new WebAuthnError('clientDataJSON is not JSON');
  }
  if (data.type !== type) throw new WebAuthnError(`client data type is not ${type}`);
  if (data.challenge !== challenge) throw new WebAuthnError('challenge mismatch');
  if (!rp.origins.includes(data.origin)) throw new WebAuthnError(`origin ${data.origin} is not allowed`);
}

interface AuthenticatorData {
  rpIdHash: Buffer;
  flags: number;
  signCount: number;
  aaguid?: Buffer;
  credentialId?: Buffer;
  publicKey?: Buffer;
}

/** authenticatorData: rpIdHash(32) flags(1) signCount(4), then attested credential data when AT is set. */
function parseAuthenticatorData(data: Buffer): AuthenticatorData {
  if (data.length < 37) throw new WebAuthnError('authenticator data too short');
  const out: AuthenticatorData = {
    rpIdHash: data.subarray(0, 32),
    flags: data[32]!,
    signCount: data.readUInt32BE(33),
  };
  if (out.flags & 0x40) {
    if (data.length < 55) throw new WebAuthnError('attested credential data too short');
    out.aaguid = data.subarray(37, 53);
    const idLength = data.readUInt16BE(53);
    out.credentialId = data.subarray(55, 55 + idLength);
    const rest = data.subarray(55 + idLength);
    let decoded: { length: number };
    try {
      decoded = decodeCbor(rest);
    } catch (error) {
      throw new WebAuthnError(`credential public key: ${(error as CborError).message}`);
    }
    out.publicKey = Buffer.from(rest.subarray(0, decoded.length));
  }
  return out;
}

function checkRp(auth: AuthenticatorData, rp: RelyingParty) {
  if (!auth.rpIdHash.equals(createHash('sha256').update(rp.id).digest()))
    throw new WebAuthnError('RP ID hash mismatch');
  if (!(auth.flags & 0x01)) throw new WebAuthnError('user not present');
}

const coseInt = (key: Map<CborValue, CborValue>, label: number) => key.get(label);
const coseBytes = (key: Map<CborValue, CborValue>, label: number): Buffer => {
  const v = key.get(label);
  if (!(v instanceof Uint8Array)) throw new WebAuthnError(`COSE key parameter ${label} missing`);
  return Buffer.from(v);
};

/** A COSE_Key (EC2 P-256/384/521, OKP Ed25519, RSA) as a public KeyObject and the hash to verify with. */
export function coseToKey(cose: Buffer): { key: KeyObject; hash: string | null } {
  let decoded: CborValue;
  try {
    decoded = decodeCbor(cose).value;
  } catch (error) {
    throw new WebAuthnError(`COSE key: ${(error as Error).message}`);
  }
  if (!(decoded instanceof Map)) throw new WebAuthnError('COSE key is not a map');
  const kty = coseInt(decoded, 1);
  const alg = coseInt(decoded, 3);
  if (kty === 2) {
    const curves: Record<number, [string, string]> = {
      1: ['P-256', 'sha256'],
      2: ['P-384', 'sha384'],
      3: ['P-521', 'sha512'],
    };
    const curve = curves[coseInt(decoded, -1) as number];
    if (!curve) throw new WebAuthnError('unsupported EC curve');
    const hash = alg === -35 ? 'sha384' : alg === -36 ? 'sha512' : curve[1];
    const key = createPublicKey({
      key: { kty: 'EC', crv: curve[0], x: b64url(coseBytes(decoded, -2)), y: b64url(coseBytes(decoded, -3)) },
      format: 'jwk',
    });
    return { key, hash };
  }
  if (kty === 1) {
    if (coseInt(decoded, -1) !== 6) throw new WebAuthnError('unsupported OKP curve');
    return {
      key: createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: b64url(coseBytes(decoded, -2)) }, format: 'jwk' }),
      hash: null,
    };
  }
  if (kty === 3) {
    const hashes: Record<number, string> = { [-257]: 'sha256', [-258]: 'sha384', [-259]: 'sha512' };
    const hash = hashes[alg as number];
    if (!hash) throw new WebAuthnError('unsupported RSA algorithm');
    const key = createPublicKey({
      key: { kty: 'RSA', n: b64url(coseBytes(decoded, -1)), e: b64url(coseBytes(decoded, -2)) },
      format: 'jwk',
    });
    return { key, hash };
  }
  throw new WebAuthnError('unsupported COSE key type');
}

export interface RegisteredCredential {
  credentialId: Buffer;
  publicKey: Buffer;
  signCount: number;
  aaguid: string | null;
  transports: string[];
  backupEligible: boolean;
  backedUp: boolean;
}

/** CreateCredential: a registration response (RegistrationResponseJSON) for the challenge. */
export function verifyRegistration(credential: unknown, challenge: string, rp: RelyingParty): RegisteredCredential {
  if (!credential || typeof credential !== 'object') throw new WebAuthnError('credential must be an object');
  const c = credential as { id?: unknown; rawId?: unknown; type?: unknown; response?: Record<string, unknown> };
  if (c.type !== 'public-key') throw new WebAuthnError('credential type must be public-key');
  const response = c.response ?? {};
  clientData(fromB64url(response.clientDataJSON, 'clientDataJSON'), 'webauthn.create', challenge, rp);
  let attestation: CborValue;
  try {
    attestation = decodeCbor(fromB64url(response.attestationObject, 'attestationObject')).value;
  } catch (error) {
    if (error instanceof WebAuthnError) throw error;
    throw new WebAuthnError(`attestationObject: ${(error as Error).message}`);
  }
  if (!(attestation instanceof Map)) throw new WebAuthnError('attestationObject is not a map');
  const authData = attestation.get('authData');
  if (!(authData instanceof Uint8Array)) throw new WebAuthnError('authData missing');
  const auth = parseAuthenticatorData(Buffer.from(authData));
  checkRp(auth, rp);
  if (!auth.credentialId || !auth.publicKey) throw new WebAuthnError('no attested credential data');
  if (b64url(auth.credentialId) !== c.id) throw new WebAuthnError('credential id mismatch');
  coseToKey(auth.publicKey);
  const aaguid = auth.aaguid!.toString('hex');
  return {
    credentialId: auth.credentialId,
    publicKey: auth.publicKey,
    signCount: auth.signCount,
    aaguid: /^0+$/.test(aaguid)
      ? null
      : `${aaguid.slice(0, 8)}-${aaguid.slice(8, 12)}-${aaguid.slice(12, 16)}-${aaguid.slice(16, 20)}-${aaguid.slice(20)}`,
    transports: Array.isArray(response.transports) ? response.transports.filter((t) => typeof t === 'string') : [],
    backupEligible: !!(auth.flags & 0x08),
    backedUp: !!(auth.flags & 0x10),
  };
}

export interface Assertion {
  credentialId: Buffer;
  userHandle: string;
  verify(stored: { publicKey: Buffer; signCount: number }): { signCount: number };
}

/** ValidatePasskeyLogin's parsing: the assertion (AuthenticationResponseJSON) and its user handle; the
 * caller looks the credential up and then verifies it against the stored key. */
export function parseAssertion(credential: unknown, challenge: string, rp: RelyingParty): Assertion {
  if (!credential || typeof credential !== 'object') throw new WebAuthnError('credential must be an object');
  const c = credential as { id?: unknown; type?: unknown; response?: Record<string, unknown> };
  if (c.type !== 'public-key') throw new WebAuthnError('credential type must be public-key');
  const response = c.response ?? {};
  const clientDataJSON = fromB64url(response.clientDataJSON, 'clientDataJSON');
  const authenticatorData = fromB64url(response.authenticatorData, 'authenticatorData');
  const signature = fromB64url(response.signature, 'signature');
  const userHandle = response.userHandle ? fromB64url(response.userHandle, 'userHandle').toString('utf8') : '';
  if (!userHandle) throw new WebAuthnError('userHandle is required for discoverable login');
  clientData(clientDataJSON, 'webauthn.get', challenge, rp);
  const auth = parseAuthenticatorData(authenticatorData);
  checkRp(auth, rp);
  return {
    credentialId: fromB64url(c.id, 'id'),
    userHandle,
    verify(stored) {
      const { key, hash } = coseToKey(stored.publicKey);
      const signed = Buffer.concat([authenticatorData, createHash('sha256').update(clientDataJSON).digest()]);
      if (!verifySignature(hash, signed, key, signature)) throw new WebAuthnError('signature invalid');
      // A counter that does not grow signals a cloned authenticator (both zero: no counter kept).
      if ((auth.signCount !== 0 || stored.signCount !== 0) && auth.signCount <= stored.signCount)
        throw new WebAuthnError('signature counter did not increase');
      return { signCount: auth.signCount };
    },
  };
}
