import { clsx, type ClassValue } from 'clsx';

type ClassMerge = (classes: string) => string;

// tailwind-merge (9.7 KB gzipped) only matters where a caller's class overrides a primitive's own
// (a Button given another background). The app installs it before rendering (class-merge.ts); the
// pages a visitor's site entry hydrates have no such overrides, so they join classes without it and
// never download it. class-merge.test.tsx renders those pages both ways and requires the same markup.
let merge: ClassMerge = (classes) => classes;

/** Called once, by class-merge.ts, before anything renders. */
export function installClassMerge(fn: ClassMerge) {
  merge = fn;
}

export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs));
}

/** Up to two initials from a name, for avatar fallbacks. */
export function initials(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0][0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1][0] ?? '') : '';
  return (first + last).toUpperCase();
}
