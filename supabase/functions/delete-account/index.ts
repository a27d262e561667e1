// delete-account: a member deletes their own account. The member types their e-mail to confirm. Auth's
// admin API removes the user (their rows go as the foreign keys say; the database refuses to delete
// the last administrator), then Storage's API removes every object in their folders, nested ones
// included, so Storage's own bookkeeping stays right (never SQL on storage.objects).
import { caller, json, objectBody, serve, serviceClient } from '../_shared/http.ts';

const PAGE = 100;
/** Storage's bound on one remove() call. */
const REMOVE_BATCH = 1000;
/** Walks of the member's folders: one normally; more only if objects appear meanwhile (an upload
 * made with a token issued before the account went). The orphan-photos and orphan-cvs sweeps
 * (migration 20251120000100) remove what is left after that. */
const MAX_PASSES = 3;

type Service = ReturnType<typeof serviceClient>;

/** Every object under `prefix` of `bucket`, nested folders included: Storage lists one level at a
 * time (folders as entries without an id), a page at a time. */
async function objectsUnder(service: Service, bucket: string, prefix: string): Promise<string[]> {
  const found: string[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { data, error } = await service.storage
      .from(bucket)
      .list(prefix, { limit: PAGE, offset, sortBy: { column: 'name', order: 'asc' } });
    if (error) throw error;
    for (const entry of data ?? []) {
      const path = `${prefix}/${entry.name}`;
      if (entry.id === null) found.push(...(await objectsUnder(service, bucket, path)));
      else found.push(path);
    }
    if ((data ?? []).length < PAGE) return found;
  }
}

/** Every object under `<uid>/` of every bucket, removed through the Storage API. */
async function removeStorageObjects(service: Service, uid: string) {
  const { data: buckets, error } = await service.storage.listBuckets();
  if (error) throw error;
  for (const bucket of buckets) {
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const paths = await objectsUnder(service, bucket.id, uid);
      if (paths.length === 0) break;
      for (let i = 0; i < paths.length; i += REMOVE_BATCH) {
        const { error: removeError } = await service.storage.from(bucket.id).remove(paths.slice(i, i + REMOVE_BATCH));
        if (removeError) throw removeError;
      }
    }
  }
}

serve('delete-account', async (req) => {
  const who = await caller(req);
  if (who instanceof Response) return who;
  const body = await objectBody(req);
  const typed = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (!typed || typed !== (who.user.email ?? '').toLowerCase())
    return json(400, { error: 'Type your e-mail address exactly to confirm.' });

  const service = serviceClient();
  const deleted = await service.auth.admin.deleteUser(who.user.id);
  if (deleted.error) {
    // The database's keep_last_admin refusal reaches Auth as a database error.
    const { count } = await service.from('profiles').select('id', { count: 'exact', head: true }).eq('role', 'admin');
    const { data: me } = await service.from('profiles').select('role').eq('id', who.user.id).maybeSingle();
    if (me?.role === 'admin' && count === 1) return json(409, { error: 'The last administrator cannot be deleted' });
    throw deleted.error;
  }
  await removeStorageObjects(service, who.user.id);
  return json(200, { deleted: true });
});
