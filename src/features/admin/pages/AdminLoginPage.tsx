import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/lib/toast';
import { useAuth } from '@/lib/auth';
import { useClient } from '@/lib/client-context';
import { toastError } from '@/lib/errors';
import { adminApi, useAdminExists, useAdminSessionCache, useCreateInitialAdmin } from '../queries';
import { adminLoginSchema, type AdminLoginValues } from '../schemas';
import { AdminAuthShell } from '../components/AdminAuthShell';
import { CredentialsPanel } from '../components/CredentialsPanel';
import { SetupFailedPanel } from '../components/SetupFailedPanel';
import { USER_ROLE } from '@/lib/enums';

function BootstrapNotice() {
  const exists = useAdminExists();
  const bootstrap = useCreateInitialAdmin();
  const { mutate } = bootstrap;
  const started = useRef(false);

  // Spec point 4: with no administrator yet, this screen creates one (through the function only).
  useEffect(() => {
    if (exists.data !== false || started.current) return;
    started.current = true;
    mutate(undefined);
  }, [exists.data, mutate]);

  const outcome = bootstrap.data;
  if (bootstrap.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 text-sm text-slate-600">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
        Creating the first administrator...
      </p>
    );
  }
  if (!outcome) return null;
  if (outcome.kind === 'created') {
    return <CredentialsPanel email={outcome.email} password={outcome.password} showLoginLink={false} />;
  }
  if (outcome.kind === 'token-required') {
    return (
      <p role="status" className="rounded-md border bg-slate-50 p-3 text-sm border-slate-200">
        No administrator exists yet. Create one on the{' '}
        <Link to="/admin-setup" className="font-medium underline">
          admin setup
        </Link>{' '}
        screen with the platform&apos;s setup token.
      </p>
    );
  }
  if (outcome.kind === 'failed') return <SetupFailedPanel message={outcome.message} />;
  return null;
}

export default function AdminLoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const adminCache = useAdminSessionCache();
  const client = useClient();
  const { profile, refreshProfile } = useAuth();
  const form = useForm<AdminLoginValues>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const from = (location.state as { from?: { pathname?: string } } | null)?.from?.pathname;
  const target = from?.startsWith('/admin/') && from !== '/admin/login' ? from : '/admin/dashboard';

  if (profile?.role === USER_ROLE.admin && !isSubmitting) return <Navigate to={target} replace />;

  async function onSubmit(values: AdminLoginValues) {
    try {
      await adminApi.adminSignIn(client, values.email, values.password);
    } catch (error) {
      toastError('Sign in Failed', error);
      return;
    }
    let isAdmin: boolean;
    try {
      isAdmin = await adminApi.fetchIsAdmin(client);
    } catch (error) {
      toastError('Could not verify user.', error);
      await adminApi.adminSignOut(client).catch(() => undefined);
      return;
    }
    if (!isAdmin) {
      toast({
        variant: 'destructive',
        title: 'Access Denied',
        description: 'You do not have administrative privileges.',
      });
      await adminApi.adminSignOut(client).catch(() => undefined);
      return;
    }
    await adminCache.refresh();
    // The admin guard reads the profile, so it must hold the new role before the redirect.
    await refreshProfile();
    navigate(target, { replace: true });
  }

  return (
    <AdminAuthShell title="Admin Login" subtitle="Sign in to the HR Connect administration area">
      <BootstrapNotice />
      <Card>
        <CardContent className="pt-6">
          <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
            <FormField id="admin-email" label="Email" error={errors.email?.message}>
              <Input type="email" autoComplete="username" placeholder="Enter your email" {...form.register('email')} />
            </FormField>
            <FormField id="admin-password" label="Password" error={errors.password?.message}>
              <Input
                type="password"
                autoComplete="current-password"
                placeholder="Enter your password"
                {...form.register('password')}
              />
            </FormField>
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? 'Signing In...' : 'Sign In'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </AdminAuthShell>
  );
}
