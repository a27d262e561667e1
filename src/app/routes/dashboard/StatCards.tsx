import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Briefcase, UserPlus, Users } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useConnectionCounts } from '@/features/connections/queries';
import { useJobsPostedCount } from '@/features/jobs/queries';
import { Spinner } from '@/components/ui/spinner';

function Stat({
  title,
  icon,
  value,
  loading,
}: {
  title: string;
  icon: ReactNode;
  value: number | undefined;
  loading: boolean;
}) {
  return (
    <Card className="h-full transition-colors">
      <CardHeader className="flex flex-row items-center justify-between space-y-0 pb-2">
        <CardTitle className="text-sm font-medium">{title}</CardTitle>
        {icon}
      </CardHeader>
      <CardContent>
        {loading ? (
          <Spinner size="sm" />
        ) : (
          <p className="text-2xl font-bold" data-testid={`stat-${title}`}>
            {value ?? '–'}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

export function StatCards({ uid, isHr, onJobs }: { uid: string; isHr: boolean; onJobs: () => void }) {
  const counts = useConnectionCounts(uid);
  const jobs = useJobsPostedCount(uid, isHr);

  const icon = (I: typeof Users) => <I className="h-4 w-4 text-slate-600" aria-hidden="true" />;
  return (
    <div className={`grid gap-4 ${isHr ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
      <Link
        to="/my-connections"
        className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 hover:opacity-90"
      >
        <Stat title="Your Network" icon={icon(Users)} value={counts.data?.network} loading={counts.isPending} />
      </Link>
      <Stat title="Pending Requests" icon={icon(UserPlus)} value={counts.data?.pending} loading={counts.isPending} />
      {isHr ? (
        <a
          href="#jobs"
          onClick={onJobs}
          className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 hover:opacity-90"
        >
          <Stat title="Jobs Posted" icon={icon(Briefcase)} value={jobs.data} loading={jobs.isPending} />
        </a>
      ) : null}
    </div>
  );
}
