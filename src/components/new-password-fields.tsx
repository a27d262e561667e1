import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MIN_PASSWORD_LENGTH } from '@/config/constants';
import { ACCOUNT_TEXT } from '@/config/messages';
import type { NewPasswordPair } from '@/lib/form-rules';

/** 'New Password' and 'Confirm New Password', as the reset screen asks them. */
export function NewPasswordFields({
  idPrefix,
  register,
  errors,
}: {
  idPrefix: string;
  register: UseFormRegister<NewPasswordPair>;
  errors: FieldErrors<NewPasswordPair>;
}) {
  return (
    <>
      <FormField
        id={`${idPrefix}-password`}
        label={ACCOUNT_TEXT.reset.newPassword}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        error={errors.password?.message}
      >
        <Input type="password" autoComplete="new-password" required {...register('password')} />
      </FormField>
      <FormField id={`${idPrefix}-confirm`} label={ACCOUNT_TEXT.reset.confirmPassword} error={errors.confirm?.message}>
        <Input type="password" autoComplete="new-password" required {...register('confirm')} />
      </FormField>
    </>
  );
}
