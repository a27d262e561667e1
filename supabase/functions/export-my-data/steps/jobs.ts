// jobs: jobs-posted.json — the member's job postings with their applicants as the poster sees them
// (card, note, contact, CV name, status and its history with the poster's notes).
import type { Streamed } from '../json.ts';
import { embeddedThenRest, keysetRows, mapRows, type Keyset } from '../pages.ts';
import { CARD, card, json, page, type Entry, type ExportContext, type Row } from './shared.ts';

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
function applicantsOf(c: ExportContext, job: Row): AsyncGenerator<Streamed> {
  return mapRows(
    embeddedThenRest<Row & Keyset>(job.applications ?? [], EMBEDDED_APPLICANTS, (after, size) =>
      page(c.member.from('applications').select(APPLICANT).eq('job_id', job.id), after, size),
    ),
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

export async function* jobEntries(c: ExportContext): AsyncGenerator<Entry> {
  yield json('jobs-posted.json', jobsPosted(c));
}
