import { createValidatorFromStandalone, type AnswersValidator } from '@admissions/form-core';
import validateTenantAnswers from 'virtual:tenant-validator';

/** The tenant's validator from its build-time standalone code (a chunk of its own, see main.tsx). */
export function loadTenantValidator(): AnswersValidator {
  return createValidatorFromStandalone(validateTenantAnswers);
}
