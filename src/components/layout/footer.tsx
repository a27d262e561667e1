import { AppLink } from '@/components/ui/app-link';
import { DIRECTORY_LINK } from '@/config/directory-text';

export function Footer() {
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row">
        <p>© 2025 HR Connect. All rights reserved.</p>
        <nav aria-label="Directory">
          <AppLink className="rounded hover:text-brand-700 hover:underline" to={DIRECTORY_LINK.to}>
            {DIRECTORY_LINK.label}
          </AppLink>
        </nav>
        <nav aria-label="Legal" className="flex gap-5">
          <AppLink className="rounded hover:text-brand-700 hover:underline" to="/privacy-policy">
            Privacy Policy
          </AppLink>
          <AppLink className="rounded hover:text-brand-700 hover:underline" to="/terms-of-use">
            Terms of Use
          </AppLink>
        </nav>
      </div>
    </footer>
  );
}
