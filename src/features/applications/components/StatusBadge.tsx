import { CheckCircle2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { APPLICATION_TEXT } from '@/config/messages';
import { STATUS_LABELS, STATUS_TONE, type ApplicationStatus } from '../status';

/** An application's status in its colour (New stands out, decisions read as good or bad). */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <Badge variant={STATUS_TONE[status]} data-testid="application-status">
      {STATUS_LABELS[status]}
    </Badge>
  );
}

/** The mark on a job someone applied to (cards and the detail page). */
export function AppliedBadge() {
  return (
    <Badge variant="success" data-testid="applied-badge">
      <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" />
      {APPLICATION_TEXT.applied}
    </Badge>
  );
}
