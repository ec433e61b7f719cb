import { describe, expect, it } from 'vitest';
import { demoDataModel } from '../__fixtures__/demoDataModel.ts';
import { demoBundle } from '../__fixtures__/demoTenant.ts';
import { compileTenantValidation } from '../delivery/compileTenantValidation.ts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ValidatorModuleFactory } from '../delivery/deliveredTenant.ts';
import { standaloneRuntime } from '../delivery/standaloneRuntime.ts';
import { createValidatorFromStandalone } from './createValidatorFromStandalone.ts';
import type { Answers, PageDefinition, TenantBundle } from '../definition/types.ts';
import { answerCodeRules, tenantAnswerSchemas } from './answerCodesSchema.ts';
import { compileValidator } from './compileValidator.ts';
import { validateAnswers } from './validateAnswers.ts';

const valid: Answers = { first_name: 'Ada', last_name: 'Lovelace', country: 'GBR', legal_agree: true };
const context = { optionLists: demoBundle.config.optionLists, now: new Date(2025, 5, 15, 12, 0) };
const validator = compileValidator(tenantAnswerSchemas(demoBundle));
const run = (answers: Answers, bundle: TenantBundle = demoBundle, validate = validator) =>
  validateAnswers({
    validator: validate,
    pages: bundle.pages,
    dataModel: demoDataModel,
    context,
    state: { answers, tabs: {}, addAnother: {} },
  });

describe('answer codes (every coded answer is one of its question’s current options)', () => {
  it('accepts the current codes of selects, radios, conditional selects, built-in lists and months', () => {
    expect(
      run({
        ...valid,
        gender: 'F',
        country: 'USA',
        state: 'NY',
        zip: '10001',
        mailing_addr_same_as_perm_addr: 'Y',
        citizenship_type: '3',
        citizenship_visa_status: 'J1',
        military_start_month: '04',
        military_start_year: '2020',
      }),
    ).toEqual({});
  });

  it('refuses a stale code with the question’s own message, or its label when it has none', () => {
    expect(run({ ...valid, country: 'XYZ' })).toEqual({ country: ['Country'] });
    expect(run({ ...valid, gender: 'SELF' })).toEqual({ gender: ['Gender'] });
    expect(run({ ...valid, citizenship_type: '3', citizenship_visa_status: 'H1' })).toEqual({
      citizenship_visa_status: ['Visa Status'],
    });
    // A conditional select: the options of the controlling answer's value, not of any value.
    expect(run({ ...valid, country: 'USA', zip: '10001', state: 'ON' })).toEqual({ state: ['State/Province'] });
    expect(run({ ...valid, country: 'CAN', zip: '10001', state: 'ON' })).toEqual({});
  });

  it('follows the option list of today’s definition: a code removed from it is refused, a new one accepted', () => {
    const pages = structuredClone(demoBundle.pages) as PageDefinition[];
    const gender = JSON.stringify(pages).replace(
      '"value":"X","label":"Another gender"',
      '"value":"SELF","label":"Self-described"',
    );
    const bundle: TenantBundle = { ...demoBundle, pages: JSON.parse(gender) as PageDefinition[] };
    const changed = compileValidator(tenantAnswerSchemas(bundle));
    expect(run({ ...valid, gender: 'SELF' }, bundle, changed)).toEqual({});
    expect(run({ ...valid, gender: 'X' }, bundle, changed)).toEqual({ gender: ['Gender'] });
  });

  it('never fails a hidden question, nor an empty answer', () => {
    // The visa status shows for international applicants only.
    expect(run({ ...valid, citizenship_type: '1', citizenship_visa_status: 'H1' })).toEqual({});
    expect(run({ ...valid, gender: '' })).toEqual({});
  });

  it('checks the month of a month/year; the year list moves with the clock and is left to the year rules', () => {
    const rules = answerCodeRules(demoBundle);
    expect(rules.get('military_start_month')?.values).toContain('12');
    expect(rules.has('military_start_year')).toBe(false);
  });

  it('leaves codes a school search fills from lookup records open, and checks a check group’s checks', () => {
    const pages: PageDefinition[] = [
      {
        id: 'school',
        path: '/school',
        title: 'School',
        sections: [
          {
            id: 's',
            title: 'S',
            items: [
              {
                key: 'hs_name',
                widget: 'schoolSearch',
                label: 'High school',
                options: {
                  category: 'highSchool',
                  keys: { ceeb: 'hs_ceeb', country: 'hs_country', state: 'hs_state' },
                },
              },
              {
                key: 'reasons',
                widget: 'checkGroup',
                label: 'Reasons',
                options: { checks: [{ key: 'reason_a', label: 'A' }] },
              },
            ],
          },
        ],
        actions: [],
      } as unknown as PageDefinition,
    ];
    const rules = answerCodeRules({ ...demoBundle, pages });
    expect([...rules.keys()]).toEqual(['reason_a']);
    expect(rules.get('reason_a')?.values).toEqual([true, false, 'true', 'false', '']);
  });

  it('gives the browser’s standalone module the same rules as the server', async () => {
    const source = compileTenantValidation(tenantAnswerSchemas(demoBundle)).browserModule();
    const dir = mkdtempSync(join(tmpdir(), 'answer-codes-'));
    try {
      const file = join(dir, 'validator.mjs');
      writeFileSync(file, source);
      const module = (await import(pathToFileURL(file).href)) as { default: ValidatorModuleFactory };
      const standalone = createValidatorFromStandalone(module.default(standaloneRuntime));
      expect(run({ ...valid, country: 'XYZ', gender: 'SELF' }, demoBundle, standalone)).toEqual({
        country: ['Country'],
        gender: ['Gender'],
      });
      expect(run({ ...valid, country: 'GBR', gender: 'F' }, demoBundle, standalone)).toEqual({});
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
