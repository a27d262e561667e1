// Latency sampling for the benchmarks: warm-up runs first (plan caches, JIT, buffer cache), then
// timed runs one after the other, so figures show one user's latency, not throughput.
import { performance } from 'node:perf_hooks';

export interface Summary {
  runs: number;
  median: number;
  p95: number;
}

export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  // Nearest-rank: the smallest sample with at least q of all samples at or below it.
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[rank - 1] as number;
}

export function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return { runs: sorted.length, median: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) };
}

export async function sample(fn: (i: number) => Promise<unknown>, runs: number, warmup: number): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn(i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn(warmup + i);
    samples.push(performance.now() - start);
  }
  return samples;
}

/**
 * Like `sample` for several targets at once (the same call at each network size): each round runs
 * every target once, in turns, so a slow stretch of the machine lands on all of them alike.
 */
export async function sampleInterleaved(
  fns: ((i: number) => Promise<unknown>)[],
  runs: number,
  warmup: number,
): Promise<number[][]> {
  for (let i = 0; i < warmup; i++) for (const fn of fns) await fn(i);
  const samples = fns.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) {
    // Every other round in reverse, so no target always runs right after another.
    const order = fns.map((_, k) => (i % 2 === 0 ? k : fns.length - 1 - k));
    for (const k of order) {
      const start = performance.now();
      await fns[k]!(warmup + i);
      samples[k]!.push(performance.now() - start);
    }
  }
  return samples;
}

export const ms = (n: number): string => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : 'n/a');

export async function timed<T>(
  label: string,
  fn: () => Promise<T>,
  log: (line: string) => void = console.log,
): Promise<T> {
  const start = performance.now();
  const result = await fn();
  log(`  ${label.padEnd(44)} ${((performance.now() - start) / 1000).toFixed(1).padStart(7)} s`);
  return result;
}
