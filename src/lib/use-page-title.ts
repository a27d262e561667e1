import { useEffect } from 'react';
import { APP_NAME } from '@/config/constants';

export function formatTitle(title?: string | null): string {
  return title ? `${title} | ${APP_NAME}` : APP_NAME;
}

/** Sets the document title for the current screen; pass undefined while the subject is loading. */
export function usePageTitle(title?: string | null) {
  useEffect(() => {
    if (title !== undefined) document.title = formatTitle(title);
  }, [title]);
}
