import { describe, expect, it, vi } from 'vitest';
import { createBatchLoader } from './batch';

describe('createBatchLoader', () => {
  it('loads the keys asked for in one tick with one call, and says what is missing', async () => {
    const owner = {};
    const loadMany = vi.fn(
      async (_owner: object, keys: string[]) => new Map(keys.filter((k) => k !== 'c').map((k) => [k, k.toUpperCase()])),
    );
    const load = createBatchLoader(loadMany, () => 'none');
    const values = await Promise.all([load(owner, 'a'), load(owner, 'b'), load(owner, 'a'), load(owner, 'c')]);
    expect(values).toEqual(['A', 'B', 'A', 'none']);
    expect(loadMany).toHaveBeenCalledTimes(1);
    expect(loadMany.mock.calls[0]![1]).toEqual(['a', 'b', 'c']);
    // A later tick is a new batch.
    expect(await load(owner, 'b')).toBe('B');
    expect(loadMany).toHaveBeenCalledTimes(2);
  });

  it('keeps owners apart and passes a failure to everyone who waited', async () => {
    const load = createBatchLoader(
      async (owner: { fail: boolean }, keys: number[]) => {
        if (owner.fail) throw new Error('offline');
        return new Map(keys.map((k) => [k, k * 2]));
      },
      () => 0,
    );
    const failing = { fail: true };
    const working = { fail: false };
    const results = await Promise.allSettled([load(failing, 1), load(working, 1), load(failing, 2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'rejected']);
    expect(results[1]).toEqual({ status: 'fulfilled', value: 2 });
  });
});
