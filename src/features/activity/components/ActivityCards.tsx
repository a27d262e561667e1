import { Activity, Award } from 'lucide-react';
import { format } from 'date-fns';
import { SectionCard } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { ACTIVITY_TEXT } from '@/config/messages';
import { useAchievements, useActivityFeed, useMemberActivity } from '../queries';
import { ActivityList } from './ActivityList';

/** The dashboard's Recent Activity: what the member's connections did. */
export function NetworkActivity({ uid }: { uid: string }) {
  return <ActivityList query={useActivityFeed(uid)} empty={ACTIVITY_TEXT.emptyFeed} />;
}

/** A profile's Recent Activity: that member's own events (yours on your own profile). */
export function MemberActivityCard({ memberId, own }: { memberId: string; own: boolean }) {
  return (
    <SectionCard title={ACTIVITY_TEXT.title} icon={<Activity className="h-4 w-4" aria-hidden="true" />}>
      <ActivityList
        query={useMemberActivity(memberId)}
        empty={own ? ACTIVITY_TEXT.emptyOwn : ACTIVITY_TEXT.emptyOther}
      />
    </SectionCard>
  );
}

/** Badges earned from the member's data, with the date; none until earned. */
export function AchievementsCard({ memberId, own }: { memberId: string; own: boolean }) {
  const achievements = useAchievements(memberId);
  return (
    <SectionCard title={ACTIVITY_TEXT.achievementsTitle} icon={<Award className="h-4 w-4" aria-hidden="true" />}>
      <QueryState
        query={achievements}
        loading={ACTIVITY_TEXT.loading}
        error={ACTIVITY_TEXT.error}
        isEmpty={(achievements.data ?? []).length === 0}
        empty={
          <p className="text-sm text-slate-600">
            {own ? ACTIVITY_TEXT.achievementsEmpty : ACTIVITY_TEXT.achievementsEmptyOther}
          </p>
        }
      >
        <ul className="space-y-2 text-sm" data-testid="achievements">
          {(achievements.data ?? []).map((a) => (
            <li key={a.badge} className="flex items-center gap-2">
              <span aria-hidden="true">🏆</span>
              <span>
                <span className="font-medium">{ACTIVITY_TEXT.badges[a.badge] ?? a.badge}</span>
                <span className="block text-xs text-slate-600">
                  {ACTIVITY_TEXT.earned(format(new Date(a.earned_at), 'PP'))}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </QueryState>
    </SectionCard>
  );
}
