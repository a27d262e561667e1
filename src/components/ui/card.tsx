import * as React from 'react';
import { cn } from '@/lib/utils';

/** `featured` stands one card out from its row (pricing's most popular plan). */
export function Card({ className, featured = false, ...props }: React.ComponentProps<'div'> & { featured?: boolean }) {
  return (
    <div
      className={cn(
        'rounded-xl bg-white',
        featured ? 'border-2 border-brand-600 shadow-lg' : 'border border-slate-200 shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-5 pb-3', className)} {...props} />;
}

export function CardTitle({ className, ...props }: React.ComponentProps<'h3'>) {
  return <h3 className={cn('text-lg font-semibold leading-tight text-slate-900', className)} {...props} />;
}

export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p className={cn('text-sm text-slate-600', className)} {...props} />;
}

export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('p-5 pt-0', className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('flex items-center gap-2 p-5 pt-0', className)} {...props} />;
}

/** A titled card section (a profile's About, Skills, Activity…): the title, then what it holds. */
export function SectionCard({
  title,
  icon,
  children,
}: {
  title: React.ReactNode;
  icon?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className={cn('text-lg', icon ? 'flex items-center gap-2' : undefined)}>
          {icon}
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
