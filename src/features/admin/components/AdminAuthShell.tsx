import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Shield } from 'lucide-react';

interface AdminAuthShellProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The centred frame shared by the setup and admin login screens. */
export function AdminAuthShell({ title, subtitle, children }: AdminAuthShellProps) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-page px-4 py-10">
      <div className="w-full max-w-md space-y-6">
        <header className="space-y-2 text-center">
          <div className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-white">
            <Shield className="h-6 w-6" aria-hidden />
          </div>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="text-sm text-slate-600">{subtitle}</p>
        </header>
        {children}
        <p className="text-center text-sm">
          <Link to="/" className="text-slate-600 underline-offset-4 hover:underline">
            Back to Home
          </Link>
        </p>
      </div>
    </main>
  );
}
