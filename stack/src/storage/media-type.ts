// Media types as Storage keeps and serves them. An object's type is one syntactically valid media
// type (RFC 9110: type "/" subtype, optional `; name=value` parameters) and nothing else: no second
// type after a comma or a slash, no control characters, no trailing text. A bucket's
// allowed_mime_types are matched against the parsed type, so case, parameters or trailing characters
// cannot smuggle another type past them (`image/png/,TEXT/HTML` is not a PNG), and what is served is
// decided from the same parse.

const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
// A quoted-string of visible ASCII, spaces and tabs, with backslash escapes.
const QUOTED = '"(?:[\\t !#-\\[\\]-~]|\\\\[\\t -~])*"';
const PARAMETER = new RegExp(`^(${TOKEN})=(${TOKEN}|${QUOTED})$`);
const MEDIA_TYPE = new RegExp(`^(${TOKEN})/(${TOKEN})((?:[ \\t]*;[ \\t]*${TOKEN}=(?:${TOKEN}|${QUOTED}))*)$`);

/** Longest content type kept (RFC 6838 bounds type and subtype at 127 characters each). */
export const MAX_MEDIA_TYPE_LENGTH = 255;

export interface MediaType {
  /** Lower-cased type and subtype, e.g. `image/png`. */
  essence: string;
  type: string;
  subtype: string;
  /** Parameters in order, names lower-cased, quoted values unquoted. */
  params: [string, string][];
}

function splitParams(text: string): [string, string][] {
  const params: [string, string][] = [];
  // The grammar already matched: split on semicolons outside quoted strings.
  let current = '';
  let quoted = false;
  const flush = () => {
    const trimmed = current.trim();
    current = '';
    if (!trimmed) return;
    const m = PARAMETER.exec(trimmed)!;
    let value = m[2]!;
    if (value.startsWith('"')) value = value.slice(1, -1).replace(/\\(.)/g, '$1');
    params.push([m[1]!.toLowerCase(), value]);
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      current += c;
      if (c === '\\') current += text[++i] ?? '';
      else if (c === '"') quoted = false;
    } else if (c === '"') {
      quoted = true;
      current += c;
    } else if (c === ';') flush();
    else current += c;
  }
  flush();
  return params;
}

/** The media type `value` names, or undefined when it is not exactly one valid media type. */
export function parseMediaType(value: unknown): MediaType | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_MEDIA_TYPE_LENGTH) return undefined;
  const m = MEDIA_TYPE.exec(value);
  if (!m) return undefined;
  const type = m[1]!.toLowerCase();
  const subtype = m[2]!.toLowerCase();
  return { essence: `${type}/${subtype}`, type, subtype, params: splitParams(m[3] ?? '') };
}

const sameParams = (a: [string, string][], b: [string, string][]): boolean =>
  a.length === b.length &&
  a.every(([name, value]) => b.some(([n, v]) => n === name && v.toLowerCase() === value.toLowerCase()));

/** Does a bucket's allowed_mime_types entry allow `type`? `image/*` allows every image subtype (with
 * any parameters), as Storage's wildcards do; any other entry allows exactly its type and its
 * parameters (so `text/plain` does not allow `text/plain;charset=UTF-8`, as on Supabase), compared
 * without regard to case. */
export function allows(entry: string, type: MediaType): boolean {
  const wildcard = /^([^/]+)\/\*$/.exec(entry);
  if (wildcard) return wildcard[1]!.toLowerCase() === type.type;
  const allowed = parseMediaType(entry);
  return !!allowed && allowed.essence === type.essence && sameParams(allowed.params, type.params);
}

/** Types a browser may render from our origin: raster images and PDF (Chromium's viewer runs no
 * page script). Everything else is served as an attachment in a sandbox. SVG is not among them: it
 * is a document that runs script. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'application/pdf']);

export const isInlineSafe = (type: MediaType | undefined): boolean => !!type && INLINE_TYPES.has(type.essence);
