import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
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
import { useClient } from '@/lib/client-context';
import { toastError } from '@/lib/errors';
import { deleteAccount } from '../queries';
import { deleteConfirmSchema } from '../schemas';

const T = ACCOUNT_TEXT.settings;

/**
 * Deleting the account, behind a dialog where the member types their address. The server checks the
 * same address again; `onDeleted` then ends the (now dead) session and leaves.
 */
export function DeleteAccountCard({ email, onDeleted }: { email: string; onDeleted: () => Promise<void> }) {
  const client = useClient();
  const [open, setOpen] = useState(false);
  const form = useForm<{ email: string }>({
    resolver: zodResolver(deleteConfirmSchema(email)),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email: typed }) => {
    try {
      await deleteAccount(client, typed);
    } catch (error) {
      toastError(ACCOUNT_MESSAGES.errors.deleteAccount, error);
      return;
    }
    setOpen(false);
    await onDeleted();
  });

  return (
    <Card className="border-red-200">
      <CardHeader>
        <CardTitle className="text-lg text-red-800">{T.deleteTitle}</CardTitle>
        <CardDescription>{T.deleteDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) form.reset({ email: '' });
          }}
        >
          <DialogTrigger asChild>
            <Button variant="destructive">
              <Trash2 aria-hidden="true" />
              {T.deleteButton}
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{T.deleteConfirmTitle}</DialogTitle>
              <DialogDescription>{T.deleteConfirmDescription}</DialogDescription>
            </DialogHeader>
            <form className="grid gap-4" onSubmit={submit} noValidate aria-label={T.deleteConfirmTitle}>
              <FormField id="delete-confirm-email" label={T.deleteConfirmLabel} error={errors.email?.message}>
                <Input type="email" autoComplete="off" placeholder={email} required {...form.register('email')} />
              </FormField>
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                  {T.cancel}
                </Button>
                <Button type="submit" variant="destructive" disabled={isSubmitting}>
                  {isSubmitting ? T.deleting : T.deleteButton}
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
