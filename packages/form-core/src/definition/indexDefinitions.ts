import { defaultWidgetSpecs } from '../widgets/defaultWidgetSpecs.ts';
import type { WidgetSpecs } from '../widgets/createWidgetSpecs.ts';
import { specOf } from '../widgets/specOf.ts';
import type { AnswerPart, WidgetSpec } from '../widgets/WidgetSpec.ts';
import { partKeys } from './answerKeys.ts';
import { expandAddAnother } from './expandAddAnother.ts';
import { isAddAnother, isGroup, isQuestion, isSwitch, isTabGroup } from './itemKinds.ts';
import { pointerSegment } from './walkItems.ts';
import type { ItemDefinition, PageDefinition, QuestionDefinition, SectionDefinition } from './types.ts';

export type DefinitionNodeKind =
  | 'section'
  | 'question'
  | 'content'
  | 'group'
  | 'switch'
  | 'case'
  | 'tabs'
  | 'tab'
  | 'addAnother'
  | 'instance'
  | 'after'
  | 'reveal';

/**
 * One node of the flattened definition tree. Nodes are in document order and a
 * parent always comes before its children, so one forward pass computes visibility.
 *
 * Paths: `{pageId}/sections/{s}` for a section, then the JSON structure of the
 * page (`/items/{i}`, `/cases/{c}`, `/tabs/{t}`, `/after`, `/reveal/{value}`);
 * add-another instances are `{addAnotherPath}/instances/{n}` and their items
 * `{addAnotherPath}/instances/{n}/{templateIndex}`. Container nodes (case, tab,
 * instance, after, reveal) have their own path, e.g. `.../cases/1`.
 */
export interface DefinitionNode {
  index: number;
  kind: DefinitionNodeKind;
  pageIndex: number;
  pageId: string;
  path: string;
  /** JSON pointer inside the page file (add-another items point into `template`). */
  pointer: string;
  /** Index of the parent node, -1 for a section. */
  parent: number;
  /** The item, with add-another substitutions applied (item nodes only). */
  item?: ItemDefinition;
  section?: SectionDefinition;
  /** case: its number in the switch. */
  caseIndex?: number;
  /** tab: its id. */
  tabId?: string;
  /** instance: its number (1-based). */
  instance?: number;
  /** reveal: the radio value that reveals it. */
  revealValue?: string;
  /** The nearest enclosing add-another instance. */
  instanceOf?: { addAnotherId: string; n: number };
  /** question: every answer key it writes (see questionAnswerKeys). */
  answerKeys?: string[];
  /** question: the answer parts its widget writes. */
  parts?: AnswerPart[];
  /** question: its widget's spec (an unregistered widget gets one that writes its key as text). */
  spec?: WidgetSpec;
}

export interface DefinitionIndex {
  pages: PageDefinition[];
  /** The widget specs the questions were read with. */
  widgets: WidgetSpecs;
  nodes: DefinitionNode[];
  byPath: Map<string, number>;
  /** Question node indexes in document order. */
  questions: number[];
  /** Answer key -> the question nodes that write it. */
  keyOwners: Map<string, number[]>;
  /** Keys that hold booleans (checkboxes, buttons, checks, SMS opt-in). */
  booleanKeys: Set<string>;
  /** Tab group id -> its tabs node(s). */
  tabGroups: Map<string, number[]>;
  /** Answer key -> the questions whose answers are cleared when it changes (conditional selects). */
  dependents: Map<string, number[]>;
}

const cache = new WeakMap<PageDefinition[], Map<WidgetSpecs, DefinitionIndex>>();

/**
 * Flattens the pages once (add-another groups expanded up to their max) into
 * the index every per-keystroke computation uses, each question with its
 * widget's spec and answer parts. Memoized by the identity of the pages array
 * and of the widget specs: pass the same parsed pages array every time.
 */
export function indexDefinitions(pages: PageDefinition[], widgets: WidgetSpecs = defaultWidgetSpecs): DefinitionIndex {
  let byWidgets = cache.get(pages);
  if (!byWidgets) {
    byWidgets = new Map();
    cache.set(pages, byWidgets);
  }
  const cached = byWidgets.get(widgets);
  if (cached) return cached;
  const index = buildIndex(pages, widgets);
  byWidgets.set(widgets, index);
  return index;
}

function buildIndex(pages: PageDefinition[], widgets: WidgetSpecs): DefinitionIndex {
  const index: DefinitionIndex = {
    pages,
    widgets,
    nodes: [],
    byPath: new Map(),
    questions: [],
    keyOwners: new Map(),
    booleanKeys: new Set(),
    tabGroups: new Map(),
    dependents: new Map(),
  };
  const push = (list: Map<string, number[]>, key: string, value: number): void => {
    const existing = list.get(key);
    if (existing) existing.push(value);
    else list.set(key, [value]);
  };

  let pageIndex = 0;
  let pageId = '';
  const add = (node: Omit<DefinitionNode, 'index' | 'pageIndex' | 'pageId'>): number => {
    const full: DefinitionNode = { ...node, index: index.nodes.length, pageIndex, pageId };
    index.nodes.push(full);
    index.byPath.set(full.path, full.index);
    return full.index;
  };

  type Scope = Pick<DefinitionNode, 'instanceOf'>;
  const addItems = (items: ItemDefinition[], parent: number, path: string, pointer: string, scope: Scope): void => {
    items.forEach((item, i) => addItem(item, parent, `${path}/${i}`, `${pointer}/${i}`, scope));
  };
  const addContainer = (
    extra: Partial<DefinitionNode> & { kind: DefinitionNodeKind },
    parent: number,
    path: string,
    pointer: string,
    scope: Scope,
  ): number => add({ ...extra, parent, path, pointer, ...scope });

  const addItem = (item: ItemDefinition, parent: number, path: string, pointer: string, scope: Scope): void => {
    if (isQuestion(item)) {
      const spec = specOf(item, widgets);
      const parts = spec.parts(item);
      const answerKeys = partKeys(parts);
      const self = add({ kind: 'question', item, parent, path, pointer, answerKeys, parts, spec, ...scope });
      index.questions.push(self);
      registerQuestion(item, spec, self);
      if (item.after) {
        const after = addContainer({ kind: 'after' }, self, `${path}/after`, `${pointer}/after`, scope);
        addItems(item.after, after, `${path}/after`, `${pointer}/after`, scope);
      }
      for (const [value, revealed] of Object.entries(item.reveal ?? {})) {
        const segment = `/reveal/${pointerSegment(value)}`;
        const reveal = addContainer(
          { kind: 'reveal', revealValue: value },
          self,
          path + segment,
          pointer + segment,
          scope,
        );
        addItems(revealed, reveal, path + segment, pointer + segment, scope);
      }
      return;
    }
    if (isGroup(item)) {
      const self = add({ kind: 'group', item, parent, path, pointer, ...scope });
      addItems(item.items, self, `${path}/items`, `${pointer}/items`, scope);
      return;
    }
    if (isSwitch(item)) {
      const self = add({ kind: 'switch', item, parent, path, pointer, ...scope });
      item.cases.forEach((c, ci) => {
        const casePath = `${path}/cases/${ci}`;
        const casePointer = `${pointer}/cases/${ci}`;
        const caseNode = addContainer({ kind: 'case', caseIndex: ci }, self, casePath, casePointer, scope);
        addItems(c.items, caseNode, `${casePath}/items`, `${casePointer}/items`, scope);
      });
      return;
    }
    if (isTabGroup(item)) {
      const self = add({ kind: 'tabs', item, parent, path, pointer, ...scope });
      push(index.tabGroups, item.id, self);
      item.tabs.forEach((tab, ti) => {
        const tabPath = `${path}/tabs/${ti}`;
        const tabPointer = `${pointer}/tabs/${ti}`;
        const tabNode = addContainer({ kind: 'tab', tabId: tab.id }, self, tabPath, tabPointer, scope);
        addItems(tab.items, tabNode, `${tabPath}/items`, `${tabPointer}/items`, scope);
      });
      return;
    }
    if (isAddAnother(item)) {
      const self = add({ kind: 'addAnother', item, parent, path, pointer, ...scope });
      for (let n = 1; n <= item.max; n += 1) {
        const instancePath = `${path}/instances/${n}`;
        const inner: Scope = { instanceOf: { addAnotherId: item.id, n } };
        const instance = addContainer({ kind: 'instance', instance: n }, self, instancePath, pointer, inner);
        addItems(expandAddAnother(item, n), instance, instancePath, `${pointer}/template`, inner);
      }
      return;
    }
    add({ kind: 'content', item, parent, path, pointer, ...scope });
  };

  const registerQuestion = (question: QuestionDefinition, spec: WidgetSpec, node: number): void => {
    const { answerKeys = [], parts = [] } = index.nodes[node]!;
    for (const key of answerKeys) push(index.keyOwners, key, node);
    for (const part of parts) if (part.type === 'boolean') index.booleanKeys.add(part.key);
    for (const key of spec.clearedBy?.(question) ?? []) push(index.dependents, key, node);
  };

  pages.forEach((page, p) => {
    pageIndex = p;
    pageId = page.id;
    page.sections.forEach((section, s) => {
      const path = `${page.id}/sections/${s}`;
      const self = add({ kind: 'section', section, parent: -1, path, pointer: `/sections/${s}` });
      addItems(section.items, self, `${path}/items`, `/sections/${s}/items`, {});
    });
  });
  return index;
}
