import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useToast } from '@/lib/toast';
import { AuthProvider } from '@/lib/auth';
import { ClientProvider } from '@/lib/client-context';
import { clientOnDemand } from '@/lib/load-client';

// The toast store is tiny and always present; its Radix renderer is fetched with the first toast.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

function ToasterOnDemand() {
  const { toasts } = useToast();
  // Once a toast has appeared the toaster stays mounted, so later toasts and exit animations just work.
  const [mounted, setMounted] = useState(false);
  if (!mounted && toasts.length > 0) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      {/* The supabase-js client, fetched by the first screen that asks for it (see client-context.ts). */}
      <ClientProvider value={clientOnDemand}>
        {children}
        <ToasterOnDemand />
      </ClientProvider>
    </AuthProvider>
  );
}
