// Builds one archive and keeps its exports row up to date. The ZIP is written by a streaming writer
// straight into the upload's request body: each file is read page by page as the writer asks for more,
// compressed and sent on, so the function holds a page and a compression window, never the archive.
import { configure, ZipWriter } from 'npm:@zip.js/zip.js@2';
import type { SupabaseClient } from 'npm:@supabase/supabase-js@2';
import { STEP_ENTRIES, type ExportContext, type Step } from './steps/index.ts';

// Compression runs in this process (CompressionStream): edge functions start no web workers.
configure({ useWebWorkers: false });

export const BUCKET = 'exports';
/** How long the download link works (decisions.md 'Your data'). */
export const LINK_SECONDS = 24 * 60 * 60;

export interface ExportRow {
  id: string;
  member_id: string;
  steps: (Step | 'saving')[];
  created_at: string;
}

export interface Finished {
  path: string;
  bytes: number;
  url: string;
  expiresAt: Date;
}

/** The step running now, as the Settings card shows it (`steps_done` of `steps`). */
async function progress(service: SupabaseClient, id: string, stepsDone: number) {
  const { error } = await service.from('data_exports').update({ steps_done: stepsDone }).eq('id', id);
  if (error) throw error;
}

/** Writes the archive to exports/<member>/<export>.zip, advancing the row's steps as it goes. */
export async function writeArchive(c: ExportContext, row: ExportRow): Promise<Finished> {
  const path = `${row.member_id}/${row.id}.zip`;
  const pipe = new TransformStream<Uint8Array, Uint8Array>();
  let bytes = 0;
  const counted = pipe.readable.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, out) {
        bytes += chunk.byteLength;
        out.enqueue(chunk);
      },
    }),
  );
  const uploaded = c.service.storage
    .from(BUCKET)
    .upload(path, counted, { contentType: 'application/zip', upsert: false, cacheControl: '0' })
    .then(({ error }) => {
      if (error) throw error;
    });
  // Observed below; without this a refusal that arrives while the writer is busy would be unhandled.
  uploaded.catch(() => {});

  try {
    const zip = new ZipWriter(pipe.writable);
    for (const [index, step] of row.steps.entries()) {
      await progress(c.service, row.id, index);
      if (step === 'saving') continue;
      const entries = STEP_ENTRIES[step];
      if (!entries) throw new Error(`Unknown export step ${step}`);
      for await (const entry of entries(c)) {
        await zip.add(entry.name, entry.body, { lastModDate: c.createdAt, level: entry.stored ? 0 : 6 });
      }
    }
    await zip.close();
    await uploaded;
  } catch (error) {
    await pipe.writable.abort(error).catch(() => {});
    // When Storage refused the upload, that is the reason (the writer only saw its stream closed).
    const refusal = await uploaded.then(
      () => null,
      (e: unknown) => e,
    );
    await c.service.storage
      .from(BUCKET)
      .remove([path])
      .catch(() => {});
    throw refusal ?? error;
  }

  const day = c.createdAt.toISOString().slice(0, 10);
  const { data: signed, error: signError } = await c.service.storage
    .from(BUCKET)
    .createSignedUrl(path, LINK_SECONDS, { download: `hr-connect-data-${day}.zip` });
  if (signError) throw signError;
  return { path, bytes, url: signed.signedUrl, expiresAt: new Date(Date.now() + LINK_SECONDS * 1000) };
}
