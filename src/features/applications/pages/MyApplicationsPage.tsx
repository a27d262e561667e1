import { Link } from 'react-router-dom';
import { intlFormat } from 'date-fns';
import { Briefcase, FileText, MapPin } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore, QueryState } from '@/components/ui/query-state';
import { APPLICATION_TEXT } from '@/config/messages';
import { useAuth } from '@/lib/auth';
import { useMyApplications } from '../queries';
import { useMyApplicationsRealtime } from '../realtime';
import { StatusBadge } from '../components/StatusBadge';

const dateOf = (iso: string) => intlFormat(new Date(iso), { dateStyle: 'medium' });

/** Every job the member applied to, newest first: where each stands and since when. */
export default function MyApplicationsPage() {
  const { user } = useAuth();
  const applications = useMyApplications(user?.id);
  useMyApplicationsRealtime(user?.id);
  const list = applications.data?.pages.flat() ?? [];

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{APPLICATION_TEXT.myApplications}</h1>
        <p className="text-slate-600">{APPLICATION_TEXT.myApplicationsIntro}</p>
      </header>
      <QueryState
        query={applications}
        loading="Loading your applications..."
        error="Your applications could not be loaded."
        isEmpty={list.length === 0}
        empty={
          <EmptyState
            icon={<FileText />}
            title={APPLICATION_TEXT.noApplications.title}
            description={APPLICATION_TEXT.noApplications.description}
            action={
              <Button asChild>
                <Link to="/jobs">Browse Jobs</Link>
              </Button>
            }
          />
        }
      >
        <ul className="grid gap-3" aria-label={APPLICATION_TEXT.myApplications}>
          {list.map((a) => (
            <li key={a.id}>
              <Card data-testid="my-application-row">
                <CardContent className="flex flex-col gap-3 pt-6 sm:flex-row sm:items-center">
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold">
                      {a.job ? (
                        <Link to={`/jobs/${a.job.id}`} className="rounded hover:underline">
                          {a.job.title}
                        </Link>
                      ) : (
                        'Job no longer listed'
                      )}
                    </p>
                    {a.job ? (
                      <p className="flex flex-wrap items-center gap-x-4 text-sm text-slate-600">
                        <span className="inline-flex items-center gap-1">
                          <Briefcase className="h-3.5 w-3.5" aria-hidden="true" /> {a.job.company_name}
                        </span>
                        <span className="inline-flex items-center gap-1">
                          <MapPin className="h-3.5 w-3.5" aria-hidden="true" /> {a.job.location}
                        </span>
                        {a.job.closed_at ? <Badge variant="outline">{APPLICATION_TEXT.closed}</Badge> : null}
                      </p>
                    ) : null}
                    <p className="text-xs text-slate-600">Applied {dateOf(a.created_at)}</p>
                  </div>
                  <div className="flex items-center gap-2 sm:flex-col sm:items-end">
                    <StatusBadge status={a.status} />
                    <span className="text-xs text-slate-600">
                      {a.status === 'new' ? 'Sent' : 'Updated'} {dateOf(a.status_changed_at)}
                    </span>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
        <LoadMore query={applications} />
      </QueryState>
    </div>
  );
}
