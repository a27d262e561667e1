import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { intlFormat } from 'date-fns';
import { Lock, Send, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { APPLICATION_TEXT } from '@/config/messages';
import { useAuth } from '@/lib/auth';
import { useApplyToJob, useMyApplicationForJob, useWithdrawApplication } from '../queries';
import { canWithdraw } from '../status';
import { ApplyForm } from './ApplyForm';
import { AppliedBadge, StatusBadge } from './StatusBadge';
import { APPLY_PARAM, applyReturnPath, SignInToApply } from './SignInToApply';

export interface ApplyPanelProps {
  job: { id: string; title: string; posted_by: string; closed_at: string | null };
}

const dateOf = (iso: string) => intlFormat(new Date(iso), { dateStyle: 'medium' });

/**
 * What the job's page offers about applying, for whoever looks at it: a visitor signs in first and
 * comes back; the poster goes to the applicants; someone who applied sees where it stands and may
 * withdraw; a member applies through the form. The database decides again on every write.
 */
export function ApplyPanel({ job }: ApplyPanelProps) {
  const { user, profile, loading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const mine = useMyApplicationForJob(user?.id, job.id);
  const apply = useApplyToJob(user?.id, job.id);
  const withdraw = useWithdrawApplication();
  const [open, setOpen] = useState(false);

  const wantsForm = params.get(APPLY_PARAM) === '1';
  const setFormOpen = (next: boolean) => {
    setOpen(next);
    if (!next && wantsForm) {
      params.delete(APPLY_PARAM);
      setParams(params, { replace: true });
    }
  };

  if (loading) return <Spinner size="sm" label="Checking your session..." />;

  if (!user) {
    return <SignInToApply signIn={() => navigate('/login', { state: { from: applyReturnPath(location.pathname) } })} />;
  }

  if (job.posted_by === user.id) {
    return (
      <Button asChild size="lg">
        <Link to={`/jobs/${job.id}/applicants`}>
          <Users aria-hidden="true" /> {APPLICATION_TEXT.viewApplicants}
        </Link>
      </Button>
    );
  }

  if (profile && !profile.is_member) {
    return <p className="self-center text-sm text-slate-600">{APPLICATION_TEXT.adminNotice}</p>;
  }

  if (mine.isPending) return <Spinner size="sm" label="Loading your application..." />;

  if (mine.data) {
    const app = mine.data;
    return (
      <div
        className="grid w-full gap-3 rounded-lg border border-emerald-200 bg-emerald-50/50 p-4"
        data-testid="my-application"
      >
        <div className="flex flex-wrap items-center gap-2">
          <AppliedBadge />
          <StatusBadge status={app.status} />
        </div>
        <p className="text-sm text-slate-700">
          You applied on {dateOf(app.created_at)} with {app.cv_name}.
          {app.status !== 'new' ? ` Status since ${dateOf(app.status_changed_at)}.` : null}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to="/my-applications">{APPLICATION_TEXT.myApplications}</Link>
          </Button>
          {canWithdraw(app.status) ? (
            <ConfirmDialog
              trigger={
                <Button variant="outline" size="sm" disabled={withdraw.isPending}>
                  {APPLICATION_TEXT.withdraw}
                </Button>
              }
              title={APPLICATION_TEXT.withdrawConfirm.title}
              description={APPLICATION_TEXT.withdrawConfirm.description}
              confirmLabel="Withdraw"
              onConfirm={() => withdraw.mutate(app.id)}
            />
          ) : null}
        </div>
      </div>
    );
  }

  if (job.closed_at) {
    return (
      <p className="flex items-center gap-2 self-center text-sm text-slate-700">
        <Lock className="h-4 w-4" aria-hidden="true" /> {APPLICATION_TEXT.closedNotice}
      </p>
    );
  }

  return (
    <>
      <Button size="lg" onClick={() => setFormOpen(true)}>
        <Send aria-hidden="true" /> {APPLICATION_TEXT.applyNow}
      </Button>
      <Dialog open={open || wantsForm} onOpenChange={setFormOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{APPLICATION_TEXT.applyTitle}</DialogTitle>
            <DialogDescription>
              {job.title}. {APPLICATION_TEXT.applyDescription}
            </DialogDescription>
          </DialogHeader>
          <ApplyForm
            defaultEmail={profile?.email ?? user.email ?? ''}
            onCancel={() => setFormOpen(false)}
            onSubmit={async (values) => {
              await apply.mutateAsync(values);
              setFormOpen(false);
            }}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
