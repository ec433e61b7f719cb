import type { TenantProblem } from '@admissions/form-core';

/** One problem found by config-lint: a tenant problem whose `file` is relative to the lint root (the repository). */
export type LintDiagnostic = TenantProblem;

export { compareProblems as compareDiagnostics } from '@admissions/form-core';
