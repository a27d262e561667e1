import { describe, expect, it } from 'vitest';
import { bm25Scores } from './bm25.ts';

const doc = (id: string, words: string) => {
  const terms = new Map<string, number>();
  for (const w of words.split(' ')) terms.set(w, (terms.get(w) ?? 0) + 1);
  return { id, terms };
};

describe('BM25 baseline', () => {
  it('weighs rare terms above common ones and saturates repeated ones', () => {
    const docs = [
      doc('payroll', 'payroll bureau staff'),
      doc('common', 'staff staff staff staff'),
      doc('other', 'catering staff'),
      doc('long', 'payroll ' + 'word '.repeat(40).trim()),
    ];
    const scores = bm25Scores(docs, ['payroll', 'staff']);
    expect(scores.get('payroll')!).toBeGreaterThan(scores.get('common')!);
    // Saturation: four times a word is far less than four times the score of once.
    expect(scores.get('common')!).toBeLessThan(4 * scores.get('other')!);
    // Length normalisation: the same match in a long document counts less.
    expect(scores.get('long')!).toBeLessThan(scores.get('payroll')!);
    expect(scores.has('nothing')).toBe(false);
  });
});
