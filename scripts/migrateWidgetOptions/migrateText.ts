import { applyEdits, parseTree } from 'jsonc-parser';
import type { Edit, Node } from 'jsonc-parser';
import { migrateItems } from './migrateQuestion.ts';

const isQuestionNode = (node: Node): boolean => {
  if (node.type !== 'object') return false;
  const names = (node.children ?? []).map((property) => property.children?.[0]?.value);
  return names.includes('widget') && names.includes('key') && !names.includes('kind');
};

/**
 * A page file's text with every question migrated (see migrateQuestion) and
 * the rest of the text untouched: each changed question is rewritten in its
 * own style, on one line when it was written on one line.
 */
export function migratePageText(text: string): string {
  const tree = parseTree(text, [], { disallowComments: true });
  if (!tree) throw new Error('not JSON');
  const edits: Edit[] = [];
  const visit = (node: Node): void => {
    if (isQuestionNode(node)) {
      const original = JSON.parse(text.slice(node.offset, node.offset + node.length)) as unknown;
      const migrated = migrateItems(original);
      if (JSON.stringify(migrated) !== JSON.stringify(original)) {
        const oneLine = !text.slice(node.offset, node.offset + node.length).includes('\n');
        edits.push({
          offset: node.offset,
          length: node.length,
          content: oneLine ? JSON.stringify(migrated) : JSON.stringify(migrated, null, 2),
        });
        return;
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return applyEdits(text, edits);
}
