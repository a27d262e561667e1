// storage-sweep: removes the Storage objects a sweep names (private.storage_sweeps, migration
// 20251120000100), through Storage's API so their files go too (SQL on storage.objects would leave
// them in the object store). Called by scheduled jobs (pg_cron → net.http_post) with the
// service_role key; nobody else may start one.
import { json, objectBody, serve, serviceClient } from '../_shared/http.ts';

const BATCH = 500;
/** A bound on one call's work; the next run of the job goes on from there. */
const MAX_ROUNDS = 100;

serve('storage-sweep', async (req) => {
  const key = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
  if (!key || req.headers.get('authorization') !== `Bearer ${key}`)
    return json(401, { error: 'Only the service role starts a sweep.' });
  const body = await objectBody(req);
  const sweep = typeof body?.sweep === 'string' ? body.sweep : '';
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(sweep)) return json(400, { error: 'Name the sweep to run.' });

  const service = serviceClient();
  let removed = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const { data, error } = await service.rpc('storage_sweep_candidates', { p_sweep: sweep, p_limit: BATCH });
    if (error) {
      if (error.code === 'P0002') return json(404, { error: error.message });
      throw error;
    }
    const rows = (data ?? []) as { bucket_id: string; name: string }[];
    if (rows.length === 0) break;
    const byBucket = new Map<string, string[]>();
    for (const row of rows) byBucket.set(row.bucket_id, [...(byBucket.get(row.bucket_id) ?? []), row.name]);
    let progressed = 0;
    for (const [bucket, names] of byBucket) {
      const { data: gone, error: removeError } = await service.storage.from(bucket).remove(names);
      if (removeError) throw removeError;
      progressed += gone?.length ?? 0;
    }
    removed += progressed;
    // Fewer than a batch: that was all. Nothing removed: the same rows would come back.
    if (rows.length < BATCH || progressed === 0) break;
  }
  return json(200, { sweep, removed });
});
