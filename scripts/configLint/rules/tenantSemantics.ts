import { checkTenantConfiguration } from '@admissions/form-core';
import type { ConfigurationIssue, TenantBundle, WidgetSpecs } from '@admissions/form-core';
import type { JsonSourceFile } from '../jsonSourceFile.ts';
import { lineColumnAt } from '../jsonPositions.ts';
import { problemOffset } from './definitionSchemas.ts';
import type { LintDiagnostic } from '../lintDiagnostic.ts';
import type { TenantSources } from '../loadTenantSources.ts';
import { refinePointerToKey } from './refinePointerToKey.ts';

/**
 * form-core's configuration checks (data-model keys, `_desc`, conditions,
 * error summary, schema keys, add-another max, duplicate question keys,
 * widgets and their options, option lists, ...) with each issue placed at its
 * file:line:col.
 */
export function checkTenantSemantics(sources: TenantSources, widgets?: WidgetSpecs): LintDiagnostic[] {
  const bundle = bundleOf(sources);
  let issues: ConfigurationIssue[];
  try {
    issues = checkTenantConfiguration(bundle, widgets ? { widgets } : {});
  } catch (error) {
    // A file with the wrong shape can trip a check; the definition-schema rule says what is wrong with it.
    return [
      {
        file: sources.config!.path,
        line: 1,
        column: 1,
        rule: 'configuration-check-failed',
        message: `the configuration checks could not run: ${error instanceof Error ? error.message : String(error)}`,
      },
    ];
  }
  return issues.map((issue) => placeIssue(sources, issue));
}

function bundleOf(sources: TenantSources): TenantBundle {
  const value = <T>(file: JsonSourceFile | undefined) => file?.value as T;
  return {
    config: value(sources.config),
    pages: sources.pages.map((file) => value(file)),
    schemas: sources.schemas.map((file) => value(file)),
    dataModel: value(sources.dataModel),
    errorSummary: value(sources.errorSummary),
  };
}

/** Maps an issue's tenant-relative file and JSON pointer to a position. */
function placeIssue(sources: TenantSources, issue: ConfigurationIssue): LintDiagnostic {
  const file = sources.allJsonFiles.find((f) => issue.file !== undefined && f.path === `${sources.dir}/${issue.file}`);
  const target = file ?? sources.config!;
  const pointer = file && issue.pointer !== undefined ? refinePointerToKey(file, issue.pointer, issue.message) : '';
  return {
    file: target.path,
    ...lineColumnAt(target.text, problemOffset(target, pointer, issue.message)),
    rule: issue.rule,
    message: issue.message,
  };
}
