// export-cleanup: removes the archives of 'Download my data' 7 days after they were made (decisions.md
// 'Your data'): the files through Storage's API (SQL may not delete Storage objects), then their rows.
// Exports still 'running' an hour after they started will never finish (their function stopped): they
// are marked failed, so the member may ask again. Called by the scheduled job with the service role key
// (supabase/API.md, 'Your data'); anyone else is refused.
import { json, serve, serviceClient } from '../_shared/http.ts';

const KEEP_MS = 7 * 24 * 60 * 60 * 1000;
const STALLED_MS = 60 * 60 * 1000;
const BATCH = 100;

serve('export-cleanup', async (req) => {
  const token = /^bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  if (!token || token !== Deno.env.get('SUPABASE_SERVICE_ROLE_KEY'))
    return json(403, { error: 'Only the scheduled job may remove exports' });
  const service = serviceClient();
  const now = Date.now();

  const stalled = await service
    .from('data_exports')
    .update({ status: 'failed', finished_at: new Date(now).toISOString() })
    .eq('status', 'running')
    .lt('created_at', new Date(now - STALLED_MS).toISOString())
    .select('id');
  if (stalled.error) throw stalled.error;

  const cutoff = new Date(now - KEEP_MS).toISOString();
  let removed = 0;
  for (;;) {
    const { data, error } = await service
      .from('data_exports')
      .select('id, archive_path')
      .lt('created_at', cutoff)
      .order('created_at')
      .limit(BATCH);
    if (error) throw error;
    if (data.length === 0) break;
    const paths = data.map((row) => row.archive_path).filter((path): path is string => !!path);
    if (paths.length) {
      const { error: removeError } = await service.storage.from('exports').remove(paths);
      if (removeError) throw removeError;
    }
    const { error: deleteError } = await service
      .from('data_exports')
      .delete()
      .in(
        'id',
        data.map((row) => row.id),
      );
    if (deleteError) throw deleteError;
    removed += data.length;
    if (data.length < BATCH) break;
  }
  return json(200, { removed, marked_failed: stalled.data.length });
});
