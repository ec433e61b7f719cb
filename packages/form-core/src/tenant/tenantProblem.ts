/**
 * One problem found in a tenant folder, at a 1-based line and column of a file
 * (1:1 when the problem is about the file as a whole).
 */
export interface TenantProblem {
  /** The file, relative to the tenant folder, with forward slashes (e.g. `pages/about.json`). */
  file: string;
  line: number;
  column: number;
  /** Rule id, e.g. `unknown-key`. */
  rule: string;
  message: string;
}

/** Orders problems by file, then position, then rule, so output is stable. */
export function compareProblems(a: TenantProblem, b: TenantProblem): number {
  return (
    a.file.localeCompare(b.file) ||
    a.line - b.line ||
    a.column - b.column ||
    a.rule.localeCompare(b.rule) ||
    a.message.localeCompare(b.message)
  );
}

/** `file:line:col  rule  message`: how people and editors read a problem. */
export function formatProblem(problem: TenantProblem, fileName: (file: string) => string = (file) => file): string {
  return `${fileName(problem.file)}:${problem.line}:${problem.column}  ${problem.rule}  ${problem.message}`;
}

/**
 * The problems of the tenant in `folder` as config-lint, the server at start
 * and the build print them: one `folder/file:line:col  rule  message` line each.
 */
export function formatTenantProblems(folder: string, problems: readonly TenantProblem[]): string[] {
  const prefix = folder === '' || folder === '.' ? '' : `${folder.replace(/[\\/]+$/, '')}/`;
  return problems.map((problem) => formatProblem(problem, (file) => `${prefix}${file}`));
}
