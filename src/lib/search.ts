/**
 * Text typed by a user, made safe for a PostgREST `ilike` filter value inside `.or(...)`:
 * LIKE wildcards are escaped so they match literally, and the value is double-quoted so commas,
 * dots and parentheses cannot change the filter's structure. The search RPCs take raw text instead;
 * use this only where a filter string is built on the client.
 */
export function ilikePattern(text: string): string {
  const escaped = text.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
  const quoted = `%${escaped}%`.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
  return `"${quoted}"`;
}

/** Normalises a search box value: trimmed, and an empty string when blank. */
export function normaliseSearch(text: string): string {
  return text.trim();
}
