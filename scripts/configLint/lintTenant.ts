import type { WidgetSpecs } from '@admissions/form-core';
import { compareDiagnostics } from './lintDiagnostic.ts';
import type { LintDiagnostic } from './lintDiagnostic.ts';
import { loadTenantSources } from './loadTenantSources.ts';
import { checkDefinitionSchemas } from './rules/definitionSchemas.ts';
import { findDuplicateKeys } from './rules/duplicateKeys.ts';
import { checkTenantSemantics } from './rules/tenantSemantics.ts';
import { checkValidationSchemas } from './rules/validationSchemas.ts';

export interface LintTenantOptions {
  /** The widget specs pages may use (default: form-core's defaultWidgetSpecs); other names are reported. */
  widgets?: WidgetSpecs;
}

/**
 * Lints one tenant folder: syntax and duplicate keys in every JSON file, then
 * (when every listed file parses) the definition JSON Schemas, the validation
 * schemas and form-core's configuration checks, each mapped to file:line:col.
 */
export function lintTenant(rootDir: string, tenantDir: string, options: LintTenantOptions = {}): LintDiagnostic[] {
  const sources = loadTenantSources(rootDir, tenantDir);
  const diagnostics: LintDiagnostic[] = [...sources.loadProblems];
  for (const file of sources.allJsonFiles) diagnostics.push(...file.syntaxErrors, ...findDuplicateKeys(file));

  const listedFiles = [sources.config, ...sources.pages, ...sources.schemas, sources.dataModel, sources.errorSummary];
  const complete =
    sources.loadProblems.length === 0 && listedFiles.every((file) => file && file.syntaxErrors.length === 0);
  if (complete) {
    const schemaProblems = checkValidationSchemas(sources);
    // form-core reports a failed compile once for all schemas; the per-file problems say where.
    const semantics = checkTenantSemantics(sources, options.widgets).filter(
      (d) => !(schemaProblems.length > 0 && d.rule === 'schema-invalid'),
    );
    // The same problem found by the definition schema and by a named rule (add-another max) is reported once, by name.
    const named = new Set(semantics.map(position));
    const shapeProblems = checkDefinitionSchemas(sources).filter((d) => !named.has(position(d)));
    diagnostics.push(...shapeProblems, ...schemaProblems, ...semantics);
  }
  return uniqueDiagnostics(diagnostics).sort(compareDiagnostics);
}

function position(d: LintDiagnostic): string {
  return `${d.file}:${d.line}:${d.column}`;
}

function uniqueDiagnostics(diagnostics: LintDiagnostic[]): LintDiagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const id = `${d.file}:${d.line}:${d.column}:${d.rule}:${d.message}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
