// Functions through supabase-js rpc(): scalar, row, set-returning, table and json results, GET and
// POST, no arguments, filters and paging on set results, custom errors.
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

describe('rpc', () => {
  it('calls a scalar function with named arguments (POST)', async () => {
    const { data, error, status } = await db.rpc('add_numbers', { a: 2, b: 40 });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBe(42);
  });

  it('calls with GET and query-string arguments', async () => {
    const { data } = await db.rpc('add_numbers', { a: 3, b: 4 }, { get: true });
    expect(data).toBe(7);
  });

  it('calls a function without arguments', async () => {
    const { data } = await db.rpc('ping');
    expect(data).toBe('pong');
  });

  it('returns the rows of a setof-table function, with filters, order, limit and select applied', async () => {
    const { data } = await db
      .rpc('books_by_author', { author: 2 })
      .select('title')
      .order('title', { ascending: false })
      .limit(1);
    expect(data).toEqual([{ title: 'Small Gods' }]);
    const { data: filtered } = await db.rpc('books_by_author', { author: 1 }).gt('pages', 200).select('id');
    expect(filtered).toEqual([{ id: 2 }]);
  });

  it('embeds from a setof-table result', async () => {
    const { data } = await db.rpc('books_by_author', { author: 3 }).select('title, author:authors!author_id(name)');
    expect(data).toEqual([{ title: 'The Fifth Season', author: { name: 'N. K. Jemisin' } }]);
  });

  it('returns one object for a function returning a single row', async () => {
    const { data } = await db.rpc('first_book').select('id, title');
    expect(data).toEqual({ id: 1, title: 'A Wizard of Earthsea' });
  });

  it('returns table(...) results and filters them', async () => {
    const { data } = await db.rpc('author_stats');
    expect(data).toEqual([
      { author_id: 1, book_count: 2 },
      { author_id: 2, book_count: 2 },
      { author_id: 3, book_count: 1 },
    ]);
    const { data: big } = await db.rpc('author_stats').gte('book_count', 2).order('author_id', { ascending: false });
    expect(big).toEqual([
      { author_id: 2, book_count: 2 },
      { author_id: 1, book_count: 2 },
    ]);
  });

  it('returns json as is', async () => {
    const { data } = await db.rpc('book_summary', { book: 2 });
    expect(data).toEqual({ title: 'The Left Hand of Darkness', tags: ['award-winner', 'standalone'] });
  });

  it('returns setof scalars as an array and pages them', async () => {
    const { data } = await db.rpc('series', { n: 5 }).range(1, 2);
    expect(data).toEqual([2, 3]);
  });

  it('answers 204 for a void function', async () => {
    const { data, error, status } = await db.rpc('noop');
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(data).toBeNull();
  });

  it('counts set results with head and count', async () => {
    const { count, data } = await db.rpc('books_by_author', { author: 1 }, { head: true, count: 'exact' });
    expect(count).toBe(2);
    expect(data).toBeNull();
  });

  it('surfaces RAISE ... USING errors with their code, message, detail and hint', async () => {
    const { error, status } = await db.rpc('fail_custom');
    expect(status).toBe(400);
    expect(error).toEqual({ code: 'P0001', message: 'Custom failure', details: 'Some detail', hint: 'Some hint' });
  });

  it('maps PTxxx SQLSTATEs to that HTTP status', async () => {
    const { error, status } = await db.rpc('fail_teapot');
    expect(status).toBe(418);
    expect(error).toMatchObject({ code: 'PT418', message: 'I am a teapot' });
  });

  it('answers 404 PGRST202 for an unknown function or wrong arguments', async () => {
    const { error, status } = await db.rpc('add_number', { a: 1, b: 2 });
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.add_number(a, b) in the schema cache',
      details:
        'Searched for the function public.add_number with parameters a, b or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.add_numbers',
    });
    const wrong = await db.rpc('add_numbers', { a: 1, c: 2 });
    expect(wrong.error?.code).toBe('PGRST202');
    const none = await db.rpc('nothing_here');
    expect(none.error?.message).toBe(
      'Could not find the function public.nothing_here without parameters in the schema cache',
    );
  });

  it('rejects badly typed arguments with 400 22P02', async () => {
    const { error, status } = await db.rpc('add_numbers', { a: 'one', b: 2 });
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
  });

  it('runs as the JWT role with the request settings visible', async () => {
    const anon = await db.rpc('whoami');
    expect(anon.data).toEqual({ role: 'anon', sub: null, method: 'POST' });
    const sub = '22222222-2222-2222-2222-222222222222';
    const user = await h.client(await h.userToken(sub)).rpc('whoami', {}, { get: true });
    expect(user.data).toEqual({ role: 'authenticated', sub, method: 'GET' });
  });

  it('lets a function set the response status and headers through response.status / response.headers', async () => {
    const res = await h.rest('/rpc/accept_later', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(202);
    expect(res.headers.get('x-queue')).toBe('later');
    expect(await res.json()).toEqual({ queued: true });
  });

  it('refuses to guess between overloads with the same parameter names: 300 PGRST203', async () => {
    const { error, status } = await db.rpc('describe_value', { v: 1 });
    expect(status).toBe(300);
    expect(error).toEqual({
      code: 'PGRST203',
      message:
        'Could not choose the best candidate function between: public.describe_value(v => integer), public.describe_value(v => text)',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
  });
});
