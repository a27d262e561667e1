// messages: messages/<who>-<conversation>.json, one file per conversation, both sides as the member
// reads them (their own sent and received messages; a deleted one keeps its place with an empty body).
import { both, keysetRows, mapRows, type Keyset } from '../pages.ts';
import { CARD, card, json, page, type Entry, type ExportContext, type Row } from './shared.ts';

const slug = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 40) || 'member';

function conversations(c: ExportContext, side: 'member_a' | 'member_b') {
  const other = side === 'member_a' ? 'member_b' : 'member_a';
  return keysetRows<Row & Keyset>((after, size) =>
    page(
      c.member
        .from('conversations')
        .select(`id, created_at, started_by, last_message_at, other:profiles!conversations_${other}_fkey(${CARD})`)
        .eq(side, c.uid),
      after,
      size,
    ),
  );
}

function messagesOf(c: ExportContext, conversationId: string) {
  return mapRows(
    keysetRows<Row & Keyset>((after, size) =>
      page(
        c.member
          .from('messages')
          .select('id, sender_id, body, created_at, deleted_at')
          .eq('conversation_id', conversationId),
        after,
        size,
      ),
    ),
    (m) => ({
      id: m.id,
      from_me: m.sender_id === c.uid,
      body: m.body,
      created_at: m.created_at,
      deleted_at: m.deleted_at,
    }),
  );
}

export async function* messageEntries(c: ExportContext): AsyncGenerator<Entry> {
  for await (const conv of both(conversations(c, 'member_a'), conversations(c, 'member_b'))) {
    const name = `messages/${slug(conv.other?.full_name ?? 'member')}-${String(conv.id).slice(0, 8)}.json`;
    yield json(name, {
      conversation_id: conv.id,
      with: card(conv.other),
      started_by_me: conv.started_by === c.uid,
      created_at: conv.created_at,
      messages: messagesOf(c, String(conv.id)),
    });
  }
}
