import { Award } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** Featured branding of Premium and Enterprise providers (with a highlighted card: FEATURED_CARD). */
export function FeaturedBadge() {
  return (
    <Badge variant="warning" className="w-fit" data-testid="featured-badge">
      <Award className="h-3 w-3" aria-hidden="true" />
      Featured
    </Badge>
  );
}

export const FEATURED_CARD = 'border-amber-300 ring-1 ring-amber-200 bg-amber-50/40';
