// postgrest-js's rpc.test.ts (supabase-js v2.109.0) against the stack: calls with select, aliases,
// casts and aggregates, and bigint arguments, the inline snapshots written out as the values they hold.
// Upstream also checks each answer's compile-time type; that part is for the client's types, not the
// server, and is not re-expressed (the runtime shape is what toEqual checks).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { likeUpstreamBefore, ok, postgrestSuite } from './suite.ts';

const { stack, postgrest } = await postgrestSuite();
beforeAll(() => likeUpstreamBefore(stack, 'rpc'));
afterAll(() => stack.stop());

const RPC_NAME = 'get_username_and_status';
const BIGINT_PARAM = 9223372036854775807n;

describe('rpc.test.ts', () => {
  test('RPC call with no params', async () => {
    const res = await postgrest.rpc(RPC_NAME, { name_param: 'supabot' }).select();
    expect(res).toEqual(ok([{ status: 'ONLINE', username: 'supabot' }]));
  });

  test('RPC call with star select', async () => {
    const res = await postgrest.rpc(RPC_NAME, { name_param: 'supabot' }).select('*');
    expect(res).toEqual(ok([{ status: 'ONLINE', username: 'supabot' }]));
  });

  test('RPC call with single field select', async () => {
    const res = await postgrest.rpc(RPC_NAME, { name_param: 'supabot' }).select('username');
    expect(res).toEqual(ok([{ username: 'supabot' }]));
  });

  test('RPC call with multiple fields select', async () => {
    const res = await postgrest.rpc(RPC_NAME, { name_param: 'supabot' }).select('username, status');
    expect(res).toEqual(ok([{ status: 'ONLINE', username: 'supabot' }]));
  });

  test('RPC call with field aliasing', async () => {
    const res = await postgrest.rpc(RPC_NAME, { name_param: 'supabot' }).select('name:username');
    expect(res).toEqual(ok([{ name: 'supabot' }]));
  });

  test('RPC call with field casting', async () => {
    const res = await postgrest.rpc(RPC_NAME, { name_param: 'supabot' }).select('status::text');
    expect(res).toEqual(ok([{ status: 'ONLINE' }]));
  });

  test('RPC call with field aggregate', async () => {
    const res = await postgrest.rpc(RPC_NAME, { name_param: 'supabot' }).select('username.count(), status');
    expect(res).toEqual(ok([{ count: 1, status: 'ONLINE' }]));
  });

  test('RPC call with bigint param is accepted by a bigint Postgres argument', async () => {
    const res = await postgrest.rpc('echo_bigint_as_text', { bigint_param: BIGINT_PARAM });
    expect(res).toEqual(ok('9223372036854775807'));
  });

  test('RPC call with bigint nested in jsonb param is serialized as a JSON string', async () => {
    const res = await postgrest.rpc('extract_jsonb_bigint_as_text', { payload: { id: BIGINT_PARAM } });
    expect(res).toEqual(ok('9223372036854775807'));
  });
});
