import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailWarning } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ACCOUNT_MESSAGES, ACCOUNT_TEXT } from '@/config/messages';
import { useClient } from '@/lib/client-context';
import { useAuth } from '@/lib/auth';
import { toastError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { changeEmail } from '../queries';
import { changeEmailSchema, type ChangeEmailValues } from '../schemas';

const T = ACCOUNT_TEXT.settings;

/**
 * The sign-in address. A change waits for the e-mailed confirmation (both addresses with secure
 * change): until then Auth keeps the new one as `new_email` and this card says so.
 */
export function ChangeEmailCard({ email, pendingEmail }: { email: string; pendingEmail: string | null | undefined }) {
  const client = useClient();
  const { refreshUser } = useAuth();
  // The address may have changed elsewhere (the second link followed on another device, another
  // browser): Auth's answer, not the session's copy from sign-in, is what this card shows. Asked when
  // the card opens and whenever the member comes back to the window.
  useEffect(() => {
    if (!refreshUser) return;
    const refresh = () => void refreshUser().catch(() => undefined);
    refresh();
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [refreshUser]);
  const form = useForm<ChangeEmailValues>({
    resolver: zodResolver(changeEmailSchema(email)),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email: next }) => {
    try {
      await changeEmail(client, next);
    } catch (error) {
      toastError(ACCOUNT_MESSAGES.errors.email, error);
      return;
    }
    toast(ACCOUNT_MESSAGES.emailChangeRequested(next.trim()));
    // supabase-js announces the updated user (USER_UPDATED): `pendingEmail` follows from the session.
    form.reset({ email: '' });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{T.emailTitle}</CardTitle>
        <CardDescription>{T.emailDescription(email)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {pendingEmail ? (
          <div
            className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
            role="status"
          >
            <MailWarning className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <div>
              <p className="font-medium break-all">{T.pending(pendingEmail)}</p>
              <p>{T.pendingHelp}</p>
            </div>
          </div>
        ) : null}
        <form className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_auto] sm:items-end" onSubmit={submit} noValidate>
          <FormField id="settings-new-email" label={T.newEmail} error={errors.email?.message}>
            <Input type="email" autoComplete="email" required {...form.register('email')} />
          </FormField>
          <Button type="submit" disabled={isSubmitting} className={errors.email ? 'sm:mb-6' : undefined}>
            {isSubmitting ? T.changingEmail : T.changeEmail}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
