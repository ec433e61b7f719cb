import {
  createValidatorFromStandalone,
  type TenantValidation,
  type ValidatorModuleFactory,
} from '@admissions/form-core';
import { standaloneRuntime } from '@admissions/form-core/standalone-runtime';

/**
 * The tenant's validation from its generated validator module (the code the
 * browser runs): the module is imported as it is, given the same runtime
 * helpers the browser gives it, and its function is what the server runs.
 * Server and browser then run the very same code, and the serving thread
 * never compiles the schemas itself.
 */
export async function validationFromModule(validatorModule: string): Promise<TenantValidation> {
  const url = `data:text/javascript;base64,${Buffer.from(validatorModule).toString('base64')}`;
  const module = (await import(url)) as { default: ValidatorModuleFactory };
  return {
    validator: createValidatorFromStandalone(module.default(standaloneRuntime)),
    browserModule: () => validatorModule,
  };
}
