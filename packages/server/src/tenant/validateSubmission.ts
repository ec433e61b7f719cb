import type { ValidationErrors } from '@admissions/contracts';
import { type FormState, validateAnswers } from '@admissions/form-core';
import { currentAnswers } from './currentAnswers.ts';
import type { TenantRules } from './tenantRules.ts';

/**
 * Re-validates stored answers the way the browser does: form-core's
 * validateAnswers with the tenant's compiled schemas, the effective schema of
 * the stored tabs and add-another counts, and `now` (the server clock) as
 * "today" of the date rules. `now` travels with the call, so submissions
 * validated at the same time never share a clock. Only the answers the
 * tenant asks today count: answers kept under keys removed since are not
 * validated (and so never block a submission).
 */
export function validateSubmission(rules: TenantRules, state: FormState, now: Date): ValidationErrors {
  const { bundle } = rules;
  return validateAnswers({
    validator: rules.validator,
    pages: bundle.pages,
    state: { ...state, answers: currentAnswers(rules, state.answers) },
    dataModel: bundle.dataModel,
    context: { optionLists: bundle.config.optionLists, dateWindows: bundle.config.dateWindows, now },
  });
}
