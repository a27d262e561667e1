// What Node's http module accepts in a response header: a token as the name, and a value of tabs,
// visible ASCII and obs-text (0x80–0xFF) only. Anything else makes writeHead throw, so every header
// is checked here before a response is written (server.ts), and values that come from stored data
// (Storage's object metadata) are checked before they become headers at all.

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** Longest header value the stack writes (Storage's limit too). */
export const MAX_HEADER_VALUE_BYTES = 8 * 1024;

export const isValidHeaderName = (name: string): boolean => name.length <= 1024 && TOKEN.test(name);

/** A value writeHead accepts: no control characters but tab, no DEL, nothing above U+00FF, ≤ 8 KiB. */
export function isValidHeaderValue(value: string): boolean {
  if (value.length > MAX_HEADER_VALUE_BYTES) return false;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c > 0xff || (c < 0x20 && c !== 0x09) || c === 0x7f) return false;
  }
  return true;
}

/** Control characters (C0, DEL, C1) or lone surrogates anywhere in `text`. */
export function hasControlCharacters(text: string): boolean {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(
    text,
  );
}

/** The first header (name or value) writeHead would refuse, or undefined when all are writable. */
export function invalidHeader(headers: Record<string, string | string[] | number | undefined>): string | undefined {
  for (const [name, value] of Object.entries(headers)) {
    if (!isValidHeaderName(name)) return name;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (typeof v === 'number') continue;
      if (typeof v !== 'string' || !isValidHeaderValue(v)) return name;
    }
  }
  return undefined;
}
