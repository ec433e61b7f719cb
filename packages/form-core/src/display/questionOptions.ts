import type { AnswerValue, OptionDefinition, QuestionDefinition } from '../definition/types.ts';
import { resolveConditionalOptions, resolveOptions } from '../options/resolveOptions.ts';
import type { FormContext } from '../visibility/formContext.ts';

/**
 * The options a widget shows: a conditional select's for the current
 * controlling answer, else the question's `options`/`optionList`. An unknown
 * list name (a configuration error config-lint reports) gives no options.
 */
export function questionOptions(
  question: QuestionDefinition,
  controlValue: AnswerValue | undefined,
  context: FormContext,
): OptionDefinition[] {
  try {
    if (question.widget === 'conditionalSelect' && question.controlKey) {
      return resolveConditionalOptions(
        question,
        { [question.controlKey]: controlValue ?? '' },
        context.optionLists,
        context.now,
      );
    }
    return resolveOptions(question, context.optionLists, context.now);
  } catch {
    return [];
  }
}
