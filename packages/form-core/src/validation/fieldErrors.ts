import type { ValidationErrors } from '@admissions/contracts';
import type { QuestionDefinition } from '../definition/types.ts';
import type { WidgetSpecs } from '../widgets/createWidgetSpecs.ts';
import { defaultWidgetSpecs } from '../widgets/defaultWidgetSpecs.ts';
import { specOf } from '../widgets/specOf.ts';

export interface QuestionErrors {
  /**
   * The messages shown under the question as a whole, deduplicated: those of
   * the keys its widget combines (its key; a month and its year; a phone and
   * its SMS opt-in; a check group and its checks; none for an address, whose
   * inputs show their own).
   */
  messages: string[];
  /** Each part's own messages, by role (`value` for the question key; address: line2, city, ...). */
  byRole: Record<string, string[]>;
  /** Whether any key of the question has an error. */
  invalid: boolean;
}

/** The errors a widget shows, from the validation errors of the whole form, as its spec combines them. */
export function fieldErrors(
  errors: ValidationErrors,
  question: QuestionDefinition,
  widgets: WidgetSpecs = defaultWidgetSpecs,
): QuestionErrors {
  const spec = specOf(question, widgets);
  const messages: string[] = [];
  for (const key of spec.combinedErrorKeys?.(question) ?? [question.key]) {
    for (const message of errors[key] ?? []) if (!messages.includes(message)) messages.push(message);
  }
  const byRole: Record<string, string[]> = {};
  for (const part of spec.parts(question)) byRole[part.role] = errors[part.key] ?? [];
  const invalid = messages.length > 0 || Object.values(byRole).some((list) => list.length > 0);
  return { messages, byRole, invalid };
}
