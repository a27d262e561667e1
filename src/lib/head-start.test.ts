import { describe, expect, it, vi } from 'vitest';
import { startEarly, takeEarly } from './head-start';

describe('startEarly / takeEarly', () => {
  it('hands the request started early to the first query of its key, once', async () => {
    startEarly(['jobs', 'list', '', false, 0], () => Promise.resolve('early'));
    const later = vi.fn(() => Promise.resolve('later'));
    await expect(takeEarly(['jobs', 'list', '', false, 0], later)).resolves.toBe('early');
    expect(later).not.toHaveBeenCalled();
    // A refetch asks the server again.
    await expect(takeEarly(['jobs', 'list', '', false, 0], later)).resolves.toBe('later');
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('asks now for a key nothing was started for', async () => {
    startEarly(['jobs', 'detail', 'a'], () => Promise.resolve('a'));
    await expect(takeEarly(['jobs', 'detail', 'b'], () => Promise.resolve('b'))).resolves.toBe('b');
  });

  it('passes a failure to the query that takes it, without an unhandled rejection before', async () => {
    startEarly(['jobs', 'detail', 'c'], () => Promise.reject(new Error('Failed to fetch')));
    // Let the rejection settle with nobody listening yet: vitest fails the run on an unhandled one.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeEarly(['jobs', 'detail', 'c'], () => Promise.resolve(null))).rejects.toThrow('Failed to fetch');
  });
});
