// applications: applications.json — the member's applications, the job each went to, and its status
// history (without the poster's notes, which are the poster's).
import type { Streamed } from '../json.ts';
import { batches, keysetRows, must, type Keyset } from '../pages.ts';
import { json, page, type Entry, type ExportContext, type Row } from './shared.ts';

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

export async function* applicationEntries(c: ExportContext): AsyncGenerator<Entry> {
  yield json('applications.json', applicationsWithHistory(c));
}
