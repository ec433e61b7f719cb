import { normalizeAnswers } from '../answers/normalizeAnswers.ts';
import type { DataModel, FormState, PageDefinition } from '../definition/types.ts';
import { computeVisibility } from '../visibility/computeVisibility.ts';
import type { FormContext } from '../visibility/formContext.ts';
import type { AnswersValidator, ValidationErrors } from './validationTypes.ts';

export interface ValidateAnswersInput {
  validator: AnswersValidator;
  pages: PageDefinition[];
  state: FormState;
  dataModel: DataModel;
  context?: FormContext;
}

/**
 * Validation against the effective schema: only visible questions count.
 * The answers are normalized (every data-model key present), the answers of
 * hidden questions are read as empty (a value kept on a non-chosen tab must
 * not satisfy a rule), then errors are kept only for visible keys and for
 * keys no page defines (pure schema keys). Hidden questions never produce errors.
 */
export function validateAnswers({
  validator,
  pages,
  state,
  dataModel,
  context,
}: ValidateAnswersInput): ValidationErrors {
  const visibility = computeVisibility(pages, state, context);
  // One pass: normalized, with the answers of hidden questions read as empty.
  const answers = normalizeAnswers(dataModel, state.answers, visibility.hiddenKeys);
  const errors = validator(answers);
  const effective: ValidationErrors = {};
  for (const key in errors) {
    const messages = errors[key]!;
    if (visibility.hiddenKeys.has(key) || messages.length === 0) continue;
    effective[key] = messages;
  }
  return effective;
}
