import { Award, Activity } from 'lucide-react';
import { SectionCard } from '@/components/ui/card';

// Static content, as the spec describes it (activity feed and achievements are placeholders).
const ACTIVITY = ['Updated profile information', 'Connected with a new member', 'Shared an industry article'];
const ACHIEVEMENTS = ['Top Contributor', 'Network Builder', 'Early Adopter'];

export function RecentActivityCard() {
  return (
    <SectionCard title="Recent Activity" icon={<Activity className="h-4 w-4" aria-hidden="true" />}>
      <ul className="space-y-2 text-sm text-slate-600">
        {ACTIVITY.map((a) => (
          <li key={a}>{a}</li>
        ))}
      </ul>
    </SectionCard>
  );
}

export function AchievementsCard() {
  return (
    <SectionCard title="Achievements" icon={<Award className="h-4 w-4" aria-hidden="true" />}>
      <ul className="space-y-2 text-sm">
        {ACHIEVEMENTS.map((a) => (
          <li key={a}>🏆 {a}</li>
        ))}
      </ul>
    </SectionCard>
  );
}
