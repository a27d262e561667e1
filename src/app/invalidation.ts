import type { InvalidationTable } from '@/lib/query-client';
import { connectionKeys, connectionMutations } from '@/features/connections/queries';
import { jobKeys, jobMutations } from '@/features/jobs/queries';
import { profileKeys, profileMutations } from '@/features/profile/queries';
import { serviceKeys, serviceMutations } from '@/features/services/queries';
import { skillKeys, skillMutations } from '@/features/skills/queries';
import { adminKeys, adminMutations } from '@/features/admin/queries';
import { planKeys } from '@/features/plans/queries';
import { pricingMutations } from '@/features/pricing/queries';

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
  // A job shows in the lists, the poster's count and Posts of the profile stats.
  [jobMutations.post, [jobKeys.all, profileKeys.allStats()]],
  [serviceMutations.save, [serviceKeys.allMine(), serviceKeys.lists(), profileKeys.allStats()]],
  [serviceMutations.remove, [serviceKeys.allMine(), serviceKeys.lists(), profileKeys.allStats()]],
  [skillMutations.add, [skillKeys.all]],
  [skillMutations.remove, [skillKeys.all]],
  [profileMutations.update, [profileKeys.all]],

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
];
