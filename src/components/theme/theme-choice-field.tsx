import { useId } from 'react';
import { THEME_TEXT } from '@/config/messages';
import { setThemeChoice, THEME_CHOICES, useThemeChoice } from '@/lib/theme';
import { THEME_ICONS } from '@/components/theme/theme-icons';
import { cn } from '@/lib/utils';

/**
 * System / Light / Dark as native radio buttons drawn as a segmented control: for the phone menu and
 * the admin sidebar, which have no dropdown (and should not load Radix's for this).
 */
export function ThemeChoiceField({ className, stacked = false }: { className?: string; stacked?: boolean }) {
  const choice = useThemeChoice();
  const name = useId();
  // A radiogroup rather than a fieldset: a legend is no flex item, and the row must wrap where it is
  // narrow. `stacked` (the admin sidebar, 208 px inside its padding): the label above, the three
  // choices sharing the full width, each icon above its word, so no word has to break and the row
  // fits whatever the font (side by side, Debian's DejaVu Sans made it 219 px wide: it stuck out).
  return (
    <div
      className={cn('flex flex-wrap items-center gap-x-3 gap-y-1.5', stacked && 'flex-col items-stretch', className)}
    >
      <span id={`${name}-label`} className="text-sm font-medium text-slate-600">
        {THEME_TEXT.label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={`${name}-label`}
        className={cn('rounded-md border border-slate-200 bg-slate-50 p-0.5', stacked ? 'flex' : 'inline-flex')}
      >
        {THEME_CHOICES.map((value) => {
          const Icon = THEME_ICONS[value];
          return (
            <label
              key={value}
              className={cn(
                'relative flex cursor-pointer items-center rounded py-1 text-xs font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                stacked ? 'flex-1 flex-col justify-center gap-0.5 px-1' : 'gap-1.5 px-2.5',
                choice === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              <input
                type="radio"
                name={name}
                value={value}
                checked={choice === value}
                onChange={() => setThemeChoice(value)}
                // Invisible but on top of its label: the whole segment is the radio's click target.
                className="absolute inset-0 cursor-pointer opacity-0"
              />
              <Icon className="h-3.5 w-3.5" aria-hidden="true" />
              {THEME_TEXT.choices[value]}
            </label>
          );
        })}
      </div>
    </div>
  );
}
