import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useHydrated } from '@/lib/use-hydrated';
import { cn } from '@/lib/utils';

export interface SearchFieldProps {
  id: string;
  label: string;
  /** Keeps the label for screen readers only, when the screen makes the box's purpose plain. */
  hideLabel?: boolean;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/**
 * A labelled search box with its magnifier; pair it with useDebouncedSearch (lib/use-debounced-value).
 * On a prerendered page it is disabled until React has hydrated it: React sets a controlled box to its
 * state when it hydrates, so words typed before then would vanish.
 */
export function SearchField({ id, label, hideLabel, placeholder, value, onChange, className }: SearchFieldProps) {
  const hydrated = useHydrated();
  return (
    <div className={cn('space-y-1', className)}>
      <Label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-600"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          className="pl-9"
          placeholder={placeholder}
          value={value}
          disabled={!hydrated}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    </div>
  );
}
