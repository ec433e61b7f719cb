/**
 * The contract between the benchmark scripts and `bench/run.ts`: each script
 * records its figures with `recordFigure`, which prints one line and appends the
 * figure to `bench/results/<script>.json`; `bench/run.ts` runs every script and
 * prints one table from those files, then writes `bench/results.json`.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, percentile } from './percentile.ts';

export const benchDir = fileURLToPath(new URL('../', import.meta.url));
export const partialResultsDir = join(benchDir, 'results');

export interface Figure {
  /** The script that measured it, e.g. `serverThroughput`. */
  bench: string;
  /** What was measured, e.g. `PUT /api/answer on PostgreSQL: p99`. */
  figure: string;
  value: number;
  /** `ms`, `req/s`, `KB`, `MB`, `count`, `ratio`... */
  unit: string;
  /** `<=` means the value must be at most `budget`; `>=` at least. Absent: informative only. */
  budget?: { op: '<=' | '>='; value: number };
  met?: boolean;
  /** Free text: sample size, conditions. */
  note?: string;
}

/** The name of the running bench script (`bench/foo.bench.ts` -> `foo`). */
export function currentBenchName(): string {
  const script = process.argv[1] ?? 'bench';
  return basename(script)
    .replace(/\.bench\.[cm]?[jt]s$/, '')
    .replace(/\.[cm]?[jt]s$/, '');
}

function fileFor(bench: string): string {
  return join(partialResultsDir, `${bench}.json`);
}

/** Forget the figures of an earlier run of this script (call once at its start). */
export function resetFigures(bench: string = currentBenchName()): void {
  mkdirSync(partialResultsDir, { recursive: true });
  writeFileSync(fileFor(bench), '[]\n');
}

export function readFigures(bench: string): Figure[] {
  const file = fileFor(bench);
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')) as Figure[];
}

function formatValue(value: number, unit: string): string {
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : Math.abs(value) >= 1 ? 2 : 3;
  return `${value.toFixed(digits)} ${unit}`;
}

/** Records one figure (met is computed from the budget) and prints it. */
export function recordFigure(figure: Omit<Figure, 'bench' | 'met'> & { bench?: string }): Figure {
  const bench = figure.bench ?? currentBenchName();
  const met =
    figure.budget === undefined
      ? undefined
      : figure.budget.op === '<='
        ? figure.value <= figure.budget.value
        : figure.value >= figure.budget.value;
  const full: Figure = { ...figure, bench, ...(met === undefined ? {} : { met }) };
  mkdirSync(partialResultsDir, { recursive: true });
  const existing = readFigures(bench);
  writeFileSync(fileFor(bench), `${JSON.stringify([...existing, full], null, 2)}\n`);
  const status = met === undefined ? 'info' : met ? 'OK  ' : 'OVER';
  const budget = figure.budget ? `${figure.budget.op} ${formatValue(figure.budget.value, figure.unit)}` : '';
  console.log(
    `${status} ${figure.figure.padEnd(64)} ${formatValue(figure.value, figure.unit).padStart(14)}  ${budget}`,
  );
  return full;
}

/**
 * Records `<name>, median` and `<name>, p95` of `values`, the budget (if any)
 * on the p95, as the budgets are stated (docs/performance.md).
 */
export function recordMedianAndP95(
  name: string,
  values: readonly number[],
  unit: string,
  options: { note: string; p95Budget?: NonNullable<Figure['budget']>; p95Note?: string },
): void {
  recordFigure({ figure: `${name}, median`, value: median(values), unit, note: options.note });
  recordFigure({
    figure: `${name}, p95`,
    value: percentile(values, 0.95),
    unit,
    ...(options.p95Budget ? { budget: options.p95Budget } : {}),
    note: options.p95Note ?? options.note,
  });
}

export { formatValue };
