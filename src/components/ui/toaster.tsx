import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from '@/components/ui/toast';
import { dismissToast, pauseToast, resumeToast, useToast } from '@/lib/toast';

/**
 * Renders the toast store. Timing lives in the store, so Radix's own timer is switched off; Radix
 * still reports hover and focus (pause) and their end (resume), which the store's clock follows.
 */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastProvider duration={Infinity}>
      {toasts.map((t) => (
        <Toast
          key={t.id}
          open={t.open}
          variant={t.variant}
          duration={Infinity}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          onPause={() => pauseToast(t.id)}
          onResume={() => resumeToast(t.id)}
        >
          <div className="grid gap-1">
            {t.title ? <ToastTitle>{t.title}</ToastTitle> : null}
            {t.description ? <ToastDescription>{t.description}</ToastDescription> : null}
          </div>
          {t.action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
