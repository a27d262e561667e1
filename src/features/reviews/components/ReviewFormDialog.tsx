import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { DialogFooter, TitledDialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { REVIEW_MESSAGES, REVIEW_TEXT } from '@/config/messages';
import { toastError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useSaveReview, type Review } from '../queries';
import { reviewSchema, type ReviewFormValues } from '../schemas';
import { StarsInput } from './StarsInput';

/** Writing or editing the caller's review of a provider. */
export function ReviewFormDialog({
  providerId,
  providerName,
  existing,
  reviewId,
  open,
  onOpenChange,
}: {
  providerId: string;
  providerName: string;
  existing?: Review;
  /** The caller's review to edit (also when it is not on the loaded page). */
  reviewId?: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveReview();
  const form = useForm<ReviewFormValues>({
    resolver: zodResolver(reviewSchema),
    values: existing
      ? { rating: existing.rating, title: existing.title, body: existing.body }
      : { rating: undefined as unknown as number, title: '', body: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const bodyLength = form.watch('body')?.trim().length ?? 0;

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ providerId, values, id: existing?.id ?? reviewId ?? undefined });
    } catch (error) {
      toastError(REVIEW_MESSAGES.errors.save, error);
      return;
    }
    toast(REVIEW_MESSAGES.saved);
    onOpenChange(false);
  });

  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={REVIEW_TEXT.formTitle(providerName)}
      description={REVIEW_TEXT.formDescription}
    >
      <form className="grid gap-4" onSubmit={submit} noValidate aria-label={REVIEW_TEXT.formTitle(providerName)}>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarsInput value={field.value} onChange={field.onChange} error={errors.rating?.message} />
          )}
        />
        <FormField id="review-title" label={REVIEW_TEXT.reviewTitle} error={errors.title?.message}>
          <Input maxLength={120} {...form.register('title')} />
        </FormField>
        <FormField
          id="review-body"
          label={REVIEW_TEXT.body}
          hint={`${REVIEW_TEXT.bodyHint} ${bodyLength.toLocaleString('en-US')}/2,000`}
          error={errors.body?.message}
        >
          <Textarea rows={6} {...form.register('body')} />
        </FormField>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {REVIEW_TEXT.cancel}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? REVIEW_TEXT.saving : REVIEW_TEXT.save}
          </Button>
        </DialogFooter>
      </form>
    </TitledDialog>
  );
}
