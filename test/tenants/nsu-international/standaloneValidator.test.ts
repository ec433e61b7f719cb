import {
  compileTenantValidation,
  createValidatorFromStandalone,
  examplesFolder,
  runTenantExamples,
  tenantAnswerSchemas,
} from '@admissions/form-core';
import type { AnswersValidator, ValidatorModuleFactory } from '@admissions/form-core';
import { standaloneRuntime } from '@admissions/form-core/standalone-runtime';
import { beforeAll, describe, expect, it } from 'vitest';
import { importModuleSource } from '../../support/importModuleSource.ts';
import { loadRepositoryTenant } from '../../support/repositoryTenant.ts';

// The browser validates with the module the server generates (ajv standalone code, no eval under the CSP):
// it must give exactly the messages of the runtime validator, which the tenant's examples pin.
const loaded = loadRepositoryTenant('nsu-international');
const examples = loaded.sources.allJsonFiles.filter((file) => file.path.startsWith(examplesFolder));
let standalone: AnswersValidator;

beforeAll(async () => {
  const source = compileTenantValidation(tenantAnswerSchemas(loaded.bundle!)).browserModule();
  const module = await importModuleSource<{ default: ValidatorModuleFactory }>(source);
  standalone = createValidatorFromStandalone(module.default(standaloneRuntime));
}, 30_000);

describe('the standalone (browser) validator of the tenant', () => {
  it('gives the messages every example of the tenant expects', () => {
    const count = examples.reduce((sum, file) => sum + (file.value as { examples: unknown[] }).examples.length, 0);
    expect(count).toBeGreaterThan(100);
    expect(runTenantExamples(examples, loaded.bundle!, standalone)).toEqual([]);
  });
});
