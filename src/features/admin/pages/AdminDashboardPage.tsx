import { Activity, Briefcase, Handshake, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAdminStats } from '../queries';
import { formatMemberGrowth } from '../lib/growth';
import { StatCard } from '../components/StatCard';
import { errorMessage } from '@/lib/errors';

export default function AdminDashboardPage() {
  const stats = useAdminStats();

  return (
    <section aria-labelledby="admin-dashboard-title" className="space-y-6">
      <header>
        <h1 id="admin-dashboard-title" className="text-2xl font-bold tracking-tight">
          Dashboard
        </h1>
        <p className="text-slate-600">An overview of the HR Connect platform.</p>
      </header>

      {stats.isPending && (
        <div
          role="status"
          aria-label="Loading statistics"
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
        >
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-32 animate-pulse rounded-lg border bg-white border-slate-200" />
          ))}
        </div>
      )}

      {stats.isError && (
        <div role="alert" className="space-y-3 rounded-lg border border-red-200 bg-white p-6">
          <p className="font-medium text-red-600">Could not load the statistics.</p>
          <p className="text-sm text-slate-600">{errorMessage(stats.error)}</p>
          <Button variant="outline" onClick={() => void stats.refetch()}>
            Try again
          </Button>
        </div>
      )}

      {stats.data && (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard
            title="Total Members"
            value={Number(stats.data.total_members)}
            note={formatMemberGrowth(
              stats.data.member_change_pct === null ? null : Number(stats.data.member_change_pct),
              Number(stats.data.new_members_this_month),
            )}
            icon={Users}
          />
          <StatCard
            title="Services Listed"
            value={Number(stats.data.total_services)}
            note="Services offered by providers"
            icon={Briefcase}
          />
          <StatCard
            title="Connections"
            value={Number(stats.data.accepted_connections)}
            note="Accepted connections between members"
            icon={Handshake}
          />
          <StatCard
            title="Active Today"
            value={Number(stats.data.active_today)}
            note="Members who signed in today"
            icon={Activity}
          />
        </div>
      )}
    </section>
  );
}
