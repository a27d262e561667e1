// A platform authenticator in software, for the passkey ceremonies of auth-js's passkey.e2e suite: one
// P-256 credential per authenticator, registered with attestation "none" and asserted with ES256
// signatures, as a browser's navigator.credentials would answer (WebAuthn Level 3 JSON forms).
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

type Cbor = number | string | Buffer | Cbor[] | Map<Cbor, Cbor> | { [k: string]: Cbor };

/** The CBOR encoding of what an attestation object and a COSE key hold (RFC 8949, canonical lengths). */
function cbor(value: Cbor): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    if (n < 65536) {
      const b = Buffer.alloc(3);
      b[0] = (major << 5) | 25;
      b.writeUInt16BE(n, 1);
      return b;
    }
    const b = Buffer.alloc(5);
    b[0] = (major << 5) | 26;
    b.writeUInt32BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (b: Buffer) => b.toString('base64url');

export interface CreationOptionsJSON {
  challenge: string;
  user: { id: string };
}

export interface RequestOptionsJSON {
  challenge: string;
}

export class SoftwareAuthenticator {
  private readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly cosePublicKey: Buffer;
  private userHandle: Buffer | null = null;
  private signCount = 0;

  constructor(private readonly rp: { rpId: string; origin: string }) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    // COSE_Key: kty EC2, alg ES256, crv P-256, x, y.
    this.cosePublicKey = cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.rp.origin, crossOrigin: false }), 'utf8');
  }

  private rpIdHash(): Buffer {
    return createHash('sha256').update(this.rp.rpId, 'utf8').digest();
  }

  /** navigator.credentials.create(): binds the user handle and answers the registration. */
  create(options: CreationOptionsJSON) {
    this.userHandle = Buffer.from(options.user.id, 'base64url');
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    // Flags: user present, user verified, attested credential data.
    const authData = Buffer.concat([
      this.rpIdHash(),
      Buffer.from([0x45]),
      Buffer.alloc(4),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      this.cosePublicKey,
    ]);
    const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData });
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ['internal' as const],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }

  /** navigator.credentials.get(): an ES256 assertion over authenticatorData ‖ SHA-256(clientDataJSON). */
  get(options: RequestOptionsJSON) {
    if (!this.userHandle) throw new Error('No credential registered: call create() before get()');
    this.signCount++;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.signCount);
    const authenticatorData = Buffer.concat([this.rpIdHash(), Buffer.from([0x05]), counter]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, createHash('sha256').update(clientDataJSON).digest()]),
      this.privateKey,
    );
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key' as const,
      response: {
        authenticatorData: b64url(authenticatorData),
        clientDataJSON: b64url(clientDataJSON),
        signature: b64url(signature),
        userHandle: b64url(this.userHandle),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }
}
