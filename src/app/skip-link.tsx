/**
 * First in every page (RootLayout), and in the landing page's router-less entry
 * (landing-document.tsx): in a module of its own so that entry does not import the router.
 */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      Skip to content
    </a>
  );
}
