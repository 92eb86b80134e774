/** Percentile of sorted samples (nearest-rank). */
export const percentile = (sorted: readonly number[], p: number): number => {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
};

/** Time `fn` `runs` times (after `warmup` untimed runs); milliseconds, sorted. */
export const sample = (fn: () => unknown, runs: number, warmup = 5): number[] => {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
};

export const ms = (value: number): string => `${value.toFixed(2)} ms`;
