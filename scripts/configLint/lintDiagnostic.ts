/** One problem found by config-lint, at a 1-based line and column of a file. */
export interface LintDiagnostic {
  /** Path relative to the lint root (the repository), with forward slashes. */
  file: string;
  line: number;
  column: number;
  /** Rule id, e.g. `duplicate-key`. */
  rule: string;
  message: string;
}

/** Orders diagnostics by file, then position, then rule, so output is stable. */
export function compareDiagnostics(a: LintDiagnostic, b: LintDiagnostic): number {
  return (
    a.file.localeCompare(b.file) ||
    a.line - b.line ||
    a.column - b.column ||
    a.rule.localeCompare(b.rule) ||
    a.message.localeCompare(b.message)
  );
}
