/**
 * Texts the spec does not have (decisions.md, "New texts"), in its tone: a short title and a
 * one-line description. Texts the spec does have stay where the spec's catalogue puts them.
 */
export interface Message {
  title: string;
  description: string;
}

/** Connection requests (decisions.md, "Connections"). */
export const CONNECTION_MESSAGES = {
  // The spec's single 'Request accepted or declined successfully' now says which happened; the
  // description stays the spec's.
  accepted: { title: 'Request accepted', description: 'Your network has been updated.' },
  declined: { title: 'Request declined', description: 'Your network has been updated.' },
  withdrawn: { title: 'Request withdrawn', description: 'You can send a new request at any time.' },
  cleared: { title: 'Request cleared', description: 'Either of you can now send a new request.' },
  changed: {
    title: 'Request already answered',
    description: 'The request has changed; your network has been refreshed.',
  },
} satisfies Record<string, Message>;

/** Titles of the destructive toasts for these actions; their description is the server's message. */
export const CONNECTION_ERROR_TITLES = {
  withdraw: 'Error withdrawing request',
  clear: 'Error clearing request',
  fetchSent: 'Error fetching sent requests',
} as const;

/** States of the dashboard's list of requests the member sent. */
export const SENT_REQUESTS_TEXT = {
  heading: 'Sent requests',
  loading: 'Loading sent requests...',
  empty: 'No sent requests.',
  error: 'Could not load sent requests.',
} as const;

// ---- Applying to jobs and profile photos (issue 17) ----

/** Applying to jobs, the poster's applicants, closing jobs and profile photos (issue 17). */
export const APPLICATION_MESSAGES = {
  applied: { title: 'Application sent', description: 'The poster can now see your application and CV.' },
  withdrawn: { title: 'Application withdrawn', description: 'The poster no longer sees your CV.' },
  statusChanged: { title: 'Status updated', description: 'The applicant sees the new status.' },
  jobClosed: { title: 'Job closed', description: 'It takes no new applications and leaves the job list.' },
  jobReopened: { title: 'Job reopened', description: 'It is listed again and takes applications.' },
  photoSaved: { title: 'Photo updated', description: 'Your new picture shows on your profile and cards.' },
  photoRemoved: { title: 'Photo removed', description: 'Your initials show instead.' },
  errors: {
    apply: 'Error sending application',
    withdraw: 'Error withdrawing application',
    changeStatus: 'Error updating status',
    openCv: 'Error opening CV',
    fetchMine: 'Error fetching your applications',
    fetchApplicants: 'Error fetching applicants',
    fetchHistory: 'Error fetching status history',
    closeJob: 'Error updating job',
    fetchPostings: 'Error fetching your job postings',
    photo: 'Error updating photo',
  },
} as const satisfies Record<string, Message | Record<string, string>>;

/** Words of the applications screens: labels, states and confirmations. */
export const APPLICATION_TEXT = {
  applyNow: 'Apply Now',
  applied: 'Applied',
  closed: 'Closed',
  closedNotice: 'This job is closed and no longer takes applications.',
  adminNotice: 'Administrators do not apply to jobs.',
  applyTitle: 'Apply for this job',
  applyDescription: 'Your CV and cover note go to the poster only. You can withdraw until a decision is made.',
  submit: 'Submit Application',
  submitting: 'Submitting...',
  withdraw: 'Withdraw Application',
  withdrawConfirm: {
    title: 'Withdraw your application?',
    description: 'The poster will no longer see your CV. You cannot apply to this job again.',
  },
  myApplications: 'My Applications',
  myApplicationsIntro: 'Every job you applied to, where it stands and when that last changed.',
  noApplications: { title: 'No applications yet', description: 'Jobs you apply to show up here.' },
  applicants: 'Applicants',
  noApplicants: { title: 'No applicants yet', description: 'Applications to this job show up here.' },
  notPoster: {
    title: 'Applicants are private',
    description: 'Only the member who posted this job sees who applied.',
  },
  openCv: 'Open CV',
  changeStatus: 'Change Status',
  history: 'History',
  noHistory: 'No status changes yet.',
  closeJob: 'Close Job',
  reopenJob: 'Reopen Job',
  closeConfirm: {
    title: 'Close this job?',
    description: 'It stops taking applications and leaves the public job list. You can reopen it later.',
  },
  showClosed: 'Show closed jobs',
  postings: 'Your Job Postings',
  noPostings: { title: 'No job postings yet', description: 'Jobs you post show up here with their applicants.' },
  viewApplicants: 'View Applicants',
  photo: { hr: 'Profile photo', provider: 'Company logo' },
  photoHint: 'JPEG, PNG or WebP, up to 2 MB. You can crop it to a square before it is saved.',
  photoCropTitle: 'Crop your picture',
  photoCropDescription: 'Drag to position and zoom to fit. The square is saved at 256 × 256 pixels.',
} as const;
