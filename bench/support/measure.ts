/** Times a function over many runs and prints its figures next to the budget. */
export interface Measurement {
  name: string;
  p50: number;
  p95: number;
  max: number;
  budgetP95Ms: number;
  withinBudget: boolean;
}

function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? 0;
}

export async function measure(
  name: string,
  run: (iteration: number) => unknown,
  options: { iterations: number; warmup?: number; budgetP95Ms: number },
): Promise<Measurement> {
  for (let i = 0; i < (options.warmup ?? Math.min(50, options.iterations)); i += 1) await run(i);
  const times: number[] = [];
  for (let i = 0; i < options.iterations; i += 1) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  return summarize(name, times, options.budgetP95Ms);
}

/** Prints figures for samples measured elsewhere (e.g. inside the browser). */
export function summarize(name: string, samples: readonly number[], budgetP95Ms: number): Measurement {
  const times = [...samples].sort((a, b) => a - b);
  const result: Measurement = {
    name,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    max: times[times.length - 1] ?? 0,
    budgetP95Ms,
    withinBudget: percentile(times, 0.95) <= budgetP95Ms,
  };
  const fmt = (ms: number): string => `${ms.toFixed(3)} ms`;
  console.log(
    `${result.withinBudget ? 'OK  ' : 'OVER'} ${name.padEnd(58)} p50 ${fmt(result.p50).padStart(11)}  p95 ${fmt(
      result.p95,
    ).padStart(11)}  max ${fmt(result.max).padStart(11)}  budget p95 <= ${fmt(result.budgetP95Ms)}`,
  );
  return result;
}

/** Exits non-zero when any measurement is over its budget. */
export function report(results: Measurement[]): void {
  const over = results.filter((result) => !result.withinBudget);
  if (over.length > 0) {
    console.log(`\n${over.length} measurement(s) over budget: ${over.map((r) => r.name).join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log(`\nAll ${results.length} measurements within budget.`);
  }
}
