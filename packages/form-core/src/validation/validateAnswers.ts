import type { ValidationErrors } from '@admissions/contracts';
import { normalizeAnswers } from '../answers/normalizeAnswers.ts';
import type { ConfigurationLogger } from '../configuration/configurationLogger.ts';
import type { DataModel, FormState, PageDefinition } from '../definition/types.ts';
import { computeVisibility } from '../visibility/computeVisibility.ts';
import type { FormContext } from '../visibility/formContext.ts';
import type { AnswersValidator } from './validationTypes.ts';

export interface ValidateAnswersInput {
  validator: AnswersValidator;
  pages: PageDefinition[];
  state: FormState;
  dataModel: DataModel;
  /** Option lists, date windows and widgets; `now` is also "today" of the date and year rules. */
  context?: FormContext;
  /** Receives configuration messages (console.warn when not given). */
  log?: ConfigurationLogger;
}

/**
 * Validation against the effective schema: only visible questions count.
 * The answers are normalized (every data-model key present), the answers of
 * hidden questions are read as empty (a value kept on a non-chosen tab must
 * not satisfy a rule), then errors are kept only for visible keys and for
 * keys no page defines (pure schema keys). Hidden questions never produce errors.
 * Visibility and the date rules read one "today", taken once per call.
 */
export function validateAnswers({
  validator,
  pages,
  state,
  dataModel,
  context = {},
  log,
}: ValidateAnswersInput): ValidationErrors {
  const now = context.now ?? new Date();
  const visibility = computeVisibility(pages, state, { ...context, now });
  // One pass: normalized, with the answers of hidden questions read as empty.
  const answers = normalizeAnswers(dataModel, state.answers, visibility.hiddenKeys);
  const errors = validator(answers, log ? { now, log } : { now });
  const effective: ValidationErrors = {};
  for (const key in errors) {
    const messages = errors[key]!;
    if (visibility.hiddenKeys.has(key) || messages.length === 0) continue;
    effective[key] = messages;
  }
  return effective;
}
