import { Link } from 'react-router-dom';

export function Footer() {
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row">
        <p>© 2025 HR Connect. All rights reserved.</p>
        <nav aria-label="Legal" className="flex gap-5">
          <Link className="rounded hover:text-brand-700 hover:underline" to="/privacy-policy">
            Privacy Policy
          </Link>
          <Link className="rounded hover:text-brand-700 hover:underline" to="/terms-of-use">
            Terms of Use
          </Link>
        </nav>
      </div>
    </footer>
  );
}
