// A CBOR decoder (RFC 8949) for what WebAuthn carries: attestation objects and COSE keys. Definite and
// indefinite lengths, integers (as numbers; 64-bit ones as bigint when unsafe), byte and text strings,
// arrays, maps (integer or text keys), tags (their content) and simple values. Malformed input throws.

export type CborValue =
  number | bigint | string | Uint8Array | boolean | null | undefined | CborValue[] | Map<CborValue, CborValue>;

export class CborError extends Error {}

const BREAK = Symbol('break');

export function decodeCbor(bytes: Uint8Array): { value: CborValue; length: number } {
  let pos = 0;
  const need = (n: number) => {
    if (pos + n > bytes.length) throw new CborError('unexpected end of CBOR data');
  };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

  function argument(info: number): number | bigint | null {
    if (info < 24) return info;
    if (info === 24) {
      need(1);
      return bytes[pos++]!;
    }
    if (info === 25) {
      need(2);
      const v = view.getUint16(pos);
      pos += 2;
      return v;
    }
    if (info === 26) {
      need(4);
      const v = view.getUint32(pos);
      pos += 4;
      return v;
    }
    if (info === 27) {
      need(8);
      const v = view.getBigUint64(pos);
      pos += 8;
      return v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v;
    }
    if (info === 31) return null; // indefinite length
    throw new CborError('reserved additional information');
  }

  function length(info: number): number | null {
    const n = argument(info);
    if (typeof n === 'bigint') throw new CborError('length too large');
    if (n !== null) need(0);
    return n;
  }

  function item(depth: number): CborValue | typeof BREAK {
    if (depth > 64) throw new CborError('CBOR nested too deeply');
    need(1);
    const head = bytes[pos++]!;
    const major = head >> 5;
    const info = head & 31;
    switch (major) {
      case 0: {
        const n = argument(info);
        if (n === null) throw new CborError('indefinite integer');
        return n;
      }
      case 1: {
        const n = argument(info);
        if (n === null) throw new CborError('indefinite integer');
        return typeof n === 'bigint' ? -1n - n : -1 - n;
      }
      case 2:
      case 3: {
        const n = length(info);
        let out: Uint8Array;
        if (n === null) {
          const parts: Uint8Array[] = [];
          for (;;) {
            const part = item(depth + 1);
            if (part === BREAK) break;
            if (!(part instanceof Uint8Array) && typeof part !== 'string') throw new CborError('bad chunk');
            parts.push(typeof part === 'string' ? new TextEncoder().encode(part) : part);
          }
          out = Buffer.concat(parts);
        } else {
          need(n);
          out = bytes.slice(pos, pos + n);
          pos += n;
        }
        return major === 2 ? out : new TextDecoder('utf-8', { fatal: true }).decode(out);
      }
      case 4: {
        const n = length(info);
        const out: CborValue[] = [];
        for (let i = 0; n === null || i < n; i++) {
          const v = item(depth + 1);
          if (v === BREAK) {
            if (n === null) break;
            throw new CborError('unexpected break');
          }
          out.push(v);
        }
        return out;
      }
      case 5: {
        const n = length(info);
        const out = new Map<CborValue, CborValue>();
        for (let i = 0; n === null || i < n; i++) {
          const k = item(depth + 1);
          if (k === BREAK) {
            if (n === null) break;
            throw new CborError('unexpected break');
          }
          const v = item(depth + 1);
          if (v === BREAK) throw new CborError('map value missing');
          out.set(k, v);
        }
        return out;
      }
      case 6:
        argument(info);
        return item(depth + 1) as CborValue;
      default: {
        if (info === 20) return false;
        if (info === 21) return true;
        if (info === 22) return null;
        if (info === 23) return undefined;
        if (info === 31) return BREAK;
        if (info === 25) {
          need(2);
          const half = view.getUint16(pos);
          pos += 2;
          const exp = (half >> 10) & 31;
          const frac = half & 1023;
          const sign = half & 0x8000 ? -1 : 1;
          if (exp === 0) return sign * frac * 2 ** -24;
          if (exp === 31) return frac ? Number.NaN : sign * Infinity;
          return sign * (1 + frac / 1024) * 2 ** (exp - 15);
        }
        if (info === 26) {
          need(4);
          const v = view.getFloat32(pos);
          pos += 4;
          return v;
        }
        if (info === 27) {
          need(8);
          const v = view.getFloat64(pos);
          pos += 8;
          return v;
        }
        if (info < 24) return info;
        if (info === 24) {
          need(1);
          return bytes[pos++]!;
        }
        throw new CborError('unsupported simple value');
      }
    }
  }

  const value = item(0);
  if (value === BREAK) throw new CborError('unexpected break');
  return { value, length: pos };
}
