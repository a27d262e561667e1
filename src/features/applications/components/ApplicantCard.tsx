import { useState } from 'react';
import { Link } from 'react-router-dom';
import { intlFormat } from 'date-fns';
import { ChevronDown, ChevronUp, FileDown, FileText, Mail } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { APPLICATION_TEXT } from '@/config/messages';
import { cn } from '@/lib/utils';
import { useOpenCv, type Applicant } from '../queries';
import { STATUS_LABELS } from '../status';
import { CvViewer, isShownInPage } from './CvViewer';
import { StatusBadge } from './StatusBadge';
import { StatusChanger } from './StatusChanger';
import { StatusHistory } from './StatusHistory';

const dateOf = (iso: string) => intlFormat(new Date(iso), { dateStyle: 'medium' });

/** One application as the poster sees it: who, when, where it stands, the note, the CV. */
export function ApplicantCard({ application: a }: { application: Applicant }) {
  const [showHistory, setShowHistory] = useState(false);
  const openCv = useOpenCv();
  const [viewing, setViewing] = useState(false);
  const inPage = isShownInPage(a.cv_name);
  const name = a.applicant?.full_name ?? 'Former member';
  const isNew = a.status === 'new';
  const role = [a.applicant?.position, a.applicant?.company].filter(Boolean).join(' at ');

  return (
    <Card
      data-testid="applicant-card"
      className={cn(isNew && 'border-l-4 border-l-brand-600', a.status === 'withdrawn' && 'opacity-75')}
    >
      <CardContent className="grid gap-3 pt-6">
        <div className="flex flex-wrap items-start gap-3">
          <Avatar src={a.applicant?.avatar_url} name={name} />
          <div className="min-w-0 flex-1">
            <p className="font-semibold">
              {a.applicant ? (
                <Link to={`/profile/${a.applicant.id}`} className="rounded hover:underline">
                  {name}
                </Link>
              ) : (
                name
              )}
            </p>
            {role ? <p className="text-sm text-slate-600">{role}</p> : null}
            <p className="text-xs text-slate-600">
              Applied {dateOf(a.created_at)}
              {a.status !== 'new' ? ` · ${STATUS_LABELS[a.status]} since ${dateOf(a.status_changed_at)}` : null}
            </p>
          </div>
          <StatusBadge status={a.status} />
        </div>
        {a.cover_note ? (
          <p className="whitespace-pre-line rounded-md bg-slate-50 p-3 text-sm text-slate-800">{a.cover_note}</p>
        ) : (
          <p className="text-sm italic text-slate-600">No cover note.</p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          {a.status !== 'withdrawn' ? (
            <Button
              size="sm"
              onClick={() => (inPage ? setViewing(true) : openCv.mutate({ path: a.cv_path, name: a.cv_name }))}
              disabled={openCv.isPending}
              aria-label={`${APPLICATION_TEXT.openCv}: ${a.cv_name}`}
            >
              {inPage ? <FileText aria-hidden="true" /> : <FileDown aria-hidden="true" />} {APPLICATION_TEXT.openCv}
            </Button>
          ) : null}
          {inPage ? (
            <CvViewer path={a.cv_path} name={a.cv_name} applicant={name} open={viewing} onOpenChange={setViewing} />
          ) : null}
          <Button asChild size="sm" variant="outline">
            <a href={`mailto:${a.contact_email}`}>
              <Mail aria-hidden="true" /> <span className="max-w-48 truncate">{a.contact_email}</span>
            </a>
          </Button>
          <StatusChanger applicationId={a.id} applicantName={name} status={a.status} />
          <Button size="sm" variant="ghost" aria-expanded={showHistory} onClick={() => setShowHistory((v) => !v)}>
            {showHistory ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
            {APPLICATION_TEXT.history}
          </Button>
        </div>
        {showHistory ? <StatusHistory applicationId={a.id} /> : null}
      </CardContent>
    </Card>
  );
}
