import type { Database } from '@/lib/database.types';

export type ApplicationStatus = Database['public']['Enums']['application_status'];

/**
 * The path an application takes, as the database enforces it (migration 20251104000000): the
 * poster moves it forward New → Shortlisted → Interview → Offer → Hired, possibly skipping steps,
 * or ends it with Rejected before Hired; the applicant may withdraw it until it is decided (Hired or
 * Rejected). Nothing moves after Hired, Rejected or Withdrawn.
 */
export const STATUS_PATH = [
  'new',
  'shortlisted',
  'interview',
  'offer',
  'hired',
] as const satisfies readonly ApplicationStatus[];

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'New',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

export function isClosedStatus(status: ApplicationStatus): boolean {
  return status === 'hired' || status === 'rejected' || status === 'withdrawn';
}

/** The applicant may withdraw while nothing is decided. */
export function canWithdraw(status: ApplicationStatus): boolean {
  return !isClosedStatus(status);
}

/** Where the poster may move an application from here: the later steps, then Rejected. */
export function nextStatuses(status: ApplicationStatus): ApplicationStatus[] {
  if (isClosedStatus(status)) return [];
  const at = STATUS_PATH.indexOf(status as (typeof STATUS_PATH)[number]);
  return [...STATUS_PATH.slice(at + 1), 'rejected'];
}

export type StatusTone = 'default' | 'secondary' | 'outline' | 'success' | 'warning' | 'destructive';

/** Badge colour of each status: new stands out, decisions read as good or bad, withdrawn fades. */
export const STATUS_TONE: Record<ApplicationStatus, StatusTone> = {
  new: 'default',
  shortlisted: 'secondary',
  interview: 'secondary',
  offer: 'warning',
  hired: 'success',
  rejected: 'destructive',
  withdrawn: 'outline',
};
