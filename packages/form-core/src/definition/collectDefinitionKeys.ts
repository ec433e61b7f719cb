import type { WidgetSpecs } from '../widgets/createWidgetSpecs.ts';
import { defaultWidgetSpecs } from '../widgets/defaultWidgetSpecs.ts';
import { indexDefinitions } from './indexDefinitions.ts';
import type { PageDefinition, QuestionDefinition } from './types.ts';

export interface DefinitionKey {
  key: string;
  pageId: string;
  /** Location path, e.g. `about/sections/2/items/5` (add-another items: `.../instances/{n}/{i}`). */
  path: string;
  /** JSON pointer inside the page file, e.g. `/sections/2/items/5/template/0`. */
  pointer: string;
  /** The question that writes the key (add-another substitutions applied). */
  question: QuestionDefinition;
  /** Set for keys inside an add-another instance. */
  instanceOf?: { addAnotherId: string; n: number };
}

/**
 * Every answer key the pages can produce, in document order, add-another
 * groups expanded up to their max. A key written by several questions (e.g.
 * in two switch cases) is listed once per question.
 */
export function collectDefinitionKeys(
  pages: PageDefinition[],
  widgets: WidgetSpecs = defaultWidgetSpecs,
): DefinitionKey[] {
  const index = indexDefinitions(pages, widgets);
  const keys: DefinitionKey[] = [];
  for (const nodeIndex of index.questions) {
    const node = index.nodes[nodeIndex]!;
    const question = node.item as QuestionDefinition;
    for (const key of node.answerKeys ?? []) {
      keys.push({
        key,
        pageId: node.pageId,
        path: node.path,
        pointer: node.pointer,
        question,
        ...(node.instanceOf ? { instanceOf: node.instanceOf } : {}),
      });
    }
  }
  return keys;
}
