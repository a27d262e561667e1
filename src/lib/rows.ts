import type { z } from 'zod';
import { NETWORK_TEXT } from '@/config/network-text';

/**
 * A row that is not what its database function promises. Thrown by the fetcher, it fails the query or
 * mutation like any server error: the cache's one error path shows it (the toast, the screen's error
 * panel with its retry), never a crash further on. `column` says which promise was broken.
 */
export class RowCheckError extends Error {
  constructor(readonly column: string) {
    super(NETWORK_TEXT.unreadable);
    this.name = 'RowCheckError';
  }
}

/**
 * Rows of set-returning functions come typed with every column nullable (Postgres does not carry NOT
 * NULL through a function's result), although the ones named here never are. Checking at the fetcher
 * keeps the generated type as the one statement of the row and checks the claim instead of casting
 * (`data as X` fails lint): a row with one of them null or missing throws a RowCheckError.
 */
export type WithKeys<T, K extends keyof T> = T & { [P in K]: NonNullable<T[P]> };

export function withKeys<T, K extends keyof T>(rows: readonly T[] | null, ...keys: K[]): WithKeys<T, K>[] {
  return (rows ?? []).filter((row): row is WithKeys<T, K> => {
    const missing = keys.find((k) => row[k] === null || row[k] === undefined);
    if (missing !== undefined) throw new RowCheckError(String(missing));
    return true;
  });
}

/**
 * A text column that holds one of a few values the app knows (a function's `text` result, not an
 * enum): narrowed to them, or a RowCheckError.
 */
export function withValues<T, K extends keyof T, V extends T[K]>(
  rows: readonly T[],
  key: K,
  values: readonly V[],
): (T & { [P in K]: V })[] {
  return rows.filter((row): row is T & { [P in K]: V } => {
    if (!values.some((value) => value === row[key])) throw new RowCheckError(String(key));
    return true;
  });
}

/**
 * A JSON value that has no generated type (a jsonb column, an edge function's answer) checked against
 * a zod schema; `source` names it in the RowCheckError.
 */
export function checkedJson<T>(value: unknown, schema: z.ZodType<T>, source: string): T {
  const checked = schema.safeParse(value);
  if (!checked.success) throw new RowCheckError(`${source}: ${checked.error.issues[0]?.path.join('.') ?? ''}`);
  return checked.data;
}

/** The offset of the next page of a list read PAGE_SIZE rows at a time, or undefined after the last. */
export function nextOffset(pageSize: number) {
  return (last: readonly unknown[], all: readonly unknown[]) =>
    last.length < pageSize ? undefined : all.length * pageSize;
}

/** Where the next page of a newest-first list starts: after the last row's (created_at, id). */
export interface Cursor {
  created_at: string;
  id: string;
}

/**
 * The PostgREST `or` filter for rows after the cursor in (created_at desc, id desc) order: the
 * order of the lists' indexes, so a page reads about a page however long the list is (keyset
 * paging; an offset would read and drop every row before it).
 */
export function afterCursor(cursor: Cursor): string {
  // Quoted: timestamps carry ':' and '+', which the filter grammar reserves.
  const at = `"${cursor.created_at}"`;
  return `created_at.lt.${at},and(created_at.eq.${at},id.lt.${cursor.id})`;
}

/** What a keyset page asks of a query (supabase-js's filter builder, for any table with created_at and id). */
interface KeysetQuery<Q> {
  lte(column: 'created_at', value: string): Q;
  or(filters: string): Q;
  order(column: 'created_at' | 'id', options: { ascending: boolean }): Q;
  limit(count: number): Q;
}

/**
 * One page of a newest-first list after `cursor`. The lte is the index's range (the or alone is only
 * a filter); the or breaks ties on the instant.
 */
export function newestFirstPage<Q extends KeysetQuery<Q>>(
  query: Q,
  cursor: Cursor | null | undefined,
  pageSize: number,
) {
  const after = cursor ? query.lte('created_at', cursor.created_at).or(afterCursor(cursor)) : query;
  return after.order('created_at', { ascending: false }).order('id', { ascending: false }).limit(pageSize);
}

/** The cursor after a page read `pageSize` rows at a time, or undefined after the last page. */
export function nextCursor(pageSize: number) {
  return <T extends Cursor>(last: readonly T[]): Cursor | undefined => {
    const row = last.at(-1);
    return last.length < pageSize || !row ? undefined : { created_at: row.created_at, id: row.id };
  };
}
