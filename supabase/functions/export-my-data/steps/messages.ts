// messages: messages/<who>-<conversation>.json, one file per conversation, both sides as the member
// reads them (their own sent and received messages; a deleted one keeps its place with an empty body).
import { both, embeddedThenRest, keysetRows, mapRows, type Keyset } from '../pages.ts';
import { CARD, card, json, page, type Entry, type ExportContext, type Row } from './shared.ts';

const slug = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 40) || 'member';

// Conversations come ten at a time with their first hundred messages each (at most a thousand messages
// a response, as a page of messages): a member with many short conversations costs a request per ten
// of them, not one each. Longer conversations go on page by page.
const CONVERSATIONS_PAGE = 10;
const EMBEDDED_MESSAGES = 100;
const MESSAGE = 'id, sender_id, body, created_at, deleted_at';

function conversations(c: ExportContext, side: 'member_a' | 'member_b') {
  const other = side === 'member_a' ? 'member_b' : 'member_a';
  return keysetRows<Row & Keyset>(
    (after, size) =>
      page(
        c.member
          .from('conversations')
          .select(
            `id, created_at, started_by, other:profiles!conversations_${other}_fkey(${CARD}), ` +
              `messages:messages!messages_conversation_id_fkey(${MESSAGE})`,
          )
          .eq(side, c.uid)
          .order('created_at', { referencedTable: 'messages' })
          .order('id', { referencedTable: 'messages' })
          .limit(EMBEDDED_MESSAGES, { referencedTable: 'messages' }),
        after,
        size,
      ),
    CONVERSATIONS_PAGE,
  );
}

function messagesOf(c: ExportContext, conv: Row) {
  return mapRows(
    embeddedThenRest<Row & Keyset>(conv.messages ?? [], EMBEDDED_MESSAGES, (after, size) =>
      page(c.member.from('messages').select(MESSAGE).eq('conversation_id', conv.id), after, size),
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
      messages: messagesOf(c, conv),
    });
  }
}
