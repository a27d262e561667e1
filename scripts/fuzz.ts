// `npm run fuzz`: the hostile-member fuzz run of issue 30. Starts the stack in a child process (an exit
// is seen, not hidden in this one) on an in-memory PGlite, or on a PostgreSQL server with
// `--database-url` (an empty database: the stack applies the platform layer and the migrations), and
// sends it a seeded stream of hostile requests to Storage, Realtime's HTTP API and every RPC
// (scripts/fuzz/). Prints the counts per service and status class, the 5xx, hangs, process exits and
// failed health checks; exits 1 if there was any.
//   npm run fuzz -- --requests 10000 --concurrency 8 --seed 1 [--database-url postgresql://…]
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { formatFuzzReport, runFuzz } from './fuzz/run.ts';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '10000' },
    'max-seconds': { type: 'string', default: '1800' },
    concurrency: { type: 'string', default: '8' },
    seed: { type: 'string', default: '1' },
    port: { type: 'string', default: '0' },
    'database-url': { type: 'string' },
  },
});

const databaseUrl = values['database-url'];
const args = ['--import', 'tsx', 'stack/src/cli.ts', '--port', values.port, '--no-inbox', '--quiet'];
args.push(...(databaseUrl ? ['--database-url', databaseUrl] : ['--memory', '--db-port', '0']));
const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
let exits = 0;
let exitCode: number | null = null;
let stopping = false;
child.once('exit', (code, signal) => {
  if (stopping) return;
  exits++;
  exitCode = code;
  console.error(`fuzz: the stack's process exited (${code ?? signal})`);
});
let stderr = '';
child.stderr!.on('data', (chunk: Buffer) => {
  stderr = (stderr + chunk.toString()).slice(-4000);
});

// The stack prints its URLs and keys once it serves (stack/src/cli.ts).
const banner = await new Promise<string>((resolve, reject) => {
  let out = '';
  const onData = (chunk: Buffer) => {
    out += chunk.toString();
    if (/service_role key: \S+/.test(out)) {
      child.stdout!.off('data', onData);
      child.stdout!.resume();
      resolve(out);
    }
  };
  child.stdout!.on('data', onData);
  child.once('exit', () => reject(new Error(`the stack did not start:\n${out}\n${stderr}`)));
});
const field = (name: string) => new RegExp(`${name}: (\\S+)`).exec(banner)![1]!;
const url = field('API URL');
const dbUrl = databaseUrl ?? field('DB URL');
console.log(`fuzz: stack on ${url} (${databaseUrl ? 'PostgreSQL' : 'PGlite'}), pid ${child.pid}`);

const db = new pg.Client({ connectionString: dbUrl });
db.on('error', () => {});
await db.connect();
try {
  const report = await runFuzz({
    url,
    anonKey: field('anon key'),
    serviceRoleKey: field('service_role key'),
    db,
    count: Number(values.requests),
    maxMs: Number(values['max-seconds']) * 1000,
    concurrency: Number(values.concurrency),
    seed: Number(values.seed),
    alive: () => exits === 0,
    log: (line) => console.log(line),
  });
  console.log(formatFuzzReport(report, exits));
  if (exits) console.log(`stack exit code ${exitCode}; its last output:\n${stderr}`);
  const clean = report.failures.length === 0 && report.healthFailures === 0 && exits === 0;
  process.exitCode = clean && report.sent === Number(values.requests) ? 0 : 1;
} finally {
  await db.end().catch(() => {});
  if (child.exitCode === null) {
    stopping = true;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}
