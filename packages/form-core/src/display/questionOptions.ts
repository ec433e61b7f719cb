import type { Answers, OptionDefinition, QuestionDefinition } from '../definition/types.ts';
import { specOf } from '../widgets/specOf.ts';
import type { FormContext } from '../visibility/formContext.ts';

/**
 * The options a widget shows for the current answers (a conditional select's
 * follow its controlling answer), as its spec resolves them; [] for a widget
 * without options. An unknown list name (a configuration error config-lint
 * reports) gives no options.
 */
export function questionOptions(
  question: QuestionDefinition,
  answers: Answers,
  context: FormContext = {},
): OptionDefinition[] {
  return specOf(question, context.widgets).choices?.(question, answers, context) ?? [];
}
