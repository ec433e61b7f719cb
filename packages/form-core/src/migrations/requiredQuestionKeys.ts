import { indexDefinitions } from '../definition/indexDefinitions.ts';
import type { QuestionDefinition, TenantBundle } from '../definition/types.ts';
import type { WidgetSpecs } from '../widgets/createWidgetSpecs.ts';

/**
 * The keys of the questions marked required, outside add-another blocks (an
 * instance an applicant never added asks nothing), in document order.
 */
export function requiredQuestionKeys(bundle: TenantBundle, widgets?: WidgetSpecs): string[] {
  const index = indexDefinitions(bundle.pages, widgets);
  const keys = new Set<string>();
  for (const at of index.questions) {
    const node = index.nodes[at]!;
    const question = node.item as QuestionDefinition;
    if (question.required === true && !node.instanceOf) keys.add(question.key);
  }
  return [...keys];
}
