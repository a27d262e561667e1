import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useProfileStats } from '../queries';

export function ProfileStatsCard({ profileId }: { profileId: string }) {
  const stats = useProfileStats(profileId);
  const rows: [string, number | undefined][] = [
    ['Profile Views', stats.data?.profile_views],
    ['Connections', stats.data?.connections],
    ['Posts', stats.data?.posts],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Profile Stats</CardTitle>
      </CardHeader>
      <CardContent>
        {stats.isPending ? (
          <Spinner label="Loading stats..." />
        ) : stats.error ? (
          <p className="text-sm text-slate-600">Stats could not be loaded.</p>
        ) : (
          <dl className="space-y-2 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="flex justify-between">
                <dt className="text-slate-600">{label}</dt>
                <dd className="font-semibold" data-testid={`profile-stat-${label}`}>
                  {value ?? 0}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
