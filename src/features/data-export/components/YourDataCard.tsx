import { useEffect, useState } from 'react';
import { format } from 'date-fns';
import { Check, Circle, Download, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { DATA_EXPORT_TEXT as T } from '@/config/data-export-text';
import { NETWORK_TEXT } from '@/config/network-text';
import { fileSize } from '@/config/uploads';
import type { Database } from '@/lib/database.types';
import { failureText } from '@/lib/errors';
import { exportState, type ExportView } from '../export-state';
import { useLatestExport, useStartExport } from '../queries';

// The catalogue names every step of the database's enum (a step it lacks fails the typecheck here).
const STEP_LABELS: Record<Database['public']['Enums']['data_export_step'], string> = T.steps;

/** The clock, read again every 30 s: the hour passes and links expire while the card is open. */
function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

function Progress({ view }: { view: Extract<ExportView, { kind: 'running' }> }) {
  const percent = Math.round((view.stepsDone / Math.max(view.steps.length, 1)) * 100);
  return (
    <div className="grid gap-3" role="status" aria-live="polite">
      <p className="flex items-center gap-2 font-medium text-slate-900">
        <Loader2 className="h-4 w-4 animate-spin text-brand-600" aria-hidden="true" />
        {T.preparing}
      </p>
      <div className="h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <ol className="grid gap-1.5 text-sm">
        {view.steps.map((step, index) => {
          const state = index < view.stepsDone ? 'done' : index === view.stepsDone ? 'current' : 'waiting';
          return (
            <li
              key={step}
              className={
                state === 'waiting'
                  ? 'flex items-center gap-2 text-slate-500'
                  : 'flex items-center gap-2 text-slate-800'
              }
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {state === 'done' ? (
                <Check className="h-4 w-4 shrink-0 text-green-700" aria-hidden="true" />
              ) : state === 'current' ? (
                <Loader2 className="h-4 w-4 shrink-0 animate-spin text-brand-600" aria-hidden="true" />
              ) : (
                <Circle className="h-4 w-4 shrink-0 text-slate-300" aria-hidden="true" />
              )}
              <span>
                {STEP_LABELS[step]}
                <span className="sr-only"> ({T.stepState[state]})</span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function Result({ view }: { view: ExportView }) {
  if (view.kind === 'ready') {
    return (
      <div className="grid gap-2">
        <p className="font-medium text-slate-900">{T.readyTitle}</p>
        <div>
          <a href={view.url} download className={buttonVariants({ variant: 'default' })}>
            <Download aria-hidden="true" />
            {T.download(fileSize(view.bytes ?? 0))}
          </a>
        </div>
        <p className="text-sm text-slate-600">{T.linkUntil(format(view.expiresAt, 'PPp'))}</p>
      </div>
    );
  }
  if (view.kind === 'expired') return <p className="text-sm text-slate-600">{T.expired}</p>;
  if (view.kind === 'failed')
    return (
      <p role="alert" className="text-sm text-red-700">
        {T.failed}
      </p>
    );
  return null;
}

/**
 * Settings → 'Your data': asks the export-my-data function for an archive, shows its steps while it is
 * made (the exports row, polled), then the link. Self-contained, so other Settings cards merge around it.
 */
export function YourDataCard({ uid }: { uid: string }) {
  const latest = useLatestExport(uid);
  const start = useStartExport();
  const now = useNow();
  const { view, nextAllowedAt } = exportState(latest.data, now);
  const running = view.kind === 'running';

  return (
    <Card id="your-data" role="region" aria-labelledby="your-data-title">
      <CardHeader>
        <CardTitle id="your-data-title" className="text-lg">
          {T.title}
        </CardTitle>
        <CardDescription>{T.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {latest.isPending ? (
          <Spinner label={T.title} size="sm" className="justify-start" />
        ) : latest.isError ? (
          <div role="alert" className="grid justify-items-start gap-2">
            <p className="text-sm text-slate-600">{failureText(latest.error, T.loadError)}</p>
            <Button variant="outline" size="sm" onClick={() => void latest.refetch()}>
              {NETWORK_TEXT.retry}
            </Button>
          </div>
        ) : running ? (
          <Progress view={view} />
        ) : (
          <>
            <Result view={view} />
            <div className="grid justify-items-start gap-2">
              <Button
                variant={view.kind === 'ready' ? 'outline' : 'default'}
                onClick={() => start.mutate()}
                disabled={start.isPending || nextAllowedAt !== null}
              >
                {start.isPending ? T.starting : T.button}
              </Button>
              {nextAllowedAt ? <p className="text-sm text-slate-600">{T.nextAt(format(nextAllowedAt, 'p'))}</p> : null}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
