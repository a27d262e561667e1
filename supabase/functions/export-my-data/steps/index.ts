// The archive's entries, step by step, in the order the steps run (the exports row's `steps`).
import { applicationEntries } from './applications.ts';
import { connectionEntries } from './connections.ts';
import { fileEntries } from './files.ts';
import { jobEntries } from './jobs.ts';
import { messageEntries } from './messages.ts';
import { notificationEntries } from './notifications.ts';
import { profileEntries } from './profile.ts';
import { reviewEntries } from './reviews.ts';
import type { Entry, ExportContext, Step } from './shared.ts';

export type { Entry, ExportContext, Step } from './shared.ts';

export const STEP_ENTRIES: Record<Step, (c: ExportContext) => AsyncIterable<Entry>> = {
  profile: profileEntries,
  connections: connectionEntries,
  messages: messageEntries,
  applications: applicationEntries,
  jobs: jobEntries,
  reviews: reviewEntries,
  notifications: notificationEntries,
  files: fileEntries,
};
