import { describe, expect, it, vi } from 'vitest';
import { combineSchemas } from './combineSchemas.ts';
import { collectValidationErrors } from './collectValidationErrors.ts';
import { compileValidator } from './compileValidator.ts';

describe('compileValidator error collection', () => {
  it('maps root required errors to the missing property and property errors to their key', () => {
    const validate = compileValidator([
      { type: 'object', required: ['first_name'], properties: { zip: { type: 'string', minLength: 5 } } },
    ]);
    expect(validate({ zip: '123' })).toEqual({
      first_name: ["must have required property 'first_name'"],
      zip: ['must NOT have fewer than 5 characters'],
    });
    expect(validate({ first_name: 'Ada', zip: '12345' })).toEqual({});
  });

  it('uses errorMessage texts, including root-level required messages', () => {
    const validate = compileValidator([
      {
        type: 'object',
        required: ['last_name'],
        properties: { first_name: { type: 'string', minLength: 1, errorMessage: 'First Name' } },
        errorMessage: { required: { last_name: 'Last Name' } },
      },
    ]);
    expect(validate({ first_name: '' })).toEqual({ first_name: ['First Name'], last_name: ['Last Name'] });
  });

  it('deduplicates messages per field across schemas and keeps fields in first-error order', () => {
    const rule = { type: 'object', properties: { city: { minLength: 1, errorMessage: 'City' } } };
    const other = { type: 'object', properties: { address_line_1: { minLength: 1, errorMessage: 'Address' } } };
    const validate = compileValidator([rule, other, rule]);
    const errors = validate({ city: '', address_line_1: '' });
    expect(errors).toEqual({ city: ['City'], address_line_1: ['Address'] });
    expect(Object.keys(errors)).toEqual(['city', 'address_line_1']);
  });

  it('skips the summary error of if/then and keeps the then errors', () => {
    const validate = compileValidator([
      {
        type: 'object',
        if: { properties: { country: { enum: ['USA', 'CAN'] } }, required: ['country'] },
        then: { properties: { state: { minLength: 1, errorMessage: 'State' } } },
      },
    ]);
    expect(validate({ country: 'USA', state: '' })).toEqual({ state: ['State'] });
    expect(validate({ country: 'FRA', state: '' })).toEqual({});
  });

  it('maps a root errorMessage over checks to the first check key', () => {
    const message =
      'You must meet one or more of the following conditions to qualify for a fee waiver. Please select all that apply.';
    const validate = compileValidator([
      {
        type: 'object',
        anyOf: [{ properties: { fw_a: { const: true } } }, { properties: { fw_b: { const: true } } }],
        errorMessage: message,
      },
    ]);
    expect(validate({ fw_a: false, fw_b: false })).toEqual({ fw_a: [message] });
  });

  it('puts a message without an answer key under "" and logs it', () => {
    const log = vi.fn();
    const validate = compileValidator([{ type: 'object', minProperties: 2 }]);
    expect(validate({ a: '' }, { log })).toEqual({ '': ['must NOT have fewer than 2 properties'] });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('no answer key'));
  });

  it('rejects unknown keywords (typos in tenant schemas)', () => {
    expect(() => compileValidator([{ type: 'object', properties: { a: { minLenght: 1 } } }])).toThrow(/minLenght/);
  });

  it('combines schemas with allOf and a single $schema', () => {
    const combined = combineSchemas([{ $schema: 'http://json-schema.org/draft-07/schema#', type: 'object' }]);
    expect(combined).toEqual({ $schema: 'http://json-schema.org/draft-07/schema#', allOf: [{ type: 'object' }] });
  });

  it('collects nothing from no errors', () => {
    expect(collectValidationErrors(null)).toEqual({});
  });
});
