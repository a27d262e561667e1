import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { ViewProfileButton } from '@/components/view-profile-button';
import { errorMessage } from '@/lib/errors';
import { useServiceDetails } from '../queries';

/** One service in full. Opening it is a service view for the provider's analytics (view_service). */
export function ServiceDetailsDialog({ serviceId, onClose }: { serviceId: string | null; onClose: () => void }) {
  const details = useServiceDetails(serviceId);
  const s = details.data;
  return (
    <Dialog open={serviceId !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        {details.isPending ? (
          <>
            <DialogTitle className="sr-only">Service</DialogTitle>
            <Spinner label="Loading service..." />
          </>
        ) : details.isError || !s ? (
          <DialogHeader>
            <DialogTitle>Service not found</DialogTitle>
            <DialogDescription>
              {details.isError ? errorMessage(details.error) : 'This service is no longer listed.'}
            </DialogDescription>
          </DialogHeader>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{s.service_name}</DialogTitle>
              {s.category_name ? (
                <DialogDescription asChild>
                  <div>
                    <Badge variant="secondary">{s.category_name}</Badge>
                  </div>
                </DialogDescription>
              ) : null}
            </DialogHeader>
            <p className="whitespace-pre-line text-sm text-slate-700">{s.description || 'No description yet.'}</p>
            <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
              <Avatar name={s.provider_full_name} src={s.provider_avatar_url} size="sm" />
              <div className="min-w-0 flex-1 text-sm">
                <p className="truncate font-medium">{s.provider_full_name}</p>
                <p className="truncate text-slate-600">{s.provider_company}</p>
              </div>
              <ViewProfileButton id={s.provider_id} name={s.provider_full_name} canView={s.can_view_provider} />
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
