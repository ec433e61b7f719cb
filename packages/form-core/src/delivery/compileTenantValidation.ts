import type { ValidationSchema } from '../definition/types.ts';
import { combineSchemas } from '../validation/combineSchemas.ts';
import { createAjv } from '../validation/createAjv.ts';
import { createValidatorFromStandalone } from '../validation/createValidatorFromStandalone.ts';
import type { AnswersValidator, StandaloneValidateFunction } from '../validation/validationTypes.ts';
import { splitValidationRules } from '../validation/rules/splitValidationRules.ts';
import { ruleSchemaId, standaloneValidatorModule } from './standaloneValidatorModule.ts';

export interface TenantValidation {
  /** The validator the server runs. */
  validator: AnswersValidator;
  /** The browser's validator module: generated from the very function `validator` runs (computed once, on first call). */
  browserModule(): string;
}

/**
 * Compiles a tenant's schemas once, for both sides: the server validates with
 * the compiled function, and the browser's module is ajv's standalone code of
 * the same schemas split into rules (splitValidationRules), which it runs
 * all together to validate the whole form and one by one, by the keys they
 * read, while the applicant types. Both come from one set of schemas, and
 * tests compare them on fixtures and random answers.
 */
export function compileTenantValidation(schemas: ValidationSchema[]): TenantValidation {
  const ajv = createAjv({ standalone: true });
  const validate = ajv.compile(combineSchemas(schemas));
  let module: string | undefined;
  const browserModule = () => {
    // An ajv of their own: a rule kept whole keeps its schema's $id, which the whole schema already registered.
    const rulesAjv = createAjv({ standalone: true });
    const rules = splitValidationRules(schemas);
    rules.forEach((rule, index) => rulesAjv.addSchema(rule.schema, ruleSchemaId(index)));
    return standaloneValidatorModule(rulesAjv, validate, rules);
  };
  return {
    validator: createValidatorFromStandalone(validate as StandaloneValidateFunction),
    browserModule: () => (module ??= browserModule()),
  };
}
