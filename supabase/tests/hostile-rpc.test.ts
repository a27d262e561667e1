// Every RPC of the data API against bad input (issue 30, finding 6), through supabase-js: each
// argument of each function the API roles may call gets nulls, an unknown id, wrong types and
// out-of-range values (scripts/fuzz/rpc-inputs.ts), as a member, an administrator and a visitor.
// Nothing may answer 5xx. Ill-typed values (text where a uuid, a number, a date, a boolean or an
// enum label is wanted) must answer 4xx; for nulls, unknown ids and out-of-range numbers a 4xx or a
// documented empty answer (2xx) are both right, a 500 never. The functions are read from the
// database, so a new RPC is walked without touching this file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badValues, rpcCatalog, walkCases, type RpcCase, type RpcSignature } from '../../scripts/fuzz/rpc-inputs.ts';
import { startContext, type Client, type TestContext } from './support/stack.ts';

let t: TestContext;
let catalog: RpcSignature[];
const callers: { who: string; id: string; client: Client }[] = [];

beforeAll(async () => {
  t = await startContext();
  const hr = await t.member('Hana Hostile');
  const provider = await t.member('Piet Hostile', { type: 'Service Provider', plan: 'Premium' });
  const admin = await t.member('Ada Hostile');
  await t.promote(admin);
  callers.push({ who: 'member', id: hr.id, client: hr.client });
  callers.push({ who: 'provider', id: provider.id, client: provider.client });
  callers.push({ who: 'admin', id: admin.id, client: admin.client });
  catalog = await rpcCatalog(t.stack.db);
});
afterAll(() => t?.stack.stop());

/** Values a function cannot even be called with: PostgREST's cast fails before it runs. */
function illTyped(sig: RpcSignature, c: RpcCase): boolean {
  return sig.args.some((arg) => {
    const value = c.body[arg.name];
    if (value === null || value === undefined) return false;
    const bad = badValues(arg);
    if (!bad.includes(value)) return false;
    if (arg.labels) return typeof value !== 'string' || !arg.labels.includes(value);
    switch (arg.type) {
      case 'uuid':
        return value === 'not-a-uuid' || typeof value !== 'string';
      case 'integer':
      case 'bigint':
      case 'smallint':
        return value === 'x' || value === 1.5 || value === true;
      case 'boolean':
        return value === 'maybe' || value === 2 || value === 'x';
      case 'timestamp with time zone':
        return value === 'not a date';
      default:
        return false;
    }
  });
}

async function call(client: Client, c: RpcCase): Promise<number> {
  const { status } = await client.rpc(c.fn as never, c.body as never);
  return status;
}

describe('every RPC of the API answers bad input without a 5xx', () => {
  it('walks each argument of each function with nulls, unknown ids, wrong types and out-of-range values', async () => {
    expect(catalog.length).toBeGreaterThan(50);
    const fiveHundreds: string[] = [];
    const notRefused: string[] = [];
    let calls = 0;
    for (const sig of catalog) {
      const runs: { who: string; client: Client; id: string }[] = sig.anon
        ? [...callers, { who: 'visitor', client: t.anon, id: '00000000-0000-4000-8000-000000000001' }]
        : callers;
      for (const caller of runs) {
        for (const c of walkCases(sig, caller.id)) {
          const status = await call(caller.client, c);
          calls++;
          const line = `${status} ${caller.who} ${sig.name}(${c.what})`;
          if (status >= 500 || status === 0) fiveHundreds.push(line);
          else if (illTyped(sig, c) && (status < 400 || status >= 500)) notRefused.push(line);
        }
      }
    }
    expect(fiveHundreds).toEqual([]);
    expect(notRefused).toEqual([]);
    expect(calls).toBeGreaterThan(1000);
  }, 600_000);

  it('answers the issue’s three cases with 404 and PostgREST’s body, code P0002 kept', async () => {
    const admin = callers.find((c) => c.who === 'admin')!.client;
    const member = callers.find((c) => c.who === 'member')!.client;
    const unknown = '00000000-0000-4000-8000-00000000beef';
    const report = await member.rpc('report_conversation', { p_conversation_id: unknown, p_reason: 'spam' });
    expect(report.status).toBe(404);
    expect(report.error).toMatchObject({
      code: 'P0002',
      message: 'Conversation not found.',
      details: null,
      hint: null,
    });
    const close = await admin.rpc('admin_close_report', { p_report_id: unknown });
    expect(close.status).toBe(404);
    expect(close.error).toMatchObject({ code: 'P0002', message: 'Report not found or already closed.' });
    const hide = await admin.rpc('admin_set_review_hidden', { p_review_id: unknown, p_hidden: true });
    expect(hide.status).toBe(404);
    expect(hide.error).toMatchObject({ code: 'P0002', message: 'Review not found' });
    const nullHidden = await admin.rpc('admin_set_review_hidden', { p_review_id: unknown, p_hidden: null as never });
    expect(nullHidden.status).toBe(400);
    expect(nullHidden.error).toMatchObject({ code: '22004' });
  });
});
