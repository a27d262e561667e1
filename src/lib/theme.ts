import { useSyncExternalStore } from 'react';

/**
 * Light and dark theme. The member's choice is kept in localStorage; 'system' (the default) follows
 * the operating system's setting, live. The `dark` class on <html> switches the palette (index.css).
 *
 * index.html has an inline copy of `applyTheme` that runs before first paint (also for prerendered
 * pages), so a dark system never flashes a light page; theme.test.ts keeps the two in step.
 */
export type ThemeChoice = 'system' | 'light' | 'dark';
export type Theme = 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];
export const THEME_STORAGE_KEY = 'hr-connect-theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

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

function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
}

/** Puts the theme on <html>: the class for the palette, color-scheme for form controls and scrollbars. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement) {
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

const listeners = new Set<() => void>();

function applyCurrent() {
  applyTheme(resolveTheme(readThemeChoice(), systemPrefersDark()));
}

/** Stores the member's choice and applies it at once. */
export function setThemeChoice(choice: ThemeChoice, storage: Storage | undefined = globalThis.localStorage) {
  try {
    if (choice === 'system') storage?.removeItem(THEME_STORAGE_KEY);
    else storage?.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private modes may refuse storage: the choice still holds for this page.
  }
  applyTheme(resolveTheme(choice, systemPrefersDark()));
  listeners.forEach((notify) => notify());
}

/**
 * Keeps the page's theme following the system setting (when the choice is 'system') and the choice
 * made in another tab. Started once at boot; returns the function that stops it.
 */
export function followThemeChanges(): () => void {
  applyCurrent();
  const media = typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : null;
  const onSystem = () => applyCurrent();
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    applyCurrent();
    listeners.forEach((notify) => notify());
  };
  media?.addEventListener('change', onSystem);
  window.addEventListener('storage', onStorage);
  return () => {
    media?.removeEventListener('change', onSystem);
    window.removeEventListener('storage', onStorage);
  };
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/** The member's current choice, for the switches. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(
    subscribe,
    () => readThemeChoice(),
    () => 'system' as const,
  );
}
