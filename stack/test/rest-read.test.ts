// Reads through supabase-js: select lists, embeds, filters, order, paging, counts, single rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startRestHarness, type RestHarness } from './rest-harness.ts';

let h: RestHarness;
let db: SupabaseClient;

beforeAll(async () => {
  h = await startRestHarness();
  db = h.anon;
});
afterAll(async () => {
  await h?.stop();
});

describe('select lists', () => {
  it('selects columns in the given order', async () => {
    const { data, error, status } = await db.from('books').select('title,id').order('id').limit(2);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([
      { title: 'A Wizard of Earthsea', id: 1 },
      { title: 'The Left Hand of Darkness', id: 2 },
    ]);
    expect(Object.keys(data?.[0] ?? {})).toEqual(['title', 'id']);
  });

  it('selects * with every column', async () => {
    const { data } = await db.from('tags').select('*').order('id');
    expect(data).toEqual([
      { id: 1, name: 'award-winner' },
      { id: 2, name: 'series' },
      { id: 3, name: 'standalone' },
    ]);
  });

  it('renames columns with alias:column', async () => {
    const { data } = await db.from('books').select('bookTitle:title').eq('id', 3);
    expect(data).toEqual([{ bookTitle: 'Guards! Guards!' }]);
  });

  it('casts columns with ::type', async () => {
    const { data } = await db.from('books').select('id, pages::text, rating').eq('id', 1).single();
    expect(data).toEqual({ id: 1, pages: '183', rating: 4.5 });
  });

  it('reads JSON paths with -> and ->>', async () => {
    const { data } = await db
      .from('authors')
      .select('name, country:meta->>country, meta->awards->hugo')
      .eq('id', 1)
      .single();
    expect(data).toEqual({ name: 'Ursula K. Le Guin', country: 'US', hugo: 5 });
  });

  it('reads arrays, dates and numerics as PostgREST encodes them', async () => {
    const { data } = await db.from('books').select('genres, published, rating').eq('id', 4).single();
    expect(data).toEqual({ genres: ['fantasy', 'humour', 'satire'], published: '1992-05-01', rating: null });
  });

  it('selects, filters and orders computed columns (functions of the row)', async () => {
    const { data } = await db.from('books').select('id, label').like('label', '%(28%').order('label');
    expect(data).toEqual([
      { id: 3, label: 'Guards! Guards! (288p)' },
      { id: 4, label: 'Small Gods (284p)' },
      { id: 2, label: 'The Left Hand of Darkness (286p)' },
    ]);
  });

  it('reads views', async () => {
    const { data } = await db.from('book_details').select('title, author_name').eq('id', 5);
    expect(data).toEqual([{ title: 'The Fifth Season', author_name: 'N. K. Jemisin' }]);
  });
});

describe('embedded resources', () => {
  it('embeds a to-one relation as an object, disambiguated by column hint', async () => {
    const { data, error } = await db
      .from('books')
      .select('title, author:authors!author_id(name), editor:authors!editor_id(name)')
      .in('id', [1, 2])
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: 'A Wizard of Earthsea', author: { name: 'Ursula K. Le Guin' }, editor: { name: 'Terry Pratchett' } },
      { title: 'The Left Hand of Darkness', author: { name: 'Ursula K. Le Guin' }, editor: null },
    ]);
  });

  it('disambiguates by foreign key constraint name', async () => {
    const { data } = await db.from('books').select('id, authors!books_editor_id_fkey(name)').eq('id', 3).single();
    expect(data).toEqual({ id: 3, authors: { name: 'Ursula K. Le Guin' } });
  });

  it('embeds a to-many relation as an array (empty when none)', async () => {
    const { data } = await db
      .from('authors')
      .select('name, books!author_id(title)')
      .order('id')
      .order('id', { referencedTable: 'books' });
    expect(data).toEqual([
      { name: 'Ursula K. Le Guin', books: [{ title: 'A Wizard of Earthsea' }, { title: 'The Left Hand of Darkness' }] },
      { name: 'Terry Pratchett', books: [{ title: 'Guards! Guards!' }, { title: 'Small Gods' }] },
      { name: 'N. K. Jemisin', books: [{ title: 'The Fifth Season' }] },
    ]);
    const { data: edited } = await db.from('authors').select('name, edited:books!editor_id(id)').eq('id', 3).single();
    expect(edited).toEqual({ name: 'N. K. Jemisin', edited: [] });
  });

  it('embeds many-to-many through the join table', async () => {
    const { data } = await db
      .from('books')
      .select('id, tags(name)')
      .eq('id', 2)
      .order('name', { referencedTable: 'tags' })
      .single();
    expect(data).toEqual({ id: 2, tags: [{ name: 'award-winner' }, { name: 'standalone' }] });
    const { data: back } = await db.from('tags').select('name, books(id)').eq('name', 'standalone').single();
    expect(back).toEqual({ name: 'standalone', books: [{ id: 2 }] });
  });

  it('nests embeds', async () => {
    const { data } = await db
      .from('tags')
      .select('name, books(title, author:authors!author_id(name))')
      .eq('id', 3)
      .single();
    expect(data).toEqual({
      name: 'standalone',
      books: [{ title: 'The Left Hand of Darkness', author: { name: 'Ursula K. Le Guin' } }],
    });
  });

  it('filters, orders and limits inside an embed without filtering the parent', async () => {
    const { data } = await db
      .from('authors')
      .select('id, books!author_id(title)')
      .eq('books.status', 'published')
      .order('title', { referencedTable: 'books', ascending: false })
      .limit(1, { referencedTable: 'books' })
      .order('id');
    expect(data).toEqual([
      { id: 1, books: [{ title: 'The Left Hand of Darkness' }] },
      { id: 2, books: [{ title: 'Guards! Guards!' }] },
      { id: 3, books: [{ title: 'The Fifth Season' }] },
    ]);
  });

  it('filters parents with !inner', async () => {
    const { data } = await db.from('books').select('id, tags!inner(name)').eq('tags.name', 'standalone');
    expect(data).toEqual([{ id: 2, tags: [{ name: 'standalone' }] }]);
    const { data: byAuthor } = await db
      .from('books')
      .select('id, author:authors!author_id!inner(name)')
      .ilike('author.name', '*pratchett*')
      .order('id');
    expect(byAuthor?.map((b) => b.id)).toEqual([3, 4]);
  });

  it('filters parents by a null embed with is.null', async () => {
    const { data } = await db.from('books').select('id, editor:authors!editor_id(id)').is('editor', null).order('id');
    expect(data?.map((b) => b.id)).toEqual([2, 4]);
  });

  it('counts embedded rows with rel(count)', async () => {
    const { data } = await db.from('authors').select('id, books!author_id(count)').order('id');
    expect(data).toEqual([
      { id: 1, books: [{ count: 2 }] },
      { id: 2, books: [{ count: 2 }] },
      { id: 3, books: [{ count: 1 }] },
    ]);
  });

  it('spreads to-one columns into the parent', async () => {
    const { data } = await db
      .from('books')
      .select('title, ...authors!author_id(author_name:name)')
      .eq('id', 5)
      .single();
    expect(data).toEqual({ title: 'The Fifth Season', author_name: 'N. K. Jemisin' });
  });

  it('leaves an empty embed out of the output', async () => {
    const { data } = await db.from('books').select('id, tags!inner()').eq('tags.name', 'standalone');
    expect(data).toEqual([{ id: 2 }]);
  });

  it('embeds views through the foreign keys of their base tables', async () => {
    const { data } = await db.from('books').select('id, author:author_cards!author_id(name)').eq('id', 3).single();
    expect(data).toEqual({ id: 3, author: { name: 'Terry Pratchett' } });
    const { data: cards } = await db.from('author_cards').select('name, books!author_id(id)').eq('id', 3).single();
    expect(cards).toEqual({ name: 'N. K. Jemisin', books: [{ id: 5 }] });
    const { data: details } = await db
      .from('book_details')
      .select('title, tags(name)')
      .eq('id', 2)
      .order('name', { referencedTable: 'tags' })
      .single();
    expect(details).toEqual({
      title: 'The Left Hand of Darkness',
      tags: [{ name: 'award-winner' }, { name: 'standalone' }],
    });
  });

  it('embeds a self-reference as PostgREST 13 does: the column name is the parent, the table name the children', async () => {
    const { data } = await db.from('authors').select('name, mentor:mentor_id(name)').eq('id', 3).single();
    expect(data).toEqual({ name: 'N. K. Jemisin', mentor: { name: 'Ursula K. Le Guin' } });
    const hinted = await db.from('authors').select('name, mentees:authors!mentor_id(name)').eq('id', 1).single();
    expect(hinted.data).toEqual({ name: 'Ursula K. Le Guin', mentees: [{ name: 'N. K. Jemisin' }] });
    const unhinted = await db.from('authors').select('name, authors(name)').eq('id', 1).single();
    expect(unhinted.data).toEqual({ name: 'Ursula K. Le Guin', authors: [{ name: 'N. K. Jemisin' }] });
  });

  it('orders by a column of a to-one embed', async () => {
    const { data } = await db
      .from('books')
      .select('id, author:authors!author_id(name)')
      .order('author(name)')
      .order('id');
    expect(data?.map((b) => b.id)).toEqual([5, 3, 4, 1, 2]);
  });
});

describe('filters', () => {
  const ids = async (
    q: PromiseLike<{ data: Array<{ id: number }> | null; error: unknown }>,
  ): Promise<number[] | undefined> => {
    const { data, error } = await q;
    expect(error).toBeNull();
    return data?.map((r) => r.id);
  };
  const books = () => db.from('books').select('id').order('id');

  it('compares with eq, neq, gt, gte, lt, lte', async () => {
    expect(await ids(books().eq('author_id', 2))).toEqual([3, 4]);
    expect(await ids(books().neq('author_id', 1))).toEqual([3, 4, 5]);
    expect(await ids(books().gt('pages', 284))).toEqual([2, 3, 5]);
    expect(await ids(books().gte('pages', 284))).toEqual([2, 3, 4, 5]);
    expect(await ids(books().lt('pages', 284))).toEqual([1]);
    expect(await ids(books().lte('published', '1969-03-01'))).toEqual([1, 2]);
  });

  it('matches patterns with like, ilike, match and imatch', async () => {
    expect(await ids(books().like('title', '%Earth%'))).toEqual([1]);
    expect(await ids(books().ilike('title', '%THE %'))).toEqual([2, 5]);
    expect(await ids(books().filter('title', 'match', '^The'))).toEqual([2, 5]);
    expect(await ids(books().filter('title', 'imatch', '^the'))).toEqual([2, 5]);
    expect(await ids(books().likeAnyOf('title', ['Small%', '%Season']))).toEqual([4, 5]);
  });

  it('tests is null / not null / true / false', async () => {
    expect(await ids(books().is('rating', null))).toEqual([4]);
    expect(await ids(books().not('rating', 'is', null))).toEqual([1, 2, 3, 5]);
    expect(await ids(books().filter('pages', 'gt', 0).is('editor_id', null))).toEqual([2, 4]);
  });

  it('filters lists with in and not.in, quoting reserved characters', async () => {
    expect(await ids(books().in('title', ['Guards! Guards!', 'Small Gods', 'a,b(c)']))).toEqual([3, 4]);
    expect(await ids(books().not('id', 'in', '(1,2,3)'))).toEqual([4, 5]);
    expect(await ids(books().in('id', []))).toEqual([]);
  });

  it('filters arrays and JSON with cs, cd, ov', async () => {
    expect(await ids(books().contains('genres', ['humour']))).toEqual([3, 4]);
    expect(await ids(books().containedBy('genres', ['fantasy', 'classic', 'scifi']))).toEqual([1, 2, 5]);
    expect(await ids(books().overlaps('genres', ['scifi', 'satire']))).toEqual([2, 4]);
    expect(await ids(db.from('authors').select('id').contains('meta', { country: 'UK' }))).toEqual([2]);
  });

  it('filters on JSON paths', async () => {
    expect(await ids(db.from('authors').select('id').eq('meta->>country', 'US').order('id'))).toEqual([1, 3]);
    expect(await ids(db.from('authors').select('id').gt('meta->awards->hugo', 2).order('id'))).toEqual([1, 3]);
  });

  it('runs full text search: fts, plfts, phfts, wfts', async () => {
    expect(await ids(books().textSearch('search', 'wizard'))).toEqual([1]);
    expect(await ids(books().textSearch('title', 'left & hand', { config: 'english' }))).toEqual([2]);
    expect(await ids(books().textSearch('title', 'small gods', { type: 'plain', config: 'english' }))).toEqual([4]);
    expect(await ids(books().textSearch('title', 'fifth season', { type: 'phrase', config: 'english' }))).toEqual([5]);
    expect(
      await ids(books().textSearch('title', '"left hand" -wizard', { type: 'websearch', config: 'english' })),
    ).toEqual([2]);
  });

  it('combines with or / and nested to any depth, negated, with quoted values', async () => {
    expect(await ids(books().or('pages.gt.400,title.eq."Guards! Guards!"'))).toEqual([3, 5]);
    expect(
      await ids(books().or('and(pages.gt.200,pages.lt.287),and(id.eq.5,or(status.eq.draft,status.eq.published))')),
    ).toEqual([2, 4, 5]);
    const res = await h.rest('/books?select=id&order=id&not.or=(id.eq.1,id.eq.2)');
    expect((await res.json()).map((r: { id: number }) => r.id)).toEqual([3, 4, 5]);
    expect(await ids(books().or('title.eq."a,b)c",id.eq.1'))).toEqual([1]);
  });

  it('tests booleans with is.true / is.false / is.unknown and isdistinct', async () => {
    const editions = () => db.from('editions').select('id').order('id');
    expect(await ids(editions().is('in_print', true))).toEqual([2]);
    expect(await ids(editions().is('in_print', false))).toEqual([1]);
    expect(await ids(editions().filter('in_print', 'is', 'unknown'))).toEqual([3]);
    expect(await ids(editions().filter('in_print', 'isdistinct', 'true'))).toEqual([1, 3]);
  });

  it('filters ranges with ov, cs, sl, sr, adj', async () => {
    const editions = () => db.from('editions').select('id').order('id');
    expect(await ids(editions().overlaps('run', '[1969,1971)'))).toEqual([1, 2]);
    expect(await ids(editions().filter('run', 'cs', '[1992,1993)'))).toEqual([3]);
    expect(await ids(editions().rangeLt('run', '[1980,1985)'))).toEqual([1, 2]);
    expect(await ids(editions().rangeGt('run', '[1980,1985)'))).toEqual([3]);
    expect(await ids(editions().rangeAdjacent('run', '[1980,1990)'))).toEqual([2, 3]);
  });

  it('applies top-level and=, not.and= and quantified operators', async () => {
    const res = await h.rest('/books?select=id&order=id&and=(pages.gt.200,pages.lt.290)');
    expect((await res.json()).map((r: { id: number }) => r.id)).toEqual([2, 3, 4]);
    const not = await h.rest('/books?select=id&order=id&not.and=(pages.gt.200,pages.lt.290)');
    expect((await not.json()).map((r: { id: number }) => r.id)).toEqual([1, 5]);
    const any = await h.rest('/books?select=id&order=id&id=eq(any).{1,4}');
    expect((await any.json()).map((r: { id: number }) => r.id)).toEqual([1, 4]);
    const all = await h.rest('/books?select=id&order=id&pages=gt(all).{200,285}');
    expect((await all.json()).map((r: { id: number }) => r.id)).toEqual([2, 3, 5]);
  });

  it('unescapes quoted values with escaped quotes inside or=()', async () => {
    const { data } = await db.from('editions').select('id').or('label.eq."say \\"hi\\"",id.eq.-1');
    expect(data).toEqual([{ id: 2 }]);
  });

  it('applies or=() and nested-path filters inside embeds', async () => {
    const { data } = await db
      .from('authors')
      .select('id, books!author_id(id)')
      .or('id.eq.1,pages.gt.450', { referencedTable: 'books' })
      .order('id')
      .order('id', { referencedTable: 'books' });
    expect(data).toEqual([
      { id: 1, books: [{ id: 1 }] },
      { id: 2, books: [] },
      { id: 3, books: [{ id: 5 }] },
    ]);
    const { data: nested } = await db
      .from('tags')
      .select('id, books(id, editions(label))')
      .eq('books.editions.label', 'paperback')
      .eq('id', 2)
      .order('id', { referencedTable: 'books' });
    expect(nested).toEqual([
      {
        id: 2,
        books: [
          { id: 1, editions: [] },
          { id: 3, editions: [{ label: 'paperback' }] },
          { id: 5, editions: [] },
        ],
      },
    ]);
  });

  it('applies match() as several eq filters', async () => {
    expect(await ids(books().match({ author_id: 2, status: 'draft' }))).toEqual([4]);
  });
});

describe('order and paging', () => {
  it('orders by several columns with nulls first / last', async () => {
    const { data } = await db
      .from('books')
      .select('id')
      .order('rating', { ascending: false, nullsFirst: true })
      .order('id');
    expect(data?.map((b) => b.id)).toEqual([4, 2, 1, 3, 5]);
    const { data: last } = await db.from('books').select('id').order('rating', { ascending: true, nullsFirst: false });
    expect(last?.map((b) => b.id)).toEqual([5, 3, 1, 2, 4]);
  });

  it('pages with range()', async () => {
    const { data } = await db.from('books').select('id').order('id').range(1, 2);
    expect(data).toEqual([{ id: 2 }, { id: 3 }]);
  });

  it('counts exactly with count=exact, and with head', async () => {
    const { data, count, status } = await db
      .from('books')
      .select('id', { count: 'exact' })
      .eq('status', 'published')
      .order('id')
      .range(0, 1);
    expect(count).toBe(4);
    expect(status).toBe(206);
    expect(data).toEqual([{ id: 1 }, { id: 2 }]);
    const head = await db.from('books').select('*', { count: 'exact', head: true }).eq('author_id', 1);
    expect(head.count).toBe(2);
    expect(head.data).toBeNull();
  });

  it('counts with !inner embeds applied', async () => {
    const { count } = await db
      .from('books')
      .select('id, tags!inner(id)', { count: 'exact', head: true })
      .eq('tags.name', 'series');
    expect(count).toBe(3);
  });

  it('answers planned and estimated counts', async () => {
    const planned = await db.from('books').select('id', { count: 'planned', head: true });
    expect(typeof planned.count).toBe('number');
    expect(planned.error).toBeNull();
    const estimated = await db.from('books').select('id', { count: 'estimated', head: true });
    expect(estimated.count).toBe(5);
  });
});

describe('single and maybeSingle', () => {
  it('single() returns the object', async () => {
    const { data, error } = await db.from('books').select('id, title').eq('id', 2).single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: 2, title: 'The Left Hand of Darkness' });
  });

  it('single() with no row is 406 PGRST116', async () => {
    const { data, error, status } = await db.from('books').select('id').eq('id', 999).single();
    expect(status).toBe(406);
    expect(data).toBeNull();
    expect(error).toMatchObject({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
      hint: null,
    });
  });

  it('single() with two rows is 406 PGRST116', async () => {
    const { error } = await db.from('books').select('id').eq('author_id', 1).single();
    expect(error).toMatchObject({ code: 'PGRST116', details: 'The result contains 2 rows' });
  });

  it('maybeSingle() gives null for no row, the row for one, an error for several', async () => {
    const none = await db.from('books').select('id').eq('id', 999).maybeSingle();
    expect(none.error).toBeNull();
    expect(none.data).toBeNull();
    const one = await db.from('books').select('id').eq('id', 1).maybeSingle();
    expect(one.data).toEqual({ id: 1 });
    const many = await db.from('books').select('id').eq('author_id', 1).maybeSingle();
    expect(many.error?.code).toBe('PGRST116');
    expect(many.data).toBeNull();
  });
});

describe('lenient raw select strings', () => {
  it('accepts spaces around commas in a hand-written select', async () => {
    const res = await h.rest('/books?select=id, title&id=eq.1');
    expect(await res.json()).toEqual([{ id: 1, title: 'A Wizard of Earthsea' }]);
  });

  it('orders by JSON paths', async () => {
    const { data } = await db.from('authors').select('id').order('meta->awards->hugo', { ascending: false });
    expect(data?.map((a) => a.id)).toEqual([1, 3, 2]);
  });
});

// PostgREST 12 parses aggregates in `select`, but its default (db-aggregates-enabled = false, also
// hosted Supabase's) refuses them; the stack behaves as that default.
describe('aggregate functions (disabled, as PostgREST by default)', () => {
  const refused = { code: 'PGRST123', message: 'Use of aggregate functions is not allowed', details: null, hint: null };

  it("answers 400 with exactly PostgREST's PGRST123 body for count()", async () => {
    const res = await h.rest('/books?select=count()');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.text()).toBe(JSON.stringify(refused));
  });

  it.each([
    'count()',
    'id.count()',
    'pages.sum()',
    'rating.avg()',
    'pages.max()',
    'pages.min()',
    'total:pages.sum()',
    'pages::int.sum()',
    'pages.sum()::text',
    'total:count()',
    'n:count()::text',
    'author_id, count()',
    'author_id,total:pages.sum(),rating.max()',
    'id, tags(id.count())',
    'id, tags(count())',
    'id, author:authors!author_id(id.max())',
    'id, ...authors!author_id(name.count())',
  ])('refuses select=%s through supabase-js', async (select) => {
    const { data, error, status } = await db.from('books').select(select);
    expect(status).toBe(400);
    expect(data).toBeNull();
    expect(error).toEqual(refused);
  });

  it('refuses aggregates in the returned representation of a write, before writing', async () => {
    const { error, status } = await db.from('authors').insert({ name: 'Aggregate Author' }).select('count()');
    expect(status).toBe(400);
    expect(error).toEqual(refused);
    const { data } = await db.from('authors').select('id').eq('name', 'Aggregate Author');
    expect(data).toEqual([]);
  });

  it('still resolves relationships first, as PostgREST does (PGRST200 before PGRST123)', async () => {
    const { error, status } = await db.from('books').select('count(), nothing(id)');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST200');
  });

  it('keeps rel(count) and a column named like an aggregate working', async () => {
    const { data, error } = await db.from('authors').select('id, books!author_id(count)').eq('id', 3);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 3, books: [{ count: 1 }] }]);
  });

  it.each(['id.summ()', 'id.sum(', 'id.sum', 'id.sum(id)', 'count(id)', 'count()x', 'id.sum()::'])(
    'rejects the malformed aggregate %s with PGRST100',
    async (select) => {
      const res = await h.rest(`/books?select=${encodeURIComponent(select)}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('PGRST100');
    },
  );
});
