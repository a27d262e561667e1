// 'Download my data' (issue 36) through supabase-js against the stack with RLS on, and the
// export-my-data edge function under Deno: each file of the archive holds exactly what its member may
// read (a third and a fourth member's rows planted in the same conversation, job and provider's reviews
// stay out) in the shapes supabase/API.md documents ('Your data', the zod schemas below); one export an
// hour, race-safe; the mail; the bucket's privacy; the 7-day cleanup.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { configure, Uint8ArrayReader, Uint8ArrayWriter, ZipReader } from '@zip.js/zip.js';
import { latestTo } from '../../stack/test/support/inbox.ts';
import { fetchLatestExport, startExport, type DataExport } from '@/features/data-export/queries';
import { sendMessage } from '@/features/messaging/queries';
import { startContext, type Member, type TestContext } from './support/stack.ts';

configure({ useWebWorkers: false });

let t: TestContext;
// The members: Hana (HR) posts a job and reviews Pablo; Pablo (provider) applies and answers; Theo (HR)
// and Fiona (provider) act in the same conversation, job and reviews, and must not show in the others'
// archives except as the app shows them.
let hana: Member, pablo: Member, theo: Member, fiona: Member;
const ids: Record<string, string> = {};

const PDF = new TextEncoder().encode('%PDF-1.4\n% a CV\n%%EOF\n');
const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0x1a, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

// Texts only someone else may read: none may appear in the archive of a member who may not read it.
const SECRET = {
  planted: 'PLANTED: Theo to Fiona inside the Hana-Pablo conversation',
  theoToPablo: 'Theo writes to Pablo about a catering contract',
  hanaNote: 'Strong payroll background, call back on Monday',
  fionaNote: 'Fiona cover note: I run wellness programmes',
  fionaRejected: 'Not a fit for this role, Fiona',
  theoReview: 'Theo found the payroll migration slow but thorough overall',
  providerBroadcast: 'Providers only: new showcase rules',
  theoJob: 'Theo Corp Benefits Lead',
};

/** The data of a read or write that must succeed and answer rows. */
function must<T>(result: { data: T; error: unknown }): NonNullable<T> {
  if (result.error) throw result.error;
  if (result.data === null || result.data === undefined) throw new Error('no data');
  return result.data;
}

/** A write that must succeed (no rows asked back). */
function ok(result: { error: unknown }): void {
  if (result.error) throw result.error;
}

// ---------------------------------------------------------------------------------------------
// The archive as a member downloads it.

interface Archive {
  row: DataExport;
  names: string[];
  bytes(name: string): Uint8Array;
  text(name: string): string;
  json(name: string): unknown;
  /** Every file's text, joined: for what must appear nowhere. */
  all: string;
  /** steps_done values seen while polling (the Settings card's progress). */
  progress: number[];
}

async function waitForExport(m: Member, id: string): Promise<{ row: DataExport; progress: number[] }> {
  const progress: number[] = [];
  for (;;) {
    const row = await fetchLatestExport(m.client, m.id);
    expect(row?.id).toBe(id);
    progress.push(row!.steps_done);
    if (row!.status !== 'running') return { row: row!, progress };
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function download(row: DataExport): Promise<Archive & { progress: number[] }> {
  const res = await fetch(row.download_url!);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toMatch(
    /attachment; filename="?hr-connect-data-\d{4}-\d{2}-\d{2}\.zip/,
  );
  const zip = new Uint8Array(await res.arrayBuffer());
  expect(zip.byteLength).toBe(row.archive_bytes);
  const files = new Map<string, Uint8Array>();
  for (const entry of await new ZipReader(new Uint8ArrayReader(zip)).getEntries()) {
    if (!entry.directory) files.set(entry.filename, await entry.getData!(new Uint8ArrayWriter()));
  }
  const decode = (b: Uint8Array) => new TextDecoder().decode(b);
  const bytes = (name: string) => {
    const b = files.get(name);
    if (!b) throw new Error(`${name} is not in the archive (${[...files.keys()].join(', ')})`);
    return b;
  };
  return {
    row,
    names: [...files.keys()].sort(),
    bytes,
    text: (name) => decode(bytes(name)),
    json: (name) => JSON.parse(decode(bytes(name))),
    all: [...files.values()].map(decode).join('\n'),
    progress: [],
  };
}

async function exportOf(m: Member): Promise<Archive> {
  const started = await startExport(m.client);
  expect(started.status).toBe('running');
  const { row, progress } = await waitForExport(m, started.id);
  expect(row.status).toBe('ready');
  return { ...(await download(row)), progress };
}

// ---------------------------------------------------------------------------------------------
// The documented shapes (supabase/API.md, 'Your data').

const time = z.iso.datetime({ offset: true });
const uuid = z.uuid();
const card = z.strictObject({ full_name: z.string(), position: z.string().nullable(), company: z.string().nullable() });
const applicationStatus = z.enum(['new', 'shortlisted', 'interview', 'offer', 'hired', 'rejected', 'withdrawn']);

const profileSchema = z.strictObject({
  id: uuid,
  email: z.string(),
  full_name: z.string(),
  user_type: z.enum(['HR Professional', 'Service Provider']),
  company: z.string().nullable(),
  position: z.string().nullable(),
  service_type: z.string().nullable(),
  description: z.string().nullable(),
  avatar_url: z.string().nullable(),
  referral_code: z.string(),
  subscription_plan: z.enum(['Free', 'Professional', 'Premium', 'Enterprise']).nullable(),
  created_at: time,
  updated_at: time,
});
const skillsSchema = z.array(z.strictObject({ id: uuid, skill_name: z.string(), created_at: time }));
const servicesSchema = z.array(
  z.strictObject({
    id: uuid,
    service_name: z.string(),
    category: z.string().nullable(),
    description: z.string().nullable(),
    showcased: z.boolean(),
    created_at: time,
    updated_at: time,
  }),
);
const needsSchema = z.strictObject({
  categories: z.array(z.string()),
  looking_for: z.string().nullable(),
  updated_at: time.nullable(),
});
const connectionsSchema = z.strictObject({
  connections: z.array(
    z.strictObject({
      status: z.enum(['connected', 'request_sent', 'request_received', 'request_declined']),
      since: time,
      updated_at: time,
      member: card.nullable(),
    }),
  ),
  blocked: z.array(z.strictObject({ since: time, member: card.nullable() })),
});
const conversationSchema = z.strictObject({
  conversation_id: uuid,
  with: card.nullable(),
  started_by_me: z.boolean(),
  created_at: time,
  messages: z.array(
    z.strictObject({ id: uuid, from_me: z.boolean(), body: z.string(), created_at: time, deleted_at: time.nullable() }),
  ),
});
const applicationsSchema = z.array(
  z.strictObject({
    id: uuid,
    job: z
      .strictObject({
        id: uuid,
        title: z.string(),
        company_name: z.string(),
        location: z.string(),
        closed_at: time.nullable(),
        posted_by: z.strictObject({ full_name: z.string(), company: z.string().nullable() }).nullable(),
      })
      .nullable(),
    status: applicationStatus,
    status_changed_at: time,
    created_at: time,
    cover_note: z.string().nullable(),
    contact_email: z.string(),
    cv_name: z.string(),
    cv_file: z.string().startsWith('files/cvs/'),
    status_history: z.array(
      z.strictObject({
        from_status: applicationStatus.nullable(),
        to_status: applicationStatus,
        changed_at: time,
        by_me: z.boolean(),
      }),
    ),
  }),
);
const jobsPostedSchema = z.array(
  z.strictObject({
    id: uuid,
    title: z.string(),
    company_name: z.string(),
    location: z.string(),
    description: z.string(),
    experience_required: z.string().nullable(),
    education_qualification: z.string().nullable(),
    other_criteria: z.string().nullable(),
    joining_time: z.string().nullable(),
    compensation_range: z.string().nullable(),
    created_at: time,
    updated_at: time,
    closed_at: time.nullable(),
    applicants: z.array(
      z.strictObject({
        id: uuid,
        applicant: card.nullable(),
        status: applicationStatus,
        status_changed_at: time,
        created_at: time,
        cover_note: z.string().nullable(),
        contact_email: z.string(),
        cv_name: z.string(),
        status_history: z.array(
          z.strictObject({
            from_status: applicationStatus.nullable(),
            to_status: applicationStatus,
            note: z.string().nullable(),
            changed_at: time,
          }),
        ),
      }),
    ),
  }),
);
const reviewFields = {
  id: uuid,
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  created_at: time,
  edited_at: time.nullable(),
  answer: z.string().nullable(),
  answered_at: time.nullable(),
  answer_edited_at: time.nullable(),
  hidden: z.boolean(),
  hidden_at: time.nullable(),
};
const reviewsWrittenSchema = z.array(z.strictObject({ ...reviewFields, provider: card.nullable() }));
const reviewsReceivedSchema = z.array(z.strictObject({ ...reviewFields, reviewer: card.nullable() }));
const notificationKind = z.enum([
  'application_received',
  'application_status',
  'broadcast',
  'connection_accepted',
  'connection_request',
  'message',
  'review_answered',
  'review_received',
]);
const notificationsSchema = z.strictObject({
  muted_kinds: z.array(notificationKind),
  notifications: z.array(
    z.strictObject({
      id: z.number().int(),
      kind: notificationKind,
      actor: z.string().nullable(),
      subject_id: uuid,
      created_at: time,
      read_at: time.nullable(),
    }),
  ),
  broadcasts: z.array(
    z.strictObject({
      id: z.number().int(),
      title: z.string(),
      message: z.string(),
      sent_at: time,
      read_at: time.nullable(),
      dismissed_at: time.nullable(),
    }),
  ),
});
const plan = z.enum(['Free', 'Professional', 'Premium', 'Enterprise']).nullable();
const planHistorySchema = z.strictObject({
  current_plan: plan,
  changes: z.array(z.strictObject({ id: uuid, from_plan: plan, to_plan: plan, reason: z.string(), changed_at: time })),
  upgrade_requests: z.array(
    z.strictObject({
      plan: z.enum(['Professional', 'Premium']),
      billing_interval: z.enum(['monthly', 'yearly']),
      status: z.enum(['open', 'closed']),
      created_at: time,
      closed_at: time.nullable(),
    }),
  ),
});
const invitesSchema = z.strictObject({
  invites_sent: z.number().int(),
  sent_at: z.array(time),
  members_joined_through_your_link: z.number().int(),
});

// ---------------------------------------------------------------------------------------------
// The network the archives are made of: every row written as the app writes it, through supabase-js
// as its member, except the planted rows (written as the superuser, triggers off, as an attacker with
// the database could not, to prove the export reads through RLS and not around it).

async function upload(m: Member, bucket: string, name: string, body: Uint8Array, contentType: string) {
  const path = `${m.id}/${name}`;
  ok(await m.client.storage.from(bucket).upload(path, body, { contentType }));
  return path;
}

async function connect(from: Member, to: Member, answer: 'accepted' | 'declined' | null = 'accepted') {
  const { id } = must(
    await from.client
      .from('connections')
      .insert({ requester_id: from.id, addressee_id: to.id, status: 'pending' })
      .select('id')
      .single(),
  );
  if (answer) ok(await to.client.from('connections').update({ status: answer }).eq('id', id));
  return id;
}

const send = (from: Member, to: Member, body: string) => sendMessage(from.client, to.id, body);

async function postJob(m: Member, title: string) {
  return must(
    await m.client
      .from('jobs')
      .insert({
        title,
        company_name: `${title} Inc`,
        location: 'Remote',
        description: `About ${title}`,
        posted_by: m.id,
      })
      .select('id')
      .single(),
  ).id;
}

async function apply(m: Member, job: string, cover: string) {
  const cv = await upload(m, 'cvs', `${job.slice(0, 8)}-cv.pdf`, PDF, 'application/pdf');
  return must(
    await m.client
      .from('applications')
      .insert({
        job_id: job,
        applicant_id: m.id,
        contact_email: m.email,
        cover_note: cover,
        cv_path: cv,
        cv_name: 'My CV.pdf',
      })
      .select('id')
      .single(),
  ).id;
}

async function arrange() {
  hana = await t.member('Hana Hart');
  pablo = await t.member('Pablo Pay', { type: 'Service Provider', plan: 'Professional' });
  theo = await t.member('Theo Third');
  fiona = await t.member('Fiona Fourth', { type: 'Service Provider', plan: 'Premium' });

  // Profiles, skills, services, needs.
  ok(await hana.client.from('profiles').update({ description: 'People lead at Hart & Co' }).eq('id', hana.id));
  ok(await hana.client.from('skills').insert({ profile_id: hana.id, skill_name: 'Onboarding' }));
  ok(await theo.client.from('skills').insert({ profile_id: theo.id, skill_name: 'Theo-only skill' }));
  const categories = must(await hana.client.from('service_categories').select('id, name').order('name'));
  const payroll = categories.find((c) => c.name === 'Payroll Services')!;
  ok(
    await hana.client
      .from('member_needs')
      .insert({ profile_id: hana.id, category_ids: [payroll.id], looking_for: 'A payroll partner for 300 staff' }),
  );
  ok(
    await pablo.client
      .from('user_services')
      .insert({ user_id: pablo.id, service_name: 'Payroll run', category_id: payroll.id, description: 'Monthly' }),
  );

  // Connections: Hana–Pablo and Theo–Pablo connected; Theo asked Hana (pending); Fiona asked Hana, who
  // declined and blocked her; Theo asked Fiona and was declined (none of Hana's or Pablo's business).
  await connect(hana, pablo);
  await connect(theo, pablo);
  await connect(theo, hana, null);
  await connect(fiona, hana, 'declined');
  ok(await hana.client.from('member_blocks').insert({ blocked_id: fiona.id }));
  await connect(theo, fiona, 'declined');

  // Messages: Hana and Pablo write both ways, Hana deletes one; Theo writes to Pablo; a message of Theo
  // to Fiona is planted inside the Hana–Pablo conversation.
  const first = await send(hana, pablo, 'Hello Pablo, can we talk payroll?');
  ids.conversation = first.conversation_id;
  await send(pablo, hana, 'Of course Hana, tomorrow at ten?');
  const oops = await send(hana, pablo, 'Sent to the wrong person');
  ok(await hana.client.from('messages').update({ body: '', deleted_at: new Date().toISOString() }).eq('id', oops.id));
  await send(theo, pablo, SECRET.theoToPablo);
  // 250 more from Theo to Pablo in one statement (one timestamp for all: the (created_at, id) order must
  // still page them without a gap or a repeat, past the 100 that come embedded with the conversation).
  await t.stack.db.query(
    `insert into public.messages (sender_id, recipient_id, body)
     select $1, $2, 'Bulk ' || g from generate_series(1, 250) g`,
    [theo.id, pablo.id],
  );
  await t.stack.db.transaction(async (tx) => {
    await tx.query(`set local session_replication_role = replica`);
    await tx.query(
      `insert into public.messages (conversation_id, sender_id, recipient_id, body) values ($1, $2, $3, $4)`,
      [ids.conversation, theo.id, fiona.id, SECRET.planted],
    );
  });

  // Jobs: Hana posts one, Theo another. Pablo applies to both; Fiona to Hana's. Hana shortlists Pablo
  // (with a note) and rejects Fiona (with a note); Pablo withdraws from Theo's.
  ids.hanaJob = await postJob(hana, 'Hart Payroll Partner');
  ids.theoJob = await postJob(theo, SECRET.theoJob);
  ids.pabloToHana = await apply(pablo, ids.hanaJob, 'Pablo would love to help');
  ids.pabloToTheo = await apply(pablo, ids.theoJob, 'Pablo for benefits');
  ids.fionaToHana = await apply(fiona, ids.hanaJob, SECRET.fionaNote);
  ok(
    await hana.client
      .from('application_status_changes')
      .insert({ application_id: ids.pabloToHana, to_status: 'shortlisted', note: SECRET.hanaNote }),
  );
  ok(
    await hana.client
      .from('application_status_changes')
      .insert({ application_id: ids.fionaToHana, to_status: 'rejected', note: SECRET.fionaRejected }),
  );
  ok(
    await pablo.client
      .from('application_status_changes')
      .insert({ application_id: ids.pabloToTheo, to_status: 'withdrawn' }),
  );

  // Reviews of Pablo by Hana (answered; Hana turned those notifications off) and by Theo (then hidden by an
  // administrator).
  ok(await hana.client.from('notification_mutes').insert({ member_id: hana.id, kind: 'review_answered' }));
  ids.hanaReview = must(
    await hana.client
      .from('reviews')
      .insert({
        provider_id: pablo.id,
        rating: 5,
        title: 'Great payroll',
        body: 'Pablo ran our payroll without a hitch.',
      })
      .select('id')
      .single(),
  ).id;
  ok(await pablo.client.from('reviews').update({ answer: 'Thank you Hana!' }).eq('id', ids.hanaReview));
  ids.theoReview = must(
    await theo.client
      .from('reviews')
      .insert({ provider_id: pablo.id, rating: 3, title: 'Slow', body: SECRET.theoReview })
      .select('id')
      .single(),
  ).id;
  await t.stack.db.transaction(async (tx) => {
    await tx.query(`set local session_replication_role = replica`);
    await tx.query(`update public.reviews set hidden_at = now() where id = $1`, [ids.theoReview]);
  });

  // Broadcasts: one to HR members, one to providers.
  await t.stack.db.query(
    `insert into public.broadcasts (title, message, audience, reach) values
       ('Hello HR', 'News for HR members', 'hr', 2), ('Providers', $1, 'provider', 2)`,
    [SECRET.providerBroadcast],
  );

  // Plans: Pablo asks for Premium; invites: Hana sends two and one friend joins through her link.
  ok(await pablo.client.rpc('request_plan_upgrade', { plan: 'Premium', billing_interval: 'yearly' }));
  ok(await hana.client.rpc('record_invite'));
  ok(await hana.client.rpc('record_invite'));
  const { referral_code } = must(await t.service.from('profiles').select('referral_code').eq('id', hana.id).single());
  await t.member('Rita Referred', { data: { referred_by_code: referral_code } });

  // Files: Hana's photo (and one nested deeper); CVs come with the applications above.
  const photo = await upload(hana, 'photos', 'a1-photo.webp', WEBP, 'image/webp');
  ok(await hana.client.from('profiles').update({ avatar_url: photo }).eq('id', hana.id));
  await upload(hana, 'photos', 'nested/deep.png', PNG, 'image/png');
}

let hanaArchive: Archive;
let pabloArchive: Archive;

beforeAll(async () => {
  t = await startContext();
  await arrange();
  hanaArchive = await exportOf(hana);
  pabloArchive = await exportOf(pablo);
}, 300_000);
afterAll(() => t?.stack.stop());

// ---------------------------------------------------------------------------------------------

describe('the archive, file by file', () => {
  it('holds every file the issue lists, README.txt first', () => {
    for (const a of [hanaArchive, pabloArchive]) {
      for (const name of [
        'README.txt',
        'profile.json',
        'skills.json',
        'services.json',
        'needs.json',
        'connections.json',
        'applications.json',
        'jobs-posted.json',
        'reviews-written.json',
        'reviews-received.json',
        'notifications.json',
        'plan-history.json',
        'invites.json',
      ]) {
        expect(a.names).toContain(name);
      }
    }
    const readme = hanaArchive.text('README.txt');
    expect(readme).toContain('Your HR Connect data');
    expect(readme).toContain('Hana Hart');
    for (const name of ['profile.json', 'connections.json', 'messages/', 'invites.json', 'files/']) {
      expect(readme).toContain(name);
    }
  });

  it('profile.json: the member’s own profile, e-mail and referral code included', () => {
    const p = profileSchema.parse(hanaArchive.json('profile.json'));
    expect(p).toMatchObject({
      id: hana.id,
      email: hana.email,
      full_name: 'Hana Hart',
      user_type: 'HR Professional',
      description: 'People lead at Hart & Co',
      avatar_url: `${hana.id}/a1-photo.webp`,
    });
    expect(profileSchema.parse(pabloArchive.json('profile.json')).subscription_plan).toBe('Professional');
  });

  it('skills.json, services.json and needs.json: the member’s own only', () => {
    expect(skillsSchema.parse(hanaArchive.json('skills.json')).map((s) => s.skill_name)).toEqual(['Onboarding']);
    expect(hanaArchive.all).not.toContain('Theo-only skill');
    expect(servicesSchema.parse(hanaArchive.json('services.json'))).toEqual([]);
    const services = servicesSchema.parse(pabloArchive.json('services.json'));
    expect(services.map((s) => [s.service_name, s.category])).toEqual([['Payroll run', 'Payroll Services']]);
    expect(needsSchema.parse(hanaArchive.json('needs.json'))).toMatchObject({
      categories: ['Payroll Services'],
      looking_for: 'A payroll partner for 300 staff',
    });
    expect(needsSchema.parse(pabloArchive.json('needs.json'))).toEqual({
      categories: [],
      looking_for: null,
      updated_at: null,
    });
  });

  it('connections.json: each connection as the member sees it, with the other’s name, position and company only', () => {
    const c = connectionsSchema.parse(hanaArchive.json('connections.json'));
    const byName = Object.fromEntries(c.connections.map((x) => [x.member?.full_name, x.status]));
    expect(byName).toEqual({
      'Pablo Pay': 'connected',
      'Theo Third': 'request_received',
      'Fiona Fourth': 'request_declined',
    });
    expect(c.blocked.map((b) => b.member?.full_name)).toEqual(['Fiona Fourth']);
    // No ids or addresses of others: only the card (the strict schema says so; and nothing else leaks).
    for (const other of [pablo, theo, fiona]) {
      expect(hanaArchive.text('connections.json')).not.toContain(other.id);
      expect(hanaArchive.text('connections.json')).not.toContain(other.email);
    }
    // Theo's address is nowhere in Hana's archive (Pablo's and Fiona's are, as applicants' contacts).
    expect(hanaArchive.all).not.toContain(theo.email);
    // Theo's connection with Fiona (declined) is not Hana's business; Theo's own view says 'sent'.
    const pc = connectionsSchema.parse(pabloArchive.json('connections.json'));
    expect(pc.connections.map((x) => x.member?.full_name).sort()).toEqual(['Hana Hart', 'Theo Third']);
    expect(pc.blocked).toEqual([]);
  });

  it('messages/<conversation>.json: both sides of the member’s conversations, nothing planted in them', () => {
    const files = hanaArchive.names.filter((n) => n.startsWith('messages/'));
    expect(files).toEqual([`messages/pablo-pay-${ids.conversation!.slice(0, 8)}.json`]);
    const conv = conversationSchema.parse(hanaArchive.json(files[0]!));
    expect(conv).toMatchObject({
      conversation_id: ids.conversation,
      with: { full_name: 'Pablo Pay' },
      started_by_me: true,
    });
    expect(conv.messages.map((m) => [m.from_me, m.body, m.deleted_at === null])).toEqual([
      [true, 'Hello Pablo, can we talk payroll?', true],
      [false, 'Of course Hana, tomorrow at ten?', true],
      [true, '', false],
    ]);
    expect(hanaArchive.all).not.toContain(SECRET.planted);
    expect(hanaArchive.all).not.toContain(SECRET.theoToPablo);
    // Pablo has two conversations, Hana's and Theo's, and the planted message in neither.
    const pabloFiles = pabloArchive.names.filter((n) => n.startsWith('messages/'));
    expect(pabloFiles).toHaveLength(2);
    const withTheo = pabloFiles
      .map((n) => conversationSchema.parse(pabloArchive.json(n)))
      .find((x) => x.with?.full_name === 'Theo Third')!;
    expect(withTheo.messages[0]!.body).toBe(SECRET.theoToPablo);
    const bulk = withTheo.messages.slice(1);
    expect(bulk).toHaveLength(250);
    expect(new Set(bulk.map((m) => m.body)).size).toBe(250);
    const order = bulk.map((m) => m.id);
    expect(order).toEqual([...order].sort());
    expect(pabloArchive.all).not.toContain(SECRET.planted);
  });

  it('applications.json: the member’s applications, their jobs and status history, never the poster’s notes', () => {
    const apps = applicationsSchema.parse(pabloArchive.json('applications.json'));
    expect(apps.map((a) => a.id).sort()).toEqual([ids.pabloToHana, ids.pabloToTheo].sort());
    const toHana = apps.find((a) => a.id === ids.pabloToHana)!;
    expect(toHana).toMatchObject({
      status: 'shortlisted',
      cover_note: 'Pablo would love to help',
      job: { id: ids.hanaJob, title: 'Hart Payroll Partner', posted_by: { full_name: 'Hana Hart' } },
    });
    expect(toHana.status_history).toEqual([
      expect.objectContaining({ from_status: 'new', to_status: 'shortlisted', by_me: false }),
    ]);
    const toTheo = apps.find((a) => a.id === ids.pabloToTheo)!;
    expect(toTheo.status_history).toEqual([expect.objectContaining({ to_status: 'withdrawn', by_me: true })]);
    // Each CV named by an application is in files/ under the name cv_file gives.
    for (const a of apps) expect(pabloArchive.bytes(a.cv_file)).toEqual(PDF);
    expect(pabloArchive.all).not.toContain(SECRET.hanaNote);
    expect(pabloArchive.all).not.toContain(SECRET.fionaNote);
    expect(pabloArchive.all).not.toContain(SECRET.fionaRejected);
    expect(applicationsSchema.parse(hanaArchive.json('applications.json'))).toEqual([]);
  });

  it('jobs-posted.json: the poster’s jobs with every applicant as the poster sees them, notes included', () => {
    const jobs = jobsPostedSchema.parse(hanaArchive.json('jobs-posted.json'));
    expect(jobs.map((j) => j.id)).toEqual([ids.hanaJob]);
    const applicants = Object.fromEntries(jobs[0]!.applicants.map((a) => [a.applicant?.full_name, a]));
    expect(Object.keys(applicants).sort()).toEqual(['Fiona Fourth', 'Pablo Pay']);
    expect(applicants['Pablo Pay']!.status_history).toEqual([
      expect.objectContaining({ from_status: 'new', to_status: 'shortlisted', note: SECRET.hanaNote }),
    ]);
    expect(applicants['Fiona Fourth']).toMatchObject({ status: 'rejected', cover_note: SECRET.fionaNote });
    // Theo's job and its applicants are Theo's.
    expect(hanaArchive.all).not.toContain(SECRET.theoJob);
    expect(jobsPostedSchema.parse(pabloArchive.json('jobs-posted.json'))).toEqual([]);
  });

  it('reviews-written.json and reviews-received.json: the member’s reviews either way, hidden ones to their parties only', () => {
    const written = reviewsWrittenSchema.parse(hanaArchive.json('reviews-written.json'));
    expect(written.map((r) => [r.id, r.provider?.full_name, r.answer])).toEqual([
      [ids.hanaReview, 'Pablo Pay', 'Thank you Hana!'],
    ]);
    expect(reviewsReceivedSchema.parse(hanaArchive.json('reviews-received.json'))).toEqual([]);
    expect(hanaArchive.all).not.toContain(SECRET.theoReview);
    const received = reviewsReceivedSchema.parse(pabloArchive.json('reviews-received.json'));
    expect(received.map((r) => [r.reviewer?.full_name, r.hidden]).sort()).toEqual([
      ['Hana Hart', false],
      ['Theo Third', true],
    ]);
    expect(reviewsWrittenSchema.parse(pabloArchive.json('reviews-written.json'))).toEqual([]);
  });

  it('notifications.json: the member’s notifications, the broadcasts that reached them and the kinds turned off', () => {
    const n = notificationsSchema.parse(hanaArchive.json('notifications.json'));
    expect(n.muted_kinds).toEqual(['review_answered']);
    expect(new Set(n.notifications.map((x) => x.kind))).toEqual(
      new Set(['connection_request', 'connection_accepted', 'message', 'application_received']),
    );
    expect(n.broadcasts.map((b) => b.title)).toEqual(['Hello HR']);
    expect(hanaArchive.all).not.toContain(SECRET.providerBroadcast);
    const p = notificationsSchema.parse(pabloArchive.json('notifications.json'));
    expect(p.broadcasts.map((b) => b.message)).toEqual([SECRET.providerBroadcast]);
    expect(p.notifications.some((x) => x.kind === 'application_status')).toBe(true);
  });

  it('plan-history.json: the plan, its changes and the upgrades asked for', () => {
    const p = planHistorySchema.parse(pabloArchive.json('plan-history.json'));
    expect(p.current_plan).toBe('Professional');
    expect(p.changes.map((c) => [c.from_plan, c.to_plan])).toEqual([[null, 'Professional']]);
    expect(p.upgrade_requests).toEqual([
      expect.objectContaining({ plan: 'Premium', billing_interval: 'yearly', status: 'open' }),
    ]);
    expect(planHistorySchema.parse(hanaArchive.json('plan-history.json'))).toEqual({
      current_plan: null,
      changes: [],
      upgrade_requests: [],
    });
  });

  it('invites.json: counts and times only, as stored', () => {
    const i = invitesSchema.parse(hanaArchive.json('invites.json'));
    expect(i.invites_sent).toBe(2);
    expect(i.sent_at).toHaveLength(2);
    expect(i.members_joined_through_your_link).toBe(1);
    expect(invitesSchema.parse(pabloArchive.json('invites.json'))).toEqual({
      invites_sent: 0,
      sent_at: [],
      members_joined_through_your_link: 0,
    });
  });

  it('files/: the member’s own Storage objects, nested ones too, and nobody else’s', () => {
    const hanaFiles = hanaArchive.names.filter((n) => n.startsWith('files/'));
    expect(hanaFiles).toEqual(['files/photos/a1-photo.webp', 'files/photos/nested/deep.png']);
    expect(hanaArchive.bytes('files/photos/a1-photo.webp')).toEqual(WEBP);
    expect(hanaArchive.bytes('files/photos/nested/deep.png')).toEqual(PNG);
    // Hana may open the CVs sent to her job, but they are the applicants' files, not hers.
    const pabloFiles = pabloArchive.names.filter((n) => n.startsWith('files/'));
    expect(pabloFiles).toHaveLength(2);
    expect(pabloFiles.every((n) => n.startsWith('files/cvs/'))).toBe(true);
    // No earlier archive inside a later one.
    expect(hanaArchive.names.some((n) => n.startsWith('files/exports'))).toBe(false);
  });

  it('reports its steps in order while it runs, and ends with them all done', () => {
    for (const a of [hanaArchive, pabloArchive]) {
      expect(a.progress).toEqual([...a.progress].sort((x, y) => x - y));
      expect(a.row.steps_done).toBe(a.row.steps.length);
      expect(a.row.steps).toEqual([
        'profile',
        'connections',
        'messages',
        'applications',
        'jobs',
        'reviews',
        'notifications',
        'files',
        'saving',
      ]);
    }
  });
});

// ---------------------------------------------------------------------------------------------

describe('the archive’s place and its mail', () => {
  it('lives in the private bucket under the member’s folder; only the signed link opens it', async () => {
    const path = `${hana.id}/${hanaArchive.row.id}.zip`;
    const { data } = await t.service.from('data_exports').select('archive_path').eq('id', hanaArchive.row.id).single();
    expect(data?.archive_path).toBe(path);
    // Neither another member nor the member themselves reads it through the API; the signed URL is the way.
    for (const who of [pablo, hana]) {
      const { data: blob, error } = await who.client.storage.from('exports').download(path);
      expect(blob).toBeNull();
      expect(error).not.toBeNull();
    }
    const url = new URL(hanaArchive.row.download_url!);
    url.searchParams.set('token', `${url.searchParams.get('token')}x`);
    expect((await fetch(url)).status).toBeGreaterThanOrEqual(400);
    // The link lasts 24 hours.
    const lasts = Date.parse(hanaArchive.row.url_expires_at!) - Date.parse(hanaArchive.row.finished_at!);
    expect(Math.abs(lasts - 24 * 3600 * 1000)).toBeLessThan(60_000);
  });

  it('mails ‘Your data is ready’, leading to Settings', async () => {
    const mail = await latestTo(t.stack, hana.email);
    expect(mail.Subject).toBe('Your data is ready');
    expect(mail.Text).toContain('http://localhost:5173/profile?tab=settings');
    expect(mail.Text).not.toContain(hanaArchive.row.download_url!);
  });

  it('members read only their own exports rows and write none', async () => {
    expect(must(await pablo.client.from('data_exports').select('id').eq('member_id', hana.id))).toEqual([]);
    const insert = await hana.client.from('data_exports').insert({ member_id: hana.id });
    expect(insert.error?.code).toBe('42501');
    const update = await hana.client
      .from('data_exports')
      .update({ status: 'failed' })
      .eq('id', hanaArchive.row.id)
      .select('id');
    expect(update.error?.code).toBe('42501');
  });

  it('export_application_history answers for the caller’s own applications only, 100 at most', async () => {
    expect(
      must(await hana.client.rpc('export_application_history', { p_application_ids: [ids.pabloToHana!] })),
    ).toEqual([]);
    expect(
      must(await pablo.client.rpc('export_application_history', { p_application_ids: [ids.pabloToHana!] })),
    ).toHaveLength(1);
    const many = Array.from({ length: 101 }, () => crypto.randomUUID());
    const refused = await pablo.client.rpc('export_application_history', { p_application_ids: many });
    expect(refused.error?.code).toBe('22023');
    expect(refused.status).toBe(400);
  });
});

// ---------------------------------------------------------------------------------------------

describe('one export an hour', () => {
  it('ten at once start one; the eleventh is refused with when to come back', async () => {
    const racer = await t.member('Rae Racer');
    const answers = await Promise.allSettled(Array.from({ length: 10 }, () => startExport(racer.client)));
    const started = answers.filter((a) => a.status === 'fulfilled');
    const refused = answers.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(started).toHaveLength(1);
    expect(refused).toHaveLength(9);
    for (const r of refused) {
      expect(r.reason.status).toBe(429);
      expect(r.reason.message).toMatch(/^You can download your data once an hour\. Try again at .+\.$/);
    }
    const rows = must(await t.service.from('data_exports').select('id, created_at').eq('member_id', racer.id));
    expect(rows).toHaveLength(1);

    // The eleventh, straight to the function: 429 with the database's words and when to come back.
    const { error } = await racer.client.functions.invoke('export-my-data', { body: {} });
    const res = (error as { context?: Response }).context!;
    expect(res.status).toBe(429);
    const body = (await res.json()) as { error: string; hint: string; retry_at: string };
    expect(body.error).toBe('You can download your data once an hour');
    expect(body.hint).toMatch(/^Try again in \d+ minutes\.$/);
    expect(Date.parse(body.retry_at)).toBe(Date.parse(rows[0]!.created_at) + 3600_000);
    await waitForExport(racer, rows[0]!.id);
  }, 120_000);

  it('a failed export does not count, and an hour later the member may ask again', async () => {
    const member = await t.member('Fay Failed');
    const first = await startExport(member.client);
    await waitForExport(member, first.id);
    await expect(startExport(member.client)).rejects.toMatchObject({ status: 429 });
    await t.stack.db.query(`update public.data_exports set status = 'failed' where id = $1`, [first.id]);
    const second = await startExport(member.client);
    await waitForExport(member, second.id);
    await t.stack.db.query(`update public.data_exports set created_at = now() - interval '61 minutes' where id = $1`, [
      second.id,
    ]);
    const third = await startExport(member.client);
    expect((await waitForExport(member, third.id)).row.status).toBe('ready');
  }, 120_000);

  it('is for members: no session → 401, an administrator → 403', async () => {
    const anonymous = await t.anon.functions.invoke('export-my-data', { body: {} });
    expect((anonymous.error as { context?: Response }).context?.status).toBe(401);
    const admin = await t.member('Ada Admin');
    await t.promote(admin);
    const adminClient = await t.signIn(admin.email);
    await expect(startExport(adminClient)).rejects.toMatchObject({
      status: 403,
      message: 'Only members can download their data',
    });
  }, 120_000);
});

// ---------------------------------------------------------------------------------------------

describe('export-cleanup', () => {
  it('removes archives older than 7 days, files and rows, when its hourly job runs, for the service role only', async () => {
    const old = await t.member('Olga Old');
    const made = await exportOf(old);
    await t.stack.db.query(`update public.data_exports set created_at = now() - interval '8 days' where id = $1`, [
      made.row.id,
    ]);

    const asMember = await old.client.functions.invoke('export-cleanup', { body: {} });
    expect((asMember.error as { context?: Response }).context?.status).toBe(403);
    expect((await fetch(made.row.download_url!)).status).toBe(200);

    // As on a hosted project: the hourly cron job queues the function's call (pg_net), which removes it.
    const run = await t.stack.scheduler!.runJob('export-cleanup');
    expect(run.status).toBe('succeeded');
    await t.stack.scheduler!.drain();
    expect(must(await t.service.from('data_exports').select('id').eq('id', made.row.id))).toEqual([]);
    expect((await fetch(made.row.download_url!)).status).toBeGreaterThanOrEqual(400);
    expect(must(await t.service.storage.from('exports').list(old.id))).toEqual([]);
    // Newer archives stay.
    expect((await fetch(hanaArchive.row.download_url!)).status).toBe(200);
  }, 120_000);

  it('marks an export still running after an hour as failed, so the member may ask again', async () => {
    const stuck = await t.member('Stu Stuck');
    const { rows } = await t.stack.db.query(
      `insert into public.data_exports (member_id, created_at) values ($1, now() - interval '2 hours') returning id`,
      [stuck.id],
    );
    const cleanup = await t.service.functions.invoke('export-cleanup', { body: {} });
    expect((cleanup.data as { marked_failed: number }).marked_failed).toBeGreaterThanOrEqual(1);
    const { data } = await t.service.from('data_exports').select('status').eq('id', String(rows[0]!.id)).single();
    expect(data?.status).toBe('failed');
  }, 120_000);
});
