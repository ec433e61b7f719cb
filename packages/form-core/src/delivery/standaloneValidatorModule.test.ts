import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { _ } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { datedSchemas, expectOwnDayEach } from '../__fixtures__/datedValidation.ts';
import { demoDataModel } from '../__fixtures__/demoDataModel.ts';
import { demoSchemas } from '../__fixtures__/demoSchemas.ts';
import { normalizeAnswers } from '../answers/normalizeAnswers.ts';
import type { Answers } from '../definition/types.ts';
import { compileValidator } from '../validation/compileValidator.ts';
import { createAjv } from '../validation/createAjv.ts';
import { createValidatorFromStandalone } from '../validation/createValidatorFromStandalone.ts';
import type { AnswersValidator } from '../validation/validationTypes.ts';
import { compileTenantValidation } from './compileTenantValidation.ts';
import type { ValidatorModuleFactory } from './deliveredTenant.ts';
import { standaloneRuntime } from './standaloneRuntime.ts';
import { standaloneRuntimeNames } from './standaloneRuntimeNames.ts';
import { standaloneValidatorModule } from './standaloneValidatorModule.ts';

let standalone: AnswersValidator;
let serverSide: AnswersValidator;
let source = '';
let factory: ValidatorModuleFactory;

/** Imports the module text the way a browser does: from a file of its own, with nothing to resolve. */
async function importSource(text: string): Promise<{ default: ValidatorModuleFactory; runtimeModules: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'validator-module-'));
  try {
    writeFileSync(join(dir, 'validator.mjs'), text);
    return await import(/* @vite-ignore */ pathToFileURL(join(dir, 'validator.mjs')).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const today = new Date(2025, 5, 15, 12, 0);

beforeAll(async () => {
  const validation = compileTenantValidation(demoSchemas);
  serverSide = validation.validator;
  source = validation.browserModule();
  const module = await importSource(source);
  factory = module.default;
  standalone = createValidatorFromStandalone(factory(standaloneRuntime));
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

describe('the browser validator module', () => {
  it('imports nothing and evaluates nothing: the runtime it needs comes in as an argument', () => {
    expect(source).not.toMatch(/^\s*import\s/m);
    expect(source).not.toMatch(/(?<![\w$])require\(/);
    expect(source).not.toMatch(/new Function|eval\(/);
    const needed = JSON.parse(/export const runtimeModules = (\[.*\]);/.exec(source)![1]!) as string[];
    expect(needed.length).toBeGreaterThan(0);
    for (const name of needed) expect(standaloneRuntimeNames).toContain(name);
  });

  it('the runtime the app passes has exactly the listed modules', () => {
    expect(Object.keys(standaloneRuntime).sort()).toEqual([...standaloneRuntimeNames].sort());
  });

  it('refuses to run without a module it needs', () => {
    expect(() => factory({} as typeof standaloneRuntime)({})).toThrow(/The validator runtime lacks/);
  });

  it.each(answerSets.map((answers, i) => [i, answers] as const))(
    'returns exactly the errors of the server-side validator and of a runtime compile for answer set %i',
    (_i, answers) => {
      const normalized = normalizeAnswers(demoDataModel, answers);
      expect(standalone(normalized, { now: today })).toEqual(serverSide(normalized, { now: today }));
      expect(standalone(normalized, { now: today })).toEqual(compileValidator(demoSchemas)(normalized, { now: today }));
    },
  );

  it('finds real errors (the comparison is not vacuous)', () => {
    const errors = standalone(normalizeAnswers(demoDataModel, answerSets[4]!), { now: today });
    expect(errors.birth_date).toEqual(['You must be 13 years or older to apply.']);
    expect(errors.military_start_year).toEqual(['The minimum supported year is 1951']);
  });

  it('two validations with different "today" at once each give their own result (the browser module)', async () => {
    const validation = compileTenantValidation([...datedSchemas, { type: 'object', minProperties: 99 }]);
    const module = await importSource(validation.browserModule());
    await expectOwnDayEach(createValidatorFromStandalone(module.default(standaloneRuntime)));
    await expectOwnDayEach(validation.validator);
  });

  it('code that would need a module the browser does not ship is refused', () => {
    const ajv = createAjv({ standalone: true });
    ajv.addKeyword({
      keyword: 'shoutCase',
      code(cxt) {
        const helper = cxt.gen.scopeValue('func', { ref: String, code: _`require("not-shipped").check` });
        cxt.fail(_`!${helper}(${cxt.data})`);
      },
    });
    const validate = ajv.compile({ type: 'object', properties: { a: { shoutCase: true } } });
    expect(() => standaloneValidatorModule(ajv, validate)).toThrow(/need "not-shipped" at run time/);
  });
});
