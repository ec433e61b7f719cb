import { indexDefinitions } from '../definition/indexDefinitions.ts';
import type { QuestionDefinition, TenantBundle } from '../definition/types.ts';
import { optionLabel } from '../options/resolveOptions.ts';
import type { WidgetSpecs } from '../widgets/createWidgetSpecs.ts';
import type { CodeLabel } from './applyMigrationStep.ts';

/**
 * The label the current definition gives a code of a coded answer (what its
 * `_desc` holds), from the question that writes the key: its spec's
 * `describe`, else the code's label among the options it offers for these
 * answers. Undefined when no question writes the key or the code is none of
 * its options.
 */
export function tenantCodeLabel(bundle: TenantBundle, widgets?: WidgetSpecs, now: Date = new Date()): CodeLabel {
  const index = indexDefinitions(bundle.pages, widgets);
  const context = { ...(bundle.config.optionLists ? { optionLists: bundle.config.optionLists } : {}), now };
  return (key, code, answers) => {
    for (const at of index.keyOwners.get(key) ?? []) {
      const node = index.nodes[at]!;
      const part = node.parts?.find((candidate) => candidate.key === key);
      if (!part?.coded || !node.spec) continue;
      const question = node.item as QuestionDefinition;
      const label = node.spec.describe
        ? node.spec.describe(question, part, code, answers, context)
        : optionLabel(node.spec.choices?.(question, answers, context) ?? [], code);
      if (label) return label;
    }
    return undefined;
  };
}
