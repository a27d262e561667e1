// The test stack's inbox through Mailpit's API (what a `supabase start` project's tests call), and the
// links in its messages.
import type { RunningStack } from '../../src/testing.ts';

export interface MailSummary {
  ID: string;
  Subject: string;
  To: { Name: string; Address: string }[];
  From: { Name: string; Address: string };
  Snippet: string;
}

export interface MailMessage extends MailSummary {
  HTML: string;
  Text: string;
}

export async function messagesTo(stack: RunningStack, address: string): Promise<MailSummary[]> {
  const res = await fetch(`${stack.inboxUrl}/api/v1/messages?limit=500`);
  const body = (await res.json()) as { messages: MailSummary[] };
  return body.messages.filter((m) => m.To.some((t) => t.Address.toLowerCase() === address.toLowerCase()));
}

/** The newest message to the address; fails when there is none. */
export async function latestTo(stack: RunningStack, address: string): Promise<MailMessage> {
  const [first] = await messagesTo(stack, address);
  if (!first) throw new Error(`no e-mail to ${address}`);
  const res = await fetch(`${stack.inboxUrl}/api/v1/message/${first.ID}`);
  return (await res.json()) as MailMessage;
}

/** The first link of the message's HTML (GoTrue's templates have one), unescaped. */
export function linkIn(message: MailMessage): string {
  const m = /href="([^"]+)"/.exec(message.HTML);
  if (!m) throw new Error(`no link in ${message.Subject}`);
  return m[1]!.replace(/&amp;/g, '&');
}

/** Follows a link from an e-mail as a browser would, without following the redirect. */
export async function follow(link: string): Promise<{ status: number; location: URL; fragment: URLSearchParams }> {
  const res = await fetch(link, { redirect: 'manual' });
  const location = new URL(res.headers.get('location') ?? 'about:blank');
  return { status: res.status, location, fragment: new URLSearchParams(location.hash.slice(1)) };
}
