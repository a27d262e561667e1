import type { Profile } from '@/lib/own-profile';
import { USER_TYPE } from '@/lib/enums';
import { planRights } from '@/lib/plan';
import { useSkills } from '@/features/skills/queries';
import { useMyServices } from '@/features/services/queries';
import { RecommendedProviders } from '@/features/matching/components/RecommendedProviders';
import { RecommendedHrMembers } from '@/features/matching/components/RecommendedHrMembers';
import { PeopleYouMayKnow } from '@/features/matching/components/PeopleYouMayKnow';
import { JobsForYou } from '@/features/matching/components/JobsForYou';

/** The dashboard's suggestions: 'Recommended for you' by member type, people, and jobs. */
export function Suggestions({ uid, profile }: { uid: string; profile: Profile | null }) {
  const isProvider = profile?.user_type === USER_TYPE.provider;
  const skills = useSkills(uid);
  const services = useMyServices(isProvider ? uid : undefined);
  const hasSkillsOrPosition = Boolean(profile?.position) || (skills.data ?? []).length > 0;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        {isProvider ? (
          <RecommendedHrMembers
            uid={uid}
            hasServices={(services.data ?? []).length > 0}
            canContact={planRights(profile?.subscription_plan).contactsPerMonth !== 0}
          />
        ) : (
          <RecommendedProviders uid={uid} />
        )}
        <JobsForYou uid={uid} hasSkillsOrPosition={hasSkillsOrPosition} />
      </div>
      {/* Its own height, not the row's: the two lists on the left are longer. */}
      <div>
        <PeopleYouMayKnow uid={uid} />
      </div>
    </div>
  );
}
