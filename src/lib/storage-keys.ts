/**
 * Object keys for Supabase Storage. Storage refuses keys outside its character set (accents, `#`,
 * `%`, `[`… answer 400 InvalidKey on a hosted project as on the local stack), so a key is built from
 * ids and a sanitised file name, never from what the member's file happens to be called. The
 * database checks the same shape: `<owner id>/<name>` with [A-Za-z0-9._-] after the folder.
 */

const MAX_NAME = 100;

/** A file name reduced to [A-Za-z0-9._-]: accents dropped (é → e), anything else a dash. */
export function safeFileName(name: string, fallback = 'file'): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const ascii = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    // A name starts with a letter or digit (no hidden files, no '..').
    .replace(/^[^A-Za-z0-9]+/, '')
    .replace(/[-.]+$/, '');
  const cut = ascii.length > MAX_NAME ? ascii.slice(ascii.length - MAX_NAME).replace(/^[^A-Za-z0-9]+/, '') : ascii;
  return cut || fallback;
}

/** The name a file is shown and downloaded as: the member's own, without paths or control characters. */
export function displayFileName(name: string, fallback = 'file'): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return (base.length > 200 ? base.slice(base.length - 200) : base) || fallback;
}

function randomId(): string {
  return globalThis.crypto.randomUUID();
}

/** `<uid>/<random>-<safe name>`: one object per upload, in the owner's folder. */
export function ownedObjectKey(uid: string, fileName: string, random: string = randomId()): string {
  return `${uid}/${random}-${safeFileName(fileName)}`;
}
