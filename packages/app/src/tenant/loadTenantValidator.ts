import {
  createValidatorFromStandalone,
  type DataModel,
  type DeliveredValidatorModule,
  type ValidatorModuleFactory,
} from '@admissions/form-core';
import { browserStandaloneRuntime } from '@admissions/form-core/browser-standalone-runtime';
import type { LoadedValidation } from './tenantValidator.ts';

/** A module's exports as an import gives them: nothing is known of them until checked. */
type ValidatorModuleExports = Partial<Record<keyof DeliveredValidatorModule, unknown>>;

function isDataModel(value: unknown): value is DataModel {
  if (typeof value !== 'object' || value === null || !('keys' in value)) return false;
  return typeof value.keys === 'object' && value.keys !== null;
}

/**
 * The tenant's validation: the module the server generated from the schemas
 * it validates with (its URL carries its content hash), run with the runtime
 * helpers it needs, and the data model's key types it exports. A module
 * without them is refused by name: answers are normalized with them before
 * every validation. This file and the runtime are a chunk of their own,
 * loaded when the app first validates (see main.tsx).
 */
export async function loadTenantValidator(validatorUrl: string): Promise<LoadedValidation> {
  const module = (await import(/* @vite-ignore */ validatorUrl)) as ValidatorModuleExports;
  if (typeof module.default !== 'function') {
    throw new Error(
      `The validator module ${validatorUrl} has no default export (the function creating the validator).`,
    );
  }
  if (!isDataModel(module.dataModel)) {
    throw new Error(
      `The validator module ${validatorUrl} exports no dataModel (each answer key's type, read before validating): ` +
        'it is not the validator file the server delivers for this version of the app.',
    );
  }
  const factory = module.default as ValidatorModuleFactory;
  const validate = factory(browserStandaloneRuntime);
  return {
    validate: createValidatorFromStandalone(validate),
    dataModel: module.dataModel,
    ...(validate.rules ? { rules: validate.rules } : {}),
  };
}
