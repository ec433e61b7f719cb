import type { QuestionDefinition } from '../definition/types.ts';
import type { ValidationErrors } from './validationTypes.ts';

export interface QuestionErrors {
  /**
   * The messages shown under the question: its key's, plus for monthYear the
   * year's, for checkGroup every check's, for phone the SMS opt-in's (deduplicated).
   */
  messages: string[];
  /** Each companion input's own messages, by role (address: line2, city, ...; schoolSearch: ceeb, ...). */
  byRole: Record<string, string[]>;
  /** Whether any key of the question has an error. */
  invalid: boolean;
}

const combinedRoles: Record<string, string[]> = { monthYear: ['year'], phone: ['smsOptIn'] };

/** The errors a widget shows, from the validation errors of the whole form. */
export function fieldErrors(errors: ValidationErrors, question: QuestionDefinition): QuestionErrors {
  const messages = [...(errors[question.key] ?? [])];
  const add = (list: string[] | undefined): void => {
    for (const message of list ?? []) if (!messages.includes(message)) messages.push(message);
  };
  const byRole: Record<string, string[]> = {};
  const combined = combinedRoles[question.widget] ?? [];
  for (const [role, key] of Object.entries(question.keys ?? {})) {
    const list = errors[key] ?? [];
    byRole[role] = list;
    if (combined.includes(role)) add(list);
  }
  for (const check of question.checks ?? []) add(errors[check.key]);
  const invalid = messages.length > 0 || Object.values(byRole).some((list) => list.length > 0);
  return { messages, byRole, invalid };
}
