import type { ValidationSchema } from '../definition/types.ts';
import { combineSchemas } from '../validation/combineSchemas.ts';
import { createAjv } from '../validation/createAjv.ts';
import { createValidatorFromStandalone } from '../validation/createValidatorFromStandalone.ts';
import type { AnswersValidator, StandaloneValidateFunction } from '../validation/validationTypes.ts';
import { standaloneValidatorModule } from './standaloneValidatorModule.ts';

export interface TenantValidation {
  /** The validator the server runs. */
  validator: AnswersValidator;
  /** The browser's validator module: generated from the very function `validator` runs (computed once, on first call). */
  browserModule(): string;
}

/**
 * Compiles a tenant's schemas once, for both sides: the server validates with
 * the compiled function, and the browser's module is ajv's standalone code of
 * that same function. The two cannot disagree: there is one compilation.
 */
export function compileTenantValidation(schemas: ValidationSchema[]): TenantValidation {
  const ajv = createAjv({ standalone: true });
  const validate = ajv.compile(combineSchemas(schemas));
  let module: string | undefined;
  return {
    validator: createValidatorFromStandalone(validate as StandaloneValidateFunction),
    browserModule: () => (module ??= standaloneValidatorModule(ajv, validate)),
  };
}
