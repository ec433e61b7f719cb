import { describe, expect, it } from 'vitest';
import { demoDataModel } from '../__fixtures__/demoDataModel.ts';
import { demoPages } from '../__fixtures__/demoPages.ts';
import { demoSchemas } from '../__fixtures__/demoSchemas.ts';
import { demoConfig } from '../__fixtures__/demoTenant.ts';
import type { Answers, FormState, QuestionDefinition } from '../definition/types.ts';
import { compileValidator } from './compileValidator.ts';
import { fieldErrors } from './fieldErrors.ts';
import { validateAnswers } from './validateAnswers.ts';

const validator = compileValidator(demoSchemas);
const context = { optionLists: demoConfig.optionLists, now: new Date(2025, 5, 15, 12, 0) };
const valid: Answers = { first_name: 'Ada', last_name: 'Lovelace', country: 'GBR', legal_agree: true };
const run = (answers: Answers, extra: Partial<FormState> = {}) =>
  validateAnswers({
    validator,
    pages: demoPages,
    dataModel: demoDataModel,
    context,
    state: { answers, tabs: {}, addAnother: {}, ...extra },
  });

describe('validateAnswers (effective schema)', () => {
  it('passes a complete application and reports missing required answers', () => {
    expect(run(valid)).toEqual({});
    expect(run({ legal_agree: true })).toEqual({
      first_name: ['First Name'],
      last_name: ['Last Name'],
      country: ['Country'],
    });
  });

  it('keeps errors of visible questions only', () => {
    // gpa scale is required with a GPA, but the schools group is hidden for a GED.
    expect(run({ ...valid, high_school_diploma: 'GED', hs_gpa: '3.5' })).toEqual({});
    expect(run({ ...valid, high_school_diploma: 'GRAD', hs_gpa: '3.5' })).toEqual({
      hs_gpa_scale: ['What GPA scale is used?'],
    });
  });

  it('does not report a hidden switch case', () => {
    expect(run({ ...valid, citizenship_type: '3' })).toEqual({ citizenship_visa_status: ['Visa Status'] });
    // With '2' the first case shows; the visa status (second case) is hidden.
    expect(run({ ...valid, citizenship_type: '2' })).toEqual({});
  });

  it('does not count answers kept on a non-chosen tab, nor report them', () => {
    const answers = { ...valid, sat_math: '123' };
    expect(run(answers)).toEqual({ sat_math: ['SAT Math must be a score from 200 to 800 in steps of 10.'] });
    expect(run(answers, { tabs: { test_tabs: 'act' } })).toEqual({});
  });

  it('keeps errors of keys that no page defines', () => {
    const missing = compileValidator([{ type: 'object', properties: { secret_flag: { minLength: 1 } } }]);
    expect(
      validateAnswers({
        validator: missing,
        pages: demoPages,
        dataModel: { keys: { secret_flag: { type: 'string' } } },
        state: { answers: {}, tabs: {}, addAnother: {} },
      }),
    ).toEqual({ secret_flag: ['must NOT have fewer than 1 characters'] });
  });

  it('maps the fee waiver rule to its first check', () => {
    const errors = run({ ...valid, fee_waiver: 'Y' });
    expect(errors.fee_waiver_income?.[0]).toMatch(/^You must meet one or more/);
  });
});

describe('fieldErrors', () => {
  const monthYear: QuestionDefinition = {
    key: 'hs_from_month',
    widget: 'monthYear',
    label: 'From',
    options: { keys: { year: 'hs_from_year' } },
  };

  it('combines month and year errors without duplicates', () => {
    const result = fieldErrors(
      { hs_from_month: ['Required', 'Bad month'], hs_from_year: ['Required', 'Bad year'] },
      monthYear,
    );
    expect(result.messages).toEqual(['Required', 'Bad month', 'Bad year']);
    expect(result.invalid).toBe(true);
    expect(fieldErrors({}, monthYear)).toEqual({ messages: [], byRole: { value: [], year: [] }, invalid: false });
  });

  it('gives each address input its own list', () => {
    const address: QuestionDefinition = {
      key: 'address_line_1',
      widget: 'address',
      label: 'Address',
      options: { keys: { city: 'city', zip: 'zip' } },
    };
    const result = fieldErrors(
      { address_line_1: ['Address'], zip: ['ZIP/Postal Code must be at least 5 characters.'] },
      address,
    );
    // Each input of an address shows its own messages: none show under the address as a whole.
    expect(result.messages).toEqual([]);
    expect(result.byRole).toEqual({
      value: ['Address'],
      city: [],
      zip: ['ZIP/Postal Code must be at least 5 characters.'],
    });
    expect(fieldErrors({ city: ['City'] }, address).invalid).toBe(true);
  });

  it('shows check errors under a check group', () => {
    const group = demoPages[1]!.sections[2]!.items[1] as QuestionDefinition;
    expect(fieldErrors({ fee_waiver_income: ['Pick one'] }, group).messages).toEqual(['Pick one']);
  });
});
