import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';

/**
 * 'View Profile' for a member the viewer's plan lets them see (the server's can_view_profile answer),
 * else 'Upgrade to View' to the pricing page. Network, My Connections and Services cards all offer it.
 */
export function ViewProfileButton({
  id,
  name,
  canView,
}: {
  id: string | null;
  name: string | null;
  canView: boolean | null;
}) {
  if (!canView || !id) {
    return (
      <Button asChild size="sm" variant="outline">
        <Link to="/pricing">Upgrade to View</Link>
      </Button>
    );
  }
  return (
    <Button asChild size="sm" variant="outline">
      <Link to={`/profile/${id}`} aria-label={`View Profile of ${name ?? ''}`}>
        View Profile
      </Link>
    </Button>
  );
}
