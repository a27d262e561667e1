// notifications: notifications.json, plan-history.json, invites.json
import { keysetRows, mapRows, must, offsetRows, type Keyset } from '../pages.ts';
import { json, page, type Entry, type ExportContext, type Row } from './shared.ts';

export async function* notificationEntries(c: ExportContext): AsyncGenerator<Entry> {
  const muted = must(await c.member.from('notification_mutes').select('kind').eq('member_id', c.uid)) as Row[];
  yield json('notifications.json', {
    muted_kinds: muted.map((m) => m.kind).sort(),
    notifications: mapRows(
      keysetRows<Row & Keyset>((after, size) =>
        page(
          c.member
            .from('notifications')
            .select('id, kind, subject_id, created_at, read_at, actor:profiles!notifications_actor_id_fkey(full_name)')
            .eq('recipient_id', c.uid),
          after,
          size,
        ),
      ),
      (n) => ({
        id: n.id,
        kind: n.kind,
        actor: n.actor?.full_name ?? null,
        subject_id: n.subject_id,
        created_at: n.created_at,
        read_at: n.read_at,
      }),
    ),
    // Broadcasts that reached the member (the table's policy says which); sent_at is their order.
    broadcasts: mapRows(
      keysetRows<Row & Keyset>((after, size) =>
        page(
          // The member's own read mark comes along (the read marks' policy: their own rows only).
          c.member
            .from('broadcasts')
            .select('id, title, message, created_at:sent_at, reads:broadcast_reads(read_at, dismissed_at)'),
          after,
          size,
          { at: 'sent_at' },
        ),
      ),
      (b) => ({
        id: b.id,
        title: b.title,
        message: b.message,
        sent_at: b.created_at,
        read_at: b.reads?.[0]?.read_at ?? null,
        dismissed_at: b.reads?.[0]?.dismissed_at ?? null,
      }),
    ),
  });

  const profile = (must(await c.member.rpc('get_my_profile')) as Row[])[0];
  yield json('plan-history.json', {
    current_plan: profile?.subscription_plan ?? null,
    changes: offsetRows<Row>(
      (offset, size) => c.member.rpc('get_my_plan_history', { page_limit: size, page_offset: offset }),
      100,
    ),
    upgrade_requests: mapRows(
      keysetRows<Row & Keyset>((after, size) =>
        page(
          c.member
            .from('upgrade_requests')
            .select('id, plan, billing_interval, status, created_at, closed_at')
            .eq('member_id', c.uid),
          after,
          size,
        ),
      ),
      ({ id: _, ...r }) => r,
    ),
  });

  const invites = keysetRows<Row & Keyset>((after, size) =>
    page(c.member.from('invites').select('id, created_at:sent_at').eq('inviter_id', c.uid), after, size, {
      at: 'sent_at',
    }),
  );
  const sentAt: string[] = [];
  for await (const i of invites) sentAt.push(i.created_at);
  const joined = must(await c.member.rpc('get_my_referral_count')) as number;
  yield json('invites.json', {
    invites_sent: sentAt.length,
    sent_at: sentAt,
    members_joined_through_your_link: joined,
  });
}
