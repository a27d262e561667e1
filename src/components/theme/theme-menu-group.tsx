import { DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem } from '@/components/ui/dropdown-menu';
import { THEME_TEXT } from '@/config/messages';
import { setThemeChoice, THEME_CHOICES, useThemeChoice, type ThemeChoice } from '@/lib/theme';
import { THEME_ICONS } from '@/components/theme/theme-icons';

/** System / Light / Dark as radio items of the account menu (arrow keys move, Enter or Space picks). */
export function ThemeMenuGroup() {
  const choice = useThemeChoice();
  return (
    <>
      <DropdownMenuLabel id="theme-menu-label" className="text-xs font-semibold text-slate-600">
        {THEME_TEXT.label}
      </DropdownMenuLabel>
      <DropdownMenuRadioGroup
        aria-labelledby="theme-menu-label"
        value={choice}
        onValueChange={(value) => setThemeChoice(value as ThemeChoice)}
      >
        {THEME_CHOICES.map((value) => {
          const Icon = THEME_ICONS[value];
          return (
            // The menu stays open, so the member sees the theme change and can pick again.
            <DropdownMenuRadioItem key={value} value={value} onSelect={(event) => event.preventDefault()}>
              <Icon aria-hidden="true" /> {THEME_TEXT.choices[value]}
            </DropdownMenuRadioItem>
          );
        })}
      </DropdownMenuRadioGroup>
    </>
  );
}
