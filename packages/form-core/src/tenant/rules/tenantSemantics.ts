import type { Node } from 'jsonc-parser';
import { checkTenantConfiguration } from '../../configuration/checkTenantConfiguration.ts';
import type { ConfigurationIssue } from '../../configuration/configurationIssue.ts';
import type { TenantBundle } from '../../definition/types.ts';
import type { AuthoredWidgetSpecs } from '../../widgets/createWidgetSpecs.ts';
import { lineColumnAt, nodeAtPointer } from '../json/jsonPositions.ts';
import type { TenantProblem } from '../tenantProblem.ts';
import type { TenantSources } from '../tenantSources.ts';
import { problemOffset } from './definitionSchemas.ts';
import { refinePointerToKey } from './refinePointerToKey.ts';

/**
 * form-core's configuration checks (data-model keys, `_desc`, conditions,
 * error summary, schema keys, add-another max, duplicate question keys,
 * widgets and their options, option lists, ...) with each issue placed at its
 * file:line:col.
 */
export function checkTenantSemantics(
  sources: TenantSources,
  bundle: TenantBundle,
  widgets?: AuthoredWidgetSpecs,
  sourcePointer: (file: string, pointer: string) => string = (_file, pointer) => pointer,
): TenantProblem[] {
  let issues: ConfigurationIssue[];
  try {
    // The loader compiles the schemas itself, once (see validationSchemas.ts).
    issues = checkTenantConfiguration(bundle, { compileSchemas: false, ...(widgets ? { widgets } : {}) });
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
  // A mistake in a rule or key declared once with {n} is one problem, not one per instance:
  // of the findings of one rule at one place of a template, the first is kept.
  const seen = new Set<string>();
  return issues.flatMap((issue) => {
    const { problem, atTemplate } = placeIssue(sources, issue, sourcePointer);
    const id = `${problem.file}:${problem.line}:${problem.column}:${problem.rule}`;
    if (atTemplate && seen.has(id)) return [];
    if (atTemplate) seen.add(id);
    return [problem];
  });
}

/** Maps an issue's tenant-relative file and JSON pointer to a position. */
function placeIssue(
  sources: TenantSources,
  issue: ConfigurationIssue,
  sourcePointer: (file: string, pointer: string) => string,
): { problem: TenantProblem; atTemplate: boolean } {
  const file = sources.allJsonFiles.find((f) => issue.file !== undefined && f.path === issue.file.replace(/^\.\//, ''));
  const target = file ?? sources.config!;
  // A key of an add-another instance declared once with {n} is placed at its template.
  const written = file && issue.pointer !== undefined ? sourcePointer(file.path, issue.pointer) : undefined;
  const pointer = file && written !== undefined ? refinePointerToKey(file, written, issue.message) : '';
  const problem = {
    file: target.path,
    ...lineColumnAt(
      target.text,
      (issue.atName && nameOffset(target.tree, pointer)) || problemOffset(target, pointer, issue.message),
    ),
    rule: issue.rule,
    message: issue.message,
  };
  return { problem, atTemplate: written !== undefined && written !== issue.pointer };
}

/** The offset of the name of the property a pointer names (undefined when it names no property). */
function nameOffset(tree: Node | undefined, pointer: string): number | undefined {
  if (!tree || pointer === '') return undefined;
  const { node, exact } = nodeAtPointer(tree, pointer);
  const name = node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
  return exact && name ? name.offset : undefined;
}
