import { Megaphone, X } from 'lucide-react';
import { NOTIFICATION_MESSAGES, NOTIFICATION_TEXT } from '@/config/messages';
import { toastError } from '@/lib/errors';
import { useBanner, useDismissBanner } from '../queries';

/** The newest announcement that reached the member, above every page until they dismiss it. */
export function BroadcastBanner({ memberId }: { memberId: string }) {
  const banner = useBanner(memberId);
  const dismiss = useDismissBanner();
  const b = banner.data;
  if (!b) return null;
  return (
    <div role="region" aria-label="Announcement" className="border-b border-brand-200 bg-brand-50">
      <div className="container mx-auto flex max-w-6xl items-start gap-3 px-4 py-3 text-sm">
        <Megaphone className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
        <p className="min-w-0 flex-1 wrap-anywhere">
          <span className="font-semibold">{b.title}</span> <span className="text-slate-700">{b.message}</span>
        </p>
        <button
          type="button"
          aria-label={NOTIFICATION_TEXT.dismiss}
          className="rounded p-1 text-slate-600 hover:bg-brand-100"
          onClick={() =>
            dismiss.mutate(b.id, { onError: (error) => toastError(NOTIFICATION_MESSAGES.errors.dismiss, error) })
          }
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
