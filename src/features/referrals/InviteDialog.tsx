import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ACCOUNT_MESSAGES, ACCOUNT_TEXT } from '@/config/messages';
import { toastError } from '@/lib/errors';
import { emailRule } from '@/lib/form-rules';
import { toast } from '@/lib/toast';
import { useInviteStats, useSendInvite } from './queries';

const T = ACCOUNT_TEXT.invite;
const inviteSchema = z.object({ email: emailRule });

/**
 * 'Send Invite': one address, mailed the member's referral link by the send-invite function. The
 * day's count shows under the button; at the limit the button waits for tomorrow.
 */
export function InviteDialog({ uid }: { uid: string }) {
  const [open, setOpen] = useState(false);
  const stats = useInviteStats(uid);
  const send = useSendInvite();
  const form = useForm<{ email: string }>({ resolver: zodResolver(inviteSchema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const sent = stats.data?.sent_today ?? 0;
  const limit = stats.data?.daily_limit ?? 0;
  const atLimit = !!stats.data && sent >= limit;

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await send.mutateAsync(email);
    } catch (error) {
      toastError(ACCOUNT_MESSAGES.errors.invite, error);
      return;
    }
    toast(ACCOUNT_MESSAGES.inviteSent(email.trim()));
    form.reset({ email: '' });
    setOpen(false);
  });

  return (
    <div className="grid gap-2">
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) form.reset({ email: '' });
        }}
      >
        <DialogTrigger asChild>
          <Button type="button" className="w-full" disabled={atLimit}>
            <Send aria-hidden="true" />
            {T.button}
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{T.title}</DialogTitle>
            <DialogDescription>{T.description}</DialogDescription>
          </DialogHeader>
          <form className="grid gap-4" onSubmit={submit} noValidate aria-label={T.title}>
            <FormField id="invite-email" label={T.email} error={errors.email?.message}>
              <Input
                type="email"
                autoComplete="off"
                placeholder="colleague@company.com"
                required
                {...form.register('email')}
              />
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                {ACCOUNT_TEXT.settings.cancel}
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? T.submitting : T.submit}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <p className="text-center text-sm text-slate-600" data-testid="invite-count" aria-live="polite">
        {stats.isPending || stats.error
          ? ''
          : atLimit
            ? T.limitReached(limit)
            : `${T.count(sent)} · ${T.left(limit - sent)}`}
      </p>
    </div>
  );
}
