import type { DefinitionChange } from './definitionChanges.ts';

function question(change: { key: string; label?: string }): string {
  return change.label !== undefined ? `"${change.label}" (${change.key})` : `the answer ${change.key}`;
}

/** One change in words staff understand, without the code behind it. */
export function describeDefinitionChange(change: DefinitionChange): string {
  switch (change.kind) {
    case 'keyAdded':
      return `New question ${question(change)}.`;
    case 'keyRemoved':
      return change.label !== undefined
        ? `Question ${question(change)} was removed (or its answer key renamed).`
        : `The answer ${change.key} was removed from the data model (or renamed).`;
    case 'optionAdded':
      return `New choice "${change.optionLabel}" (code ${change.code}) in ${question(change)}.`;
    case 'optionRemoved':
      return `Choice "${change.optionLabel}" (code ${change.code}) was removed from ${question(change)} (or its code changed).`;
    case 'nowRequired':
      return `${capitalized(question(change))} is now required.`;
    case 'noLongerRequired':
      return `${capitalized(question(change))} is no longer required.`;
    case 'conditionChanged':
      return `${capitalized(question(change))} now shows under a different condition.`;
    case 'textReworded':
      return `Reworded ${change.where}: "${change.before}" is now "${change.after}".`;
  }
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
