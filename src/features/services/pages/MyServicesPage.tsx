import { Link } from 'react-router-dom';
import { Package } from 'lucide-react';
import { useAuth } from '@/lib/auth';
import { USER_TYPE } from '@/lib/enums';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingBlock } from '@/components/ui/spinner';
import { MyServicesPanel } from '../components/MyServicesPanel';

export default function MyServicesPage() {
  const { profile, loading } = useAuth();
  if (loading) return <LoadingBlock />;
  return (
    <div className="container mx-auto max-w-5xl space-y-6 px-4 py-6">
      {profile?.user_type === USER_TYPE.provider ? (
        <MyServicesPanel uid={profile.id} heading="h1" />
      ) : (
        // Only Service Providers may list services (the database refuses anyone else).
        <>
          <h1 className="text-2xl font-bold sm:text-3xl">My Services</h1>
          <EmptyState
            icon={<Package />}
            title="Only Service Providers list services"
            action={
              <Button asChild variant="outline">
                <Link to="/services">Browse services</Link>
              </Button>
            }
          />
        </>
      )}
    </div>
  );
}
