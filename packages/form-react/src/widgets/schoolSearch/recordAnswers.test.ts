import type { QuestionDefinition } from '@admissions/form-core';
import { describe, expect, it } from 'vitest';
import { recordAnswers } from './recordAnswers.ts';

const school: QuestionDefinition = {
  key: 'hs_name',
  widget: 'schoolSearch',
  label: 'High School',
  options: {
    category: 'hs_ceeb',
    keys: { ceeb: 'hs_ceeb', line1: 'hs_address_line_1', city: 'hs_city', state: 'hs_state', country: 'hs_country' },
  },
};

describe('recordAnswers', () => {
  it('fills the name and every mapped companion key, blanking fields the record lacks', () => {
    expect(
      recordAnswers(school, { id: '7', name: 'Lincoln High', ceeb: '123456', city: 'Tampa', country: 'USA' }, 'x'),
    ).toEqual([
      ['hs_name', 'Lincoln High'],
      ['hs_ceeb', '123456'],
      ['hs_address_line_1', ''],
      ['hs_city', 'Tampa'],
      // The country before the state: the state's label depends on it.
      ['hs_country', 'USA'],
      ['hs_state', ''],
    ]);
  });

  it('uses the chosen label as the name when the record cannot be fetched', () => {
    expect(recordAnswers(school, undefined, 'Lincoln High - Tampa')).toEqual([['hs_name', 'Lincoln High - Tampa']]);
  });

  it('fills address line 1 as the main answer for the address category', () => {
    const address: QuestionDefinition = {
      key: 'parent_address_line_1',
      widget: 'schoolSearch',
      label: 'Address',
      options: { category: 'address', keys: { line1: 'parent_address_line_1', city: 'parent_city' } },
    };
    expect(recordAnswers(address, { id: '1', address_line_1: '1 Main St', city: 'Miami' }, 'x')).toEqual([
      ['parent_address_line_1', '1 Main St'],
      ['parent_city', 'Miami'],
    ]);
  });
});
