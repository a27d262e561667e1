import type { MouseEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { DIRECTORY_TEXT } from '@/config/directory-text';

const T = DIRECTORY_TEXT.paging;
const LINK =
  'inline-flex h-10 items-center gap-1 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50';

/** True for a plain left click the page may handle itself (not a new tab or window). */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return !(
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey
  );
}

/**
 * Previous / Page n / Next as real links (?page=n), which search engines and visitors without
 * JavaScript follow; once hydrated a click loads the page in place (`onNavigate`).
 */
export function Pagination({
  page,
  hasNext,
  hrefFor,
  onNavigate,
}: {
  page: number;
  hasNext: boolean;
  hrefFor: (page: number) => string;
  onNavigate?: (page: number) => void;
}) {
  if (page <= 1 && !hasNext) return null;
  const go = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || !isPlainClick(event)) return;
    event.preventDefault();
    onNavigate(target);
  };
  return (
    <nav aria-label={T.label} className="mt-8 flex items-center justify-center gap-3">
      {page > 1 ? (
        <a href={hrefFor(page - 1)} rel="prev" className={LINK} onClick={go(page - 1)}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          {T.previous}
        </a>
      ) : null}
      <span className="text-sm text-slate-600" aria-current="page">
        {DIRECTORY_TEXT.list.pageOf(page)}
      </span>
      {hasNext ? (
        <a href={hrefFor(page + 1)} rel="next" className={LINK} onClick={go(page + 1)}>
          {T.next}
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </a>
      ) : null}
    </nav>
  );
}
