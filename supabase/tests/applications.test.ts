// Applying to jobs (issue 17), rule by rule, through supabase-js with RLS on: the app's own fetchers
// for what the screens send, the API directly for what a hostile client could send instead. Every
// refused case sits beside the allowed one, so nothing here passes by refusing everything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyToJob,
  changeApplicationStatus,
  cvLink,
  fetchApplicantsPage,
  fetchMyApplicationForJob,
  fetchMyApplicationsForJobs,
  fetchMyApplicationsPage,
  fetchStatusHistory,
  withdrawApplication,
} from '@/features/applications/queries';
import { fetchJobsPage, fetchMyPostingsPage, setJobClosed } from '@/features/jobs/queries';
import { startContext, type Client, type Member, type TestContext } from './support/stack.ts';

let t: TestContext;
let poster: Member; // HR, posts job A and job C
let poster2: Member; // HR, posts job B
let applicant: Member; // provider: applies to A and to B
let other: Member; // HR: applies to A
let admin: Member;
let jobA: string;
let jobB: string;
let jobC: string;

const PDF = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';
const cvFile = (name = 'Jane Doe CV.pdf', body: BlobPart = PDF, type = 'application/pdf') =>
  new File([body], name, { type });

async function postJob(m: Member, title: string): Promise<string> {
  const { data, error } = await m.client
    .from('jobs')
    .insert({ title, company_name: `${title} Co`, location: 'Remote', description: 'Work', posted_by: m.id })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

async function upload(c: Client, path: string, body: BlobPart = PDF, contentType = 'application/pdf') {
  return c.storage.from('cvs').upload(path, new Blob([body], { type: contentType }), { contentType });
}

async function applicationOf(m: Member, jobId: string) {
  const row = await fetchMyApplicationForJob(m.client, m.id, jobId);
  if (!row) throw new Error('no application');
  return row;
}

const db = async <T>(sql: string, params: unknown[] = []) => (await t.stack.db.query<T>(sql, params)).rows;

beforeAll(async () => {
  t = await startContext();
  poster = await t.member('Paula Poster');
  poster2 = await t.member('Peter Poster');
  applicant = await t.member('Ada Applicant', { type: 'Service Provider' });
  other = await t.member('Otto Other');
  admin = await t.member('Adam Admin');
  await t.promote(admin);
  jobA = await postJob(poster, 'Recruiter');
  jobB = await postJob(poster2, 'Trainer');
  jobC = await postJob(poster, 'Payroll Lead');
});
afterAll(async () => {
  await t.stack.stop();
});

describe('CVs in Storage', () => {
  it('the bucket is made by the migration: private, 5 MB, PDF/DOC/DOCX', async () => {
    const { data } = await t.service.storage.getBucket('cvs');
    expect(data).toMatchObject({
      public: false,
      file_size_limit: 5 * 1024 * 1024,
      allowed_mime_types: [
        'application/pdf',
        'application/msword',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
    });
  });

  it('a member uploads to their own folder only; visitors and administrators not at all', async () => {
    expect((await upload(applicant.client, `${applicant.id}/own.pdf`)).error).toBeNull();
    const elsewhere = await upload(applicant.client, `${other.id}/planted.pdf`);
    expect(elsewhere.error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    const root = await upload(applicant.client, 'loose.pdf');
    expect(root.error).toMatchObject({ statusCode: '403' });
    expect((await upload(t.anon, `${applicant.id}/anon.pdf`)).error).toMatchObject({ statusCode: '403' });
    expect((await upload(admin.client, `${admin.id}/admin.pdf`)).error).toMatchObject({ statusCode: '403' });
  });

  it('Storage refuses other types and files over 5 MB', async () => {
    const text = await upload(applicant.client, `${applicant.id}/notes.txt`, 'hello', 'text/plain');
    expect(text.error).toMatchObject({ statusCode: '415' });
    const big = await upload(applicant.client, `${applicant.id}/big.pdf`, new Uint8Array(5 * 1024 * 1024 + 1));
    expect(big.error).toMatchObject({ statusCode: '413' });
  });
});

describe('applying', () => {
  it('a member applies with a CV, a cover note and a contact e-mail; the poster sees it under New', async () => {
    await applyToJob(applicant.client, applicant.id, jobA, {
      contact_email: 'ada@example.com',
      cover_note: 'I run payroll for 40 companies.',
      cv: cvFile(),
    });
    const mine = await applicationOf(applicant, jobA);
    expect(mine).toMatchObject({ status: 'new', contact_email: 'ada@example.com', cv_name: 'Jane Doe CV.pdf' });

    const page = await fetchApplicantsPage(poster.client, jobA);
    expect(page).toHaveLength(1);
    expect(page[0]).toMatchObject({
      cover_note: 'I run payroll for 40 companies.',
      applicant: { id: applicant.id, full_name: 'Ada Applicant', company: 'Ada Applicant Ltd' },
    });
    expect(page[0].cv_path.startsWith(`${applicant.id}/`)).toBe(true);
    const postings = await fetchMyPostingsPage(poster.client, poster.id);
    expect(postings.find((p) => p.id === jobA)?.counts).toEqual({ total_count: 1, new_count: 1 });
  });

  it('nobody applies twice to the same job, and the refused upload is cleaned up', async () => {
    const before = await db<{ n: number }>(
      `select count(*)::int as n from storage.objects where bucket_id = 'cvs' and name like $1`,
      [`${applicant.id}/%`],
    );
    await expect(
      applyToJob(applicant.client, applicant.id, jobA, {
        contact_email: 'ada@example.com',
        cover_note: '',
        cv: cvFile(),
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const after = await db<{ n: number }>(
      `select count(*)::int as n from storage.objects where bucket_id = 'cvs' and name like $1`,
      [`${applicant.id}/%`],
    );
    expect(after[0].n).toBe(before[0].n);
  });

  it('nobody applies to their own job, to a closed job, or as an administrator', async () => {
    await expect(
      applyToJob(poster.client, poster.id, jobA, { contact_email: 'p@example.com', cover_note: '', cv: cvFile() }),
    ).rejects.toMatchObject({ code: '23514', message: 'You cannot apply to a job you posted.' });

    await setJobClosed(poster.client, jobC, true);
    await expect(
      applyToJob(other.client, other.id, jobC, { contact_email: 'o@example.com', cover_note: '', cv: cvFile() }),
    ).rejects.toMatchObject({ code: '23514', message: 'This job is closed: it no longer takes applications.' });
    await setJobClosed(poster.client, jobC, false);

    // An administrator cannot even keep a CV; with one put there by the service role, the row is refused.
    const path = `${admin.id}/cv.pdf`;
    expect(
      (await t.service.storage.from('cvs').upload(path, new Blob([PDF], { type: 'application/pdf' }))).error,
    ).toBeNull();
    const asAdmin = await admin.client.from('applications').insert({
      job_id: jobA,
      applicant_id: admin.id,
      contact_email: 'a@example.com',
      cv_path: path,
      cv_name: 'cv.pdf',
    });
    expect(asAdmin.error?.code).toBe('42501');
  });

  it('the CV must be an object of the applicant’s own folder that exists', async () => {
    const mineA = await applicationOf(applicant, jobA);
    const theirs = (
      await db<{ cv_path: string }>('select cv_path from public.applications where id = $1', [mineA.id])
    )[0];
    const insert = (cv_path: string, applicant_id = other.id) =>
      other.client
        .from('applications')
        .insert({ job_id: jobB, applicant_id, contact_email: 'o@example.com', cv_path, cv_name: 'cv.pdf' });
    // Someone else's CV: the path is outside the applicant's folder.
    expect((await insert(theirs.cv_path)).error?.code).toBe('42501');
    // Own folder, but nothing uploaded there.
    expect((await insert(`${other.id}/00000000-0000-4000-8000-000000000000-ghost.pdf`)).error?.code).toBe('42501');
    // As someone else.
    expect((await insert(theirs.cv_path, applicant.id)).error?.code).toBe('42501');
    expect((await insert(`${other.id}/../${applicant.id}/x.pdf`)).error?.code).toBe('42501');
    // Even past the policies (the service role), the row's own check keeps the CV in the applicant's folder.
    const bypass = await t.service.from('applications').insert({
      job_id: jobB,
      applicant_id: other.id,
      contact_email: 'o@example.com',
      cv_path: theirs.cv_path,
      cv_name: 'cv.pdf',
    });
    expect(bypass.error?.code).toBe('23514');
  });

  it('only the columns a member writes: no status, no dates', async () => {
    expect((await upload(other.client, `${other.id}/forged.pdf`)).error).toBeNull();
    const forged = await other.client.from('applications').insert({
      job_id: jobB,
      applicant_id: other.id,
      contact_email: 'o@example.com',
      cv_path: `${other.id}/forged.pdf`,
      cv_name: 'cv.pdf',
      status: 'hired',
    });
    expect(forged.error?.code).toBe('42501');
  });

  it('the form’s limits are the database’s: cover note ≤ 4000, a real e-mail', async () => {
    expect((await upload(other.client, `${other.id}/limits.pdf`)).error).toBeNull();
    const row = { job_id: jobB, applicant_id: other.id, cv_path: `${other.id}/limits.pdf`, cv_name: 'cv.pdf' };
    const long = await other.client
      .from('applications')
      .insert({ ...row, contact_email: 'o@example.com', cover_note: 'x'.repeat(4001) });
    expect(long.error?.code).toBe('23514');
    const mail = await other.client.from('applications').insert({ ...row, contact_email: 'not an address' });
    expect(mail.error?.code).toBe('23514');
  });
});

describe('who reads applications', () => {
  beforeAll(async () => {
    await applyToJob(applicant.client, applicant.id, jobB, {
      contact_email: 'ada@example.com',
      cover_note: '',
      cv: cvFile('cv-b.docx', 'PK\u0003\u0004', 'x'),
    });
    await applyToJob(other.client, other.id, jobA, {
      contact_email: 'otto@example.com',
      cover_note: 'Hi',
      cv: cvFile(),
    });
  });

  it('the applicant reads their own, newest first; the poster those to their jobs; nobody else any', async () => {
    const mine = await fetchMyApplicationsPage(applicant.client, applicant.id);
    expect(mine.map((a) => a.job?.title)).toEqual(['Trainer', 'Recruiter']);
    const marks = await fetchMyApplicationsForJobs(applicant.client, applicant.id, [jobA, jobB, jobC]);
    expect(Object.fromEntries(marks)).toEqual({ [jobA]: 'new', [jobB]: 'new' });

    // Poster of A sees both applications to A and none to B.
    expect((await fetchApplicantsPage(poster.client, jobA)).map((a) => a.applicant?.full_name).sort()).toEqual([
      'Ada Applicant',
      'Otto Other',
    ]);
    expect(await fetchApplicantsPage(poster.client, jobB)).toEqual([]);
    // Another employer sees nothing of A's applications, even naming the applicant.
    expect(await fetchApplicantsPage(poster2.client, jobA)).toEqual([]);
    expect((await poster2.client.from('applications').select('id').eq('applicant_id', applicant.id)).data).toEqual([
      expect.anything(),
    ]); // only the one sent to poster2's own job B
    // A fellow applicant sees only their own.
    expect((await other.client.from('applications').select('applicant_id')).data).toEqual([{ applicant_id: other.id }]);
    // Visitors have no grant at all; counts are the poster's.
    expect((await t.anon.from('applications').select('id')).error?.code).toBe('42501');
    expect((await applicant.client.from('job_application_counts').select('*')).data).toEqual([]);
  });
});

describe('CVs reach exactly the poster they were sent to', () => {
  async function cvPathOf(m: Member, jobId: string): Promise<string> {
    return (
      await db<{ cv_path: string }>('select cv_path from public.applications where applicant_id = $1 and job_id = $2', [
        m.id,
        jobId,
      ])
    )[0].cv_path;
  }

  it('the poster opens the CV by a short-lived link that downloads it as an attachment', async () => {
    const path = await cvPathOf(applicant, jobA);
    const url = await cvLink(poster.client, path, 'Jane Doe CV.pdf');
    expect(url).toMatch(/[?&]token=/);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename\*?=.*Jane%20Doe%20CV\.pdf/);
    expect(await res.text()).toBe(PDF);
  });

  it('another employer, a fellow applicant and a visitor cannot open it', async () => {
    const path = await cvPathOf(applicant, jobA);
    // Storage answers as for a missing object: nobody learns that the CV exists.
    await expect(cvLink(poster2.client, path, 'cv.pdf')).rejects.toMatchObject({ statusCode: '404' });
    await expect(cvLink(other.client, path, 'cv.pdf')).rejects.toMatchObject({ statusCode: '404' });
    expect((await t.anon.storage.from('cvs').download(path)).error).toBeTruthy();
    expect((await poster2.client.storage.from('cvs').download(path)).error).toBeTruthy();
  });

  it('the poster reads nothing else of the applicant’s folder: not the CV sent to another employer, not the list', async () => {
    const toB = await cvPathOf(applicant, jobB);
    expect((await poster.client.storage.from('cvs').download(toB)).error).toBeTruthy();
    expect((await poster.client.storage.from('cvs').download(`${applicant.id}/own.pdf`)).error).toBeTruthy();
    // Listing the folder shows the poster exactly the one object sent to them.
    const sent = await cvPathOf(applicant, jobA);
    const listed = (await poster.client.storage.from('cvs').list(applicant.id)).data ?? [];
    expect(listed.map((o) => `${applicant.id}/${o.name}`)).toEqual([sent]);
    // The applicant lists their own folder.
    expect(((await applicant.client.storage.from('cvs').list(applicant.id)).data ?? []).length).toBeGreaterThanOrEqual(
      3,
    );
  });

  it('the applicant cannot remove a CV a live application names, but removes a stray upload', async () => {
    const path = await cvPathOf(applicant, jobA);
    const removed = await applicant.client.storage.from('cvs').remove([path]);
    expect(removed.data).toEqual([]);
    expect((await poster.client.storage.from('cvs').download(path)).error).toBeNull();
    const stray = await applicant.client.storage.from('cvs').remove([`${applicant.id}/own.pdf`]);
    expect(stray.data?.map((o) => o.name)).toEqual([`${applicant.id}/own.pdf`]);
  });
});

describe('statuses', () => {
  it('the poster moves an application on with a note; the history keeps each change; the applicant sees the status', async () => {
    const app = await applicationOf(applicant, jobA);
    await changeApplicationStatus(poster.client, app.id, 'shortlisted', '  Strong payroll background  ');
    await changeApplicationStatus(poster.client, app.id, 'interview', '');
    const now = await applicationOf(applicant, jobA);
    expect(now.status).toBe('interview');
    expect(new Date(now.status_changed_at).getTime()).toBeGreaterThanOrEqual(new Date(app.status_changed_at).getTime());

    const history = await fetchStatusHistory(poster.client, app.id);
    expect(history.map((h) => [h.from_status, h.to_status, h.note])).toEqual([
      ['shortlisted', 'interview', null],
      ['new', 'shortlisted', 'Strong payroll background'],
    ]);
    expect(
      (
        await db<{ changed_by: string }>(
          'select changed_by from public.application_status_changes where application_id = $1',
          [app.id],
        )
      ).map((r) => r.changed_by),
    ).toEqual([poster.id, poster.id]);
    // The history with the poster's notes is the poster's alone.
    expect(await fetchStatusHistory(applicant.client, app.id)).toEqual([]);
    expect(await fetchStatusHistory(poster2.client, app.id)).toEqual([]);
    // New count dropped, total stayed.
    const postings = await fetchMyPostingsPage(poster.client, poster.id);
    expect(postings.find((p) => p.id === jobA)?.counts).toEqual({ total_count: 2, new_count: 1 });
  });

  it('only the poster changes status: not the applicant, not another employer', async () => {
    const app = await applicationOf(applicant, jobA);
    await expect(changeApplicationStatus(applicant.client, app.id, 'offer', '')).rejects.toMatchObject({
      code: '42501',
    });
    await expect(changeApplicationStatus(poster2.client, app.id, 'offer', '')).rejects.toMatchObject({ code: '42501' });
    expect(
      (
        await applicant.client
          .from('applications')
          .update({ status: 'hired' } as never)
          .eq('id', app.id)
      ).error?.code,
    ).toBe('42501');
    expect((await applicationOf(applicant, jobA)).status).toBe('interview');
  });

  it('the path only moves forward, and nothing moves after a decision', async () => {
    const app = await applicationOf(applicant, jobA);
    await expect(changeApplicationStatus(poster.client, app.id, 'shortlisted', '')).rejects.toMatchObject({
      code: '23514',
    });
    await expect(changeApplicationStatus(poster.client, app.id, 'interview', '')).rejects.toMatchObject({
      code: '23514',
    });
    // The poster never withdraws for the applicant.
    await expect(changeApplicationStatus(poster.client, app.id, 'withdrawn', '')).rejects.toMatchObject({
      code: '42501',
    });

    const otto = await applicationOf(other, jobA);
    await changeApplicationStatus(poster.client, otto.id, 'rejected', 'Not this time');
    await expect(changeApplicationStatus(poster.client, otto.id, 'hired', '')).rejects.toMatchObject({
      code: '23514',
      message: 'This application is already decided.',
    });
    // A decided application can no longer be withdrawn either.
    await expect(withdrawApplication(other.client, otto.id)).rejects.toMatchObject({ code: '23514' });
  });
});

describe('withdrawing', () => {
  it('the applicant withdraws; the poster then loses the CV, and the applicant may delete it', async () => {
    const app = await applicationOf(applicant, jobB);
    const path = (await db<{ cv_path: string }>('select cv_path from public.applications where id = $1', [app.id]))[0]
      .cv_path;
    expect((await poster2.client.storage.from('cvs').download(path)).error).toBeNull();
    // Only the applicant withdraws.
    await expect(withdrawApplication(poster2.client, app.id)).rejects.toMatchObject({ code: '42501' });
    await withdrawApplication(applicant.client, app.id);

    expect((await applicationOf(applicant, jobB)).status).toBe('withdrawn');
    expect((await poster2.client.storage.from('cvs').download(path)).error).toBeTruthy();
    const postings = await fetchMyPostingsPage(poster2.client, poster2.id);
    expect(postings.find((p) => p.id === jobB)?.counts).toEqual({ total_count: 0, new_count: 0 });
    await expect(withdrawApplication(applicant.client, app.id)).rejects.toMatchObject({ code: '23514' });
    const removed = await applicant.client.storage.from('cvs').remove([path]);
    expect(removed.data?.map((o) => o.name)).toEqual([path]);
  });
});

describe('closing a job', () => {
  it('the poster closes and reopens; the time is the database’s; the public list leaves closed jobs out unless asked', async () => {
    await setJobClosed(poster.client, jobC, true);
    const closed = (await db<{ closed_at: Date | null }>('select closed_at from public.jobs where id = $1', [jobC]))[0];
    expect(closed.closed_at).not.toBeNull();
    expect((await fetchJobsPage(t.anon, '', 0)).map((j) => j.id)).not.toContain(jobC);
    expect((await fetchJobsPage(t.anon, '', 0, true)).map((j) => j.id)).toContain(jobC);
    expect((await fetchJobsPage(t.anon, 'payroll', 0, true)).map((j) => j.id)).toEqual([jobC]);
    // A forged past date is replaced by the time of closing.
    await poster.client.from('jobs').update({ closed_at: '2000-01-01T00:00:00Z' }).eq('id', jobC);
    const kept = (await db<{ closed_at: Date }>('select closed_at from public.jobs where id = $1', [jobC]))[0];
    expect(kept.closed_at.getTime()).toBe(closed.closed_at!.getTime());

    await setJobClosed(poster.client, jobC, false);
    expect((await fetchJobsPage(t.anon, '', 0)).map((j) => j.id)).toContain(jobC);
  });

  it('nobody else closes a job', async () => {
    await setJobClosed(poster2.client, jobA, true); // RLS: the row is not theirs, nothing changes
    expect(
      (await db<{ closed_at: Date | null }>('select closed_at from public.jobs where id = $1', [jobA]))[0].closed_at,
    ).toBeNull();
  });
});
