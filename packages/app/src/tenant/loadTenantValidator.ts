import {
  createValidatorFromStandalone,
  type AnswersValidator,
  type ValidatorModuleFactory,
} from '@admissions/form-core';
import { standaloneRuntime } from '@admissions/form-core/standalone-runtime';

/**
 * The tenant's validator: the module the server generated from the schemas it
 * validates with (its URL carries its content hash), run with the runtime
 * helpers it needs. This file and the runtime are a chunk of their own, loaded
 * when the app first validates (see main.tsx).
 */
export async function loadTenantValidator(validatorUrl: string): Promise<AnswersValidator> {
  const module = (await import(/* @vite-ignore */ validatorUrl)) as { default: ValidatorModuleFactory };
  return createValidatorFromStandalone(module.default(standaloneRuntime));
}
