import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { profileEditSchema, type ProfileEditValues } from '../schemas';

export function ProfileEditForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: ProfileEditValues;
  /** Rejects when the server refuses; the values then stay in the form. */
  onSave: (v: ProfileEditValues) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<ProfileEditValues>({ resolver: zodResolver(profileEditSchema), defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    try {
      await onSave(v);
    } catch {
      // The mutation already toasted the catalogue's error; keep what the user typed.
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label="Edit profile">
      <FormField id="profile-full_name" label="Full Name" error={errors.full_name?.message}>
        <Input {...form.register('full_name')} />
      </FormField>
      <FormField id="profile-position" label="Position" error={errors.position?.message}>
        <Input {...form.register('position')} />
      </FormField>
      <FormField id="profile-company" label="Company" error={errors.company?.message} className="sm:col-span-2">
        <Input {...form.register('company')} />
      </FormField>
      <FormField id="profile-description" label="About" error={errors.description?.message} className="sm:col-span-2">
        <Textarea rows={4} {...form.register('description')} />
      </FormField>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
