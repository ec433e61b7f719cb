import type { Answers, FormState, PageDefinition } from '../definition/types.ts';
import { indexDefinitions } from '../definition/indexDefinitions.ts';
import { computeVisibility } from './computeVisibility.ts';
import type { Visibility } from './computeVisibility.ts';
import type { FormContext } from './formContext.ts';

/** An answer that is already empty needs no clearing ('' and false are both empty). */
export function isEmptyAnswer(value: unknown): boolean {
  return value === undefined || value === '' || value === false;
}

/**
 * Clears the answers of hidden questions: each key (and its `_desc`) becomes
 * '' and boolean keys (checkbox, button, checks, SMS opt-in) become false.
 *
 * The rule: a key is cleared when no visible question writes it and it is not
 * kept by an inactive container. Questions in a non-chosen tab, or in an
 * add-another instance above the count, are hidden (no errors) but keep their
 * answers: a tab's answers go only through its `clearKeys` on a tab switch
 * (applyTabSwitch), and instances above the count have none. Everything else
 * hidden (a false condition, a later switch case, `after` content of an
 * unchecked checkbox or a button pressed again, another
 * radio value's `reveal`, a conditional select without options) is cleared.
 *
 * Clearing can hide more (a condition on a cleared answer), so this repeats to
 * a fixpoint. Answers only ever become empty, so it ends within one pass per key.
 * The last pass computed the visibility of the returned answers: it is returned
 * too, so callers need not compute it again.
 */
export function clearHiddenAnswers(
  pages: PageDefinition[],
  state: FormState,
  context: FormContext = {},
): { answers: Answers; clearedKeys: string[]; visibility: Visibility } {
  const { booleanKeys, keyOwners } = indexDefinitions(pages, context.widgets);
  let answers = state.answers;
  const clearedKeys: string[] = [];
  for (let pass = 0; pass <= keyOwners.size; pass += 1) {
    const visibility = computeVisibility(pages, { ...state, answers }, context);
    const toClear = [...visibility.clearableKeys].filter((key) => !isEmptyAnswer(answers[key]));
    if (toClear.length === 0) return { answers, clearedKeys, visibility };
    answers = { ...answers };
    for (const key of toClear) {
      answers[key] = booleanKeys.has(key) ? false : '';
      clearedKeys.push(key);
    }
  }
  // Not reached (each pass empties at least one of finitely many keys); kept total.
  return { answers, clearedKeys, visibility: computeVisibility(pages, { ...state, answers }, context) };
}
