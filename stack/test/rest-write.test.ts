// Writes through supabase-js: insert (single, bulk, columns, missing=default), upsert, update, delete,
// returned representations, counts and the single-row guard that rolls a write back.
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

const countBooks = async (): Promise<number> => {
  const { count } = await db.from('books').select('*', { count: 'exact', head: true });
  return count ?? -1;
};

describe('insert', () => {
  it('inserts one row and answers 201 with no body by default', async () => {
    const before = await countBooks();
    const { data, error, status } = await db.from('books').insert({ title: 'Mort', author_id: 2 });
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
    expect(await countBooks()).toBe(before + 1);
  });

  it('returns the representation with select(), embeds included', async () => {
    const { data, status } = await db
      .from('books')
      .insert({ title: 'Sourcery', author_id: 2, genres: ['fantasy'] })
      .select('title, genres, status, author:authors!author_id(name)')
      .single();
    expect(status).toBe(201);
    expect(data).toEqual({
      title: 'Sourcery',
      genres: ['fantasy'],
      status: 'draft',
      author: { name: 'Terry Pratchett' },
    });
  });

  it('inserts in bulk with columns=, filling missing keys with null', async () => {
    const { data, error } = await db
      .from('books')
      .insert([
        { title: 'Eric', author_id: 2, pages: 160 },
        { title: 'Pyramids', author_id: 2 },
      ])
      .select('title, pages')
      .order('title');
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: 'Eric', pages: 160 },
      { title: 'Pyramids', pages: null },
    ]);
  });

  it('uses column defaults for missing keys with defaultToNull: false', async () => {
    const { data, error } = await db
      .from('books')
      .insert(
        [
          { title: 'Thud!', author_id: 2, status: 'published' },
          { title: 'Snuff', author_id: 2 },
        ],
        { defaultToNull: false },
      )
      .select('title, status, genres');
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: 'Thud!', status: 'published', genres: [] },
      { title: 'Snuff', status: 'draft', genres: [] },
    ]);
  });

  it('counts inserted rows with count=exact', async () => {
    const { count, error } = await db.from('book_tags').insert([{ book_id: 4, tag_id: 3 }], { count: 'exact' });
    expect(error).toBeNull();
    expect(count).toBe(1);
  });

  it('inserts {} as a row of column defaults (tags.name has none: 23502)', async () => {
    const { data, error } = await h.client(h.serviceRoleKey).from('tags').insert({}).select();
    expect(data).toBeNull();
    expect(error?.code).toBe('23502');
  });

  it('rejects an unknown column with PGRST204 and writes nothing', async () => {
    const before = await countBooks();
    const { error, status } = await db.from('books').insert({ title: 'X', author_id: 1, nope: 1 });
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'nope' column of 'books' in the schema cache",
    });
    expect(await countBooks()).toBe(before);
  });
});

describe('upsert', () => {
  it('merges duplicates on on_conflict columns', async () => {
    const { data, error, status } = await db
      .from('authors')
      .upsert({ name: 'Terry Pratchett', bio: 'Discworld and more' }, { onConflict: 'name' })
      .select('id, name, bio');
    expect(error).toBeNull();
    // PostgREST: an upsert that updated every row and inserted none answers 200.
    expect(status).toBe(200);
    expect(data).toEqual([{ id: 2, name: 'Terry Pratchett', bio: 'Discworld and more' }]);
  });

  it('ignores duplicates with ignoreDuplicates', async () => {
    const { data } = await db
      .from('authors')
      .upsert(
        [
          { name: 'Terry Pratchett', bio: 'ignored' },
          { name: 'Neil Gaiman', bio: 'Sandman' },
        ],
        { onConflict: 'name', ignoreDuplicates: true },
      )
      .select('name, bio');
    expect(data).toEqual([{ name: 'Neil Gaiman', bio: 'Sandman' }]);
    const { data: kept } = await db.from('authors').select('bio').eq('name', 'Terry Pratchett').single();
    expect(kept).toEqual({ bio: 'Discworld and more' });
  });

  it('upserts on the primary key by default', async () => {
    const { data } = await db.from('book_tags').upsert({ book_id: 1, tag_id: 1 }).select();
    expect(data).toEqual([{ book_id: 1, tag_id: 1 }]);
  });

  it('PUT needs the whole primary key as eq filters, matching the payload', async () => {
    const put = (path: string, body: unknown) =>
      h.rest(path, {
        method: 'PUT',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${h.serviceRoleKey}` },
      });
    const noFilter = await put('/tags', { id: 60, name: 'x' });
    expect(noFilter.status).toBe(405);
    expect((await noFilter.json()).code).toBe('PGRST105');
    const otherFilter = await put('/tags?name=eq.x', { id: 60, name: 'x' });
    expect(otherFilter.status).toBe(405);
    const mismatch = await put('/tags?id=eq.61', { id: 60, name: 'x' });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toMatchObject({
      code: 'PGRST115',
      message: 'Payload values do not match URL in primary key column(s)',
    });
  });

  it('PUT upserts one row', async () => {
    const res = await h.rest('/tags?id=eq.50', {
      method: 'PUT',
      body: JSON.stringify({ id: 50, name: 'put-tag' }),
      headers: {
        'content-type': 'application/json',
        prefer: 'return=representation',
        authorization: `Bearer ${h.serviceRoleKey}`,
      },
    });
    // PostgREST: 201 when PUT inserted the row, 200 when it replaced one.
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual([{ id: 50, name: 'put-tag' }]);
  });
});

describe('update', () => {
  it('updates filtered rows and answers 204 by default', async () => {
    const { status, error } = await db.from('books').update({ status: 'reviewed' }).eq('author_id', 3);
    expect(error).toBeNull();
    expect(status).toBe(204);
    const { data } = await db.from('books').select('status').eq('id', 5).single();
    expect(data).toEqual({ status: 'reviewed' });
  });

  it('returns updated rows with select()', async () => {
    const { data, status } = await db
      .from('books')
      .update({ rating: 4.9, genres: ['fantasy', 'award'] })
      .eq('id', 5)
      .select('id, rating, genres');
    expect(status).toBe(200);
    expect(data).toEqual([{ id: 5, rating: 4.9, genres: ['fantasy', 'award'] }]);
  });

  it('counts updated rows', async () => {
    const { count } = await db.from('books').update({ status: 'reviewed' }, { count: 'exact' }).in('id', [1, 2]);
    expect(count).toBe(2);
  });

  it('rolls the update back when single() sees several rows', async () => {
    const { error } = await db.from('books').update({ status: 'bulk' }).eq('author_id', 1).select().single();
    expect(error).toMatchObject({ code: 'PGRST116', details: 'The result contains 2 rows' });
    const { data } = await db.from('books').select('status').eq('author_id', 1);
    expect(data).toEqual([{ status: 'reviewed' }, { status: 'reviewed' }]);
  });

  it('requires a filter, as Supabase does', async () => {
    const { error, status } = await db.from('books').update({ status: 'all' });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
  });
});

describe('delete', () => {
  it('deletes filtered rows, returning them with select()', async () => {
    await db.from('books').insert({ title: 'Doomed', author_id: 3 });
    const { data, status } = await db.from('books').delete().eq('title', 'Doomed').select('title');
    expect(status).toBe(200);
    expect(data).toEqual([{ title: 'Doomed' }]);
    const { count } = await db.from('books').select('*', { count: 'exact', head: true }).eq('title', 'Doomed');
    expect(count).toBe(0);
  });

  it('answers 204 without representation and counts', async () => {
    await db.from('books').insert([
      { title: 'Gone1', author_id: 3 },
      { title: 'Gone2', author_id: 3 },
    ]);
    const { status, count } = await db.from('books').delete({ count: 'exact' }).like('title', 'Gone%');
    expect(status).toBe(204);
    expect(count).toBe(2);
  });

  it('requires a filter', async () => {
    const { error } = await db.from('book_tags').delete();
    expect(error).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
  });
});

describe('max-affected', () => {
  const patch = (filter: string) =>
    h.rest(`/books?${filter}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'capped' }),
      headers: { 'content-type': 'application/json', prefer: 'handling=strict, max-affected=1' },
    });

  it('rolls back a write touching more rows than max-affected (handling=strict)', async () => {
    const res = await patch('author_id=eq.2');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
    });
    const { count } = await db.from('books').select('*', { count: 'exact', head: true }).eq('status', 'capped');
    expect(count).toBe(0);
    expect((await patch('id=eq.3')).status).toBe(204);
  });
});

describe('empty update', () => {
  it('changes nothing for an empty body', async () => {
    const { data, error } = await db.from('books').update({}).eq('id', 1).select('id');
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});

describe('data representations (PostgREST: implicit casts between a domain and json/text)', () => {
  beforeAll(async () => {
    await h.db.exec(`
      create domain public.hexcolor as int;
      create function public.hexcolor(text) returns public.hexcolor language sql immutable as
        $$ select ('x' || lpad(ltrim($1, '#'), 8, '0'))::bit(32)::int::public.hexcolor $$;
      create function public.hexcolor(json) returns public.hexcolor language sql immutable as
        $$ select public.hexcolor($1 #>> '{}') $$;
      create function public.json(public.hexcolor) returns json language sql immutable as
        $$ select to_json(coalesce('#' || upper(lpad(to_hex($1), 6, '0')), '')) $$;
      create cast (public.hexcolor as json) with function public.json(public.hexcolor) as implicit;
      create cast (text as public.hexcolor) with function public.hexcolor(text) as implicit;
      create cast (json as public.hexcolor) with function public.hexcolor(json) as implicit;
      create table public.swatches (id int primary key, name text, color public.hexcolor);
      grant select, insert, update on public.swatches to anon;
    `);
    await h.reloadSchema();
  });

  it('parses body fields through json → domain and answers through domain → json', async () => {
    const { data, error } = await db
      .from('swatches')
      .insert([
        { id: 1, name: 'red', color: '#FF0000' },
        { id: 2, name: 'none', color: null },
      ])
      .select('*')
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, name: 'red', color: '#FF0000' },
      { id: 2, name: 'none', color: '' },
    ]);
    const stored = await h.db.query<{ color: number | null }>('select color from public.swatches order by id');
    expect(stored.rows).toEqual([{ color: 0xff0000 }, { color: null }]);
  });

  it('upserts and updates through the cast, and filters through text → domain', async () => {
    const up = await db.from('swatches').upsert({ id: 1, name: 'green', color: '#00FF00' }).select('color');
    expect(up.error).toBeNull();
    expect(up.data).toEqual([{ color: '#00FF00' }]);
    const patched = await db.from('swatches').update({ color: '#0000FF' }).eq('id', 2).select('id, c:color');
    expect(patched.data).toEqual([{ id: 2, c: '#0000FF' }]);
    const found = await db.from('swatches').select('name').in('color', ['0000FF', '#00FF00']).order('id');
    expect(found.data).toEqual([{ name: 'green' }, { name: 'none' }]);
  });
});
