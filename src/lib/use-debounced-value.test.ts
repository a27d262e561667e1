import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '@/config/constants';
import { useDebouncedValue } from '@/lib/use-debounced-value';

describe('useDebouncedValue (job search delay)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('applies the value only after 300 ms without changes', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, TIMINGS.searchDebounce), {
      initialProps: { value: '' },
    });
    rerender({ value: 'h' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'hr' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('hr');
  });

  it('uses the 300 ms of the spec', () => {
    expect(TIMINGS.searchDebounce).toBe(300);
  });
});
