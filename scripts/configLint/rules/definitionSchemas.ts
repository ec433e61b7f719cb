import type { LintDiagnostic } from '../lintDiagnostic.ts';
import type { TenantSources } from '../loadTenantSources.ts';

/** Placeholder until form-core's validateDefinitionFile lands. */
export function checkDefinitionSchemas(_sources: TenantSources): LintDiagnostic[] {
  return [];
}
