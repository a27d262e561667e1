// `npm run soak`: starts the stack on an in-memory PGlite with a wire port and sends it a seeded stream
// of valid and hostile requests (scripts/soak/). Prints statuses, p50/p95, RSS before and after, and
// every response >= 500; exits 1 if there was any, or if the stack stopped answering.
//   npm run soak -- --requests 20000 --max-seconds 900 --concurrency 8 --seed 1
import { parseArgs } from 'node:util';
import { startStack } from '../stack/src/index.ts';
import { PROJECT_DIR } from '../stack/src/testing.ts';
import { formatReport, runSoak } from './soak/run.ts';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '20000' },
    'max-seconds': { type: 'string', default: '900' },
    concurrency: { type: 'string', default: '8' },
    seed: { type: 'string', default: '1' },
  },
});

const stack = await startStack({
  port: 0,
  dbPort: 0,
  memory: true,
  projectDir: PROJECT_DIR,
  rateLimit: false,
  bcryptCost: 4,
});
console.log(`soak: stack on ${stack.url}, database ${stack.dbUrl}`);
try {
  const report = await runSoak({
    url: stack.url,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    dbUrl: stack.dbUrl!,
    count: Number(values.requests),
    maxMs: Number(values['max-seconds']) * 1000,
    concurrency: Number(values.concurrency),
    seed: Number(values.seed),
    log: (line) => console.log(line),
  });
  console.log(formatReport(report));
  process.exitCode = report.failures.length === 0 && report.finalCheckMs !== null ? 0 : 1;
} finally {
  await stack.stop();
}
