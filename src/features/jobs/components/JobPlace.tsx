import type { ReactNode } from 'react';
import { Briefcase, MapPin } from 'lucide-react';

/**
 * The line under a job's title: the company that posts it and where the job is, then anything the
 * screen adds (the detail page's posting date). `className` is the whole line's, each screen's own size.
 */
export function JobPlace({
  company,
  location,
  className,
  children,
}: {
  company: string;
  location: string;
  className: string;
  children?: ReactNode;
}) {
  return (
    <p className={className}>
      <span className="inline-flex items-center gap-1">
        <Briefcase className="h-4 w-4" aria-hidden="true" /> {company}
      </span>
      <span className="inline-flex items-center gap-1">
        <MapPin className="h-4 w-4" aria-hidden="true" /> {location}
      </span>
      {children}
    </p>
  );
}
