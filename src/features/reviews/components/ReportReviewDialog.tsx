import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter, TitledDialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { REVIEW_MESSAGES, REVIEW_TEXT } from '@/config/messages';
import { toastError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useReportReview, type ReportReason } from '../queries';

const REASONS = Object.keys(REVIEW_TEXT.reasons) as ReportReason[];

/** Reporting a review to the administrators, with a reason and an optional note. */
export function ReportReviewDialog({
  reviewId,
  open,
  onOpenChange,
}: {
  reviewId: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const report = useReportReview();
  const [reason, setReason] = useState<ReportReason>('spam');
  const [note, setNote] = useState('');
  const send = () =>
    report.mutate(
      { id: reviewId, reason, note },
      {
        onSuccess: () => {
          toast(REVIEW_MESSAGES.reported);
          onOpenChange(false);
        },
        onError: (error) => toastError(REVIEW_MESSAGES.errors.report, error),
      },
    );
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={REVIEW_TEXT.reportTitle}
      description={REVIEW_TEXT.reportDescription}
    >
      <div className="grid gap-4">
        <FormField id={`report-reason-${reviewId}`} label={REVIEW_TEXT.reportReason}>
          <Select value={reason} onChange={(e) => setReason(e.target.value as ReportReason)}>
            {REASONS.map((r) => (
              <option key={r} value={r}>
                {REVIEW_TEXT.reasons[r]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id={`report-note-${reviewId}`} label={REVIEW_TEXT.reportNote}>
          <Textarea rows={3} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
        </FormField>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          {REVIEW_TEXT.cancel}
        </Button>
        <Button type="button" onClick={send} disabled={report.isPending}>
          {REVIEW_TEXT.reportSend}
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}
