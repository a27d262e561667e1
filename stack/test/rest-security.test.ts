// Security and bad input: JWT handling, roles, RLS, grants, the request settings PostgREST sets,
// and malformed or hostile input that must always give a 4xx PostgREST error and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { signJwt } from '../src/jwt.ts';
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

const alice = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const bob = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

describe('JWT and roles', () => {
  it('rejects a token signed with another secret: 401 PGRST301 with WWW-Authenticate', async () => {
    const token = await signJwt({ role: 'authenticated', sub: alice }, 'another-secret-another-secret-another-secret');
    const res = await h.rest('/books', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
    expect(await res.json()).toMatchObject({ code: 'PGRST301' });
  });

  it('rejects an expired token: 401 PGRST303 JWT expired', async () => {
    const token = await signJwt(
      { role: 'authenticated', sub: alice, exp: Math.floor(Date.now() / 1000) - 60 },
      h.jwtSecret,
    );
    const res = await h.rest('/books', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('JWT expired');
    expect(await res.json()).toEqual({ code: 'PGRST303', message: 'JWT expired', details: null, hint: null });
  });

  it('rejects a malformed token', async () => {
    const res = await h.rest('/books', { headers: { authorization: 'Bearer not-a-jwt' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'PGRST301', message: 'Expected 3 parts in JWT; got 1' });
  });

  it('rejects unknown roles, superusers and roles the authenticator cannot switch to with 401', async () => {
    const unknown = await h.rest('/books', {
      headers: { authorization: `Bearer ${await signJwt({ role: 'nobody' }, h.jwtSecret)}` },
    });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ code: '22023', message: 'role "nobody" does not exist' });
    for (const role of ['postgres', 'supabase_admin', 'authenticator']) {
      const token = await signJwt({ role }, h.jwtSecret);
      const res = await h.rest('/books', { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: '42501', message: `permission denied to set role "${role}"` });
    }
  });

  it('uses anon without Authorization', async () => {
    const res = await fetch(`${h.url}/rest/v1/rpc/whoami`, { headers: { apikey: h.anonKey } });
    expect(await res.json()).toEqual({ role: 'anon', sub: null, method: 'GET' });
  });

  it('answers 401 to the anonymous role and 403 to a signed-in one on missing grants', async () => {
    const anon = await db.from('notes').select();
    expect(anon.status).toBe(401);
    expect(anon.error).toMatchObject({ code: '42501', message: 'permission denied for table notes' });
    const user = await h
      .client(await h.userToken(alice))
      .from('audit')
      .select();
    expect(user.status).toBe(403);
    expect(user.error?.code).toBe('42501');
  });
});

describe('row level security', () => {
  it('lets each user see and change only their own rows', async () => {
    const a = h.client(await h.userToken(alice));
    const b = h.client(await h.userToken(bob));
    const created = await a.from('notes').insert({ body: 'alice note' }).select('body, owner_id').single();
    expect(created.data).toEqual({ body: 'alice note', owner_id: alice });
    await b.from('notes').insert({ body: 'bob note' });
    expect((await a.from('notes').select('body')).data).toEqual([{ body: 'alice note' }]);
    expect((await b.from('notes').select('body')).data).toEqual([{ body: 'bob note' }]);
    const hijack = await b.from('notes').update({ body: 'hacked' }).eq('body', 'alice note').select();
    expect(hijack.data).toEqual([]);
    const forged = await b.from('notes').insert({ body: 'forged', owner_id: alice });
    expect(forged.status).toBe(403);
    expect(forged.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "notes"',
    });
    const all = await h.client(h.serviceRoleKey).from('notes').select('body').order('body');
    expect(all.data).toEqual([{ body: 'alice note' }, { body: 'bob note' }]);
  });

  it('inserts with return=minimal without needing to read the row back', async () => {
    const a = h.client(await h.userToken(alice));
    const { error, status } = await a.from('notes').insert({ body: 'minimal' });
    expect(error).toBeNull();
    expect(status).toBe(201);
  });

  it('sets role, request.jwt.claims, request.method and request.path for triggers', async () => {
    const token = await h.userToken(alice);
    await h.client(token).from('books').insert({ title: 'Audited', author_id: 1 });
    const { data } = await h
      .client(h.serviceRoleKey)
      .from('audit')
      .select('method, path, role, sub')
      .not('method', 'is', null);
    expect(data).toEqual([{ method: 'POST', path: '/books', role: 'authenticated', sub: alice }]);
  });
});

describe('bad input never gives a 5xx and never changes data', () => {
  const snapshot = async (): Promise<string> => {
    const res = await h.db.query<{
      s: string;
    }>(`select (select json_agg(b order by id) from books b)::text || (select count(*) from authors)::text
      || (select count(*) from tags)::text || (select count(*) from book_tags)::text as s`);
    return res.rows[0]?.s ?? '';
  };

  const cases: Array<[string, string, RequestInit?]> = [
    ['malformed select', '/books?select=id,,title'],
    ['unbalanced parentheses in select', '/books?select=id,author:authors!author_id(name'],
    ['unbalanced parentheses in or', '/books?or=(id.eq.1,title.eq.x'],
    ['unknown operator', '/books?id=foo.1'],
    ['missing operator', '/books?id=1'],
    ['bad is value', '/books?rating=is.maybe'],
    ['in without list', '/books?id=in.1,2'],
    ['unknown column in select', '/books?select=nope'],
    ['unknown column in filter', '/books?nope=eq.1'],
    ['unknown column in order', '/books?order=nope.desc'],
    ['bad order direction', '/books?order=id.sideways'],
    ['bad limit', '/books?limit=-1'],
    ['injection in select', `/books?select=${encodeURIComponent('id,(select 1)')}`],
    ['injection in column name', `/books?select=${encodeURIComponent('id;drop table books')}`],
    ['injection in quoted column name', `/books?select=${encodeURIComponent('"id""; drop table books; --"')}`],
    ['injection in filter column', `/books?${encodeURIComponent('id;drop table books')}=eq.1`],
    ['injection in order', `/books?order=${encodeURIComponent('id; drop table books')}`],
    ['injection in cast', `/books?select=${encodeURIComponent('id::int);drop table books;--')}`],
    ['injection after an aggregate', `/books?select=${encodeURIComponent('id.sum();drop table books;--')}`],
    ['injection in an aggregate cast', `/books?select=${encodeURIComponent('pages.sum()::int);drop table books;--')}`],
    ['unknown aggregate', '/books?select=id.median()'],
    ['injection in json key', `/authors?select=${encodeURIComponent("meta->>'x'; drop table books")}`],
    ['wrong type in filter', '/books?id=eq.abc'],
    ['wrong type in in-list', '/books?id=in.(1,abc)'],
    ['unknown table', '/nope'],
    ['unknown embed', '/books?select=id,nothing(*)'],
    ['ambiguous embed', '/books?select=id,authors(*)'],
    ['filter on a missing embed', '/books?nothing.id=eq.1'],
    [
      'invalid json body',
      '/books',
      { method: 'POST', body: '{"title": ', headers: { 'content-type': 'application/json' } },
    ],
    ['body not an object', '/books', { method: 'POST', body: '42', headers: { 'content-type': 'application/json' } }],
    [
      'mismatched bulk keys',
      '/books',
      {
        method: 'POST',
        body: '[{"title":"a","author_id":1},{"title":"b"}]',
        headers: { 'content-type': 'application/json' },
      },
    ],
    [
      'wrong type in body',
      '/books',
      { method: 'POST', body: '{"title":"a","author_id":"x"}', headers: { 'content-type': 'application/json' } },
    ],
    [
      'unknown column in body',
      '/books',
      { method: 'POST', body: '{"title":"a","author_id":1,"x":1}', headers: { 'content-type': 'application/json' } },
    ],
    [
      // PostgREST 13 takes an array's first object (`[]` changes nothing, 204); mismatched keys are refused.
      'patch with mismatched array',
      '/books?id=eq.1',
      { method: 'PATCH', body: '[{"title":"a"},{"x":1}]', headers: { 'content-type': 'application/json' } },
    ],
    [
      'unknown on_conflict',
      '/authors?on_conflict=nope',
      {
        method: 'POST',
        body: '{"name":"z"}',
        headers: { 'content-type': 'application/json', prefer: 'resolution=merge-duplicates' },
      },
    ],
    ['unsupported method', '/books', { method: 'COPY' }],
    ['bad path', '/books/1/2'],
    ['unknown profile', '/books', { headers: { 'accept-profile': 'pg_catalog' } }],
    ['unacceptable media type', '/books', { headers: { accept: 'application/xml' } }],
    [
      'rpc with array body',
      '/rpc/add_numbers',
      { method: 'POST', body: '[1,2]', headers: { 'content-type': 'application/json' } },
    ],
  ];

  it.each(cases)('%s → 4xx PostgREST error', async (_label, path, init) => {
    const before = await snapshot();
    const res = await h.rest(path, init);
    expect(res.status).toBeGreaterThanOrEqual(300);
    expect(res.status).toBeLessThan(500);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(await snapshot()).toBe(before);
  });

  it('keeps injected values as plain data', async () => {
    const evil = "x'); drop table books; --";
    const { data, error } = await db.from('books').insert({ title: evil, author_id: 1 }).select('title').single();
    expect(error).toBeNull();
    expect(data).toEqual({ title: evil });
    const found = await db.from('books').select('title').eq('title', evil);
    expect(found.data).toEqual([{ title: evil }]);
    const orFound = await db.from('books').select('title').or(`title.eq."${evil}",id.eq.-1`);
    expect(orFound.data).toEqual([{ title: evil }]);
  });

  it('names the table in PGRST205 with a suggestion', async () => {
    const { error, status } = await db.from('book').select();
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST205',
      message: "Could not find the table 'public.book' in the schema cache",
      details: null,
      hint: "Perhaps you meant the table 'public.books'",
    });
  });

  it('explains PGRST200 and PGRST201 as PostgREST does', async () => {
    const none = await db.from('books').select('id, authorz(name)');
    expect(none.status).toBe(400);
    expect(none.error).toEqual({
      code: 'PGRST200',
      message: "Could not find a relationship between 'books' and 'authorz' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'books' and 'authorz' in the schema 'public', but no matches were found.",
      hint: "Perhaps you meant 'authors' instead of 'authorz'.",
    });
    const many = await db.from('books').select('id, authors(name)');
    expect(many.status).toBe(300);
    expect(many.error?.code).toBe('PGRST201');
    expect(many.error?.hint).toBe(
      "Try changing 'authors' to one of the following: 'authors!books_author_id_fkey', 'authors!books_editor_id_fkey'. Find the desired relationship in the 'details' key.",
    );
    expect(many.error?.details).toEqual([
      {
        cardinality: 'many-to-one',
        embedding: 'books with authors',
        relationship: 'books_author_id_fkey using books(author_id) and authors(id)',
      },
      {
        cardinality: 'many-to-one',
        embedding: 'books with authors',
        relationship: 'books_editor_id_fkey using books(editor_id) and authors(id)',
      },
    ]);
  });

  it('maps constraint violations: 23505/23503 → 409, 23502/23514 → 400', async () => {
    const dup = await db.from('authors').insert({ name: 'Terry Pratchett' });
    expect([dup.status, dup.error?.code]).toEqual([409, '23505']);
    const fk = await db.from('books').insert({ title: 'x', author_id: 999 });
    expect([fk.status, fk.error?.code]).toEqual([409, '23503']);
    const nn = await db.from('books').insert({ author_id: 1 });
    expect([nn.status, nn.error?.code]).toEqual([400, '23502']);
    const check = await db.from('books').insert({ title: 'x', author_id: 1, pages: 0 });
    expect([check.status, check.error?.code]).toEqual([400, '23514']);
  });
});
