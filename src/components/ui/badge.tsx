import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';

export const badgeVariants = cva('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold', {
  variants: {
    variant: {
      default: 'bg-brand-600 text-white',
      secondary: 'bg-brand-50 text-brand-800',
      outline: 'border border-slate-300 text-slate-700',
      success: 'bg-emerald-50 text-emerald-800',
      warning: 'bg-amber-50 text-amber-900',
      destructive: 'bg-red-50 text-red-800',
    },
  },
  defaultVariants: { variant: 'default' },
});

export interface BadgeProps extends React.ComponentProps<'span'>, VariantProps<typeof badgeVariants> {}

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
