// reviews: reviews-written.json, reviews-received.json (hidden ones too: the author and the provider
// read them; an administrator's name never appears).
import { keysetRows, mapRows, type Keyset } from '../pages.ts';
import { CARD, card, json, page, type Entry, type ExportContext, type Row } from './shared.ts';

const REVIEW = 'id, rating, title, body, created_at, edited_at, answer, answered_at, answer_edited_at, hidden_at';

function reviews(c: ExportContext, mine: 'reviewer_id' | 'provider_id') {
  const other = mine === 'reviewer_id' ? 'provider' : 'reviewer';
  return mapRows(
    keysetRows<Row & Keyset>((after, size) =>
      page(
        c.member.from('reviews').select(`${REVIEW}, other:profiles!reviews_${other}_id_fkey(${CARD})`).eq(mine, c.uid),
        after,
        size,
      ),
    ),
    ({ other: who, hidden_at, ...r }) => ({ ...r, [other]: card(who), hidden: hidden_at !== null, hidden_at }),
  );
}

export async function* reviewEntries(c: ExportContext): AsyncGenerator<Entry> {
  yield json('reviews-written.json', reviews(c, 'reviewer_id'));
  yield json('reviews-received.json', reviews(c, 'provider_id'));
}
