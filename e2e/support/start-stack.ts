// The stack for the browser tests: the real local stack, in memory, seeded, with its inbox, no wire port and
// without Auth rate limits (a test run signs up and signs in far more than 30 times in 5 minutes
// from one address, which is exactly what the limit exists to stop).
import { startStack } from '../../stack/src/index.ts';

const port = Number(process.env.E2E_API_PORT ?? 54321);
// The inbox Auth and the send-invite function mail to; the account journeys read it (e2e/support/inbox.ts).
const inbox = {
  port: Number(process.env.E2E_INBOX_PORT ?? 54324),
  smtpPort: Number(process.env.E2E_INBOX_SMTP_PORT ?? 54325),
};
const stack = await startStack({ port, memory: true, dbPort: null, rateLimit: false, inbox });
console.log(`e2e stack ready at ${stack.url}`);

async function stop() {
  await stack.stop().catch(() => undefined);
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
