import { describe, expect, it } from 'vitest';

// The theme (src/index.css) defines the brand palette on top of Tailwind's own colours; it has no
// shadcn-style tokens. A class such as `text-muted-foreground` therefore compiles to nothing, and the
// text silently shows in full black (or a `border` in currentColor). This keeps such classes out.
const SHADCN_TOKEN =
  /(?<![\w-])(?:[\w-]+:)*(?:text|bg|border|ring|outline|fill|stroke|from|to|via|divide|placeholder)-(?:muted|destructive|background|foreground|input|ring|primary|accent|popover|card|border)(?:-foreground)?(?:\/\d+)?(?![\w-])/g;

// Every source file's text, test files left out (vite's glob import; vitest runs on vite).
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('theme classes', () => {
  it('the pattern catches the classes it is meant to', () => {
    const sample =
      'p-2 text-muted-foreground hover:text-destructive border-input focus-visible:ring-ring bg-muted/40 text-slate-600 ring-2';
    expect(sample.match(SHADCN_TOKEN)).toEqual([
      'text-muted-foreground',
      'hover:text-destructive',
      'border-input',
      'focus-visible:ring-ring',
      'bg-muted/40',
    ]);
  });

  it('no source file uses a colour token the theme does not define', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    const found = Object.entries(sources).flatMap(([file, text]) =>
      (text.match(SHADCN_TOKEN) ?? []).map((cls) => `${file}: ${cls}`),
    );
    expect(found).toEqual([]);
  });
});
