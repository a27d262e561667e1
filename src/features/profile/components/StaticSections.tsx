import { Award, Activity } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

// Static content, as the spec describes it (activity feed and achievements are placeholders).
const ACTIVITY = ['Updated profile information', 'Connected with a new member', 'Shared an industry article'];
const ACHIEVEMENTS = ['Top Contributor', 'Network Builder', 'Early Adopter'];

export function RecentActivityCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Activity className="h-4 w-4" aria-hidden="true" />
          Recent Activity
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2 text-sm text-slate-600">
          {ACTIVITY.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export function AchievementsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Award className="h-4 w-4" aria-hidden="true" />
          Achievements
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2 text-sm">
          {ACHIEVEMENTS.map((a) => (
            <li key={a}>🏆 {a}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
