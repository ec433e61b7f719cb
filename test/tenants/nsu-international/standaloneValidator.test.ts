import { compileTenantValidation, createValidatorFromStandalone } from '@admissions/form-core';
import type { AnswersValidator, ValidatorModuleFactory } from '@admissions/form-core';
import { standaloneRuntime } from '@admissions/form-core/standalone-runtime';
import { beforeAll, describe, expect, it } from 'vitest';
import { importModuleSource } from '../../support/importModuleSource.ts';
import { aboutRows } from './aboutRows.ts';
import { educationRows } from './educationRows.ts';
import { finalStepsRows } from './finalStepsRows.ts';
import { tenantSchemas, validateTenantAnswers } from './validateTenantAnswers.ts';

// The browser validates with the module the server generates (ajv standalone code, no eval under the CSP):
// it must give exactly the messages of the runtime validator.
let standalone: AnswersValidator;

beforeAll(async () => {
  const source = compileTenantValidation(tenantSchemas).browserModule();
  const module = await importModuleSource<{ default: ValidatorModuleFactory }>(source);
  standalone = createValidatorFromStandalone(module.default(standaloneRuntime));
}, 30_000);

describe('the standalone (browser) validator of the tenant', () => {
  it.each([...aboutRows, ...educationRows, ...finalStepsRows])(
    'gives the runtime messages: $name',
    ({ change, addAnother, expected }) => {
      expect(validateTenantAnswers(change, addAnother, standalone)).toEqual(expected);
    },
  );
});
