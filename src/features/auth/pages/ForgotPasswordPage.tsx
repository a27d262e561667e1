import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation } from 'react-router-dom';
import { MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ACCOUNT_MESSAGES, ACCOUNT_TEXT } from '@/config/messages';
import { AuthShell } from '@/features/auth/components/AuthShell';
import { forgotPasswordSchema, type ForgotPasswordValues } from '@/features/auth/schemas';
import { requestPasswordReset } from '@/features/auth/queries';
import { useClient } from '@/lib/client-context';
import { toastError } from '@/lib/errors';

const T = ACCOUNT_TEXT.forgot;

/** 'Forgot password?': one address in, the same answer out whether or not it has an account. */
export default function ForgotPasswordPage() {
  const client = useClient();
  const typed = (useLocation().state as { email?: string } | null)?.email ?? '';
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: typed } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(client, email);
    } catch (error) {
      toastError(ACCOUNT_MESSAGES.errors.resetLink, error);
      return;
    }
    setSentTo(email.trim());
  });

  return (
    <AuthShell title={sentTo ? T.sentTitle : T.title} subtitle={sentTo ? '' : T.subtitle}>
      {sentTo ? (
        <div className="grid justify-items-center gap-4 text-center" role="status">
          <MailCheck className="h-10 w-10 text-brand-700" aria-hidden="true" />
          <p className="text-sm text-slate-700">{T.sent(sentTo)}</p>
        </div>
      ) : (
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <FormField id="forgot-email" label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" placeholder="Enter your email" required {...register('email')} />
          </FormField>
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? T.submitting : T.submit}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="rounded font-semibold text-brand-700 hover:underline">
          {T.back}
        </Link>
      </p>
    </AuthShell>
  );
}
