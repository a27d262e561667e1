// Byte counts as users download them: gzip at level 9, as a static host or CDN typically serves it.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const cache = new Map<string, { raw: number; gzip: number }>();

export function fileSizes(path: string): { raw: number; gzip: number } {
  let sizes = cache.get(path);
  if (!sizes) {
    const bytes = readFileSync(path);
    sizes = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    cache.set(path, sizes);
  }
  return sizes;
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
