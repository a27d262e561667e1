import { describe, expect, it } from 'vitest';
import { ilikePattern } from '@/lib/search';

describe('ilikePattern', () => {
  it('wraps the text in wildcards and quotes it', () => {
    expect(ilikePattern('  nurse ')).toBe('"%nurse%"');
  });

  it('escapes LIKE wildcards so they match literally', () => {
    expect(ilikePattern('50%_off')).toBe('"%50\\\\%\\\\_off%"');
  });

  it('keeps PostgREST syntax characters inside the quotes', () => {
    const pattern = ilikePattern('a,b.c(d)"e');
    expect(pattern.startsWith('"') && pattern.endsWith('"')).toBe(true);
    expect(pattern).toContain('\\"e');
  });
});
