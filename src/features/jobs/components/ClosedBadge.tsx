import { Lock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { PUBLIC_JOB_TEXT } from '@/config/public-job-text';

/** A job its poster closed: it takes no applications and leaves the public list. */
export function ClosedBadge() {
  return (
    <Badge variant="outline" className="w-fit" data-testid="closed-badge">
      <Lock className="h-3.5 w-3.5" aria-hidden="true" /> {PUBLIC_JOB_TEXT.closed}
    </Badge>
  );
}
