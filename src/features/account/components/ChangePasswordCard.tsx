import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NewPasswordFields } from '@/components/new-password-fields';
import { ACCOUNT_MESSAGES, ACCOUNT_TEXT } from '@/config/messages';
import { useClient } from '@/lib/client-context';
import { toastError } from '@/lib/errors';
import { newPasswordPairSchema, type NewPasswordPair } from '@/lib/form-rules';
import { toast } from '@/lib/toast';
import { changePassword, sendReauthenticationCode } from '../queries';
import { reauthCodeSchema } from '../schemas';

const T = ACCOUNT_TEXT.settings;

const isReauthNeeded = (error: unknown) => (error as { code?: string } | null)?.code === 'reauthentication_needed';

/**
 * A new password, typed twice. When Auth's secure password change asks this session to prove it is
 * the member again, Auth mails a code and the card asks for it before trying once more.
 */
export function ChangePasswordCard({ email }: { email: string }) {
  const client = useClient();
  const form = useForm<NewPasswordPair>({
    resolver: zodResolver(newPasswordPairSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [askCode, setAskCode] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();

  const submit = form.handleSubmit(async ({ password }) => {
    let nonce: string | undefined;
    if (askCode) {
      const parsed = reauthCodeSchema.safeParse(code);
      if (!parsed.success) {
        setCodeError(parsed.error.issues[0]?.message);
        return;
      }
      nonce = parsed.data;
    }
    setCodeError(undefined);
    try {
      await changePassword(client, password, nonce);
    } catch (error) {
      if (isReauthNeeded(error)) {
        try {
          await sendReauthenticationCode(client);
        } catch (sendError) {
          toastError(ACCOUNT_MESSAGES.errors.password, sendError);
          return;
        }
        setAskCode(true);
        toast(ACCOUNT_MESSAGES.codeSent);
        return;
      }
      toastError(ACCOUNT_MESSAGES.errors.password, error);
      return;
    }
    toast(ACCOUNT_MESSAGES.passwordChanged);
    form.reset({ password: '', confirm: '' });
    setAskCode(false);
    setCode('');
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{T.passwordTitle}</CardTitle>
        <CardDescription>{T.passwordDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid max-w-md gap-4" onSubmit={submit} noValidate aria-label="Change password">
          <NewPasswordFields idPrefix="settings" register={form.register} errors={errors} />
          {askCode ? (
            <FormField id="settings-code" label={T.code} hint={T.codeHelp(email)} error={codeError}>
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                required
              />
            </FormField>
          ) : null}
          <Button type="submit" disabled={isSubmitting} className="justify-self-start">
            {isSubmitting ? ACCOUNT_TEXT.reset.submitting : ACCOUNT_TEXT.reset.submit}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
