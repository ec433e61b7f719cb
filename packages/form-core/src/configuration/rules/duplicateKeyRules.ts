import { indexDefinitions } from '../../definition/indexDefinitions.ts';
import type { DefinitionNode } from '../../definition/indexDefinitions.ts';
import type { AddAnotherDefinition, QuestionDefinition, TenantBundle } from '../../definition/types.ts';
import type { WidgetSpecs } from '../../widgets/createWidgetSpecs.ts';
import { bundleFiles } from '../configurationIssue.ts';
import type { ConfigurationIssue } from '../configurationIssue.ts';

/**
 * No answer key is written twice: not on two pages (it would be saved and
 * validated twice), not twice on one page (two inputs mirror each other and
 * share one element id), not by every block of an add-another group (a
 * template key without `{n}`), not by an add-another block and another
 * question (`hs{n}_name` of block 2 is `hs_2_name`). Checked after the
 * add-another groups are expanded, for every key a question writes
 * (companion keys and `_desc` included).
 */
export function checkDuplicateKeys(bundle: TenantBundle, widgets: WidgetSpecs): ConfigurationIssue[] {
  const files = bundleFiles(bundle);
  const index = indexDefinitions(bundle.pages, widgets);
  const owners = new Map<string, DefinitionNode[]>();
  for (const node of index.questions.map((i) => index.nodes[i]!)) {
    for (const key of node.answerKeys ?? []) {
      const list = owners.get(key);
      if (list) list.push(node);
      else owners.set(key, [node]);
    }
  }
  const issues: ConfigurationIssue[] = [];
  const reported = new Set<string>();
  for (const [key, nodes] of owners) {
    const [first, ...others] = nodes;
    for (const node of others) {
      const id = `${node.pageIndex}${node.pointer}|${key}`;
      if (reported.has(id)) continue;
      reported.add(id);
      issues.push({
        rule: 'duplicate-key',
        message: duplicateMessage(key, first!, node, index.nodes),
        file: files.page(node.pageIndex),
        pointer: node.pointer,
      });
    }
  }
  return issues;
}

function duplicateMessage(key: string, first: DefinitionNode, again: DefinitionNode, nodes: DefinitionNode[]): string {
  if (first.pageIndex === again.pageIndex && first.pointer === again.pointer && again.instanceOf) {
    const group = nodes.find(
      (node) => node.kind === 'addAnother' && (node.item as AddAnotherDefinition).id === again.instanceOf!.addAnotherId,
    );
    const id = group ? (group.item as AddAnotherDefinition).id : again.instanceOf.addAnotherId;
    return (
      `Key "${key}" is the same in every block of add-another "${id}": ` +
      `put {n} in it (e.g. "${key.replace(/^([^_]+)/, '$1{n}')}") so each block keeps its own answer`
    );
  }
  const label = (first.item as QuestionDefinition).label;
  if (first.pageIndex === again.pageIndex) {
    return (
      `Key "${key}" is asked twice on page "${again.pageId}" (first by the question "${label}"): ` +
      'each question needs its own key, or the two inputs would show and change one answer'
    );
  }
  return `Key "${key}" is asked on page "${first.pageId}" and again on page "${again.pageId}": every key belongs to one page`;
}
