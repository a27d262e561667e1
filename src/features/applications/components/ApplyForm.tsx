import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FileText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { APPLICATION_TEXT } from '@/config/messages';
import { COVER_NOTE_MAX, CV_UPLOAD, fileSize, megabytes } from '@/config/uploads';
import { applySchema, type ApplyInput, type ApplyValues } from '../schemas';

export interface ApplyFormProps {
  defaultEmail: string;
  onSubmit: (values: ApplyValues) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * Contact e-mail (prefilled from the account), an optional cover note and the CV. Every limit the
 * server has (Storage's size and types, the table's checks) is said here before anything is sent.
 */
export function ApplyForm({ defaultEmail, onSubmit, onCancel }: ApplyFormProps) {
  const id = useId();
  const {
    control,
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ApplyInput, unknown, ApplyValues>({
    resolver: zodResolver(applySchema) as never,
    defaultValues: { contact_email: defaultEmail, cover_note: '', cv: null },
  });
  const noteLength = watch('cover_note')?.length ?? 0;

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch {
      // The mutation's meta has shown the server's message; the form keeps what was typed.
    }
  });

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate aria-label={APPLICATION_TEXT.applyTitle}>
      <FormField id={`${id}-email`} label="Contact email" error={errors.contact_email?.message}>
        <Input type="email" autoComplete="email" required {...register('contact_email')} />
      </FormField>
      <FormField
        id={`${id}-note`}
        label="Cover note (optional)"
        error={errors.cover_note?.message}
        hint={`${noteLength.toLocaleString()} / ${COVER_NOTE_MAX.toLocaleString()} characters`}
      >
        <Textarea rows={6} placeholder="Why you are a good fit for this role..." {...register('cover_note')} />
      </FormField>
      <Controller
        control={control}
        name="cv"
        render={({ field }) => (
          <FormField
            id={`${id}-cv`}
            label="CV"
            error={errors.cv?.message}
            hint={`PDF, DOC or DOCX, up to ${megabytes(CV_UPLOAD.maxBytes)}.`}
          >
            <Input
              type="file"
              accept={CV_UPLOAD.accept}
              required
              className="h-auto cursor-pointer py-1.5 file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-brand-800"
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
            />
          </FormField>
        )}
      />
      {watch('cv') && !errors.cv ? (
        <p className="-mt-2 flex items-center gap-1 text-xs text-slate-600">
          <FileText className="h-3.5 w-3.5" aria-hidden="true" />
          {watch('cv')!.name} · {fileSize(watch('cv')!.size)}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? APPLICATION_TEXT.submitting : APPLICATION_TEXT.submit}
        </Button>
      </div>
    </form>
  );
}
