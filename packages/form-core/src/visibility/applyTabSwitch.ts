import { descKey } from '../definition/answerKeys.ts';
import { indexDefinitions } from '../definition/indexDefinitions.ts';
import type { DefinitionIndex } from '../definition/indexDefinitions.ts';
import type { Answers, FormState, PageDefinition, TabGroupDefinition } from '../definition/types.ts';
import { clearHiddenAnswers } from './clearHiddenAnswers.ts';
import { chosenTabOf } from './computeVisibility.ts';
import type { FormContext } from './formContext.ts';

export interface TabSwitchResult {
  answers: Answers;
  tabs: Record<string, string>;
  /** Keys whose answers changed (clearKeys, their `_desc`, and answers hidden as a result). */
  clearedKeys: string[];
  /** fileUpload keys inside the tab group: the host deletes those documents and conversions. */
  fileKeys: string[];
}

/**
 * Switches a tab group: clears its clearKeys (and their `_desc`), records the
 * chosen tab and returns the fileUpload keys inside the group. Choosing the
 * tab already shown changes nothing. Throws for an unknown group or tab.
 */
export function applyTabSwitch(
  pages: PageDefinition[],
  state: FormState,
  tabGroupId: string,
  chosenTab: string,
  context: FormContext = {},
): TabSwitchResult {
  const index = indexDefinitions(pages, context.widgets);
  const groupNode = index.tabGroups.get(tabGroupId)?.[0];
  if (groupNode === undefined) throw new Error(`Unknown tab group "${tabGroupId}"`);
  const group = index.nodes[groupNode]!.item as TabGroupDefinition;
  if (!group.tabs.some((tab) => tab.id === chosenTab)) {
    throw new Error(`Tab group "${tabGroupId}" has no tab "${chosenTab}"`);
  }
  if (chosenTabOf(group, state.tabs) === chosenTab) {
    return { answers: state.answers, tabs: { ...state.tabs, [tabGroupId]: chosenTab }, clearedKeys: [], fileKeys: [] };
  }

  const answers: Answers = { ...state.answers };
  const clearedKeys: string[] = [];
  const clear = (key: string): void => {
    const value = answers[key];
    if (value === undefined || value === '' || value === false) return;
    answers[key] = index.booleanKeys.has(key) ? false : '';
    clearedKeys.push(key);
  };
  for (const key of group.clearKeys ?? []) {
    clear(key);
    clear(descKey(key));
  }
  const tabs = { ...state.tabs, [tabGroupId]: chosenTab };
  const cleared = clearHiddenAnswers(pages, { ...state, answers, tabs }, context);
  return {
    answers: cleared.answers,
    tabs,
    clearedKeys: [...clearedKeys, ...cleared.clearedKeys],
    fileKeys: fileKeysInside(groupNode, index),
  };
}

/** The document answers (file uploads) of the questions inside a tab group. */
function fileKeysInside(groupNode: number, index: DefinitionIndex): string[] {
  const { nodes, questions } = index;
  const groupPath = nodes[groupNode]!.path;
  return questions
    .map((q) => nodes[q]!)
    .filter((node) => node.path.startsWith(`${groupPath}/`))
    .flatMap((node) => node.parts ?? [])
    .filter((part) => part.type === 'document')
    .map((part) => part.key);
}
