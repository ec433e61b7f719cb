import { indexDefinitions } from '@admissions/form-core';
import { describe, expect, it } from 'vitest';
import { testTenantBundle } from '../../testing/testTenant.ts';
import { buildPrefillOffer, withoutPrefillOffer, withPrefillOffer } from '../prefillOffer.ts';

const index = indexDefinitions(testTenantBundle.pages);

describe('a prefill offer', () => {
  it('offers only empty answers to questions of the form, with their labels in page order', () => {
    const current = { first_name: 'Ada', last_name: '', legal_agree: false };
    const offer = buildPrefillOffer(
      current,
      { legal_agree: true, hs_name: 'North High', last_name: 'Lovelace', first_name: 'Eve', stray: 'x', empty: '' },
      index,
    );
    expect(offer?.answers).toEqual({ legal_agree: true, hs_name: 'North High', last_name: 'Lovelace' });
    expect(offer?.labels).toEqual(['Last Name', 'High School Name', 'I agree']);
    expect(withPrefillOffer(current, offer!)).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      legal_agree: true,
      hs_name: 'North High',
    });
  });

  it('offers nothing when every answer it has is already given', () => {
    expect(buildPrefillOffer({ first_name: 'Ada' }, { first_name: 'Eve', stray: 'x' }, index)).toBeNull();
  });

  it('taken back, restores what was there and keeps what the applicant changed since', () => {
    const current = { first_name: 'Ada', last_name: '' };
    const offer = buildPrefillOffer(current, { last_name: 'Lovelace', hs_name: 'North High' }, index)!;
    const edited = { ...withPrefillOffer(current, offer), hs_name: 'My Own High' };
    expect(withoutPrefillOffer(edited, offer)).toEqual({ first_name: 'Ada', last_name: '', hs_name: 'My Own High' });
  });
});
