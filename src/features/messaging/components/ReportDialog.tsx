import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGING_TEXT, REPORT_REASONS } from '@/config/messages';
import { Button } from '@/components/ui/button';
import { DialogFooter, TitledDialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useReportConversation } from '../queries';
import { REPORT_NOTE_MAX_LENGTH, reportSchema, type ReportValues } from '../schemas';

export interface ReportDialogProps {
  conversationId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Reason and an optional note; the database keeps the last 20 messages with the report. */
export function ReportDialog({ conversationId, open, onOpenChange }: ReportDialogProps) {
  const report = useReportConversation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReportValues>({
    resolver: zodResolver(reportSchema),
    defaultValues: { reason: undefined, note: '' },
  });
  const submit = handleSubmit(async (values) => {
    await report.mutateAsync({ conversationId, ...values });
    reset();
    onOpenChange(false);
  });
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={MESSAGING_TEXT.reportTitle}
      description={MESSAGING_TEXT.reportText}
    >
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} className="grid gap-4" noValidate>
        <FormField id="report-reason" label={MESSAGING_TEXT.reportReason} error={errors.reason?.message}>
          <Select {...register('reason')} defaultValue="">
            <option value="" disabled>
              Choose a reason
            </option>
            {REPORT_REASONS.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="report-note" label={MESSAGING_TEXT.reportNote} error={errors.note?.message}>
          <Textarea maxLength={REPORT_NOTE_MAX_LENGTH + 100} {...register('note')} />
        </FormField>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={report.isPending}>
            {MESSAGING_TEXT.reportSubmit}
          </Button>
        </DialogFooter>
      </form>
    </TitledDialog>
  );
}
