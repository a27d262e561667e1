// export-my-data: 'Download my data' (issue 36). A member asks; the database counts it (one export an
// hour, start_my_export as the member, race-safe) and the function answers 202 with the exports row at
// once, then builds the archive in the background: every read with the member's JWT (row-level security
// decides what goes in), the ZIP streamed into the private bucket 'exports', a signed link valid 24 hours,
// the 'Your data is ready' mail over the function's SMTP settings. The Settings card follows the row.
// The service role writes only the archive, its row and the link (and lists bucket names).
import { caller, json, serve, serviceClient } from '../_shared/http.ts';
import { writeArchive, type ExportRow } from './archive.ts';
import type { ExportContext } from './steps/index.ts';
import { sendReadyMail } from './mail.ts';

/** Keeps the work going after the answer: EdgeRuntime.waitUntil on Supabase; a plain promise elsewhere. */
function inBackground(work: Promise<unknown>) {
  const runtime = (globalThis as { EdgeRuntime?: { waitUntil(p: Promise<unknown>): void } }).EdgeRuntime;
  if (runtime) runtime.waitUntil(work);
}

async function build(c: ExportContext, row: ExportRow, email: string) {
  try {
    const done = await writeArchive(c, row);
    const { error } = await c.service
      .from('data_exports')
      .update({
        status: 'ready',
        steps_done: row.steps.length,
        finished_at: new Date().toISOString(),
        archive_path: done.path,
        archive_bytes: done.bytes,
        download_url: done.url,
        url_expires_at: done.expiresAt.toISOString(),
      })
      .eq('id', row.id);
    if (error) throw error;
    if (await sendReadyMail(email, done.expiresAt)) {
      await c.service.from('data_exports').update({ mailed_at: new Date().toISOString() }).eq('id', row.id);
    }
  } catch (error) {
    console.error('export-my-data: the archive could not be built', error);
    await c.service
      .from('data_exports')
      .update({ status: 'failed', finished_at: new Date().toISOString() })
      .eq('id', row.id);
  }
}

serve('export-my-data', async (req) => {
  const who = await caller(req);
  if (who instanceof Response) return who;

  // Counted first, as the member: the database refuses a second export within the hour and non-members.
  const started = await who.client.rpc('start_my_export');
  if (started.error) {
    const { code, message, hint, details } = started.error;
    if (code === 'P0001') return json(429, { error: message, hint: hint ?? null, retry_at: details ?? null });
    if (code === '42501') return json(403, { error: message });
    throw started.error;
  }
  const row = started.data as ExportRow;
  const context: ExportContext = {
    member: who.client,
    service: serviceClient(),
    uid: who.user.id,
    createdAt: new Date(row.created_at),
  };
  inBackground(build(context, row, who.user.email ?? ''));
  return json(202, { export: row });
});
