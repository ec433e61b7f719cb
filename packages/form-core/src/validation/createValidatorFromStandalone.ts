import { collectValidationErrors } from './collectValidationErrors.ts';
import type { AnswersValidator, StandaloneValidateFunction } from './validationTypes.ts';

/**
 * Wraps an ajv validate function (e.g. a generated standalone module's default
 * export). Kept apart from compileValidator so the browser bundle, which only
 * runs the generated code, does not carry the ajv compiler.
 */
export function createValidatorFromStandalone(validate: StandaloneValidateFunction): AnswersValidator {
  return (answers) => {
    if (validate(answers)) return {};
    return collectValidationErrors(validate.errors);
  };
}
