import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Loader2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { TIMINGS } from '@/config/constants';
import { useCreateInitialAdmin } from '../queries';
import { CredentialsPanel } from '../components/CredentialsPanel';
import { SetupFailedPanel } from '../components/SetupFailedPanel';
import { SetupTokenForm } from '../components/SetupTokenForm';
import { AdminAuthShell } from '../components/AdminAuthShell';

export default function AdminSetupPage() {
  const navigate = useNavigate();
  const setup = useCreateInitialAdmin();
  const { mutate } = setup;
  // The function creates an account, so it must run once per visit, StrictMode's double effects included.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(undefined);
  }, [mutate]);

  const outcome = setup.data;
  useEffect(() => {
    if (outcome?.kind !== 'exists') return;
    toast({ title: 'Admin Already Exists', description: 'Redirecting you to the admin login...' });
    const timer = setTimeout(() => navigate('/admin/login', { replace: true }), TIMINGS.adminRedirect);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  let body: React.ReactNode;
  if (setup.isPending || !outcome) {
    body = (
      <p role="status" className="flex items-center justify-center gap-2 py-8 text-slate-600">
        <Loader2 className="h-5 w-5 animate-spin" aria-hidden />
        Setting up the administrator account...
      </p>
    );
  } else if (outcome.kind === 'created') {
    body = <CredentialsPanel email={outcome.email} password={outcome.password} />;
  } else if (outcome.kind === 'token-required') {
    const triedToken = typeof setup.variables === 'string';
    body = (
      <SetupTokenForm
        busy={setup.isPending}
        message={triedToken ? outcome.message : undefined}
        onSubmit={(token) => mutate(token)}
      />
    );
  } else if (outcome.kind === 'exists') {
    body = (
      <div role="status" className="space-y-2 py-6 text-center">
        <p className="font-medium">Admin Already Exists</p>
        <p className="text-sm text-slate-600">
          Redirecting to{' '}
          <Link className="underline" to="/admin/login">
            the admin login
          </Link>
          ...
        </p>
      </div>
    );
  } else {
    body = <SetupFailedPanel message={outcome.message} />;
  }

  return (
    <AdminAuthShell title="Admin Setup" subtitle="Create the first administrator of HR Connect">
      {body}
    </AdminAuthShell>
  );
}
