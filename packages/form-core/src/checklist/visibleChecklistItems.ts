import { evaluateCondition } from '../conditions/evaluateCondition.ts';
import type { Answers } from '../definition/types.ts';
import type { ChecklistDefinition, ChecklistItemDefinition } from './checklistTypes.ts';

/** The items whose condition holds for these answers, in the file's order (none without a checklist). */
export function visibleChecklistItems(
  checklist: ChecklistDefinition | undefined,
  answers: Answers,
): ChecklistItemDefinition[] {
  return (checklist?.items ?? []).filter((item) => evaluateCondition(item.condition, answers));
}

/** The document keys of every item that takes an upload. */
export function checklistDocumentKeys(checklist: ChecklistDefinition | undefined): Set<string> {
  return new Set((checklist?.items ?? []).flatMap((item) => (item.document ? [item.document.key] : [])));
}
