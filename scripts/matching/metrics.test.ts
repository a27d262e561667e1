import { describe, expect, it } from 'vitest';
import { ndcgAt, precisionAt, recallAt, reciprocalRank } from './metrics.ts';

describe('ranking metrics', () => {
  const grades = { a: 2, b: 2, c: 1, z: 0 };
  it('precision and recall count relevant results in the cut-off', () => {
    expect(precisionAt(['a', 'x', 'b', 'y', 'z'], grades, 5)).toBeCloseTo(0.4);
    expect(recallAt(['x', 'a', 'c'], grades, 10)).toBeCloseTo(2 / 3);
  });
  it('nDCG is 1 for the ideal order and lower when the best result comes late', () => {
    expect(ndcgAt(['a', 'b', 'c'], grades, 10)).toBeCloseTo(1);
    const late = ndcgAt(['c', 'b', 'a'], grades, 10);
    expect(late).toBeLessThan(1);
    expect(late).toBeGreaterThan(ndcgAt(['x', 'y', 'c'], grades, 10));
  });
  it('reciprocal rank is one over the place of the first relevant result; a listed 0 is not relevant', () => {
    expect(reciprocalRank(['a'], grades)).toBe(1);
    expect(reciprocalRank(['z', 'x', 'c'], grades)).toBeCloseTo(1 / 3);
    expect(reciprocalRank(['z', 'x'], grades)).toBe(0);
  });
});
