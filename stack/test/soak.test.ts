// A short soak (npm run soak is the long one): mixed valid and hostile traffic, COPY through the wire
// port included; no response >= 500, no hang, and the stack still answers afterwards.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatReport, runSoak } from '../../scripts/soak/run.ts';
import { startTestStack, type RunningStack } from '../src/testing.ts';

let stack: RunningStack;
beforeAll(async () => {
  stack = await startTestStack({ wire: true, seed: true });
});
afterAll(() => stack?.stop());

it('answers 2,000 mixed requests without a 5xx or a hang, and still answers within 10 s', async () => {
  const report = await runSoak({
    url: stack.url,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    dbUrl: stack.dbUrl!,
    count: 2_000,
    maxMs: 240_000,
    concurrency: 6,
    seed: 7,
  });
  console.info(formatReport(report));
  expect(report.failures).toEqual([]);
  expect(report.sent).toBe(2_000);
  expect(report.copies).toBeGreaterThan(0);
  expect(report.finalCheckMs).not.toBeNull();
}, 300_000);
