import type { InvalidationTable } from '@/lib/query-client';
import { applicationKeys, applicationMutations } from '@/features/applications/queries';
import { connectionKeys, connectionMutations } from '@/features/connections/queries';
import { jobKeys, jobMutations } from '@/features/jobs/queries';
import { messageKeys, messageMutations } from '@/features/messaging/queries';
import { profileKeys, profileMutations } from '@/features/profile/queries';
import { serviceKeys, serviceMutations } from '@/features/services/queries';
import { skillKeys, skillMutations } from '@/features/skills/queries';
import { adminKeys, adminMutations } from '@/features/admin/queries';
import { matchingKeys } from '@/features/matching/queries';
import { planKeys } from '@/features/plans/queries';
import { pricingMutations } from '@/features/pricing/queries';
import { directoryMutations } from '@/features/directory/queries';
import { directoryKeys } from '@/features/directory/reads';

/**
 * The one place that says which cached queries each mutation makes stale. It lives in the app because
 * a mutation of one domain can change what another shows (profile stats count connections, jobs and
 * services), and only the app may know every domain. A new mutation gets its row here.
 */
export const invalidations: InvalidationTable = [
  // A request changes the requests list, the counts, the Network cards and the profile's button.
  [connectionMutations.send, [connectionKeys.all]],
  // Accepted connections are counted in every profile's stats too.
  [connectionMutations.answer, [connectionKeys.all, profileKeys.allStats()]],
  [connectionMutations.remove, [connectionKeys.all, profileKeys.allStats()]],
  // Withdrawing or clearing removes a pending or declined row, which no stats count.
  [connectionMutations.undo, [connectionKeys.all]],
  // A job shows in the lists, the poster's count and Posts of the profile stats.
  [jobMutations.post, [jobKeys.all, profileKeys.allStats()]],
  [serviceMutations.save, [serviceKeys.allMine(), serviceKeys.lists(), profileKeys.allStats()]],
  [serviceMutations.remove, [serviceKeys.allMine(), serviceKeys.lists(), profileKeys.allStats()]],
  [skillMutations.add, [skillKeys.all]],
  [skillMutations.remove, [skillKeys.all]],
  [profileMutations.update, [profileKeys.all]],

  // ---- Applications, closing jobs and profile photos (issue 17) ----
  // Applying or withdrawing changes the member's own lists and marks; the poster's counts are theirs.
  [applicationMutations.apply, [applicationKeys.all]],
  [applicationMutations.withdraw, [applicationKeys.all]],
  // A status change moves the application in the poster's lists and changes the job's New count.
  [applicationMutations.changeStatus, [applicationKeys.all, jobKeys.all]],
  // A closed job leaves the lists and the poster's postings; My Applications shows it closed.
  [jobMutations.setClosed, [jobKeys.all, applicationKeys.all]],
  // A photo shows wherever the member's card does.
  [
    profileMutations.photo,
    [profileKeys.all, connectionKeys.all, serviceKeys.lists(), jobKeys.all, applicationKeys.all],
  ],
  // ---- Messaging (issue 15). New messages, read marks and deletions also arrive through Realtime
  // (features/messaging/realtime.ts); these rows cover the tab that made the change.
  [messageMutations.send, [messageKeys.conversations()]],
  [messageMutations.delete, [messageKeys.all]],
  [messageMutations.markRead, [messageKeys.unread(), messageKeys.conversations()]],
  // A block changes who may write (every open conversation's header) and who may send requests.
  [messageMutations.block, [messageKeys.all, connectionKeys.all]],
  [messageMutations.unblock, [messageKeys.all, connectionKeys.all]],
  [messageMutations.report, []],
  [messageMutations.closeReport, [messageKeys.reportsAll()]],
  // ---- end of messaging
  // ---- Plans (issue 20) ----
  // A request may use one of the month's contacts: the counter moves (the send row above stays as it was).
  [connectionMutations.send, [planKeys.all]],
  // Saving, removing or (un)showcasing a service changes the showcase count of the Subscription tab.
  [serviceMutations.save, [planKeys.all]],
  [serviceMutations.remove, [planKeys.all]],
  [serviceMutations.showcase, [serviceKeys.allMine(), serviceKeys.lists(), planKeys.all]],
  [pricingMutations.requestUpgrade, [planKeys.all]],
  // An administrator's plan change: the users list, the requests and (for that member) everything plan-bound.
  [adminMutations.setPlan, [adminKeys.all, planKeys.all, serviceKeys.all]],
  [adminMutations.closeRequest, [adminKeys.all]],
  [adminMutations.closeInquiry, [adminKeys.all]],
  // ---- end of plans ----
  // ---- Matching (issue 31): suggestion cards show the connection state ('People you may know' leaves out
  // anyone with a request either way); services, skills and the profile are what matching reads.
  [connectionMutations.send, [matchingKeys.all]],
  [connectionMutations.answer, [matchingKeys.all]],
  [connectionMutations.remove, [matchingKeys.all]],
  [connectionMutations.undo, [matchingKeys.all]],
  [serviceMutations.save, [matchingKeys.all]],
  [serviceMutations.remove, [matchingKeys.all]],
  [skillMutations.add, [matchingKeys.all]],
  [skillMutations.remove, [matchingKeys.all]],
  [profileMutations.update, [matchingKeys.all]],
  // ---- end of matching ----
  // ---- Public directory (issue 35) ----
  // Leaving or rejoining the directory, or a new location, changes its lists, counts and pages.
  [directoryMutations.settings, [directoryKeys.all]],
];
