import { AppLink } from '@/components/ui/app-link';

export function Logo({ to = '/', className }: { to?: string; className?: string }) {
  return (
    <AppLink
      to={to}
      className={`inline-flex items-center gap-2 rounded-md font-bold text-slate-900 ${className ?? ''}`}
    >
      <span
        aria-hidden="true"
        className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600 text-sm text-white"
      >
        HR
      </span>
      <span className="text-lg">
        HR <span className="text-brand-600">Connect</span>
      </span>
    </AppLink>
  );
}
