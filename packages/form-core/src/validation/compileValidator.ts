import type { ValidationSchema } from '../definition/types.ts';
import { collectValidationErrors } from './collectValidationErrors.ts';
import { combineSchemas } from './combineSchemas.ts';
import { createAjv } from './createAjv.ts';
import type { AnswersValidator, StandaloneValidateFunction } from './validationTypes.ts';

/**
 * Compiles the tenant's schemas once (runtime ajv: the server, the CLI and
 * tests). Throws when a schema is invalid or uses an unknown keyword.
 */
export function compileValidator(schemas: ValidationSchema[]): AnswersValidator {
  const validate = createAjv().compile(combineSchemas(schemas));
  return createValidatorFromStandalone(validate as StandaloneValidateFunction);
}

/** Wraps an ajv validate function (e.g. a generated standalone module's default export). */
export function createValidatorFromStandalone(validate: StandaloneValidateFunction): AnswersValidator {
  return (answers) => {
    if (validate(answers)) return {};
    return collectValidationErrors(validate.errors);
  };
}
