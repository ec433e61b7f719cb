import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createValidatorFromStandalone, generateStandaloneValidatorModule } from '@admissions/form-core';
import type { AnswersValidator, StandaloneValidateFunction } from '@admissions/form-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aboutRows } from './aboutRows.ts';
import { educationRows } from './educationRows.ts';
import { finalStepsRows } from './finalStepsRows.ts';
import { tenantDir } from './loadTenantBundle.ts';
import { tenantSchemas, validateTenantAnswers } from './validateTenantAnswers.ts';

// The browser validates with ajv standalone code generated from these schemas
// (no eval under the CSP): it must give exactly the messages of the runtime validator.
let tempDir = '';
let standalone: AnswersValidator;

beforeAll(async () => {
  // Written inside the tenant folder so that ajv and @admissions/form-core resolve as for app code.
  tempDir = mkdtempSync(join(tenantDir, '.standalone-test-'));
  const file = join(tempDir, 'validateAnswers.mjs');
  writeFileSync(file, generateStandaloneValidatorModule(tenantSchemas));
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: StandaloneValidateFunction };
  standalone = createValidatorFromStandalone(module.default);
});

afterAll(() => {
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});

describe('the standalone (browser) validator of the tenant', () => {
  it.each([...aboutRows, ...educationRows, ...finalStepsRows])(
    'gives the runtime messages: $name',
    ({ change, addAnother, expected }) => {
      expect(validateTenantAnswers(change, addAnother, standalone)).toEqual(expected);
    },
  );
});
