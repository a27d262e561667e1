import { ChevronRight } from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';
import { DIRECTORY_TEXT } from '@/config/directory-text';

export interface Crumb {
  label: string;
  /** Absent for the page itself (the last crumb). */
  to?: string;
}

/** Where the page sits (Home › Providers › …); the page's BreadcrumbList JSON-LD says the same. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label={DIRECTORY_TEXT.breadcrumbs.label} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, i) => (
          <li key={crumb.label} className="inline-flex items-center gap-1">
            {i > 0 ? <ChevronRight className="h-3.5 w-3.5" aria-hidden="true" /> : null}
            {crumb.to ? (
              <AppLink to={crumb.to} className="rounded hover:text-brand-700 hover:underline">
                {crumb.label}
              </AppLink>
            ) : (
              <span aria-current="page" className="font-medium text-slate-800">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
