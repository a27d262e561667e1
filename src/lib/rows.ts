/**
 * Rows of set-returning functions come typed with every column nullable (Postgres does not carry NOT
 * NULL through a function's result), although the ones named here never are. Narrowing at the fetcher
 * keeps the generated type as the one statement of the row, and checks the claim instead of casting.
 */
export type WithKeys<T, K extends keyof T> = T & { [P in K]: NonNullable<T[P]> };

export function withKeys<T, K extends keyof T>(rows: readonly T[] | null, ...keys: K[]): WithKeys<T, K>[] {
  return (rows ?? []).filter((row): row is WithKeys<T, K> =>
    keys.every((k) => row[k] !== null && row[k] !== undefined),
  );
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

/** The cursor after a page read `pageSize` rows at a time, or undefined after the last page. */
export function nextCursor(pageSize: number) {
  return <T extends Cursor>(last: readonly T[]): Cursor | undefined => {
    const row = last.at(-1);
    return last.length < pageSize || !row ? undefined : { created_at: row.created_at, id: row.id };
  };
}
