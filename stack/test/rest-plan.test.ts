// Execution plans (PostgREST's db-plan-enabled): `Accept: application/vnd.pgrst.plan[+json|+text];
// for=…; options=…` answers the EXPLAIN of the statement the request would run (PostgREST's explainF,
// Statements.mtSnippet). Off by default, as on Supabase: then the plan type is one more media type
// the data API cannot produce (406). On, as postgrest-js's own test database turns it on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestService, type RestService } from '../src/rest/index.ts';
import { startRestHarness, type RestHarness } from './rest-harness.ts';

let h: RestHarness;
let plans: RestService;

beforeAll(async () => {
  h = await startRestHarness();
  plans = await createRestService(
    { db: h.db, keys: h, apiUrl: 'http://127.0.0.1', projectDir: process.cwd() },
    { schemas: ['public'] },
    { plans: true },
  );
});
afterAll(async () => {
  await plans?.close();
  await h?.stop();
});

/** A GET of /books through the plan-enabled service, as the gateway hands it on. */
const get = (accept: string) => {
  const url = new URL('http://127.0.0.1/rest/v1/books?select=id,title&order=id');
  return plans.handle({
    method: 'GET',
    url,
    path: '/books',
    headers: { accept, authorization: `Bearer ${h.anonKey}` },
    body: Buffer.alloc(0),
    ip: '127.0.0.1',
  });
};

describe('execution plans', () => {
  it('are not served unless db-plan-enabled is on (406, as PostgREST)', async () => {
    const res = await h.rest('/books?select=id', { headers: { accept: 'application/vnd.pgrst.plan+json' } });
    expect(res.status).toBe(406);
    expect(((await res.json()) as { code: string }).code).toBe('PGRST107');
  });

  it('answer the JSON plan of the read the request would run', async () => {
    const res = await get('application/vnd.pgrst.plan+json; for="application/json"');
    expect(res.status).toBe(200);
    expect(res.headers?.['content-type']).toBe(
      'application/vnd.pgrst.plan+json; for="application/json"; charset=utf-8',
    );
    const plan = JSON.parse(String(res.body)) as Array<{ Plan: { 'Node Type': string } }>;
    expect(plan).toHaveLength(1);
    // The read aggregates its rows into the body: the plan's top node.
    expect(plan[0]?.Plan['Node Type']).toBe('Aggregate');
  });

  it('answer the text plan, one line per row, and take EXPLAIN options', async () => {
    const text = await get('application/vnd.pgrst.plan');
    expect(text.status).toBe(200);
    expect(String(text.body)).toMatch(/^Aggregate {2}\(cost=/);
    expect(String(text.body).endsWith('\n')).toBe(true);
    const verbose = await get('application/vnd.pgrst.plan+json; options=verbose|settings');
    expect(verbose.headers?.['content-type']).toBe(
      'application/vnd.pgrst.plan+json; for="application/json"; options=verbose|settings; charset=utf-8',
    );
    const plan = JSON.parse(String(verbose.body)) as Array<{ Plan: { Output?: string[] } }>;
    expect(plan[0]?.Plan.Output?.length).toBeGreaterThan(0);
  });

  it('explain without running: a plan of a write changes nothing', async () => {
    const url = new URL('http://127.0.0.1/rest/v1/books?id=eq.1');
    const res = await plans.handle({
      method: 'DELETE',
      url,
      path: '/books',
      headers: { accept: 'application/vnd.pgrst.plan', authorization: `Bearer ${h.serviceRoleKey}` },
      body: Buffer.alloc(0),
      ip: '127.0.0.1',
    });
    expect(res.status).toBe(200);
    expect(String(res.body)).toMatch(/Delete on/);
    const { data } = await h.anon.from('books').select('id').eq('id', 1);
    expect(data).toEqual([{ id: 1 }]);
  });
});
