import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NOTIFICATION_MESSAGES, NOTIFICATION_TEXT } from '@/config/messages';
import { toastError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useMutedKinds, useSetKindMuted, type NotificationKind } from '../queries';

const KINDS = Object.keys(NOTIFICATION_TEXT.kinds) as NotificationKind[];

/** Each kind of notification on or off (all on until the member turns one off). */
export function NotificationSettingsCard({ uid }: { uid: string }) {
  const muted = useMutedKinds(uid);
  const setMuted = useSetKindMuted(uid);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{NOTIFICATION_TEXT.settingsTitle}</CardTitle>
        <CardDescription>{NOTIFICATION_TEXT.settingsDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        {muted.error ? (
          <p className="text-sm text-slate-600">{NOTIFICATION_TEXT.error}</p>
        ) : (
          <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2" disabled={muted.isPending}>
            <legend className="sr-only">{NOTIFICATION_TEXT.settingsTitle}</legend>
            {KINDS.map((kind) => (
              <label key={kind} className="flex items-center gap-3 text-sm">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand-700"
                  checked={!muted.data?.includes(kind)}
                  onChange={(e) =>
                    setMuted.mutate(
                      { kind, muted: !e.target.checked },
                      {
                        onSuccess: () => toast(NOTIFICATION_MESSAGES.settingSaved),
                        onError: (error) => toastError(NOTIFICATION_MESSAGES.errors.settings, error),
                      },
                    )
                  }
                />
                {NOTIFICATION_TEXT.kinds[kind]}
              </label>
            ))}
          </fieldset>
        )}
      </CardContent>
    </Card>
  );
}
