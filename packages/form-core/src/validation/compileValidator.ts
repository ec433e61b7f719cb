import type { ValidationSchema } from '../definition/types.ts';
import { combineSchemas } from './combineSchemas.ts';
import { createAjv } from './createAjv.ts';
import { createValidatorFromStandalone } from './createValidatorFromStandalone.ts';
import type { AnswersValidator, StandaloneValidateFunction } from './validationTypes.ts';

/**
 * Compiles the tenant's schemas once (runtime ajv: the server, the CLI and
 * tests). Throws when a schema is invalid or uses an unknown keyword.
 */
export function compileValidator(schemas: ValidationSchema[]): AnswersValidator {
  const validate = createAjv().compile(combineSchemas(schemas));
  return createValidatorFromStandalone(validate as StandaloneValidateFunction);
}
