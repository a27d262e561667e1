import { Link } from 'react-router-dom';
import { Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

export function UpgradePanel() {
  return (
    <EmptyState
      icon={<Lock />}
      title="Upgrade to View"
      description="Your current plan does not include full profiles of HR professionals. Upgrade your plan to see this profile."
      action={
        <Button asChild>
          <Link to="/pricing">Upgrade to View</Link>
        </Button>
      }
    />
  );
}
