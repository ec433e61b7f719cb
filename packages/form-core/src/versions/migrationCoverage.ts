import type { MigrationStep } from '../migrations/migrationSteps.ts';
import { instanceKey } from '../definition/instanceKey.ts';
import type { DefinitionChange } from './definitionChanges.ts';

/**
 * Whether the tenant's migration steps say what happens to the answers a
 * change leaves behind: a removed key is covered by a step that renames,
 * drops or re-asks it; a removed choice by a step that maps its code, or
 * drops or re-asks its question. Other changes leave no answer behind.
 */
export function migrationCovers(change: DefinitionChange, steps: readonly MigrationStep[]): boolean {
  if (change.kind === 'keyRemoved') {
    return steps.some(
      (step) =>
        ('rename' in step && sameQuestion(step.rename.from, change.key)) ||
        ('drop' in step && sameQuestion(step.drop.key, change.key)) ||
        ('reask' in step && sameQuestion(step.reask.key, change.key)),
    );
  }
  if (change.kind === 'optionRemoved') {
    return steps.some(
      (step) =>
        ('mapCodes' in step &&
          sameQuestion(step.mapCodes.key, change.key) &&
          Object.hasOwn(step.mapCodes.codes, change.code)) ||
        ('drop' in step && sameQuestion(step.drop.key, change.key)) ||
        ('reask' in step && sameQuestion(step.reask.key, change.key)),
    );
  }
  return true;
}

/** Whether the change would leave saved answers behind unless a migration step covers it. */
export function orphansAnswers(
  change: DefinitionChange,
): change is Extract<DefinitionChange, { kind: 'keyRemoved' | 'optionRemoved' }> {
  return change.kind === 'keyRemoved' || change.kind === 'optionRemoved';
}

/**
 * A step names a question inside "Add another" by its template (`hs{n}_gpa`); a change names it by its
 * first block's key (`hs_gpa`), under which the later blocks are grouped.
 */
function sameQuestion(stepKey: string, changeKey: string): boolean {
  return instanceKey(stepKey, 1) === changeKey;
}
