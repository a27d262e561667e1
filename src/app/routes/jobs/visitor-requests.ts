import { fetchJob, fetchJobsPage, jobKeys } from '@/features/jobs/reads';
import { startEarly } from '@/lib/head-start';
import { visitorClient } from '@/lib/visitor-client';

// What a visitor's job pages ask the API for, started by the site entry (entry-site.tsx) as soon as
// it runs: this module needs only the visitor client, so the request is on its way while the
// screen's own chunks are still loading and React hydrates. The screens take it with takeEarly.

/** A page of the job list by its query key and offset (the visitor's list asks for pages by it). */
export function jobListPageKey(search: string, includeClosed: boolean, offset: number) {
  return [...jobKeys.list(search, includeClosed), offset];
}

/** The job id of a /jobs/{id} address (no router here to match it). */
export function jobIdOf(pathname: string): string | undefined {
  return /^\/jobs\/([^/]+)\/?$/.exec(pathname)?.[1];
}

/** /jobs as it opens: the first page of open jobs, unsearched. */
export function requestJobList() {
  startEarly(jobListPageKey('', false, 0), () => fetchJobsPage(visitorClient, '', 0, false));
}

/** /jobs/{id}: the job of this address. */
export function requestJob() {
  const jobId = jobIdOf(window.location.pathname);
  startEarly(jobKeys.detail(jobId ?? ''), () => fetchJob(visitorClient, jobId));
}
