import { describe, expect, it } from 'vitest';
import { normalizeAnswers } from '../../answers/normalizeAnswers.ts';
import { demoDataModel } from '../../__fixtures__/demoDataModel.ts';
import type { Answers } from '../../definition/types.ts';
import { demoSchemas } from '../../__fixtures__/demoSchemas.ts';
import { createAjv } from '../createAjv.ts';
import { compileValidator } from '../compileValidator.ts';
import { compileValidationRules } from './compileValidationRules.ts';
import { createIncrementalValidation } from './createIncrementalValidation.ts';
import { rootKeywordOrder } from './rootKeywordOrder.ts';
import { splitValidationRules } from './splitValidationRules.ts';

describe('splitValidationRules', () => {
  it('orders the keywords it splits as ajv evaluates them', () => {
    const groups = (createAjv() as unknown as { RULES: { rules: { rules: { keyword: string }[] }[] } }).RULES.rules;
    const ajvOrder = groups.flatMap((group) => group.rules.map((rule) => rule.keyword));
    const known = ajvOrder.filter((keyword) => rootKeywordOrder.includes(keyword));
    expect(known).toEqual(rootKeywordOrder);
  });

  it('gives each property, required key and if/then its own rule, with the keys it reads', () => {
    const rules = splitValidationRules([
      {
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        properties: { a: { type: 'string', minLength: 1 }, b: { pattern: '^x$' } },
        required: ['c'],
        allOf: [{ if: { properties: { a: { const: 'y' } } }, then: { required: ['d'] } }],
      },
    ]);
    expect(rules.map((rule) => rule.reads)).toEqual([['a', 'd'], ['c'], ['a'], ['b']]);
  });

  it('keeps a schema object with its own errorMessage whole, and reads any key for $data', () => {
    const rules = splitValidationRules([
      { required: ['a', 'b'], errorMessage: { required: 'Both' } },
      { properties: { a: { const: { $data: '1/b' } } } },
    ]);
    expect(rules).toHaveLength(2);
    expect(rules[0]!.reads).toEqual(['a', 'b']);
    expect(rules[1]!.reads).toBeNull();
  });

  it('all rules run together give the whole validation of the fixture schemas', () => {
    const whole = compileValidator(demoSchemas);
    const live = createIncrementalValidation(compileValidationRules(demoSchemas), demoDataModel);
    const now = new Date('2026-06-01T12:00:00Z');
    const answerSets: Answers[] = [{}, { first_name: '', sat_math: '1234', zip: 'abc' }, { first_name: 'Ada' }];
    for (const answers of answerSets) {
      const fresh = createIncrementalValidation(compileValidationRules(demoSchemas), demoDataModel);
      const expected = whole(normalizeAnswers(demoDataModel, answers), { now });
      expect(Object.entries(fresh.validate({ answers, hiddenKeys: new Set(), now }))).toEqual(Object.entries(expected));
      expect(Object.entries(live.validate({ answers, hiddenKeys: new Set(), now }))).toEqual(Object.entries(expected));
    }
  });
});
