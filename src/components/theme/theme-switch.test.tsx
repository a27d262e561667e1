import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { ThemeMenuGroup } from '@/components/theme/theme-menu-group';
import { ThemeChoiceField } from '@/components/theme/theme-choice-field';
import { THEME_STORAGE_KEY } from '@/lib/theme';

const isDark = () => document.documentElement.classList.contains('dark');

beforeEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove('dark');
  // A light system; jsdom has no matchMedia of its own.
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
  return () => vi.unstubAllGlobals();
});

function Menu() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>Open account menu</DropdownMenuTrigger>
      <DropdownMenuContent>
        <ThemeMenuGroup />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

describe('the theme switch in the account menu', () => {
  it('offers System, Light and Dark as a labelled radio group, System chosen by default', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(screen.getByRole('button', { name: 'Open account menu' }));
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(group).toBeInTheDocument();
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent?.trim())).toEqual(['System', 'Light', 'Dark']);
    expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
  });

  it('picks a theme with the keyboard, applies and stores it, and stays open', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    screen.getByRole('button', { name: 'Open account menu' }).focus();
    await user.keyboard('{Enter}');
    // Radix focuses the first item on open from the keyboard: System, then Light, then Dark.
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(isDark()).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'false');
  });
});

describe('the theme switch of the phone menu and admin sidebar', () => {
  it('is a labelled radio group that applies and stores the choice', async () => {
    const user = userEvent.setup();
    render(<ThemeChoiceField />);
    const group = screen.getByRole('radiogroup', { name: 'Theme' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(isDark()).toBe(true);
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(isDark()).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });
});
