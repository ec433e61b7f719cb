/** The nearest-rank percentile of `values` (any order; not modified): `fraction` 0.5 is the median, 0.99 the p99. */
export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? 0;
}

/** The nearest-rank median (the lower middle value of an even count). */
export const median = (values: readonly number[]): number => percentile(values, 0.5);
