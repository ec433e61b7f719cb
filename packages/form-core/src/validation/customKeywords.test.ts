import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compileValidator } from './compileValidator.ts';
import { keywordYearOffsetMax, keywordYearOffsetMin } from './keywordRuntime.ts';
import { setValidationClock } from './validationClock.ts';

// 15 June 2025, local time.
beforeEach(() => setValidationClock(() => new Date(2025, 5, 15, 12, 0)));
afterEach(() => setValidationClock());

const validator = compileValidator([
  {
    type: 'object',
    properties: {
      birth_date: {
        type: 'string',
        dateYearsAgoMax: 100,
        dateYearsAgoMin: 13,
        errorMessage: {
          dateYearsAgoMax: 'This date is not supported. Please contact help support for assistance.',
          dateYearsAgoMin: 'You must be 13 years or older to apply.',
        },
      },
      start_year: { yearOffsetMin: -74, yearOffsetMax: 2 },
      end_year: { type: 'string', yearOffsetMin: -74, yearOffsetMax: 5 },
    },
  },
]);

describe('dateYearsAgoMax / dateYearsAgoMin', () => {
  it.each([
    ['1925-06-15', undefined],
    ['1925-06-14', 'This date is not supported. Please contact help support for assistance.'],
    ['2012-06-15', undefined],
    ['2012-06-16', 'You must be 13 years or older to apply.'],
    ['2000-01-01', undefined],
    ['', undefined],
    ['not a date', undefined],
  ])('%s', (birthDate, message) => {
    const errors = validator({ birth_date: birthDate });
    expect(errors.birth_date).toEqual(message === undefined ? undefined : [message]);
  });

  it('reads the clock at validation time, not at compile time', () => {
    expect(validator({ birth_date: '2012-06-16' }).birth_date).toBeDefined();
    setValidationClock(() => new Date(2025, 5, 16, 0, 1));
    expect(validator({ birth_date: '2012-06-16' })).toEqual({});
  });
});

describe('yearOffsetMin / yearOffsetMax', () => {
  it('accepts the bounds and reports the computed year beyond them', () => {
    expect(validator({ start_year: '1951', end_year: '2030' })).toEqual({});
    expect(validator({ start_year: '2027' })).toEqual({});
    expect(validator({ start_year: '1950' })).toEqual({ start_year: ['The minimum supported year is 1951'] });
    expect(validator({ start_year: '2028' })).toEqual({ start_year: ['The maximum supported year is 2027'] });
    // Numbers count as years too (schemas may be applied to other data than answers).
    expect(keywordYearOffsetMax(2027, 2)).toBe(true);
    expect(keywordYearOffsetMax(2028, 2)).toBe(false);
    expect(keywordYearOffsetMin(1950, -74)).toBe(false);
    expect(validator({ end_year: '2031' })).toEqual({ end_year: ['The maximum supported year is 2030'] });
  });

  it('lets the empty answer and non-years pass', () => {
    expect(validator({ start_year: '', end_year: '' })).toEqual({});
    expect(validator({ start_year: 'abcd' })).toEqual({});
  });

  it('moves with the clock', () => {
    setValidationClock(() => new Date(2030, 0, 1));
    expect(validator({ start_year: '1955' })).toEqual({ start_year: ['The minimum supported year is 1956'] });
  });
});
