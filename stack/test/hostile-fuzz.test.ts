// A short fuzz run (npm run fuzz is the long one, 10,000 requests on PGlite and PostgreSQL 15): hostile
// requests to Storage, Realtime's HTTP API and every RPC (scripts/fuzz/), and not one 5xx, hang or
// failed health check.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatFuzzReport, runFuzz } from '../../scripts/fuzz/run.ts';
import { startTestStack, type RunningStack } from '../src/testing.ts';

let stack: RunningStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

it('answers 600 hostile requests to Storage, Realtime and the RPCs without a 5xx', async () => {
  const report = await runFuzz({
    url: stack.url,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    db: stack.db,
    count: 600,
    concurrency: 4,
    seed: 30,
  });
  console.info(formatFuzzReport(report));
  expect(report.failures).toEqual([]);
  expect(report.healthFailures).toBe(0);
  expect(report.sent).toBe(600);
  expect(Object.keys(report.byService).sort()).toEqual(['realtime', 'rpc', 'storage']);
}, 300_000);
