import { formatProblem } from '@admissions/form-core';
import type { LintDiagnostic } from './lintDiagnostic.ts';

/** One line per diagnostic: `file:line:col  rule  message` (the server and the build print the same lines). */
export function formatDiagnosticsText(diagnostics: LintDiagnostic[]): string {
  return diagnostics.map((d) => formatProblem(d)).join('\n');
}

/** The `--json` output: an array of `{ file, line, column, rule, message }`. */
export function formatDiagnosticsJson(diagnostics: LintDiagnostic[]): string {
  return JSON.stringify(
    diagnostics.map(({ file, line, column, rule, message }) => ({ file, line, column, rule, message })),
    null,
    2,
  );
}
