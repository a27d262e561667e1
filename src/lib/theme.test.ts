import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readThemeChoice, resolveTheme, setThemeChoice, THEME_STORAGE_KEY, type ThemeChoice } from '@/lib/theme';
// The page's own head (vite's raw import; vitest runs on vite).
import html from '/index.html?raw';

/** A stand-in for matchMedia('(prefers-color-scheme: dark)') whose answer the test changes. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return {
    turn(nowDark: boolean) {
      query.matches = nowDark;
      listeners.forEach((listener) => listener());
    },
  };
}

const root = () => document.documentElement;
const isDark = () => root().classList.contains('dark');

// The inline script of index.html, run as the browser runs it.
const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
const runInlineScript = () => new Function(script)();

beforeEach(() => {
  localStorage.clear();
  root().classList.remove('dark');
  root().style.colorScheme = '';
});
afterEach(() => vi.unstubAllGlobals());

describe('the stored choice', () => {
  it('is system when nothing, or something unknown, is stored', () => {
    expect(readThemeChoice()).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(readThemeChoice()).toBe('system');
  });

  it('is what setThemeChoice stored; system removes the key', () => {
    fakeSystem(false);
    setThemeChoice('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(readThemeChoice()).toBe('dark');
    setThemeChoice('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(readThemeChoice()).toBe('system');
  });

  it('is system when storage throws (private modes)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(readThemeChoice(broken)).toBe('system');
  });
});

describe('resolveTheme', () => {
  it('follows the system only for the system choice', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
});

describe('setThemeChoice', () => {
  it('sets the class and color-scheme on <html> at once', () => {
    fakeSystem(true);
    setThemeChoice('light');
    expect(isDark()).toBe(false);
    expect(root().style.colorScheme).toBe('light');
    setThemeChoice('system');
    expect(isDark()).toBe(true);
    expect(root().style.colorScheme).toBe('dark');
  });
});

describe('the inline script in index.html', () => {
  it('is in the head, before the app', () => {
    expect(script).toContain(`'${THEME_STORAGE_KEY}'`);
    expect(html.indexOf(script)).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf(script)).toBeLessThan(html.indexOf('src="/src/main.tsx"'));
  });

  const cases: [ThemeChoice | null, boolean][] = [
    [null, false],
    [null, true],
    ['light', true],
    ['dark', false],
    ['system', true],
  ];
  it.each(cases)('with %s stored and a dark system %s, paints what resolveTheme says', (stored, systemDark) => {
    fakeSystem(systemDark);
    if (stored) localStorage.setItem(THEME_STORAGE_KEY, stored);
    runInlineScript();
    const expected = resolveTheme(readThemeChoice(), systemDark);
    expect(isDark()).toBe(expected === 'dark');
    expect(root().style.colorScheme).toBe(expected);
  });

  it('follows the system setting live while the choice is system, not while a theme is chosen', () => {
    const system = fakeSystem(false);
    runInlineScript();
    expect(isDark()).toBe(false);
    system.turn(true);
    expect(isDark()).toBe(true);
    system.turn(false);
    expect(isDark()).toBe(false);

    setThemeChoice('light');
    system.turn(true);
    expect(isDark()).toBe(false);
    setThemeChoice('system');
    expect(isDark()).toBe(true);
  });

  it('takes up a choice made in another tab', () => {
    fakeSystem(false);
    runInlineScript();
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
    expect(isDark()).toBe(true);
  });
});
