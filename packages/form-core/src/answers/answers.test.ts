import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Answers, DataModel } from '../definition/types.ts';
import { demoDataModel } from '../__fixtures__/demoDataModel.ts';
import { emptyAnswer } from './emptyAnswer.ts';
import { formatSsn } from './formatSsn.ts';
import { formatUsPhone } from './formatUsPhone.ts';
import { normalizeAnswers } from './normalizeAnswers.ts';

describe('formatSsn', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['123', '123'],
    ['1234', '123-4'],
    ['12345', '123-45'],
    ['123456', '123-45-6'],
    ['123456789', '123-45-6789'],
    ['1234567890', '123-45-6789'],
    ['123-45-6789', '123-45-6789'],
    ['12a3 45', '123-45'],
  ])('%j -> %j', (input, expected) => {
    expect(formatSsn(input)).toBe(expected);
  });
});

describe('formatUsPhone', () => {
  it.each([
    ['', ''],
    ['2', '(2'],
    ['212', '(212'],
    ['2125', '(212) 5'],
    ['212555', '(212) 555'],
    ['2125551', '(212) 555-1'],
    ['2125551234', '(212) 555-1234'],
    ['21255512345', '(212) 555-1234'],
    ['12125551234', '(212) 555-1234'],
    ['+1 (212) 555-1234', '(212) 555-1234'],
    ['(212) 555-1234', '(212) 555-1234'],
    ['1', ''],
    ['abc', ''],
  ])('%j -> %j', (input, expected) => {
    expect(formatUsPhone(input)).toBe(expected);
  });
});

describe('normalizeAnswers', () => {
  it('fills every data-model key, drops unknown keys, keeps document markers', () => {
    const normalized = normalizeAnswers(demoDataModel, {
      first_name: 'Ada',
      legal_agree: true,
      military_ind: '',
      not_a_key: 'x',
      sat_report: 'ANSWERED',
    });
    expect(normalized.first_name).toBe('Ada');
    expect(normalized.last_name).toBe(emptyAnswer);
    expect(normalized.legal_agree).toBe(true);
    expect(normalized.military_ind).toBe(false);
    expect(normalized.fee_waiver_income).toBe(false);
    expect(normalized.sat_report).toBe('ANSWERED');
    expect(normalized).not.toHaveProperty('not_a_key');
    const keys = Object.keys(demoDataModel.keys).filter((key) => demoDataModel.keys[key]?.type !== 'document');
    expect(Object.keys(normalizeAnswers(demoDataModel, {})).sort()).toEqual(keys.sort());
  });

  it('reads a document key as absent unless its document is stored (a cleared marker is no document)', () => {
    // '' is what a removal or a failed conversion leaves: it must not satisfy `required`.
    expect(normalizeAnswers(demoDataModel, { sat_report: '' })).not.toHaveProperty('sat_report');
    expect(normalizeAnswers(demoDataModel, { sat_report: 'IN_PROGRESS' })).not.toHaveProperty('sat_report');
    expect(normalizeAnswers(demoDataModel, { sat_report: 'ANSWERED' }, new Set(['sat_report']))).not.toHaveProperty(
      'sat_report',
    );
  });

  it('empties the keys it is given exactly as validation did before (normalize, then blank hidden keys)', () => {
    // The earlier two-pass code, kept here as the reference.
    const reference = (dataModel: DataModel, answers: Answers, hidden: Set<string>): Answers => {
      const normalized: Answers = {};
      for (const [key, { type }] of Object.entries(dataModel.keys)) {
        const value = Object.hasOwn(answers, key) ? answers[key] : undefined;
        if (type === 'document') {
          // A document counts only while stored (its marker), and never when hidden.
          if (value === 'ANSWERED' && !hidden.has(key)) normalized[key] = value;
        } else if (type === 'boolean') normalized[key] = value === undefined || value === '' ? false : value;
        else normalized[key] = value ?? '';
      }
      for (const key of hidden) {
        if (!Object.hasOwn(normalized, key) || dataModel.keys[key]?.type === 'document') continue;
        normalized[key] = typeof normalized[key] === 'boolean' ? false : '';
      }
      return normalized;
    };
    const keys = [...Object.keys(demoDataModel.keys), 'not_a_key'];
    const value = fc.oneof(fc.constantFrom('', 'x', 'ANSWERED', 'true', 'false'), fc.boolean());
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...keys), value), fc.subarray(keys), (answers, hidden) => {
        const emptied = new Set(hidden);
        const actual = normalizeAnswers(demoDataModel, answers, emptied);
        const expected = reference(demoDataModel, answers, emptied);
        expect(actual).toStrictEqual(expected);
        expect(Object.keys(actual)).toEqual(Object.keys(expected));
      }),
      { numRuns: 2000 },
    );
  });
});
