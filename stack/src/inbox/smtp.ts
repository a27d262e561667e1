// The inbox's SMTP side: smtp-server receives (any sender, any recipient, any or no login, as Mailpit
// accepts), mailparser parses, the store keeps.
import { SMTPServer } from 'smtp-server';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import type { MailAddress, MessageStore, StoredMessage } from './store.ts';

const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

function addresses(field: AddressObject | AddressObject[] | undefined): MailAddress[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((a) => a.value).map((v) => ({ Name: v.name ?? '', Address: v.address ?? '' }));
}

export function toStored(
  parsed: ParsedMail,
  size: number,
  username: string,
): Omit<StoredMessage, 'ID' | 'Read' | 'Created'> {
  const attachments = parsed.attachments.map((a, i) => ({
    PartID: String(i + 2),
    FileName: a.filename ?? '',
    ContentType: a.contentType,
    ContentID: a.contentId ?? '',
    Size: a.size,
  }));
  return {
    MessageID: (parsed.messageId ?? '').replace(/^<|>$/g, ''),
    From: addresses(parsed.from)[0] ?? null,
    To: addresses(parsed.to),
    Cc: addresses(parsed.cc),
    Bcc: addresses(parsed.bcc),
    ReplyTo: addresses(parsed.replyTo),
    ReturnPath: addresses(parsed.headers.get('return-path') as AddressObject | undefined)[0]?.Address ?? '',
    Subject: parsed.subject ?? '',
    Date: (parsed.date ?? new Date()).toISOString(),
    Tags: [],
    Username: username,
    Text: parsed.text ?? '',
    HTML: typeof parsed.html === 'string' ? parsed.html : '',
    Size: size,
    Attachments: attachments.filter((_, i) => parsed.attachments[i]!.contentDisposition !== 'inline'),
    Inline: attachments.filter((_, i) => parsed.attachments[i]!.contentDisposition === 'inline'),
  };
}

export function createSmtpReceiver(store: MessageStore): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? '' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
          callback(Object.assign(new Error('Message exceeds fixed maximum message size'), { responseCode: 552 }));
          return;
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            store.add(toStored(parsed, raw.length, typeof session.user === 'string' ? session.user : ''));
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
}
