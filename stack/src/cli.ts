// `npm run stack`: the local Supabase-compatible stack in the foreground, printing what
// `supabase status` prints. Flags: --port, --db-port, --inbox-port, --inbox-smtp-port, --no-inbox, --memory,
// --data-dir, --database-url.
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { startStack } from './index.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '54321' },
    'db-port': { type: 'string', default: '54322' },
    'inbox-port': { type: 'string' },
    'inbox-smtp-port': { type: 'string' },
    'no-inbox': { type: 'boolean', default: false },
    memory: { type: 'boolean', default: false },
    'data-dir': { type: 'string', default: '.data' },
    'database-url': { type: 'string' },
    'no-seed': { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
  allowPositionals: false,
});

if (values.help) {
  console.log(
    `Usage: npm run stack -- [--port 54321] [--db-port 54322] [--inbox-port 54324] [--inbox-smtp-port 54325 | --no-inbox]\n  [--memory | --data-dir .data | --database-url URL] [--no-seed]`,
  );
  process.exit(0);
}

const port = Number(values.port);
const dbPort = Number(values['db-port']);
const optionalPort = (v: string | undefined) => (v === undefined ? undefined : Number(v));
const inboxPort = optionalPort(values['inbox-port']);
const inboxSmtpPort = optionalPort(values['inbox-smtp-port']);
if ([port, dbPort, inboxPort ?? 0, inboxSmtpPort ?? 0].some((p) => !Number.isInteger(p))) {
  console.error('--port, --db-port, --inbox-port and --inbox-smtp-port must be integers');
  process.exit(2);
}

const started = Date.now();
const stack = await startStack({
  port,
  dbPort: values['database-url'] ? null : dbPort,
  memory: values.memory,
  dataDir: resolve(values['data-dir']),
  databaseUrl: values['database-url'],
  applySeed: !values['no-seed'],
  // Default: config.toml [inbucket] (54324, SMTP 54325).
  inbox: values['no-inbox'] ? false : { port: inboxPort, smtpPort: inboxSmtpPort },
  log: (line) => {
    if (!values.quiet) console.log(line);
  },
}).catch((error: Error) => {
  console.error(`failed to start the stack: ${error.message}`);
  process.exit(1);
});

const where = values['database-url']
  ? 'external Postgres'
  : values.memory
    ? 'in memory (throwaway)'
    : resolve(values['data-dir']);
console.log(`
Started local stack in ${Date.now() - started} ms (database: ${where}).

         API URL: ${stack.url}
     GraphQL URL: (not available)
     Storage URL: ${stack.url}/storage/v1
  S3 Storage URL: (not available)
          DB URL: ${stack.dbUrl ?? '(no wire port)'}
      Studio URL: (not available)
     Mailpit URL: ${stack.inboxUrl ?? '(no inbox)'}
        anon key: ${stack.anonKey}
service_role key: ${stack.serviceRoleKey}
      JWT secret: ${stack.jwtSecret}

   Storage files: ${stack.storageDir}${values.memory ? ' (removed on exit)' : ''}

Press Ctrl-C to stop.`);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the stack...`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await stack.stop().catch((e: Error) => console.error(e.message));
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
