import type { TenantBundle } from '../definition/types.ts';
import type { ConfigurationIssue } from './configurationIssue.ts';
import { checkErrorSummary } from './rules/errorSummaryRules.ts';
import { checkPageKeys } from './rules/keyRules.ts';
import { checkAskedKeys } from './rules/askedKeyRules.ts';
import { checkConditionValues } from './rules/conditionRules.ts';
import { checkDates } from './rules/dateRules.ts';
import { checkDocumentRules } from './rules/documentRules.ts';
import { checkDuplicateKeys } from './rules/duplicateKeyRules.ts';
import { checkSchemaMessages } from './rules/messageRules.ts';
import { checkOptionLists } from './rules/optionListRules.ts';
import { checkPatterns } from './rules/patternRules.ts';
import { checkRequiredMarkers } from './rules/requiredRules.ts';
import { checkSchemas } from './rules/schemaRules.ts';
import { checkItems } from './rules/structureRules.ts';
import { checkWidgets } from './rules/widgetRules.ts';
import { authoredWidgetSpecs } from '../widgets/authoring/authoredWidgetSpecs.ts';
import type { AuthoredWidgetSpecs } from '../widgets/createWidgetSpecs.ts';

export interface ConfigurationCheckOptions {
  /**
   * The widget specs the pages may use, each with its options schema
   * (default: form-core's authoredWidgetSpecs); other names are reported.
   */
  widgets?: AuthoredWidgetSpecs;
  /** Whether to compile the schemas (`schema-invalid`); false when the caller compiles them itself. Default true. */
  compileSchemas?: boolean;
}

/**
 * Every configuration rule over a loaded tenant: data-model keys (pages,
 * `_desc`, conditions, error summary, schemas), error-summary keys on one
 * page, add-another max, no answer key twice, widgets and their options,
 * option lists (known, unique codes and labels), date windows (known, real
 * dates in order), default tabs, key types, schemas that compile, patterns
 * that cannot freeze a page (slow-pattern), every
 * schema, summary and data-model key asked by a page, condition and reveal
 * values the controlling answer can hold, a message for every rule,
 * required markers that agree with the rules, and no rule on an upload's value.
 */
export function checkTenantConfiguration(
  bundle: TenantBundle,
  options: ConfigurationCheckOptions = {},
): ConfigurationIssue[] {
  const widgets = options.widgets ?? authoredWidgetSpecs;
  const issues = [
    ...checkPageKeys(bundle, widgets),
    ...checkDuplicateKeys(bundle, widgets),
    ...checkWidgets(bundle, widgets),
    ...checkItems(bundle),
    ...checkErrorSummary(bundle),
    ...checkSchemas(bundle, options.compileSchemas ?? true),
    ...checkPatterns(bundle),
    ...checkAskedKeys(bundle, widgets),
    ...checkConditionValues(bundle, widgets),
    ...checkSchemaMessages(bundle),
    ...checkOptionLists(bundle),
    ...checkRequiredMarkers(bundle, widgets),
    ...checkDocumentRules(bundle),
    ...checkDates(bundle),
  ];
  // Add-another instances repeat template findings that do not depend on {n}.
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const id = `${issue.rule}|${issue.file ?? ''}|${issue.pointer ?? ''}|${issue.message}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** Throws one Error listing every issue (hosts call it in development). */
export function assertTenantConfiguration(bundle: TenantBundle, options: ConfigurationCheckOptions = {}): void {
  const issues = checkTenantConfiguration(bundle, options);
  if (issues.length === 0) return;
  const lines = issues.map((issue) => {
    const where = issue.file ? ` (${issue.file}${issue.pointer ? `#${issue.pointer}` : ''})` : '';
    return `- [${issue.rule}] ${issue.message}${where}`;
  });
  throw new Error(`The tenant configuration has ${issues.length} issue(s):\n${lines.join('\n')}`);
}
