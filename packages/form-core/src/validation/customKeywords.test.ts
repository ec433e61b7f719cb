import { describe, expect, it } from 'vitest';
import type { Answers } from '../definition/types.ts';
import { compileValidator } from './compileValidator.ts';
import { keywordYearOffsetMax, keywordYearOffsetMin } from './keywordRuntime.ts';

// 15 June 2025, local time.
const today = new Date(2025, 5, 15, 12, 0);
const tooYoung = 'You must be 13 years or older to apply.';

const compiled = compileValidator([
  {
    type: 'object',
    properties: {
      birth_date: {
        type: 'string',
        dateYearsAgoMax: 100,
        dateYearsAgoMin: 13,
        errorMessage: {
          dateYearsAgoMax: 'This date is not supported. Please contact help support for assistance.',
          dateYearsAgoMin: tooYoung,
        },
      },
      start_year: { yearOffsetMin: -74, yearOffsetMax: 2 },
      end_year: { type: 'string', yearOffsetMin: -74, yearOffsetMax: 5 },
    },
  },
]);
const validator = (answers: Answers) => compiled(answers, { now: today });

describe('dateYearsAgoMax / dateYearsAgoMin', () => {
  it.each([
    ['1925-06-15', undefined],
    ['1925-06-14', 'This date is not supported. Please contact help support for assistance.'],
    ['2012-06-15', undefined],
    ['2012-06-16', tooYoung],
    ['2000-01-01', undefined],
    ['', undefined],
    ['not a date', undefined],
  ])('%s', (birthDate, message) => {
    const errors = validator({ birth_date: birthDate });
    expect(errors.birth_date).toEqual(message === undefined ? undefined : [message]);
  });

  it('reads "today" of each call, not of the compilation', () => {
    expect(compiled({ birth_date: '2012-06-16' }, { now: today }).birth_date).toEqual([tooYoung]);
    expect(compiled({ birth_date: '2012-06-16' }, { now: new Date(2025, 5, 16, 0, 1) })).toEqual({});
  });

  it('reads the real clock when a call gives no "today"', () => {
    const thirteenYearsAgo = new Date();
    thirteenYearsAgo.setFullYear(thirteenYearsAgo.getFullYear() - 12);
    expect(compiled({ birth_date: thirteenYearsAgo.toISOString().slice(0, 10) }).birth_date).toEqual([tooYoung]);
    expect(compiled({ birth_date: '1990-01-01' })).toEqual({});
  });
});

describe('yearOffsetMin / yearOffsetMax', () => {
  it('accepts the bounds and reports the computed year beyond them', () => {
    expect(validator({ start_year: '1951', end_year: '2030' })).toEqual({});
    expect(validator({ start_year: '2027' })).toEqual({});
    expect(validator({ start_year: '1950' })).toEqual({ start_year: ['The minimum supported year is 1951'] });
    expect(validator({ start_year: '2028' })).toEqual({ start_year: ['The maximum supported year is 2027'] });
    // Numbers count as years too (schemas may be applied to other data than answers).
    expect(keywordYearOffsetMax({ now: today }, 2027, 2)).toBe(true);
    expect(keywordYearOffsetMax({ now: today }, 2028, 2)).toBe(false);
    expect(keywordYearOffsetMin({ now: today }, 1950, -74)).toBe(false);
    expect(validator({ end_year: '2031' })).toEqual({ end_year: ['The maximum supported year is 2030'] });
  });

  it('lets the empty answer and non-years pass', () => {
    expect(validator({ start_year: '', end_year: '' })).toEqual({});
    expect(validator({ start_year: 'abcd' })).toEqual({});
  });

  it('moves with the "today" of the call, in the check and in its message', () => {
    expect(compiled({ start_year: '1955' }, { now: new Date(2030, 0, 1) })).toEqual({
      start_year: ['The minimum supported year is 1956'],
    });
  });
});
