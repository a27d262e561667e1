import { intlFormat } from 'date-fns';
import { Spinner } from '@/components/ui/spinner';
import { APPLICATION_TEXT } from '@/config/messages';
import { useStatusHistory } from '../queries';
import { STATUS_LABELS } from '../status';
import { failureText } from '@/lib/errors';

/** The changes of one application, newest first, with the poster's notes (loaded when shown). */
export function StatusHistory({ applicationId }: { applicationId: string }) {
  const history = useStatusHistory(applicationId, true);
  if (history.isPending) return <Spinner size="sm" label="Loading history..." />;
  if (history.isError)
    return <p className="text-sm text-red-700">{failureText(history.error, 'Could not load the history.')}</p>;
  if (history.data.length === 0) return <p className="text-sm text-slate-600">{APPLICATION_TEXT.noHistory}</p>;
  return (
    <ol className="grid gap-2 border-l-2 border-slate-200 pl-4 text-sm">
      {history.data.map((h) => (
        <li key={h.id}>
          <p>
            <span className="font-medium">
              {h.from_status ? `${STATUS_LABELS[h.from_status]} → ` : ''}
              {STATUS_LABELS[h.to_status]}
            </span>{' '}
            <span className="text-slate-600">
              · {intlFormat(new Date(h.changed_at), { dateStyle: 'medium', timeStyle: 'short' })}
            </span>
          </p>
          {h.note ? <p className="whitespace-pre-line text-slate-700">{h.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
