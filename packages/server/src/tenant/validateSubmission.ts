import { type FormState, setValidationClock, validateAnswers, type ValidationErrors } from '@admissions/form-core';
import type { TenantRules } from './tenantRules.ts';

/**
 * Re-validates stored answers the way the browser does: form-core's
 * validateAnswers with the tenant's compiled schemas, the effective schema of
 * the stored tabs and add-another counts, and the server clock for date rules.
 * Synchronous, so pinning form-core's validation clock around it is safe.
 */
export function validateSubmission(rules: TenantRules, state: FormState, now: Date): ValidationErrors {
  const { bundle } = rules;
  setValidationClock(() => now);
  try {
    return validateAnswers({
      validator: rules.validator,
      pages: bundle.pages,
      state,
      dataModel: bundle.dataModel,
      context: { optionLists: bundle.config.optionLists, dateWindows: bundle.config.dateWindows, now },
    });
  } finally {
    setValidationClock();
  }
}
