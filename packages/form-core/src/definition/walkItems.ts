import { isAddAnother, isGroup, isQuestion, isSwitch, isTabGroup } from './itemKinds.ts';
import type { ItemDefinition, PageDefinition } from './types.ts';

export interface WalkContext {
  /** JSON pointer of the item inside its file, e.g. `/sections/2/items/5/template/0`. */
  pointer: string;
  /** The enclosing items, outermost first. */
  ancestors: ItemDefinition[];
}

/** Return `'skip'` to leave out the children of this item. */
export type ItemVisitor = (item: ItemDefinition, context: WalkContext) => void | 'skip';

/** Escapes a JSON pointer segment (RFC 6901). */
export function pointerSegment(segment: string | number): string {
  return String(segment).replaceAll('~', '~0').replaceAll('/', '~1');
}

/**
 * Visits every item depth-first in document order, descending into groups,
 * switch cases, tabs, add-another templates (unexpanded) and `after`/`reveal`
 * content. `basePointer` is the pointer of the list itself (e.g. `/sections/0/items`).
 */
export function walkItems(
  items: ItemDefinition[],
  visitor: ItemVisitor,
  basePointer = '',
  ancestors: ItemDefinition[] = [],
): void {
  items.forEach((item, index) => {
    const pointer = `${basePointer}/${index}`;
    if (visitor(item, { pointer, ancestors }) === 'skip') return;
    const inner = [...ancestors, item];
    for (const [childPointer, children] of childLists(item, pointer)) {
      walkItems(children, visitor, childPointer, inner);
    }
  });
}

/** The child item lists of an item, with the pointer of each list. */
export function childLists(item: ItemDefinition, pointer: string): [string, ItemDefinition[]][] {
  if (isQuestion(item)) {
    const lists: [string, ItemDefinition[]][] = [];
    if (item.after) lists.push([`${pointer}/after`, item.after]);
    for (const [value, revealed] of Object.entries(item.reveal ?? {})) {
      lists.push([`${pointer}/reveal/${pointerSegment(value)}`, revealed]);
    }
    return lists;
  }
  if (isGroup(item)) return [[`${pointer}/items`, item.items]];
  if (isSwitch(item)) return item.cases.map((c, i) => [`${pointer}/cases/${i}/items`, c.items]);
  if (isTabGroup(item)) return item.tabs.map((tab, i) => [`${pointer}/tabs/${i}/items`, tab.items]);
  if (isAddAnother(item)) return [[`${pointer}/template`, item.template]];
  return [];
}

/** Visits every item of every section of a page. */
export function walkPage(page: PageDefinition, visitor: ItemVisitor): void {
  page.sections.forEach((section, s) => walkItems(section.items, visitor, `/sections/${s}/items`));
}
