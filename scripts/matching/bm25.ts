// Okapi BM25 over term frequencies, for the quality script's baseline (issue 31): the textbook formula
// with no fields, weights, vocabulary or typo tolerance, so the ranking in the database has a plain
// search engine to beat.
//   idf(t) = ln(1 + (N − df + 0.5) / (df + 0.5))
//   score(d, q) = Σ_t∈q idf(t) · tf·(k1 + 1) / (tf + k1·(1 − b + b·|d| / avg|d|))

export interface TermDocument {
  id: string;
  /** Term → how often it occurs in the document. */
  terms: Map<string, number>;
}

export interface Bm25Options {
  k1?: number;
  b?: number;
}

export function bm25Scores(docs: TermDocument[], query: string[], options: Bm25Options = {}): Map<string, number> {
  const k1 = options.k1 ?? 1.2;
  const b = options.b ?? 0.75;
  const length = (d: TermDocument) => [...d.terms.values()].reduce((s, n) => s + n, 0);
  const avg = docs.reduce((s, d) => s + length(d), 0) / Math.max(docs.length, 1);
  const terms = [...new Set(query)];
  const idf = new Map(
    terms.map((t) => {
      const df = docs.filter((d) => d.terms.has(t)).length;
      return [t, Math.log(1 + (docs.length - df + 0.5) / (df + 0.5))];
    }),
  );
  const scores = new Map<string, number>();
  for (const d of docs) {
    const norm = k1 * (1 - b + (b * length(d)) / avg);
    let score = 0;
    for (const t of terms) {
      const tf = d.terms.get(t) ?? 0;
      if (tf > 0) score += (idf.get(t) ?? 0) * ((tf * (k1 + 1)) / (tf + norm));
    }
    if (score > 0) scores.set(d.id, score);
  }
  return scores;
}
