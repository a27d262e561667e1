import { useEffect, useState } from 'react';
import { RegisterScreen } from '@/app/routes/auth/RegisterScreen';
import { fetchCategories } from '@/lib/categories';
import { useClientLater } from '@/lib/client-context';

/** The site entry renders this screen in the bare frame (no top navigation), as the app's BareLayout. */
export { BareFrame as Frame } from '@/components/layout/bare-frame';

/**
 * The categories' names, one request once wanted, without TanStack Query (the visitor's page does
 * without it); a failure says so as the app's query does, and the form works without suggestions.
 */
function useServiceTypes(wanted: boolean): readonly string[] {
  const client = useClientLater();
  const [names, setNames] = useState<readonly string[] | null>(null);
  const [asked, setAsked] = useState(false);
  if (wanted && !asked) setAsked(true);
  useEffect(() => {
    if (!asked) return;
    let live = true;
    client()
      .then(fetchCategories)
      .then(
        (rows) => live && setNames(rows.map((c) => c.name)),
        async (error: unknown) => {
          const { toastError } = await import('@/lib/errors');
          if (live) toastError('Error fetching categories', error);
        },
      );
    return () => {
      live = false;
    };
  }, [asked, client]);
  return names ?? [];
}

/** The referral code of /register/{code}, as the router's :referralCode would read it. */
function referralCodeOf(pathname: string): string | undefined {
  const code = /^\/register\/([^/]+)\/?$/.exec(pathname)?.[1];
  try {
    return code === undefined ? undefined : decodeURIComponent(code);
  } catch {
    return code; // not valid percent-encoding: as it is, for the database to refuse
  }
}

/**
 * Sign-up for a visitor, hydrated without the router (src/app/entry-site.tsx): the referral code and
 * ?type=provider come from the address itself, which a router-free page reads once as it loads.
 */
export default function VisitorRegisterPage() {
  const { pathname, search } = window.location;
  return (
    <RegisterScreen
      referralCode={referralCodeOf(pathname)}
      providerFirst={new URLSearchParams(search).get('type') === 'provider'}
      useServiceTypes={useServiceTypes}
    />
  );
}
