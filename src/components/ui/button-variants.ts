import { cva } from 'class-variance-authority';

// Kept apart from button.tsx so plain links styled as buttons (the landing page) need neither
// Radix Slot nor tailwind-merge. No two parts set the same property (the font size is the size's),
// so the classes are right joined as they are, without merging.
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-brand-600 text-white hover:bg-brand-700',
        secondary: 'bg-brand-50 text-brand-700 hover:bg-brand-100',
        outline: 'border border-brand-600 bg-white text-brand-700 hover:bg-brand-50',
        ghost: 'text-slate-700 hover:bg-slate-100',
        destructive: 'bg-red-700 text-white hover:bg-red-800',
        link: 'rounded-none text-brand-700 underline-offset-4 hover:underline',
        // On a dark band (pricing's Enterprise offer).
        inverse: 'bg-white text-slate-900 hover:bg-slate-100',
      },
      size: {
        default: 'h-10 px-5 py-2 text-sm',
        sm: 'h-8 px-3 text-xs',
        lg: 'h-12 px-7 text-base',
        icon: 'h-10 w-10 text-sm',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);
