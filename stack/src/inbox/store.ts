// The inbox's messages, newest first, in Mailpit's JSON shapes (internal/storage/structs.go of
// axllent/mailpit): tests written against `supabase start`'s Mailpit read them unchanged.
import { randomBytes } from 'node:crypto';

export interface MailAddress {
  Name: string;
  Address: string;
}

export interface StoredMessage {
  ID: string;
  MessageID: string;
  Read: boolean;
  From: MailAddress | null;
  To: MailAddress[];
  Cc: MailAddress[];
  Bcc: MailAddress[];
  ReplyTo: MailAddress[];
  ReturnPath: string;
  Subject: string;
  /** The Date header; Created is when the inbox received it. */
  Date: string;
  Created: string;
  Tags: string[];
  Username: string;
  Text: string;
  HTML: string;
  Size: number;
  Attachments: AttachmentInfo[];
  Inline: AttachmentInfo[];
}

export interface AttachmentInfo {
  PartID: string;
  FileName: string;
  ContentType: string;
  ContentID: string;
  Size: number;
}

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** An ID like Mailpit's (22 characters of a base-57 alphabet). */
function newId(): string {
  return [...randomBytes(22)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** Mailpit's list summary: the message less its bodies, with a snippet of the text. */
export function summary(m: StoredMessage) {
  return {
    ID: m.ID,
    MessageID: m.MessageID,
    Read: m.Read,
    From: m.From,
    To: m.To,
    Cc: m.Cc,
    Bcc: m.Bcc,
    ReplyTo: m.ReplyTo,
    Subject: m.Subject,
    Created: m.Created,
    Username: m.Username,
    Tags: m.Tags,
    Size: m.Size,
    Attachments: m.Attachments.length,
    Snippet: snippet(m),
  };
}

/** The message as GET /api/v1/message/{ID} answers it (no Read, Created or Snippet there). */
export function detail(m: StoredMessage) {
  return {
    ID: m.ID,
    MessageID: m.MessageID,
    From: m.From,
    To: m.To,
    Cc: m.Cc,
    Bcc: m.Bcc,
    ReplyTo: m.ReplyTo,
    ReturnPath: m.ReturnPath,
    Subject: m.Subject,
    ListUnsubscribe: { Header: '', Links: [], Errors: '', HeaderPost: '' },
    Date: m.Date,
    Tags: m.Tags,
    Username: m.Username,
    Text: m.Text,
    HTML: m.HTML,
    Size: m.Size,
    Inline: m.Inline,
    Attachments: m.Attachments,
  };
}

function snippet(m: StoredMessage): string {
  const source = m.Text || m.HTML.replace(/<style[\s\S]*?<\/style>/gi, '').replace(/<[^>]+>/g, ' ');
  const text = source.replace(/\s+/g, ' ').trim();
  return text.length > 250 ? `${text.slice(0, 250)}...` : text;
}

export class MessageStore {
  /** Newest first. */
  private messages: StoredMessage[] = [];
  /** Oldest messages go once there are more than this (Mailpit keeps 500 by default). */
  constructor(private readonly max = 500) {}

  add(m: Omit<StoredMessage, 'ID' | 'Read' | 'Created'>): StoredMessage {
    const stored: StoredMessage = { ...m, ID: newId(), Read: false, Created: new Date().toISOString() };
    this.messages.unshift(stored);
    if (this.messages.length > this.max) this.messages.length = this.max;
    return stored;
  }

  list(start = 0, limit = 50): StoredMessage[] {
    return this.messages.slice(start, start + limit);
  }

  get(id: string): StoredMessage | undefined {
    return id === 'latest' ? this.messages[0] : this.messages.find((m) => m.ID === id);
  }

  stats(): { total: number; unread: number } {
    return { total: this.messages.length, unread: this.messages.filter((m) => !m.Read).length };
  }

  /** Deletes the given messages, or all when none are named. */
  delete(ids?: string[]): void {
    if (!ids || ids.length === 0) this.messages = [];
    else {
      const gone = new Set(ids);
      this.messages = this.messages.filter((m) => !gone.has(m.ID));
    }
  }
}
