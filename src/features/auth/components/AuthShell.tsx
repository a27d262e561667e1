import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Footer } from '@/components/layout/footer';
import { AppLink } from '@/components/ui/app-link';
import { Logo } from '@/components/layout/logo';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

/**
 * The frame of the sign-in and sign-up screens: logo, one card, 'Back to Home', footer. Router-free
 * (AppLink), as sign-up is also hydrated by the site entry.
 */
export function AuthShell({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <>
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-10 sm:py-16">
        <div className="w-full max-w-md">
          <div className="mb-6 flex justify-center">
            <Logo />
          </div>
          <Card>
            <CardHeader className="items-center text-center">
              <h1 className="text-2xl font-bold">{title}</h1>
              <CardDescription>{subtitle}</CardDescription>
            </CardHeader>
            <CardContent>{children}</CardContent>
          </Card>
          <p className="mt-6 text-center">
            <AppLink
              to="/"
              className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
            >
              <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Home
            </AppLink>
          </p>
        </div>
      </main>
      <Footer />
    </>
  );
}
