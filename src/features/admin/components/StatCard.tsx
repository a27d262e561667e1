import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

interface StatCardProps {
  title: string;
  value: number;
  note: string;
  icon: LucideIcon;
}

export function StatCard({ title, value, note, icon: Icon }: StatCardProps) {
  const id = `stat-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader className="flex flex-row items-center justify-between space-y-0 pb-2">
        {/* h2: the cards sit right under the page's h1 (a card title's usual h3 skipped a level). */}
        <h2 id={id} className="text-sm font-medium leading-tight text-slate-900">
          {title}
        </h2>
        <Icon className="h-4 w-4 text-slate-600" aria-hidden />
      </CardHeader>
      <CardContent>
        <p className="text-2xl font-bold" data-testid="stat-value">
          {value.toLocaleString()}
        </p>
        <p className="text-xs text-slate-600">{note}</p>
      </CardContent>
    </Card>
  );
}
