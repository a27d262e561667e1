// What the archive holds, step by step. Every read goes through `member`, the supabase-js client with
// the member's own JWT, so row-level security decides what is in it: exactly what the member may read
// through the API, nothing the service role could see. The shapes are documented in supabase/API.md
// ('Your data'); README.txt (readme.ts) tells the member the same in words.
import type { SupabaseClient } from 'npm:@supabase/supabase-js@2';
import { jsonStream, type Streamed } from './json.ts';
import { afterFilter, batches, keysetRows, mapRows, must, offsetRows, PAGE, type Keyset } from './pages.ts';
import { readme } from './readme.ts';

type Row = Record<string, any>;

export interface ExportContext {
  /** The member's client (their JWT): every read. */
  member: SupabaseClient;
  /** The member's access token and the project's URL and anon key, for streaming Storage downloads. */
  token: string;
  url: string;
  anonKey: string;
  /** The service role: only to list the project's buckets (names, no member data). */
  service: SupabaseClient;
  uid: string;
  createdAt: Date;
}

export interface Entry {
  name: string;
  body: ReadableStream<Uint8Array>;
}

export type Step =
  'profile' | 'connections' | 'messages' | 'applications' | 'jobs' | 'reviews' | 'notifications' | 'files';

const CARD = 'full_name, position, company';
/** Another member as the archive names them: name, position and company, nothing else. */
const card = (p: Row | null) => (p ? { full_name: p.full_name, position: p.position, company: p.company } : null);
const json = (name: string, value: Streamed): Entry => ({ name, body: jsonStream(value) });

/**
 * A query's rows after `after` in (time, id) order, `size` at a time. The columns are created_at and id
 * unless named; the query then selects them as created_at and id too (`created_at:sent_at`).
 */
function page(query: any, after: Keyset | null, size: number, columns: { at?: string; id?: string } = {}) {
  const q = after ? query.or(afterFilter(after, columns)) : query;
  return q
    .order(columns.at ?? 'created_at')
    .order(columns.id ?? 'id')
    .limit(size);
}

// ---------------------------------------------------------------------------------------------
// profile: README.txt, profile.json, skills.json, services.json, needs.json

async function* profileEntries(c: ExportContext): AsyncGenerator<Entry> {
  const rows = must(await c.member.rpc('get_my_profile')) as Row[];
  const p = rows[0];
  if (!p) throw new Error('The profile could not be read');
  yield { name: 'README.txt', body: new Blob([readme(p.full_name ?? '', c.createdAt)]).stream() };
  yield json('profile.json', {
    id: p.id,
    email: p.email,
    full_name: p.full_name,
    user_type: p.user_type,
    company: p.company,
    position: p.position,
    service_type: p.service_type,
    description: p.description,
    avatar_url: p.avatar_url,
    referral_code: p.referral_code,
    subscription_plan: p.subscription_plan,
    created_at: p.created_at,
    updated_at: p.updated_at,
  });
  yield json(
    'skills.json',
    keysetRows<Row & Keyset>((after, size) =>
      page(c.member.from('skills').select('id, skill_name, created_at').eq('profile_id', c.uid), after, size),
    ),
  );
  yield json(
    'services.json',
    mapRows(
      keysetRows<Row & Keyset>((after, size) =>
        page(
          c.member
            .from('user_services')
            .select(
              'id, service_name, description, showcased, created_at, updated_at, category:service_categories(name)',
            )
            .eq('user_id', c.uid),
          after,
          size,
        ),
      ),
      (s) => ({
        id: s.id,
        service_name: s.service_name,
        category: s.category?.name ?? null,
        description: s.description,
        showcased: s.showcased,
        created_at: s.created_at,
        updated_at: s.updated_at,
      }),
    ),
  );
  const needs = must(
    await c.member
      .from('member_needs')
      .select('category_ids, looking_for, updated_at')
      .eq('profile_id', c.uid)
      .maybeSingle(),
  ) as Row | null;
  const categories = must(await c.member.from('service_categories').select('id, name')) as Row[];
  const names = new Map(categories.map((k) => [k.id, k.name]));
  yield json('needs.json', {
    categories: ((needs?.category_ids ?? []) as string[]).map((id) => names.get(id) ?? id),
    looking_for: needs?.looking_for ?? null,
    updated_at: needs?.updated_at ?? null,
  });
}

// ---------------------------------------------------------------------------------------------
// connections: connections.json — each as the member's screens show it (a request they sent that was
// declined reads as sent: the requester is never told of a decline), and the members they blocked.

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

async function* both<T>(...sources: AsyncIterable<T>[]): AsyncGenerator<T> {
  for (const source of sources) yield* source;
}

async function* connectionEntries(c: ExportContext): AsyncGenerator<Entry> {
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

// ---------------------------------------------------------------------------------------------
// messages: messages/<who>-<conversation>.json, one file per conversation, both sides as the member
// reads them (their own sent and received messages; a deleted one keeps its place with an empty body).

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

async function* messageEntries(c: ExportContext): AsyncGenerator<Entry> {
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

// ---------------------------------------------------------------------------------------------
// applications: applications.json — the member's applications, the job each went to, and its status
// history (without the poster's notes, which are the poster's).

const HISTORY_BATCH = 100;

async function* applicationsWithHistory(c: ExportContext): AsyncGenerator<Streamed> {
  const rows = keysetRows<Row & Keyset>((after, size) =>
    page(
      c.member
        .from('applications')
        .select(
          'id, status, status_changed_at, created_at, cover_note, contact_email, cv_name, cv_path, ' +
            'job:jobs(id, title, company_name, location, closed_at, poster:profiles(full_name, company))',
        )
        .eq('applicant_id', c.uid),
      after,
      size,
    ),
  );
  for await (const batch of batches(rows, HISTORY_BATCH)) {
    const history = must(
      await c.member.rpc('export_application_history', { p_application_ids: batch.map((a) => a.id) }),
    ) as Row[];
    const byApplication = Map.groupBy(history, (h) => h.application_id);
    for (const a of batch) {
      yield {
        id: a.id,
        job: a.job
          ? {
              id: a.job.id,
              title: a.job.title,
              company_name: a.job.company_name,
              location: a.job.location,
              closed_at: a.job.closed_at,
              posted_by: a.job.poster ? { full_name: a.job.poster.full_name, company: a.job.poster.company } : null,
            }
          : null,
        status: a.status,
        status_changed_at: a.status_changed_at,
        created_at: a.created_at,
        cover_note: a.cover_note,
        contact_email: a.contact_email,
        cv_name: a.cv_name,
        cv_file: `files/cvs/${String(a.cv_path).split('/').slice(1).join('/')}`,
        status_history: (byApplication.get(a.id) ?? []).map((h) => ({
          from_status: h.from_status,
          to_status: h.to_status,
          changed_at: h.changed_at,
          by_me: h.changed_by_me,
        })),
      };
    }
  }
}

async function* applicationEntries(c: ExportContext): AsyncGenerator<Entry> {
  yield json('applications.json', applicationsWithHistory(c));
}

// ---------------------------------------------------------------------------------------------
// jobs: jobs-posted.json — the member's job postings with their applicants as the poster sees them
// (card, note, contact, CV name, status and its history with the poster's notes).

const JOBS_PAGE = 50;
const EMBEDDED_APPLICANTS = 100;
const APPLICANT =
  'id, status, status_changed_at, created_at, cover_note, contact_email, cv_name, ' +
  `applicant:profiles!applications_applicant_id_fkey(${CARD}), ` +
  'history:application_status_changes(from_status, to_status, note, changed_at)';

function applicant(a: Row) {
  return {
    id: a.id,
    applicant: card(a.applicant),
    status: a.status,
    status_changed_at: a.status_changed_at,
    created_at: a.created_at,
    cover_note: a.cover_note,
    contact_email: a.contact_email,
    cv_name: a.cv_name,
    status_history: ((a.history ?? []) as Row[])
      .toSorted((x, y) => String(x.changed_at).localeCompare(String(y.changed_at)))
      .map((h) => ({ from_status: h.from_status, to_status: h.to_status, note: h.note, changed_at: h.changed_at })),
  };
}

/** A job's applicants: the first ones came embedded with the job; more are read after the last of them. */
async function* applicantsOf(c: ExportContext, job: Row): AsyncGenerator<Streamed> {
  const first = (job.applications ?? []) as (Row & Keyset)[];
  yield* first.map(applicant);
  if (first.length < EMBEDDED_APPLICANTS) return;
  const last = first[first.length - 1]!;
  let resume: Keyset | null = { created_at: last.created_at, id: last.id };
  yield* mapRows(
    keysetRows<Row & Keyset>((after, size) => {
      const from = after ?? resume;
      resume = null;
      return page(c.member.from('applications').select(APPLICANT).eq('job_id', job.id), from, size);
    }),
    applicant,
  );
}

async function* jobsPosted(c: ExportContext): AsyncGenerator<Streamed> {
  const jobs = keysetRows<Row & Keyset>(
    (after, size) =>
      page(
        c.member
          .from('jobs')
          .select(
            'id, title, company_name, location, description, experience_required, education_qualification, ' +
              `other_criteria, joining_time, compensation_range, created_at, updated_at, closed_at, applications(${APPLICANT})`,
          )
          .eq('posted_by', c.uid)
          .order('created_at', { referencedTable: 'applications' })
          .order('id', { referencedTable: 'applications' })
          .limit(EMBEDDED_APPLICANTS, { referencedTable: 'applications' }),
        after,
        size,
      ),
    JOBS_PAGE,
  );
  for await (const job of jobs) {
    const { applications: _, ...fields } = job;
    yield { ...fields, applicants: applicantsOf(c, job) };
  }
}

async function* jobEntries(c: ExportContext): AsyncGenerator<Entry> {
  yield json('jobs-posted.json', jobsPosted(c));
}

// ---------------------------------------------------------------------------------------------
// reviews: reviews-written.json, reviews-received.json (hidden ones too: the author and the provider
// read them; an administrator's name never appears).

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

async function* reviewEntries(c: ExportContext): AsyncGenerator<Entry> {
  yield json('reviews-written.json', reviews(c, 'reviewer_id'));
  yield json('reviews-received.json', reviews(c, 'provider_id'));
}

// ---------------------------------------------------------------------------------------------
// notifications: notifications.json, plan-history.json, invites.json

async function* notificationEntries(c: ExportContext): AsyncGenerator<Entry> {
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

// ---------------------------------------------------------------------------------------------
// files: files/<bucket>/<path> — every object of the member's folder in every bucket they may read
// there (photos, CVs), streamed from Storage as the member. The exports bucket is left out.

const EXCLUDED_BUCKETS = new Set(['exports']);
const LIST_PAGE = 100;

async function* objectsUnder(c: ExportContext, bucket: string, prefix: string): AsyncGenerator<string> {
  for (let offset = 0; ; offset += LIST_PAGE) {
    const { data, error } = await c.member.storage
      .from(bucket)
      .list(prefix, { limit: LIST_PAGE, offset, sortBy: { column: 'name', order: 'asc' } });
    if (error) throw error;
    for (const item of data ?? []) {
      const path = `${prefix}/${item.name}`;
      // Folders come back without an id: their objects are listed in turn.
      if (item.id === null) yield* objectsUnder(c, bucket, path);
      else yield path;
    }
    if ((data ?? []).length < LIST_PAGE) return;
  }
}

async function download(c: ExportContext, bucket: string, path: string): Promise<ReadableStream<Uint8Array>> {
  const key = path.split('/').map(encodeURIComponent).join('/');
  const res = await fetch(`${c.url}/storage/v1/object/authenticated/${bucket}/${key}`, {
    headers: { Authorization: `Bearer ${c.token}`, apikey: c.anonKey },
  });
  if (!res.ok || !res.body) throw new Error(`Storage answered ${res.status} for ${bucket}/${path}`);
  return res.body;
}

async function* fileEntries(c: ExportContext): AsyncGenerator<Entry> {
  const { data: buckets, error } = await c.service.storage.listBuckets();
  if (error) throw error;
  for (const bucket of buckets.map((b) => b.id).sort()) {
    if (EXCLUDED_BUCKETS.has(bucket)) continue;
    for await (const path of objectsUnder(c, bucket, c.uid)) {
      yield { name: `files/${bucket}/${path.slice(c.uid.length + 1)}`, body: await download(c, bucket, path) };
    }
  }
}

/** The archive's entries for each step, in the order the steps run. */
export const STEP_ENTRIES: Record<Step, (c: ExportContext) => AsyncIterable<Entry>> = {
  profile: profileEntries,
  connections: connectionEntries,
  messages: messageEntries,
  applications: applicationEntries,
  jobs: jobEntries,
  reviews: reviewEntries,
  notifications: notificationEntries,
  files: fileEntries,
};

export { PAGE };
