/**
 * `npm run bench`: runs every benchmark script in turn (each as its own
 * process, so one cannot warm or disturb the next), then prints one table of
 * every figure beside its budget and writes `bench/results.json`.
 * Exits non-zero when a figure is over its budget or a script failed.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import os from 'node:os';
import { benchDir, type Figure, formatValue, readFigures, resetFigures } from './support/figures.ts';

/** Order: cheapest first; the browser and server benches build the app once (the first one that needs it). */
export const benchScripts = [
  'formEngine.bench.ts',
  'tenantPatterns.bench.ts',
  'bundleSize.bench.ts',
  'lookupSearch.bench.ts',
  'accountEnumeration.bench.ts',
  'formPage.bench.ts',
  'formSizes.bench.ts',
  'serverThroughput.bench.ts',
  'documents.bench.ts',
  'webhookStall.bench.ts',
  'printing.bench.ts',
  'export.bench.ts',
  'answerMigrations.bench.ts',
];

const only = process.argv.slice(2);
const scripts = only.length > 0 ? benchScripts.filter((s) => only.some((o) => s.startsWith(o))) : benchScripts;
const started = Date.now();
const failed: string[] = [];
for (const script of scripts) {
  const name = script.replace(/\.bench\.ts$/, '');
  resetFigures(name);
  console.log(`\n== ${script}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(benchDir, script)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_RUN: '1' },
  });
  if (result.status !== 0 && readFigures(name).length === 0) failed.push(script);
}

const figures: Figure[] = scripts.flatMap((script) => readFigures(script.replace(/\.bench\.ts$/, '')));
const rows = figures.map((f) => [
  f.figure,
  formatValue(f.value, f.unit),
  f.budget ? `${f.budget.op} ${formatValue(f.budget.value, f.unit)}` : '-',
  f.met === undefined ? '-' : f.met ? 'met' : 'NOT MET',
]);
const header = ['figure', 'value', 'budget', 'met'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (cells: string[]): string => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
console.log(`\n${line(header)}\n${line(widths.map((w) => '-'.repeat(w)))}`);
for (const row of rows) console.log(line(row));

const notMet = figures.filter((f) => f.met === false);
const summary = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  },
  durationSeconds: Math.round((Date.now() - started) / 1000),
  failedScripts: failed,
  figures,
};
writeFileSync(join(benchDir, 'results.json'), `${JSON.stringify(summary, null, 2)}\n`);
console.log(
  `\n${figures.length} figures, ${notMet.length} over budget${failed.length ? `, failed: ${failed.join(', ')}` : ''}; ` +
    `${summary.durationSeconds} s. Written to bench/results.json.`,
);
if (notMet.length > 0 || failed.length > 0) process.exitCode = 1;
