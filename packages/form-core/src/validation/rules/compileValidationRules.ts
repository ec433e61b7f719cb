import type { ValidationSchema } from '../../definition/types.ts';
import { createAjv } from '../createAjv.ts';
import type { StandaloneValidateFunction } from '../validationTypes.ts';
import type { CompiledRule } from './createIncrementalValidation.ts';
import { splitValidationRules } from './splitValidationRules.ts';

/** The tenant's rules compiled one by one with runtime ajv (the server, the CLI and tests; the browser gets them in its validator module). */
export function compileValidationRules(schemas: readonly ValidationSchema[]): CompiledRule[] {
  const ajv = createAjv();
  return splitValidationRules(schemas).map((rule) => ({
    validate: ajv.compile(rule.schema) as StandaloneValidateFunction,
    reads: rule.reads,
  }));
}
