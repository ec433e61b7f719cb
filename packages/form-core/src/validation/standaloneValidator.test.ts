import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSchemas } from '../__fixtures__/demoSchemas.ts';
import { normalizeAnswers } from '../answers/normalizeAnswers.ts';
import { demoDataModel } from '../__fixtures__/demoDataModel.ts';
import type { Answers } from '../definition/types.ts';
import { compileValidator } from './compileValidator.ts';
import { createValidatorFromStandalone } from './createValidatorFromStandalone.ts';
import { generateStandaloneValidatorModule } from './generateStandaloneValidatorModule.ts';
import { setValidationClock } from './validationClock.ts';
import type { AnswersValidator, StandaloneValidateFunction } from './validationTypes.ts';

// The module must resolve @admissions/form-core and ajv like app code does, so
// it is written inside the package (node_modules resolution walks up from there).
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
let tempDir = '';
let standalone: AnswersValidator;
let source = '';

beforeAll(async () => {
  setValidationClock(() => new Date(2025, 5, 15, 12, 0));
  source = generateStandaloneValidatorModule(demoSchemas);
  tempDir = mkdtempSync(join(packageDir, '.standalone-test-'));
  const file = join(tempDir, 'validateAnswers.mjs');
  writeFileSync(file, source);
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: StandaloneValidateFunction };
  standalone = createValidatorFromStandalone(module.default);
});

afterAll(() => {
  setValidationClock();
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});

const answerSets: Answers[] = [
  {},
  { first_name: 'Ada', last_name: 'Lovelace', country: 'GBR' },
  { country: 'USA', state: '', zip: '123', birth_date: '2020-01-01', phone_mobile: '555' },
  { country: 'CAN', state: 'QC', zip: 'H2X 1Y4', birth_date: '1900-01-01', optin_sms_ind: true },
  { birth_date: '2012-06-16', military_start_year: '1940', citizenship_type: '3' },
  { military_start_year: '2030', sat_math: '805', hs_gpa: '3.5', fee_waiver: 'Y', legal_agree: false },
  { birth_date: 'bad', sat_math: '700', fee_waiver: 'Y', fee_waiver_lunch: true, legal_agree: true },
];

describe('standalone validator module', () => {
  it('imports only from ajv runtime, ajv-formats and @admissions/form-core/keyword-runtime', () => {
    const specifiers = [...source.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
    expect(specifiers.length).toBeGreaterThan(0);
    for (const specifier of specifiers) {
      expect(specifier).toMatch(/^(ajv\/dist\/runtime\/|ajv-formats\/dist\/|@admissions\/form-core\/keyword-runtime$)/);
    }
    expect(source).not.toMatch(/require\(/);
    expect(source).not.toMatch(/new Function|eval\(/);
  });

  it.each(answerSets.map((answers, i) => [i, answers] as const))(
    'returns exactly the runtime errors for answer set %i',
    (_i, answers) => {
      const runtime = compileValidator(demoSchemas);
      const normalized = normalizeAnswers(demoDataModel, answers);
      expect(standalone(normalized)).toEqual(runtime(normalized));
    },
  );

  it('finds real errors (the comparison is not vacuous)', () => {
    const errors = standalone(normalizeAnswers(demoDataModel, answerSets[4]!));
    expect(errors.birth_date).toEqual(['You must be 13 years or older to apply.']);
    expect(errors.military_start_year).toEqual(['The minimum supported year is 1951']);
  });
});
