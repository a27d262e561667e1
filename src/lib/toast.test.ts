import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pauseToast, resetToasts, resumeToast, toast, useToast } from '@/lib/toast';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetToasts();
  });
  afterEach(() => {
    resetToasts();
    vi.useRealTimers();
  });

  it('shows at most one toast: a new one replaces the older', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0].title).toBe('Second');
  });

  it('closes a toast after 5000 ms by default', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Hello' });
    });
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(result.current.toasts[0].open).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.toasts[0].open).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.toasts).toHaveLength(0);
  });

  it('holds a toast while it is hovered or focused, then gives back the time it had left', () => {
    const { result } = renderHook(() => useToast());
    let id = '';
    act(() => {
      id = toast({ title: 'Read me' }).id;
    });
    act(() => vi.advanceTimersByTime(3000));
    act(() => pauseToast(id));
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.toasts[0].open).toBe(true);
    act(() => resumeToast(id));
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.toasts[0].open).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toasts[0].open).toBe(false);
  });

  it('keeps a toast with an infinite duration open', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Sticky', duration: Infinity });
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0].open).toBe(true);
  });

  it('does not let the replaced toast timer close the new toast', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Old' });
    });
    act(() => {
      vi.advanceTimersByTime(3000);
      toast({ title: 'New' });
    });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(result.current.toasts[0]).toMatchObject({ title: 'New', open: true });
  });

  it('dismiss closes the toast by id', () => {
    const { result } = renderHook(() => useToast());
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: 'Bye', variant: 'destructive' });
    });
    expect(result.current.toasts[0].variant).toBe('destructive');
    act(() => handle?.dismiss());
    expect(result.current.toasts[0].open).toBe(false);
  });
});
