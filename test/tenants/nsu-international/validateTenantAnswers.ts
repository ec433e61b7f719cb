import type { ValidationErrors } from '@admissions/contracts';
import { compileValidator, validateAnswers } from '@admissions/form-core';
import type { Answers, AnswersValidator } from '@admissions/form-core';
import { loadTenantBundle } from './loadTenantBundle.ts';
import { testNow, validAnswers, validState } from './validAnswers.ts';

const bundle = loadTenantBundle();
export const tenantSchemas = bundle.schemas;
const runtimeValidator = compileValidator(bundle.schemas);

/**
 * Validates the valid application with `change` applied, as the app does:
 * normalized against the data model, errors of hidden questions dropped.
 * The validator defaults to the runtime (ajv) one; the browser build uses the
 * standalone one (see standaloneValidator.test.ts). `testNow` is "today" of
 * the date rules (age, military years).
 */
export function validateTenantAnswers(
  change: Answers,
  addAnother: Record<string, number> = {},
  validator: AnswersValidator = runtimeValidator,
): ValidationErrors {
  return validateAnswers({
    validator,
    pages: bundle.pages,
    dataModel: bundle.dataModel,
    state: {
      answers: { ...validAnswers, ...change },
      tabs: validState.tabs,
      addAnother: { ...validState.addAnother, ...addAnother },
    },
    context: { optionLists: bundle.config.optionLists, dateWindows: bundle.config.dateWindows, now: testNow },
  });
}
