// The HTTP surface supabase-js reads or that PostgREST clients rely on: Content-Range, 206/416,
// HEAD, Range headers, Prefer handling, media types, profiles and schema cache reloads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRestHarness, type RestHarness } from './rest-harness.ts';

let h: RestHarness;

beforeAll(async () => {
  h = await startRestHarness();
});
afterAll(async () => {
  await h?.stop();
});

const json = { 'content-type': 'application/json' };

describe('Content-Range and status', () => {
  it('gives 0-N/* without a count and the JSON content type', async () => {
    const res = await h.rest('/books?select=id&order=id&limit=2');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('0-1/*');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('gives the total with count=exact and 206 for a partial page', async () => {
    const res = await h.rest('/books?select=id&order=id&offset=1&limit=2', { headers: { prefer: 'count=exact' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('1-2/5');
    expect(res.headers.get('preference-applied')).toBe('count=exact');
  });

  it('gives 200 when the page covers all counted rows', async () => {
    const res = await h.rest('/books?select=id', { headers: { prefer: 'count=exact' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('0-4/5');
  });

  it('gives */0 for an empty result', async () => {
    const res = await h.rest('/books?id=eq.999', { headers: { prefer: 'count=exact' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('*/0');
    expect(await res.json()).toEqual([]);
  });

  it('answers 416 PGRST103 for an offset past the end', async () => {
    const res = await h.rest('/books?offset=10', { headers: { prefer: 'count=exact' } });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe('*/5');
    expect(await res.json()).toEqual({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'An offset of 10 was requested, but there are only 5 rows.',
      hint: null,
    });
  });

  it('honours Range and Range-Unit headers', async () => {
    const res = await h.rest('/books?select=id&order=id', { headers: { range: '2-3', 'range-unit': 'items' } });
    expect(res.headers.get('content-range')).toBe('2-3/*');
    expect(await res.json()).toEqual([{ id: 3 }, { id: 4 }]);
    const bad = await h.rest('/books', { headers: { range: '5-1' } });
    expect(bad.status).toBe(416);
  });

  it('answers HEAD with headers only', async () => {
    const res = await h.rest('/books?author_id=eq.1', { method: 'HEAD', headers: { prefer: 'count=exact' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('0-1/2');
    expect(await res.text()).toBe('');
  });

  it('answers a paged HEAD with the page and the total, as GET does', async () => {
    const res = await h.rest('/books?order=id&offset=1&limit=2', {
      method: 'HEAD',
      headers: { prefer: 'count=exact' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('1-2/5');
    const uncounted = await h.rest('/books?author_id=eq.1&limit=1', { method: 'HEAD' });
    expect(uncounted.headers.get('content-range')).toBe('0-0/*');
  });

  it('refuses a HEAD whose select names an unknown column, as GET does', async () => {
    const res = await h.rest('/books?select=id,nope', { method: 'HEAD', headers: { prefer: 'count=exact' } });
    expect(res.status).toBe(400);
  });
});

describe('prepared statements', () => {
  it('prepares again after the session deallocated them', async () => {
    const first = await h.rest('/books?select=id&order=id&limit=1');
    expect(await first.json()).toEqual([{ id: 1 }]);
    // PGlite is one session shared with wire clients, which may run DEALLOCATE ALL; a pooled
    // server connection is never handed to one.
    if (h.db.kind !== 'pglite') return;
    await h.db.exec('deallocate all');
    const again = await h.rest('/books?select=id&order=id&limit=1');
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual([{ id: 1 }]);
  });
});

describe('media types', () => {
  it('answers a single object for application/vnd.pgrst.object+json', async () => {
    const res = await h.rest('/books?select=id,title&id=eq.1', {
      headers: { accept: 'application/vnd.pgrst.object+json' },
    });
    expect(res.headers.get('content-type')).toBe('application/vnd.pgrst.object+json; charset=utf-8');
    expect(await res.json()).toEqual({ id: 1, title: 'A Wizard of Earthsea' });
    const none = await h.rest('/books?id=eq.99', { headers: { accept: 'application/vnd.pgrst.object+json' } });
    expect(none.status).toBe(406);
    expect(await none.json()).toEqual({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
      hint: null,
    });
  });

  it('strips nulls with nulls=stripped', async () => {
    const res = await h.rest('/books?select=id,rating,editor_id&id=eq.4', {
      headers: { accept: 'application/vnd.pgrst.array+json;nulls=stripped' },
    });
    expect(await res.json()).toEqual([{ id: 4 }]);
  });

  it('answers CSV for text/csv', async () => {
    const res = await h.rest('/books?select=id,title&order=id&limit=3', { headers: { accept: 'text/csv' } });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    // As PostgREST's asCsvF writes it: each row's record text without its parentheses, where Postgres
    // quotes a field holding a space (src/PostgREST/Query/SqlFragment.hs, asCsvF).
    expect(await res.text()).toBe(
      'id,title\n1,"A Wizard of Earthsea"\n2,"The Left Hand of Darkness"\n3,"Guards! Guards!"',
    );
  });

  it('refuses unknown media types with 406', async () => {
    const res = await h.rest('/books', { headers: { accept: 'application/xml' } });
    expect(res.status).toBe(406);
    expect((await res.json()).code).toBe('PGRST107');
  });
});

describe('Prefer', () => {
  it('return=representation answers 201 with the rows; minimal answers an empty 201', async () => {
    const rep = await h.rest('/tags?select=name', {
      method: 'POST',
      body: '{"name":"t1"}',
      headers: { ...json, prefer: 'return=representation', authorization: `Bearer ${h.serviceRoleKey}` },
    });
    expect(rep.status).toBe(201);
    expect(rep.headers.get('preference-applied')).toBe('return=representation');
    expect(await rep.json()).toEqual([{ name: 't1' }]);
    const min = await h.rest('/tags', {
      method: 'POST',
      body: '{"name":"t2"}',
      headers: { ...json, prefer: 'return=minimal', authorization: `Bearer ${h.serviceRoleKey}` },
    });
    expect(min.status).toBe(201);
    expect(await min.text()).toBe('');
  });

  it('return=headers-only answers 201 with the Location of the new row', async () => {
    const res = await h.rest('/authors', {
      method: 'POST',
      body: '{"name":"Octavia E. Butler"}',
      headers: { ...json, prefer: 'return=headers-only' },
    });
    expect(res.status).toBe(201);
    const { data } = await h.anon.from('authors').select('id').eq('name', 'Octavia E. Butler').single();
    expect(res.headers.get('location')).toBe(`/authors?id=eq.${data?.id}`);
    expect(await res.text()).toBe('');
  });

  it('missing=default fills absent keys from column defaults', async () => {
    const res = await h.rest('/books?columns=title,author_id,status&select=title,status', {
      method: 'POST',
      body: JSON.stringify([
        { title: 'D1', author_id: 1, status: 'published' },
        { title: 'D2', author_id: 1 },
      ]),
      headers: { ...json, prefer: 'missing=default, return=representation' },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual([
      { title: 'D1', status: 'published' },
      { title: 'D2', status: 'draft' },
    ]);
  });

  it('tx=rollback answers as usual and keeps nothing', async () => {
    const res = await h.rest('/books?select=title', {
      method: 'POST',
      body: '{"title":"Ghost","author_id":1}',
      headers: { ...json, prefer: 'return=representation,tx=rollback' },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual([{ title: 'Ghost' }]);
    const check = await h.rest('/books?title=eq.Ghost');
    expect(await check.json()).toEqual([]);
  });

  it('handling=strict rejects unknown preferences', async () => {
    const res = await h.rest('/books', { headers: { prefer: 'handling=strict, bogus=1' } });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('PGRST122');
  });
});

describe('profiles and schema cache', () => {
  it('refuses a schema that is not exposed with 406 PGRST106', async () => {
    const attempts: RequestInit[] = [
      { headers: { 'accept-profile': 'auth' } },
      { method: 'POST', headers: { 'content-profile': 'auth', ...json }, body: '{}' },
    ];
    for (const init of attempts) {
      const res = await h.rest('/books', init);
      expect(res.status).toBe(406);
      expect(await res.json()).toEqual({
        code: 'PGRST106',
        message: 'The schema must be one of the following: public',
        details: null,
        hint: null,
      });
    }
  });

  it('accepts the exposed schema named explicitly', async () => {
    const res = await h.rest('/tags?select=id&limit=1', { headers: { 'accept-profile': 'public' } });
    expect(res.status).toBe(200);
  });

  it("sees new tables after NOTIFY pgrst, 'reload schema'", async () => {
    await h.db.exec(
      `create table public.late_arrival (id int primary key); grant select on public.late_arrival to anon;`,
    );
    expect((await h.rest('/late_arrival')).status).toBe(404);
    await h.db.exec(`notify pgrst, 'reload schema'`);
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = (await h.rest('/late_arrival')).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(200);
  });

  it('sees new functions after reloadSchema()', async () => {
    await h.db.exec(`create function public.late_fn() returns int language sql as $$ select 7 $$;`);
    expect((await h.anon.rpc('late_fn')).status).toBe(404);
    await h.reloadSchema();
    expect((await h.anon.rpc('late_fn')).data).toBe(7);
  });
});

describe('several exposed schemas', () => {
  let multi: RestHarness;
  beforeAll(async () => {
    multi = await startRestHarness({
      schemas: ['public', 'library'],
      sql: `create schema library;
        grant usage on schema library to anon, authenticated, service_role;
        create table library.shelves (id serial primary key, label text not null);
        grant select, insert on library.shelves to anon;
        grant usage on all sequences in schema library to anon;
        insert into library.shelves (label) values ('A1');
        create function library.shelf_count() returns bigint language sql stable as $$ select count(*) from library.shelves $$;
        grant execute on function library.shelf_count() to anon;`,
    });
  });
  afterAll(async () => {
    await multi?.stop();
  });

  it('reads, writes and calls in the schema chosen by Accept-Profile / Content-Profile', async () => {
    const lib = multi.anon.schema('library');
    expect((await lib.from('shelves').select('label')).data).toEqual([{ label: 'A1' }]);
    const inserted = await lib.from('shelves').insert({ label: 'B2' }).select('label').single();
    expect(inserted.data).toEqual({ label: 'B2' });
    expect((await lib.rpc('shelf_count')).data).toBe(2);
    const missing = await multi.anon.from('shelves').select();
    expect(missing.error?.code).toBe('PGRST205');
  });

  it('lists every exposed schema in PGRST106', async () => {
    const res = await multi.rest('/shelves', { headers: { 'accept-profile': 'private' } });
    expect(await res.json()).toMatchObject({
      code: 'PGRST106',
      message: 'The schema must be one of the following: public, library',
    });
  });
});

describe('read-only GET', () => {
  it('refuses writes from functions called with GET: 405', async () => {
    await h.db
      .exec(`create function public.write_tag() returns void language sql as $$ insert into public.tags (name) values ('from-get') $$;
      grant execute on function public.write_tag() to anon; notify pgrst, 'reload schema';`);
    await h.reloadSchema();
    const { error, status } = await h.anon.rpc('write_tag', {}, { get: true });
    expect(status).toBe(405);
    expect(error?.code).toBe('25006');
  });
});
