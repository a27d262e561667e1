// delete-account: a member deletes their own account. The member types their e-mail to confirm. Auth's
// admin API removes the user (their rows go as the foreign keys say; the database refuses to delete
// the last administrator), then Storage's API removes every object in their folders, so Storage's own
// bookkeeping stays right (never SQL on storage.objects).
import { caller, json, objectBody, serve, serviceClient } from '../_shared/http.ts';

const PAGE = 100;

/** Every object under `<uid>/` of every bucket, removed through the Storage API. */
async function removeStorageObjects(service: ReturnType<typeof serviceClient>, uid: string) {
  const { data: buckets, error } = await service.storage.listBuckets();
  if (error) throw error;
  for (const bucket of buckets) {
    for (;;) {
      const { data: files, error: listError } = await service.storage.from(bucket.id).list(uid, { limit: PAGE });
      if (listError) throw listError;
      const paths = (files ?? []).filter((f) => f.id !== null).map((f) => `${uid}/${f.name}`);
      if (paths.length === 0) break;
      const { error: removeError } = await service.storage.from(bucket.id).remove(paths);
      if (removeError) throw removeError;
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
