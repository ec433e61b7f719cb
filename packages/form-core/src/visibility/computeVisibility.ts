import { evaluateCondition } from '../conditions/evaluateCondition.ts';
import { isWithinDateWindow } from '../dates/isWithinDateWindow.ts';
import { localIsoDate } from '../dates/localIsoDate.ts';
import { indexDefinitions } from '../definition/indexDefinitions.ts';
import type { DefinitionIndex, DefinitionNode } from '../definition/indexDefinitions.ts';
import type {
  AddAnotherDefinition,
  Answers,
  ContentDefinition,
  FormState,
  GroupDefinition,
  PageDefinition,
  QuestionDefinition,
  TabGroupDefinition,
} from '../definition/types.ts';
import { isChecked } from '../widgets/printedAnswer.ts';
import type { FormContext } from './formContext.ts';

export interface Visibility {
  /** Answer keys written by at least one visible question. */
  visibleKeys: Set<string>;
  /** Every other answer key of the pages (hidden by a condition, a switch, an inactive tab or instance). */
  hiddenKeys: Set<string>;
  /**
   * Hidden keys whose answers must be cleared: no visible question writes them
   * and none sits in a non-chosen tab or an add-another instance above the count
   * (those keep their answers, see clearHiddenAnswers).
   */
  clearableKeys: Set<string>;
  /** Whether the item at this path (see DefinitionNode) is shown; false for an unknown path. */
  isItemVisible(path: string): boolean;
  isKeyVisible(key: string): boolean;
  /** The chosen tab of a tab group (state, else defaultTab, else the first tab). */
  chosenTab(tabGroupId: string): string | undefined;
  index: DefinitionIndex;
  /**
   * The local day (YYYY-MM-DD) it was computed for: date windows and year
   * option lists depend on it, so applyAnswerChange reuses a visibility only
   * on the same day.
   */
  day: string;
}

/** The tab a group shows: the stored choice when it names a tab, else defaultTab, else the first. */
export function chosenTabOf(group: TabGroupDefinition, tabs: Record<string, string>): string | undefined {
  const stored = tabs[group.id];
  if (stored !== undefined && group.tabs.some((tab) => tab.id === stored)) return stored;
  if (group.defaultTab !== undefined && group.tabs.some((tab) => tab.id === group.defaultTab)) return group.defaultTab;
  return group.tabs[0]?.id;
}

/**
 * How many instances of an add-another group show: the stored count (default
 * 1), at least the required blocks (`requiredInstances`), at most max.
 */
export function instanceCountOf(group: AddAnotherDefinition, addAnother: Record<string, number>): number {
  const stored = addAnother[group.id];
  const count = typeof stored === 'number' && Number.isFinite(stored) ? Math.floor(stored) : 1;
  return Math.max(0, Math.min(Math.max(count, group.requiredInstances ?? 0), group.max));
}

/**
 * Which items and answer keys are visible. An item is visible when its parent
 * is and its own rule holds: its condition; for a switch case, being the first
 * case whose condition holds; for a tab, being the chosen tab; for an
 * add-another instance, n <= min(count, max); for `after` content, the answer
 * of its question (a checkbox, a button) being true; for `reveal` content, the
 * answer (a radio) equal to its value; for a question, its widget's own rule
 * besides the condition (a conditional select shows only with options for the
 * controlling answer); for content with `showBetween`, today inside the
 * window. `after` and `reveal` show only under a widget whose spec reveals them.
 * One forward pass over the precomputed index: linear in the definition size.
 */
export function computeVisibility(pages: PageDefinition[], state: FormState, context: FormContext = {}): Visibility {
  const index = indexDefinitions(pages, context.widgets);
  const { nodes } = index;
  const answers = state.answers;
  const now = context.now ?? new Date();
  const visible = new Uint8Array(nodes.length);
  const inactive = new Uint8Array(nodes.length);
  const chosenCase = new Int32Array(nodes.length).fill(-1);
  const chosenTabs = new Map<string, string | undefined>();

  for (const node of nodes) {
    const parentVisible = node.parent < 0 || visible[node.parent] === 1;
    const parentInactive = node.parent >= 0 && inactive[node.parent] === 1;
    let own = true;
    let makesInactive = false;
    if (node.kind === 'tab') {
      const group = nodes[node.parent]!.item as TabGroupDefinition;
      let chosen = chosenTabs.get(group.id);
      if (!chosenTabs.has(group.id)) {
        chosen = chosenTabOf(group, state.tabs ?? {});
        chosenTabs.set(group.id, chosen);
      }
      own = chosen === node.tabId;
      makesInactive = !own;
    } else if (node.kind === 'instance') {
      const group = nodes[node.parent]!.item as AddAnotherDefinition;
      own = (node.instance ?? 0) <= instanceCountOf(group, state.addAnother ?? {});
      makesInactive = !own;
    } else if (parentVisible) {
      own = ownRule(node, nodes, answers, chosenCase, context, now);
    }
    visible[node.index] = parentVisible && own ? 1 : 0;
    inactive[node.index] = parentInactive || makesInactive ? 1 : 0;
  }

  const visibleKeys = new Set<string>();
  const protectedKeys = new Set<string>();
  for (const q of index.questions) {
    const keys = nodes[q]!.answerKeys ?? [];
    const target = visible[q] === 1 ? visibleKeys : inactive[q] === 1 ? protectedKeys : undefined;
    if (target) for (const key of keys) target.add(key);
  }
  const hiddenKeys = new Set<string>();
  const clearableKeys = new Set<string>();
  for (const key of index.keyOwners.keys()) {
    if (visibleKeys.has(key)) continue;
    hiddenKeys.add(key);
    if (!protectedKeys.has(key)) clearableKeys.add(key);
  }

  return {
    visibleKeys,
    hiddenKeys,
    clearableKeys,
    isItemVisible: (path) => {
      const at = index.byPath.get(path);
      return at !== undefined && visible[at] === 1;
    },
    isKeyVisible: (key) => visibleKeys.has(key),
    chosenTab: (tabGroupId) => {
      if (chosenTabs.has(tabGroupId)) return chosenTabs.get(tabGroupId);
      const at = index.tabGroups.get(tabGroupId)?.[0];
      return at === undefined ? undefined : chosenTabOf(nodes[at]!.item as TabGroupDefinition, state.tabs ?? {});
    },
    index,
    day: localIsoDate(now),
  };
}

function ownRule(
  node: DefinitionNode,
  nodes: DefinitionNode[],
  answers: Answers,
  chosenCase: Int32Array,
  context: FormContext,
  now: Date,
): boolean {
  switch (node.kind) {
    case 'section':
      return evaluateCondition(node.section?.condition, answers);
    case 'question':
      return questionShows(node, answers, context, now);
    case 'content':
      return contentShows(node.item as ContentDefinition, answers, context, now);
    case 'group':
    case 'tabs':
    case 'addAnother':
      return evaluateCondition((node.item as GroupDefinition).condition, answers);
    case 'switch': {
      const cases = node.item && 'cases' in node.item ? node.item.cases : [];
      chosenCase[node.index] = cases.findIndex((c) => evaluateCondition(c.condition, answers));
      return true;
    }
    case 'case':
      return chosenCase[node.parent] === node.caseIndex;
    case 'after': {
      const owner = nodes[node.parent]!;
      return owner.spec?.reveals?.after === true && isChecked(answers[(owner.item as QuestionDefinition).key]);
    }
    case 'reveal': {
      const owner = nodes[node.parent]!;
      if (owner.spec?.reveals?.perValue !== true) return false;
      return String(answers[(owner.item as QuestionDefinition).key] ?? '') === node.revealValue;
    }
    default:
      return true;
  }
}

function questionShows(node: DefinitionNode, answers: Answers, context: FormContext, now: Date): boolean {
  const question = node.item as QuestionDefinition;
  if (!evaluateCondition(question.condition, answers)) return false;
  return node.spec?.shows?.(question, answers, { optionLists: context.optionLists, now }) ?? true;
}

function contentShows(content: ContentDefinition, answers: Answers, context: FormContext, now: Date): boolean {
  if (!evaluateCondition(content.condition, answers)) return false;
  const between = content.showBetween;
  if (!between) return true;
  const dateWindow = 'window' in between ? context.dateWindows?.[between.window] : between;
  return dateWindow !== undefined && isWithinDateWindow(now, dateWindow.start, dateWindow.end);
}
