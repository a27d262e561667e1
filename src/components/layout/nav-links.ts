import { cn } from '@/lib/utils';

export const MEMBER_LINKS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/network', label: 'Network' },
  { to: '/services', label: 'Services' },
  { to: '/jobs', label: 'Jobs' },
  { to: '/news', label: 'Industry News' },
  { to: '/pricing', label: 'Pricing' },
] as const;

export function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-slate-100 hover:text-slate-900',
    isActive ? 'text-brand-700' : 'text-slate-600',
  );
}
