import type { QuestionDefinition } from '../../definition/types.ts';
import { isChecked } from '../printedAnswer.ts';
import type { WidgetSpec } from '../WidgetSpec.ts';

export type CheckGroupOptions = {
  /** One checkbox per entry, each its own boolean answer. */
  checks?: { key: string; label: string }[];
};

/** The checks of a check group. */
export function checkGroupChecks(question: QuestionDefinition<CheckGroupOptions>): { key: string; label: string }[] {
  return question.options?.checks ?? [];
}

/**
 * checkGroup: a group of checkboxes, each its own boolean answer. The group's
 * own key holds no answer: messages about the group as a whole are filed
 * under it and show with the checks' messages.
 */
export const checkGroupSpec: WidgetSpec<CheckGroupOptions> = {
  parts: (question) => [
    { key: question.key, role: 'value', type: 'string' },
    ...checkGroupChecks(question).map((check) => ({ key: check.key, role: check.key, type: 'boolean' as const })),
  ],
  combinedErrorKeys: (question) => [question.key, ...checkGroupChecks(question).map((check) => check.key)],
  display: (question, { answers }) => {
    const chosen = checkGroupChecks(question).filter((check) => isChecked(answers[check.key]));
    return chosen.length > 0 ? chosen.map((check) => check.label) : ['None selected'];
  },
};
