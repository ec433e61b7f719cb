import { nodeAtPointer, lineColumnAt, positionOfPointer } from '../json/jsonPositions.ts';
import type { JsonSourceFile } from '../json/jsonSourceFile.ts';
import type { TenantProblem } from '../tenantProblem.ts';

/** The rules of `{n}` templates outside the pages: a template no block asks, a key written twice, `{n}` out of place. */
export const templateRules = {
  block: { rule: 'template-block' },
  collision: { rule: 'template-collision' },
  placement: { rule: 'template-placement' },
} as const;

type TemplateRule = (typeof templateRules)[keyof typeof templateRules];

/**
 * A problem at a pointer of a source file; `atName` places it at the name of
 * the property the pointer names (a key written as a property name).
 */
export function templateProblem(
  file: JsonSourceFile,
  pointer: string,
  atName: boolean,
  rule: TemplateRule,
  message: string,
): TenantProblem {
  return { file: file.path, ...templatePosition(file, pointer, atName), rule: rule.rule, message };
}

function templatePosition(file: JsonSourceFile, pointer: string, atName: boolean): { line: number; column: number } {
  if (atName && file.tree) {
    const { node, exact } = nodeAtPointer(file.tree, pointer);
    const name = node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
    if (exact && name) return lineColumnAt(file.text, name.offset);
  }
  return positionOfPointer(file.text, file.tree, pointer);
}

/** The messages of the template rules, each naming the word to fix. */
export const templateMessages = {
  noBlock: (key: string, blockIds: string[]) =>
    `"${key}" has {n}, which stands for the instance of an add-another block, but no add-another block asks ` +
    `"${key.replaceAll('{n}', '')}"` +
    (blockIds.length > 0 ? ` (the blocks: ${blockIds.join(', ')})` : ' (the pages have no add-another block)') +
    `: write the key as the block's template writes it, with {n} in the same place`,
  twoBlocks: (first: string, firstBlock: string, second: string, secondBlock: string) =>
    `this entry names "${first}" of add-another block "${firstBlock}" and "${second}" of block "${secondBlock}": ` +
    `{n} stands for the instances of one block, so write one entry per block`,
  collision: (key: string, template: string, block: string, n: number) =>
    `"${key}" is also what "${template}" becomes for instance ${n} of add-another block "${block}": ` +
    `remove this one (the template declares it) or the template`,
  placement: (text: string) =>
    `"${text}" has {n}, which stands for an add-another instance in a key, but this is not a key: ` +
    `only data-model keys, error-summary entries, rule property names and required lists, and the questions ` +
    `of an add-another template may hold {n} (write {i} for the instance's number in a text)`,
};
