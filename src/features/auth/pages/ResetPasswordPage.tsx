import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { NewPasswordFields } from '@/components/new-password-fields';
import { ACCOUNT_MESSAGES, ACCOUNT_TEXT } from '@/config/messages';
import { AuthShell } from '@/features/auth/components/AuthShell';
import { setNewPassword } from '@/features/auth/queries';
import { useAuth } from '@/lib/auth';
import { authLanding } from '@/lib/auth-landing';
import { useClient } from '@/lib/client-context';
import { toastError } from '@/lib/errors';
import { newPasswordPairSchema, type NewPasswordPair } from '@/lib/form-rules';
import { toast } from '@/lib/toast';

const T = ACCOUNT_TEXT.reset;

/** Auth's error from the link (expired, used), which it puts in the fragment instead of a session. */
function linkError(): string | null {
  const landing = authLanding();
  return landing?.kind === 'error' ? (landing.description ?? T.invalid) : null;
}

/**
 * Where a password-reset e-mail lands. supabase-js turns the link into a session and announces
 * PASSWORD_RECOVERY; the member picks a new password and goes on to the dashboard signed in.
 */
export default function ResetPasswordPage() {
  const client = useClient();
  const navigate = useNavigate();
  const { session, loading, recovering } = useAuth();
  const [failure] = useState(linkError);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordPair>({
    resolver: zodResolver(newPasswordPairSchema),
    defaultValues: { password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await setNewPassword(client, password);
    } catch (error) {
      toastError(ACCOUNT_MESSAGES.errors.password, error);
      return;
    }
    toast(ACCOUNT_MESSAGES.passwordReset);
    navigate('/dashboard', { replace: true });
  });

  if (loading) return <LoadingBlock label={T.waiting} />;
  if (!session || (!recovering && failure)) {
    return (
      <AuthShell title={T.invalidTitle} subtitle={failure ?? T.invalid}>
        <Button asChild className="w-full">
          <Link to="/forgot-password">{T.requestNew}</Link>
        </Button>
      </AuthShell>
    );
  }
  return (
    <AuthShell title={T.title} subtitle={T.subtitle}>
      <form className="grid gap-4" onSubmit={onSubmit} noValidate>
        <NewPasswordFields idPrefix="reset" register={register} errors={errors} />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? T.submitting : T.submit}
        </Button>
      </form>
    </AuthShell>
  );
}
