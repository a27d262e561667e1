import { Link } from 'react-router-dom';
import { Compass } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { usePageTitle } from '@/lib/use-page-title';

export function NotFound() {
  usePageTitle('Page Not Found');
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <Compass className="h-14 w-14 text-brand-600" aria-hidden="true" />
      <h1 className="text-3xl font-bold">Page Not Found</h1>
      <p className="text-slate-600">
        We couldn't find the page you were looking for. It may have moved, or the link may be incorrect.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to="/" className={buttonVariants()}>
          Back to Home
        </Link>
        <Link to="/jobs" className={buttonVariants({ variant: 'outline' })}>
          Browse Jobs
        </Link>
      </div>
    </div>
  );
}
