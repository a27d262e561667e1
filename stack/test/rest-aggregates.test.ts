// Aggregates with PGRST_DB_AGGREGATES_ENABLED=true (PostgREST's db-aggregates-enabled): `count()`,
// `col.sum()`/avg/max/min/count with aliases and casts, GROUP BY the other selected columns, also
// inside embeds. Disabled (the default) they are refused: see rest-read.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startRestHarness, type RestHarness } from './rest-harness.ts';

let h: RestHarness;
let db: SupabaseClient;

beforeAll(async () => {
  // Read once when the data API starts (this file runs in its own worker).
  const before = process.env.PGRST_DB_AGGREGATES_ENABLED;
  process.env.PGRST_DB_AGGREGATES_ENABLED = 'true';
  try {
    h = await startRestHarness();
  } finally {
    if (before === undefined) delete process.env.PGRST_DB_AGGREGATES_ENABLED;
    else process.env.PGRST_DB_AGGREGATES_ENABLED = before;
  }
  db = h.anon;
});
afterAll(async () => {
  await h?.stop();
});

describe('aggregates enabled', () => {
  it('counts all rows with count()', async () => {
    const { data, error } = await db.from('books').select('count()');
    expect(error).toBeNull();
    expect(data).toEqual([{ count: 5 }]);
  });

  it('counts a column under filters with col.count()', async () => {
    const { data } = await db.from('books').select('id.count()').eq('status', 'published');
    expect(data).toEqual([{ count: 4 }]);
  });

  it('groups by the other selected columns', async () => {
    const { data, error } = await db.from('books').select('author_id, count()').order('author_id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { author_id: 1, count: 2 },
      { author_id: 2, count: 2 },
      { author_id: 3, count: 1 },
    ]);
  });

  it('sums, maxes and mins with aliases', async () => {
    const { data } = await db
      .from('books')
      .select('status, total:pages.sum(), pages.max(), pages.min()')
      .order('status');
    expect(data).toEqual([
      { status: 'draft', total: 284, max: 284, min: 284 },
      { status: 'published', total: 1225, max: 468, min: 183 },
    ]);
  });

  it('averages (nulls left out, as in SQL)', async () => {
    const { data } = await db.from('books').select('rating.avg()').single();
    expect(Number((data as { avg: number }).avg)).toBeCloseTo(4.475, 10);
  });

  it('casts the column before and the result after the aggregate', async () => {
    const before = await db.from('books').select('pages::text.max()').single();
    expect(before.data).toEqual({ max: '468' });
    const after = await db.from('books').select('n:pages.sum()::text').single();
    expect(after.data).toEqual({ n: '1509' });
  });

  it('aggregates the rows of a to-many embed per parent', async () => {
    const { data, error } = await db.from('authors').select('name, books!author_id(count(), pages.sum())').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Ursula K. Le Guin', books: [{ count: 2, sum: 469 }] },
      { name: 'Terry Pratchett', books: [{ count: 2, sum: 572 }] },
      { name: 'N. K. Jemisin', books: [{ count: 1, sum: 468 }] },
    ]);
  });

  it('groups by a to-one embed', async () => {
    const { data, error } = await db.from('books').select('author:authors!author_id(name), count()');
    expect(error).toBeNull();
    const rows = (data ?? []) as unknown as Array<{ author: { name: string }; count: number }>;
    const sorted = [...rows].sort((a, b) => a.author.name.localeCompare(b.author.name));
    expect(sorted).toEqual([
      { author: { name: 'N. K. Jemisin' }, count: 1 },
      { author: { name: 'Terry Pratchett' }, count: 2 },
      { author: { name: 'Ursula K. Le Guin' }, count: 2 },
    ]);
  });

  it('groups * by the primary key', async () => {
    const { data } = await db.from('tags').select('*, book_tags(count())').order('id');
    expect(data).toEqual([
      { id: 1, name: 'award-winner', book_tags: [{ count: 3 }] },
      { id: 2, name: 'series', book_tags: [{ count: 3 }] },
      { id: 3, name: 'standalone', book_tags: [{ count: 1 }] },
    ]);
    const grouped = await db.from('tags').select('*, count()').order('id');
    expect(grouped.data).toEqual([
      { id: 1, name: 'award-winner', count: 1 },
      { id: 2, name: 'series', count: 1 },
      { id: 3, name: 'standalone', count: 1 },
    ]);
  });

  it('hoists an aggregate inside a to-one spread to the parent, grouped by the other columns (PostgREST 13)', async () => {
    const { data, error } = await db.from('books').select('...authors!author_id(author:id, id.count())');
    expect(error).toBeNull();
    const rows = (data ?? []) as Array<{ author: number; count: number }>;
    expect(rows.sort((a, b) => a.author - b.author)).toEqual([
      { author: 1, count: 2 },
      { author: 2, count: 2 },
      { author: 3, count: 1 },
    ]);
  });

  it('keeps values out of the SQL text', async () => {
    const { data, error } = await db
      .from('books')
      .select('author_id, count()')
      .eq('title', "x'); drop table books; --");
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect((await db.from('books').select('count()')).data).toEqual([{ count: 5 }]);
  });
});
