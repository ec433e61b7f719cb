import { conditionKeys } from '../conditions/conditionKeys.ts';
import { closestWord } from '../configuration/rules/closestWord.ts';
import type { TenantBundle } from '../definition/types.ts';
import { positionOfPointer } from '../tenant/json/jsonPositions.ts';
import type { TenantProblem } from '../tenant/tenantProblem.ts';
import type { TenantSources } from '../tenant/tenantSources.ts';
import type { ChecklistDefinition } from './checklistTypes.ts';

/** Rule ids of the checklist checks (each has a row in docs/tenant-authoring.md's rule table). */
export const checklistRules = [
  'checklist-duplicate-id',
  'checklist-unknown-key',
  'checklist-document-key',
  'checklist-two-sources',
] as const;
export type ChecklistRule = (typeof checklistRules)[number];

/**
 * What the definition schema cannot see in checklist.json: each item id once
 * (staff and the export name items by it), conditions that read answers the
 * data model has, document keys that are not answers of the form and are
 * used once, and one way for the system to receive an item (a document or
 * `receivedWhen`, not both). Call with a file whose shape the schema accepted.
 */
export function checkChecklist(sources: TenantSources, bundle: TenantBundle): TenantProblem[] {
  const file = sources.checklist;
  const checklist = bundle.checklist;
  if (!file || !checklist) return [];
  const problems: TenantProblem[] = [];
  const report = (found: { rule: ChecklistRule; pointer: string; message: string }) =>
    problems.push({
      file: file.path,
      ...positionOfPointer(file.text, file.tree, found.pointer),
      rule: found.rule,
      message: found.message,
    });
  const dataKeys = Object.keys(bundle.dataModel.keys);
  const ids = new Map<string, number>();
  const documentKeys = new Map<string, number>();
  checklist.items.forEach((item, i) => {
    const at = `/items/${i}`;
    const earlier = ids.get(item.id);
    if (earlier === undefined) ids.set(item.id, i);
    else
      report({
        rule: 'checklist-duplicate-id',
        pointer: `${at}/id`,
        message: `item id "${item.id}" is already used by item ${earlier + 1}: give each item its own id`,
      });
    for (const key of conditionKeys(item.condition)) {
      if (Object.hasOwn(bundle.dataModel.keys, key)) continue;
      const guess = closestWord(key, dataKeys);
      report({
        rule: 'checklist-unknown-key',
        pointer: `${at}/condition`,
        message: `the condition of "${item.id}" reads "${key}", which is not in the data model${guess ? `; did you mean "${guess}"?` : ''}`,
      });
    }
    if (item.document) {
      const key = item.document.key;
      const used = documentKeys.get(key);
      if (Object.hasOwn(bundle.dataModel.keys, key)) {
        report({
          rule: 'checklist-document-key',
          pointer: `${at}/document/key`,
          message: `"${key}" is an answer key of the form: a checklist document needs a key of its own, such as "checklist_${item.id}"`,
        });
      } else if (used !== undefined) {
        report({
          rule: 'checklist-document-key',
          pointer: `${at}/document/key`,
          message: `document key "${key}" is already used by item ${used + 1}: give each upload its own key`,
        });
      } else documentKeys.set(key, i);
      if (item.receivedWhen) {
        report({
          rule: 'checklist-two-sources',
          pointer: `${at}/receivedWhen`,
          message: `"${item.id}" is received by its document; remove "receivedWhen" or the document`,
        });
      }
    }
  });
  return problems;
}

/** The checklist of the sources, when there is one. */
export function checklistOf(sources: TenantSources): ChecklistDefinition | undefined {
  return sources.checklist?.value as ChecklistDefinition | undefined;
}
