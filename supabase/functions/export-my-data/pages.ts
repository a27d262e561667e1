// Reads in pages, as the member (their JWT: row-level security decides every row). Keyset pages on
// (created_at, id), each asking for the rows after the last one of the page before, so a member with
// 10,000 messages costs ten index ranges, never a page read past a growing offset.

/** Rows per request: the data API's max_rows (supabase/config.toml) and what one page holds in memory. */
export const PAGE = 1000;

export interface Keyset {
  created_at: string;
  id: string | number;
}

interface Page<T> {
  data: T[] | null;
  error: unknown;
}

/**
 * A PostgREST `or` filter for the rows after `last` in (time, id) order; the columns are named when a
 * table calls them otherwise (sent_at, blocked_id).
 */
export function afterFilter(last: Keyset, columns: { at?: string; id?: string } = {}): string {
  const { at = 'created_at', id = 'id' } = columns;
  const time = JSON.stringify(last.created_at);
  const key = typeof last.id === 'number' ? String(last.id) : JSON.stringify(last.id);
  return `${at}.gt.${time},and(${at}.eq.${time},${id}.gt.${key})`;
}

/**
 * Every row of a query, page by page: `read(after, size)` asks for up to `size` rows after `after` (null:
 * from the start) in (created_at, id) order. Stops at the first short page.
 */
export async function* keysetRows<T extends Keyset>(
  read: (after: Keyset | null, size: number) => PromiseLike<Page<T>>,
  size = PAGE,
): AsyncGenerator<T> {
  let after: Keyset | null = null;
  for (;;) {
    const { data, error } = await read(after, size);
    if (error) throw error;
    const rows = data ?? [];
    yield* rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1]!;
    after = { created_at: last.created_at, id: last.id };
  }
}

/**
 * Children that came embedded with their parent (at most `embedded` of them), then the rest, read after
 * the last of them: a parent with few children costs no request of its own.
 */
export async function* embeddedThenRest<T extends Keyset>(
  first: T[],
  embedded: number,
  read: (after: Keyset, size: number) => PromiseLike<Page<T>>,
): AsyncGenerator<T> {
  yield* first;
  if (first.length < embedded) return;
  const last = first[first.length - 1]!;
  yield* keysetRows<T>((after, size) => read(after ?? { created_at: last.created_at, id: last.id }, size));
}

/** Every row of an offset-paged RPC (short lists only: plan history). */
export async function* offsetRows<T>(
  read: (offset: number, size: number) => PromiseLike<Page<T>>,
  size: number,
): AsyncGenerator<T> {
  for (let offset = 0; ; offset += size) {
    const { data, error } = await read(offset, size);
    if (error) throw error;
    const rows = data ?? [];
    yield* rows;
    if (rows.length < size) return;
  }
}

/** Maps an async sequence lazily. */
export async function* mapRows<T, U>(rows: AsyncIterable<T>, map: (row: T) => U): AsyncGenerator<U> {
  for await (const row of rows) yield map(row);
}

/** One async sequence after the other. */
export async function* both<T>(...sources: AsyncIterable<T>[]): AsyncGenerator<T> {
  for (const source of sources) yield* source;
}

/** An async sequence in batches (e.g. 100 application ids per history call). */
export async function* batches<T>(rows: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/** Throws a read's error, returns its data. */
export function must<T>(result: { data: T; error: unknown }): T {
  if (result.error) throw result.error;
  return result.data;
}
