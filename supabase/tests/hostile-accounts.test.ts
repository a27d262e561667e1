// Accounts leave nothing behind (issue 30, findings 4 and 10): delete-account removes every object
// of the member's folders, nested paths and more than a page of them included; CVs no application
// names are removed a day after their upload by a scheduled job, as on a hosted project (pg_cron →
// net.http_post → the storage-sweep edge function → Storage's API), files and all. The job is run
// by the test (stack.scheduler), never by waiting for the clock.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount } from '@/features/account/queries';
import { startContext, type Member, type TestContext } from './support/stack.ts';

let t: TestContext;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const PDF = '%PDF-1.4\n%%EOF\n';

beforeAll(async () => {
  t = await startContext();
});
afterAll(() => t?.stack.stop());

const files = (): number => readdirSync(join(t.stack.storageDir, 'objects')).length;
const db = async <T>(sql: string, params: unknown[] = []) => (await t.stack.db.query<T>(sql, params)).rows;
const objectsOf = (id: string) =>
  db<{ bucket_id: string; name: string }>(
    `select bucket_id, name from storage.objects where name like $1 order by bucket_id, name`,
    [`${id}/%`],
  );

describe('delete-account', () => {
  it('removes every object under the member’s folders, nested and beyond a page, and nobody else’s', async () => {
    const leaver = await t.member('Nora Nested');
    const stayer = await t.member('Sam Stays');
    const photos = leaver.client.storage.from('photos');
    const keys = [
      `${leaver.id}/avatar.png`,
      `${leaver.id}/nested/deep.png`,
      `${leaver.id}/nested/deeper/deepest.png`,
      ...Array.from({ length: 105 }, (_, i) => `${leaver.id}/many/${String(i).padStart(3, '0')}.png`),
    ];
    for (const key of keys) expect((await photos.upload(key, PNG, { contentType: 'image/png' })).error).toBeNull();
    const cv = await leaver.client.storage
      .from('cvs')
      .upload(`${leaver.id}/drafts/cv.pdf`, PDF, { contentType: 'application/pdf' });
    expect(cv.error).toBeNull();
    const kept = `${stayer.id}/nested/mine.png`;
    expect(
      (await stayer.client.storage.from('photos').upload(kept, PNG, { contentType: 'image/png' })).error,
    ).toBeNull();
    const before = files();

    await deleteAccount(leaver.client, leaver.email);

    expect(await objectsOf(leaver.id)).toEqual([]);
    expect(files()).toBe(before - keys.length - 1);
    const deep = await fetch(photos.getPublicUrl(`${leaver.id}/nested/deep.png`).data.publicUrl);
    expect(deep.status).toBe(400);
    expect((await fetch(photos.getPublicUrl(kept).data.publicUrl)).status).toBe(200);
  }, 180_000);
});

describe('the scheduled removal of unreferenced CVs', () => {
  let applicant: Member;
  let poster: Member;

  async function uploadCv(name: string): Promise<string> {
    const path = `${applicant.id}/${name}`;
    const { error } = await applicant.client.storage.from('cvs').upload(path, PDF, { contentType: 'application/pdf' });
    expect(error).toBeNull();
    return path;
  }
  const age = (path: string, hours: number) =>
    db(
      `update storage.objects set created_at = now() - make_interval(hours => $2) where bucket_id = 'cvs' and name = $1`,
      [path, hours],
    );

  beforeAll(async () => {
    applicant = await t.member('Abe Applicant', { type: 'Service Provider' });
    poster = await t.member('Polly Poster');
  });

  it('is scheduled as on a hosted project and due at its minute', async () => {
    const jobs = await db<{ jobname: string; schedule: string; command: string }>(
      `select jobname, schedule, command from cron.job where jobname like 'storage-sweep-%' order by jobname`,
    );
    expect(jobs).toEqual([
      {
        jobname: 'storage-sweep-orphan-cvs',
        schedule: '17 * * * *',
        command: "select private.request_storage_sweep('orphan-cvs')",
      },
      {
        jobname: 'storage-sweep-orphan-photos',
        schedule: '47 3 * * *',
        command: "select private.request_storage_sweep('orphan-photos')",
      },
    ]);
    const scheduler = t.stack.scheduler!;
    expect((await scheduler.runDue(new Date('2030-01-01T10:18:00Z'))).map((r) => r.jobname)).toEqual([]);
    const due = await scheduler.runDue(new Date('2030-01-01T10:17:30Z'));
    expect(due.map((r) => [r.jobname, r.status])).toEqual([['storage-sweep-orphan-cvs', 'succeeded']]);
    // Once per minute, however many stack processes look.
    expect(await scheduler.runDue(new Date('2030-01-01T10:17:45Z'))).toEqual([]);
    await scheduler.drain();
    const answered = await db<{ status_code: number; content: string }>(
      `select status_code, content from net._http_response order by created desc limit 1`,
    );
    expect(answered[0], answered[0]?.content).toMatchObject({ status_code: 200 });
    expect(JSON.parse(answered[0]!.content)).toMatchObject({ sweep: 'orphan-cvs' });
  }, 120_000);

  it('removes CVs no application names a day after their upload, files and all, and keeps the rest', async () => {
    const { data: job, error: jobError } = await poster.client
      .from('jobs')
      .insert({
        title: 'Payroll lead',
        company_name: 'Polly Co',
        location: 'Remote',
        description: 'Work',
        posted_by: poster.id,
      })
      .select('id')
      .single();
    expect(jobError).toBeNull();
    const abandoned = await uploadCv('abandoned.pdf'); // the tab closed before the application
    const sent = await uploadCv('sent.pdf');
    const fresh = await uploadCv('fresh.pdf'); // an application may still follow
    const applied = await applicant.client.from('applications').insert({
      job_id: job!.id,
      applicant_id: applicant.id,
      contact_email: 'abe@example.com',
      cv_path: sent,
      cv_name: 'sent.pdf',
    });
    expect(applied.error).toBeNull();
    await age(abandoned, 25);
    await age(sent, 25);
    await age(fresh, 23);
    const before = files();

    const run = await t.stack.scheduler!.runJob('storage-sweep-orphan-cvs');
    expect(run.status).toBe('succeeded');
    await t.stack.scheduler!.drain();

    const left = (await objectsOf(applicant.id)).map((o) => o.name);
    expect(left).toEqual([fresh, sent]);
    expect(files()).toBe(before - 1);
    // The poster still opens the CV they were sent.
    const link = await poster.client.storage.from('cvs').createSignedUrl(sent, 60);
    expect(link.error).toBeNull();
  }, 120_000);

  it('lets only the service role start a sweep, and only a sweep that exists', async () => {
    const asMember = await applicant.client.functions.invoke('storage-sweep', { body: { sweep: 'orphan-cvs' } });
    expect((asMember.error as { context?: Response } | null)?.context?.status).toBe(401);
    const candidates = await applicant.client.rpc('storage_sweep_candidates', { p_sweep: 'orphan-cvs' });
    expect(candidates.error?.code).toBe('42501');
    const unknown = await t.service.functions.invoke('storage-sweep', { body: { sweep: 'no-such-sweep' } });
    expect((unknown.error as { context?: Response } | null)?.context?.status).toBe(404);
  }, 120_000);
});
