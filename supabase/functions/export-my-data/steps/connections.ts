// connections: connections.json — each as the member's screens show it (a request they sent that was
// declined reads as sent: the requester is never told of a decline), and the members they blocked.
import { both, keysetRows, mapRows, type Keyset } from '../pages.ts';
import { CARD, card, json, page, type Entry, type ExportContext, type Row } from './shared.ts';

function connectionStatus(row: Row, uid: string): string {
  if (row.status === 'accepted') return 'connected';
  const sent = row.requester_id === uid;
  if (sent) return 'request_sent';
  return row.status === 'pending' ? 'request_received' : 'request_declined';
}

async function* connectionRows(c: ExportContext, side: 'requester_id' | 'addressee_id'): AsyncGenerator<Row> {
  const other = side === 'requester_id' ? 'addressee' : 'requester';
  yield* mapRows(
    keysetRows<Row & Keyset>((after, size) =>
      page(
        c.member
          .from('connections')
          .select(
            `id, status, created_at, updated_at, requester_id, other:profiles!connections_${other}_id_fkey(${CARD})`,
          )
          .eq(side, c.uid),
        after,
        size,
      ),
    ),
    (row) => ({
      status: connectionStatus(row, c.uid),
      since: row.created_at,
      updated_at: row.updated_at,
      member: card(row.other),
    }),
  );
}

export async function* connectionEntries(c: ExportContext): AsyncGenerator<Entry> {
  yield json('connections.json', {
    connections: both(connectionRows(c, 'requester_id'), connectionRows(c, 'addressee_id')),
    blocked: mapRows(
      // member_blocks has no id: its key is the pair, so blocked_id is the tie-breaker.
      keysetRows<Row & Keyset>((after, size) =>
        page(
          c.member
            .from('member_blocks')
            .select(`created_at, id:blocked_id, member:profiles!member_blocks_blocked_id_fkey(${CARD})`)
            .eq('blocker_id', c.uid),
          after,
          size,
          { id: 'blocked_id' },
        ),
      ),
      (b) => ({ since: b.created_at, member: card(b.member) }),
    ),
  });
}
