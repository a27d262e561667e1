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
