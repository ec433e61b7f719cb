import type {
  AddAnotherDefinition,
  ContentDefinition,
  GroupDefinition,
  ItemDefinition,
  QuestionDefinition,
  SwitchDefinition,
  TabGroupDefinition,
} from './types.ts';

/** Questions are the items without a `kind`. */
export function isQuestion(item: ItemDefinition): item is QuestionDefinition {
  return !('kind' in item) || item.kind === undefined;
}

export function isContent(item: ItemDefinition): item is ContentDefinition {
  return 'kind' in item && item.kind === 'content';
}

export function isGroup(item: ItemDefinition): item is GroupDefinition {
  return 'kind' in item && item.kind === 'group';
}

export function isSwitch(item: ItemDefinition): item is SwitchDefinition {
  return 'kind' in item && item.kind === 'switch';
}

export function isTabGroup(item: ItemDefinition): item is TabGroupDefinition {
  return 'kind' in item && item.kind === 'tabs';
}

export function isAddAnother(item: ItemDefinition): item is AddAnotherDefinition {
  return 'kind' in item && item.kind === 'addAnother';
}
