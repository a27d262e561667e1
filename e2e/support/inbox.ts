// The e2e stack's inbox through Mailpit's API (/api/v1/messages, /api/v1/message/{ID}): what a
// member would read in their mail client.
import { expect } from '@playwright/test';
import { workerEnvironment } from './environment.ts';

/** The worker's inbox (e2e/support/README.md). */
export const INBOX_URL = workerEnvironment().inboxUrl;

interface Summary {
  ID: string;
  Subject: string;
  To: { Address: string }[];
}
export interface Mail extends Summary {
  HTML: string;
  Text: string;
}

async function listTo(address: string): Promise<Summary[]> {
  const res = await fetch(`${INBOX_URL}/api/v1/messages?limit=500`);
  const { messages } = (await res.json()) as { messages: Summary[] };
  return messages.filter((m) => m.To.some((t) => t.Address.toLowerCase() === address.toLowerCase()));
}

/** The newest mail to the address whose subject matches, once it has arrived. */
export async function mailTo(address: string, subject: string | RegExp): Promise<Mail> {
  let found: Summary | undefined;
  await expect
    .poll(async () => {
      found = (await listTo(address)).find((m) =>
        typeof subject === 'string' ? m.Subject === subject : subject.test(m.Subject),
      );
      return !!found;
    })
    .toBe(true);
  const res = await fetch(`${INBOX_URL}/api/v1/message/${found!.ID}`);
  return (await res.json()) as Mail;
}

/** The first link of the mail's HTML, unescaped. */
export function linkIn(mail: Mail): string {
  const m = /href="([^"]+)"/.exec(mail.HTML);
  if (!m) throw new Error(`no link in "${mail.Subject}"`);
  return m[1]!.replace(/&amp;/g, '&');
}
