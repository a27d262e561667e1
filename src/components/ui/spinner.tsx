import { Loader2 } from 'lucide-react';
// Plain class joining (no tailwind-merge): the spinner is part of the first chunk.
const cn = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');

export interface SpinnerProps {
  label?: string;
  className?: string;
  size?: 'sm' | 'md' | 'lg';
}

const sizes = { sm: 'h-4 w-4', md: 'h-6 w-6', lg: 'h-10 w-10' } as const;

export function Spinner({ label = 'Loading...', className, size = 'md' }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center justify-center text-brand-600', className)}>
      <Loader2 className={cn('animate-spin', sizes[size])} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A spinner centred in a block, for whole sections that are loading. */
export function LoadingBlock({ label, className }: { label?: string; className?: string }) {
  return (
    <div className={cn('flex w-full items-center justify-center py-12', className)}>
      <Spinner label={label} size="lg" />
    </div>
  );
}
