import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@/config/constants';
import { APPLICATION_MESSAGES } from '@/config/messages';
import { CV_UPLOAD } from '@/config/uploads';
import type { Client } from '@/lib/client-registry';
import { useClient } from '@/lib/client-context';
import { newestFirstPage, nextCursor, type Cursor } from '@/lib/rows';
import { displayFileName, ownedObjectKey } from '@/lib/storage-keys';
import type { ApplyValues } from './schemas';
import type { ApplicationStatus } from './status';

/*
 * Applications: the applicant's own (My Applications, the 'Applied' marks on job cards and the
 * detail page) and the poster's (applicants of a job, their history). Everything hangs under
 * ['applications'], and the member's id is part of every key, so nothing of one member's is shown to
 * the next who signs in on the same tab.
 */
export const applicationKeys = {
  all: ['applications'] as const,
  mine: (uid: string) => [...applicationKeys.all, 'mine', uid] as const,
  mineForJobs: (uid: string, jobIds: readonly string[]) => [...applicationKeys.all, 'for-jobs', uid, jobIds] as const,
  mineForJob: (uid: string, jobId: string) => [...applicationKeys.all, 'for-job', uid, jobId] as const,
  applicants: (jobId: string) => [...applicationKeys.all, 'applicants', jobId] as const,
  history: (applicationId: string) => [...applicationKeys.all, 'history', applicationId] as const,
  cv: (path: string) => [...applicationKeys.all, 'cv', path] as const,
};

export const applicationMutations = {
  apply: ['applications', 'apply'] as const,
  withdraw: ['applications', 'withdraw'] as const,
  changeStatus: ['applications', 'change-status'] as const,
  // Makes nothing stale: a signed link, followed at once.
  openCv: ['applications', 'open-cv'] as const,
};

// ---- fetchers: plain functions of a client (the app's, or a test's signed-in one) ----

const MY_APPLICATION =
  'id, job_id, status, status_changed_at, created_at, cv_name, job:jobs(id, title, company_name, location, closed_at)';

/** My Applications: the member's applications, newest first, each with its job. */
export async function fetchMyApplicationsPage(client: Client, uid: string, cursor?: Cursor | null) {
  const { data, error } = await newestFirstPage(
    client.from('applications').select(MY_APPLICATION).eq('applicant_id', uid),
    cursor,
    PAGE_SIZE,
  );
  if (error) throw error;
  return data;
}
export type MyApplication = Awaited<ReturnType<typeof fetchMyApplicationsPage>>[number];

/** The member's applications to these jobs (a page of cards), by job id. */
export async function fetchMyApplicationsForJobs(client: Client, uid: string, jobIds: readonly string[]) {
  if (jobIds.length === 0) return new Map<string, ApplicationStatus>();
  const { data, error } = await client
    .from('applications')
    .select('job_id, status')
    .eq('applicant_id', uid)
    .in('job_id', [...jobIds]);
  if (error) throw error;
  return new Map(data.map((row) => [row.job_id, row.status]));
}

/** The member's application to one job, or null. */
export async function fetchMyApplicationForJob(client: Client, uid: string, jobId: string) {
  const { data, error } = await client
    .from('applications')
    .select('id, status, status_changed_at, created_at, cv_name, contact_email')
    .eq('applicant_id', uid)
    .eq('job_id', jobId)
    .maybeSingle();
  if (error) throw error;
  return data;
}
export type OwnApplication = NonNullable<Awaited<ReturnType<typeof fetchMyApplicationForJob>>>;

// One literal, so supabase-js derives the row type from it.
const APPLICANT =
  'id, status, status_changed_at, created_at, cover_note, contact_email, cv_path, cv_name, applicant:profiles!applications_applicant_id_fkey(id, full_name, position, company, avatar_url)';

/**
 * One page of a job's applicants, newest first (the poster's view; RLS shows nobody else any). No
 * status filter: under RLS an enum comparison is not leakproof, so Postgres could not use it as an
 * index condition and a rare status would read the job's every application; the status is on each card.
 */
export async function fetchApplicantsPage(client: Client, jobId: string, cursor?: Cursor | null) {
  const { data, error } = await newestFirstPage(
    client.from('applications').select(APPLICANT).eq('job_id', jobId),
    cursor,
    PAGE_SIZE,
  );
  if (error) throw error;
  return data;
}
export type Applicant = Awaited<ReturnType<typeof fetchApplicantsPage>>[number];

/** The status changes of an application, newest first, with the poster's notes. */
export async function fetchStatusHistory(client: Client, applicationId: string) {
  const { data, error } = await client
    .from('application_status_changes')
    .select('id, from_status, to_status, note, changed_at')
    .eq('application_id', applicationId)
    .order('changed_at', { ascending: false })
    .limit(50);
  if (error) throw error;
  return data;
}
export type StatusChange = Awaited<ReturnType<typeof fetchStatusHistory>>[number];

/**
 * Applies: the CV goes to the member's folder of 'cvs' first (its first bytes checked here, size and
 * type by Storage), then
 * the application names it. When the application is refused, the CV just uploaded is removed again.
 */
export async function applyToJob(client: Client, uid: string, jobId: string, values: ApplyValues) {
  // The schema module brings zod: the public job list, which uses this module, must not download it.
  const { cvContentProblem, cvContentType } = await import('./schemas');
  const contentType = cvContentType(values.cv.name);
  if (!contentType) throw new Error('Your CV must be a PDF, DOC or DOCX file');
  // Its first bytes, whoever calls: a file that only pretends never reaches Storage.
  const problem = await cvContentProblem(values.cv);
  if (problem) throw new Error(problem);
  const path = ownedObjectKey(uid, values.cv.name);
  const cvs = client.storage.from(CV_UPLOAD.bucket);
  // A Blob of the type the extension says: the browser's own guess for Word files varies.
  const upload = await cvs.upload(path, new Blob([values.cv], { type: contentType }), { upsert: false });
  if (upload.error) throw upload.error;
  const { error } = await client.from('applications').insert({
    job_id: jobId,
    applicant_id: uid,
    contact_email: values.contact_email,
    cover_note: values.cover_note === '' ? null : values.cover_note,
    cv_path: path,
    cv_name: displayFileName(values.cv.name),
  });
  if (error) {
    await cvs.remove([path]);
    throw error;
  }
}

/** The applicant withdraws (allowed until the application is decided). */
export async function withdrawApplication(client: Client, applicationId: string) {
  const { error } = await client
    .from('application_status_changes')
    .insert({ application_id: applicationId, to_status: 'withdrawn' });
  if (error) throw error;
}

/** The poster moves an application on, with an optional note kept in its history. */
export async function changeApplicationStatus(
  client: Client,
  applicationId: string,
  status: ApplicationStatus,
  note: string,
) {
  const { error } = await client
    .from('application_status_changes')
    .insert({ application_id: applicationId, to_status: status, note: note.trim() === '' ? null : note.trim() });
  if (error) throw error;
}

/** The CV's bytes, for showing a PDF in the page (the signed link serves it as an attachment). */
export async function fetchCvFile(client: Client, path: string): Promise<Blob> {
  const { data, error } = await client.storage.from(CV_UPLOAD.bucket).download(path);
  if (error) throw error;
  return data;
}

/** A link to the CV that works for a minute and downloads it as an attachment under its own name. */
export async function cvLink(client: Client, path: string, name: string): Promise<string> {
  const { data, error } = await client.storage
    .from(CV_UPLOAD.bucket)
    .createSignedUrl(path, CV_UPLOAD.linkSeconds, { download: name });
  if (error) throw error;
  return data.signedUrl;
}

// ---- query options and hooks ----

export const applicationQueries = {
  mine: (client: Client, uid: string | undefined) =>
    infiniteQueryOptions({
      queryKey: applicationKeys.mine(uid ?? ''),
      queryFn: ({ pageParam }) => fetchMyApplicationsPage(client, uid!, pageParam),
      initialPageParam: null as Cursor | null,
      getNextPageParam: nextCursor(PAGE_SIZE),
      enabled: !!uid,
      meta: { errorTitle: APPLICATION_MESSAGES.errors.fetchMine },
    }),
  mineForJobs: (client: Client, uid: string | undefined, jobIds: readonly string[]) =>
    queryOptions({
      queryKey: applicationKeys.mineForJobs(uid ?? '', jobIds),
      queryFn: () => fetchMyApplicationsForJobs(client, uid!, jobIds),
      enabled: !!uid && jobIds.length > 0,
      // The marks are a courtesy on a list that already shows: no toast when they fail.
      retry: false,
    }),
  mineForJob: (client: Client, uid: string | undefined, jobId: string | undefined) =>
    queryOptions({
      queryKey: applicationKeys.mineForJob(uid ?? '', jobId ?? ''),
      queryFn: () => fetchMyApplicationForJob(client, uid!, jobId!),
      enabled: !!uid && !!jobId,
      meta: { errorTitle: APPLICATION_MESSAGES.errors.fetchMine },
    }),
  applicants: (client: Client, jobId: string | undefined) =>
    infiniteQueryOptions({
      queryKey: applicationKeys.applicants(jobId ?? ''),
      queryFn: ({ pageParam }) => fetchApplicantsPage(client, jobId!, pageParam),
      initialPageParam: null as Cursor | null,
      getNextPageParam: nextCursor(PAGE_SIZE),
      enabled: !!jobId,
      meta: { errorTitle: APPLICATION_MESSAGES.errors.fetchApplicants },
    }),
  history: (client: Client, applicationId: string, enabled: boolean) =>
    queryOptions({
      queryKey: applicationKeys.history(applicationId),
      queryFn: () => fetchStatusHistory(client, applicationId),
      enabled,
      meta: { errorTitle: APPLICATION_MESSAGES.errors.fetchHistory },
    }),
};

export function useMyApplications(uid: string | undefined) {
  return useInfiniteQuery(applicationQueries.mine(useClient(), uid));
}

export function useMyApplicationsForJobs(uid: string | undefined, jobIds: readonly string[]) {
  return useQuery(applicationQueries.mineForJobs(useClient(), uid, jobIds));
}

export function useMyApplicationForJob(uid: string | undefined, jobId: string | undefined) {
  return useQuery(applicationQueries.mineForJob(useClient(), uid, jobId));
}

export function useApplicants(jobId: string | undefined) {
  return useInfiniteQuery(applicationQueries.applicants(useClient(), jobId));
}

export function useStatusHistory(applicationId: string, enabled: boolean) {
  return useQuery(applicationQueries.history(useClient(), applicationId, enabled));
}

export function useApplyToJob(uid: string | undefined, jobId: string) {
  const client = useClient();
  return useMutation({
    mutationKey: applicationMutations.apply,
    mutationFn: (values: ApplyValues) => applyToJob(client, uid!, jobId, values),
    meta: { successToast: APPLICATION_MESSAGES.applied, errorTitle: APPLICATION_MESSAGES.errors.apply },
  });
}

export function useWithdrawApplication() {
  const client = useClient();
  return useMutation({
    mutationKey: applicationMutations.withdraw,
    mutationFn: (applicationId: string) => withdrawApplication(client, applicationId),
    meta: { successToast: APPLICATION_MESSAGES.withdrawn, errorTitle: APPLICATION_MESSAGES.errors.withdraw },
  });
}

export function useChangeApplicationStatus() {
  const client = useClient();
  return useMutation({
    mutationKey: applicationMutations.changeStatus,
    mutationFn: (v: { applicationId: string; status: ApplicationStatus; note: string }) =>
      changeApplicationStatus(client, v.applicationId, v.status, v.note),
    meta: { successToast: APPLICATION_MESSAGES.statusChanged, errorTitle: APPLICATION_MESSAGES.errors.changeStatus },
  });
}

/** A PDF CV's bytes while its viewer is open (not kept once it closes). */
export function useCvFile(path: string, enabled: boolean) {
  const client = useClient();
  return useQuery({
    queryKey: applicationKeys.cv(path),
    queryFn: () => fetchCvFile(client, path),
    enabled,
    gcTime: 0,
    staleTime: Infinity,
  });
}

/** Downloads a CV: a fresh signed link each time, followed at once (a Word CV, or Download in the viewer). */
export function useOpenCv() {
  const client = useClient();
  return useMutation({
    mutationKey: applicationMutations.openCv,
    mutationFn: async (v: { path: string; name: string }) => {
      const url = await cvLink(client, v.path, v.name);
      const a = document.createElement('a');
      a.href = url;
      a.rel = 'noopener';
      a.download = v.name;
      document.body.appendChild(a);
      a.click();
      a.remove();
    },
    meta: { errorTitle: APPLICATION_MESSAGES.errors.openCv },
  });
}
