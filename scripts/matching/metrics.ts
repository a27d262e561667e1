// Ranking metrics over graded relevance (any grade > 0 is relevant; missing = 0), as information
// retrieval defines them.

export type Grades = Record<string, number>;

const relevant = (grades: Grades): string[] => Object.keys(grades).filter((k) => (grades[k] ?? 0) > 0);

/** Share of the first k results that are relevant at all. */
export function precisionAt(ranking: string[], grades: Grades, k: number): number {
  return ranking.slice(0, k).filter((key) => (grades[key] ?? 0) > 0).length / k;
}

/** Share of all relevant results found in the first k. */
export function recallAt(ranking: string[], grades: Grades, k: number): number {
  const all = relevant(grades);
  if (all.length === 0) return 1;
  return ranking.slice(0, k).filter((key) => (grades[key] ?? 0) > 0).length / all.length;
}

/** Discounted cumulative gain with gain 2^grade − 1, normalised by the ideal order of the grades. */
export function ndcgAt(ranking: string[], grades: Grades, k: number): number {
  const dcg = (gains: number[]) => gains.slice(0, k).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
  const ideal = dcg(
    Object.values(grades)
      .filter((g) => g > 0)
      .sort((a, b) => b - a),
  );
  if (ideal === 0) return 1;
  return dcg(ranking.map((key) => grades[key] ?? 0)) / ideal;
}

/** Reciprocal rank of the first relevant result (0 when none is in the ranking). */
export function reciprocalRank(ranking: string[], grades: Grades): number {
  const i = ranking.findIndex((key) => (grades[key] ?? 0) > 0);
  return i < 0 ? 0 : 1 / (i + 1);
}
