// How deep a JSON text nests, counted on the raw text before anything parses it: JSON.parse copes
// with any depth, but what walks the value afterwards (JSON.stringify, jsonb in Postgres) recurses,
// so the stack refuses bodies deeper than its documented bound up front, as a 4xx.

/** The deepest nesting of arrays and objects in `text` (strings skipped), stopping early past `limit`. */
export function jsonDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      depth++;
      if (depth > max) {
        max = depth;
        if (max > limit) return max;
      }
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return max;
}
