import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { APPLICATION_TEXT } from '@/config/messages';
import { STATUS_NOTE_MAX } from '@/config/uploads';
import { useChangeApplicationStatus } from '../queries';
import { statusNoteSchema } from '../schemas';
import { nextStatuses, STATUS_LABELS, type ApplicationStatus } from '../status';

/** The poster moves an application on: the next steps of the path (or Rejected) and an optional note. */
export function StatusChanger({
  applicationId,
  applicantName,
  status,
}: {
  applicationId: string;
  applicantName: string;
  status: ApplicationStatus;
}) {
  const id = useId();
  const options = nextStatuses(status);
  const [open, setOpen] = useState(false);
  const [next, setNext] = useState<ApplicationStatus>(options[0] ?? status);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const change = useChangeApplicationStatus();

  if (options.length === 0) return null;

  const onOpenChange = (value: boolean) => {
    setOpen(value);
    if (value) {
      setNext(options[0]!);
      setNote('');
      setNoteError(undefined);
    }
  };

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = statusNoteSchema.safeParse(note);
    if (!parsed.success) {
      setNoteError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await change.mutateAsync({ applicationId, status: next, note: parsed.data });
      setOpen(false);
    } catch {
      // Toasted by the mutation's meta; the dialog stays open with what was chosen.
    }
  };

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => onOpenChange(true)}>
        {APPLICATION_TEXT.changeStatus}
      </Button>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{APPLICATION_TEXT.changeStatus}</DialogTitle>
            <DialogDescription>
              {applicantName}: now {STATUS_LABELS[status]}. The applicant sees the new status; the note stays yours.
            </DialogDescription>
          </DialogHeader>
          <form className="grid gap-4" onSubmit={(e) => void save(e)} noValidate>
            <FormField id={`${id}-status`} label="New status">
              <Select value={next} onChange={(e) => setNext(e.target.value as ApplicationStatus)}>
                {options.map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABELS[s]}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField
              id={`${id}-note`}
              label="Note (optional)"
              error={noteError}
              hint={`Only you see it, in the history. Up to ${STATUS_NOTE_MAX.toLocaleString()} characters.`}
            >
              <Textarea rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
            </FormField>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={change.isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={change.isPending}>
                {change.isPending ? 'Saving...' : 'Save Status'}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
