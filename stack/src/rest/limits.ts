// The data API's bounds on what one request may ask for, checked before anything is planned or sent
// to the database. PostgREST has none of these: it relies on the roles' statement_timeout. Here
// PGlite cannot interrupt a statement and wasm memory never shrinks, so a request like
// `select=*,poster:profiles(jobs(poster:profiles(jobs(…` 25 levels deep (a result that grows
// exponentially) is refused with 400 before it can allocate. Documented in stack/src/rest/README.md.
import { jsonDepth } from '../json-depth.ts';
import { ApiError } from './errors.ts';
import type { SelectItem } from './grammar.ts';

export const LIMITS = {
  /** Characters of the `select` parameter. */
  selectLength: 4096,
  /** Levels of embedding (`a(b(c(…)))`); the app uses one. */
  embedDepth: 6,
  /** Embedded resources in one request, at all levels together. */
  embeds: 40,
  /** Nesting of a JSON request body. */
  bodyDepth: 100,
  /** Nesting of an `or=(…)` / `and=(…)` logic tree. */
  logicDepth: 32,
} as const;

function beyond(what: string, detail: string): ApiError {
  return new ApiError(400, 'PGRST100', `"failed to parse ${what}": beyond the local stack's bounds`, detail);
}

function parenDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let quoted = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && c === '(') max = Math.max(max, ++depth);
    else if (!quoted && c === ')') depth--;
  }
  return max;
}

/** Before parsing an `or`/`and` parameter: its nesting (each level becomes a level of SQL). */
export function checkLogicText(what: string, text: string): void {
  if (parenDepth(text) > LIMITS.logicDepth)
    throw beyond(`logic tree (${what})`, `logic trees are nested deeper than ${LIMITS.logicDepth} levels`);
}

/** Before parsing: the select text's length and parenthesis depth (embeds, plus one for `count()`). */
export function checkSelectText(text: string): void {
  if (text.length > LIMITS.selectLength)
    throw beyond('select parameter', `select is longer than ${LIMITS.selectLength} characters`);
  if (parenDepth(text) > LIMITS.embedDepth + 1)
    throw beyond('select parameter', `embedding is nested deeper than ${LIMITS.embedDepth} levels`);
}

/** After parsing: embed depth and count. */
export function checkSelectTree(items: SelectItem[]): void {
  let count = 0;
  const walk = (list: SelectItem[], depth: number): void => {
    for (const item of list) {
      if (item.kind !== 'embed') continue;
      if (depth > LIMITS.embedDepth)
        throw beyond('select parameter', `embedding is nested deeper than ${LIMITS.embedDepth} levels`);
      if (++count > LIMITS.embeds)
        throw beyond('select parameter', `more than ${LIMITS.embeds} embedded resources in one request`);
      walk(item.select, depth + 1);
    }
  };
  walk(items, 1);
}

/** A request body nested deeper than the bound: PostgREST's invalid body error. */
export function checkBodyDepth(text: string): void {
  if (jsonDepth(text, LIMITS.bodyDepth) > LIMITS.bodyDepth)
    throw new ApiError(400, 'PGRST102', 'Empty or invalid json', `JSON nested deeper than ${LIMITS.bodyDepth} levels`);
}
