import { useSyncExternalStore } from 'react';

/**
 * Light and dark theme. The member's choice is kept in localStorage; 'system' (the default) follows
 * the operating system's setting. The `dark` class on <html> switches the palette (index.css).
 *
 * The inline script in index.html applies the stored choice before first paint (prerendered pages
 * too) and keeps following the system setting and other tabs, so no bundle has to: this module is
 * only for the switches, which load with the menus. theme.test.ts runs that script against
 * `resolveTheme` here.
 */
export type ThemeChoice = 'system' | 'light' | 'dark';
export type Theme = 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];
export const THEME_STORAGE_KEY = 'hr-connect-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function isChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);
}

/** The stored choice; 'system' when none is stored, storage is unavailable or holds something else. */
export function readThemeChoice(storage: Storage | undefined = globalThis.localStorage): ThemeChoice {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return isChoice(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

export function resolveTheme(choice: ThemeChoice, systemDark: boolean): Theme {
  if (choice === 'system') return systemDark ? 'dark' : 'light';
  return choice;
}

/** Puts the theme on <html>: the class for the palette, color-scheme for form controls and scrollbars. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement) {
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

const listeners = new Set<() => void>();

/** Stores the member's choice and applies it at once (the inline script follows the system from here). */
export function setThemeChoice(choice: ThemeChoice, storage: Storage | undefined = globalThis.localStorage) {
  try {
    if (choice === 'system') storage?.removeItem(THEME_STORAGE_KEY);
    else storage?.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private modes may refuse storage: the choice still holds for this page.
  }
  const systemDark = typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
  applyTheme(resolveTheme(choice, systemDark));
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  // A choice made in another tab shows in this tab's switch too.
  window.addEventListener('storage', notify);
  return () => {
    listeners.delete(notify);
    window.removeEventListener('storage', notify);
  };
}

/** The member's current choice, for the switches. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(
    subscribe,
    () => readThemeChoice(),
    () => 'system' as const,
  );
}
