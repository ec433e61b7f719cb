import { describe, expect, it } from 'vitest';
import { demoBundle } from '../__fixtures__/demoTenant.ts';
import { reaskNotice } from './reaskNotice.ts';
import { requiredQuestionKeys } from './requiredQuestionKeys.ts';

const state = (answers: Record<string, string | boolean>) => ({ answers, tabs: {}, addAnother: {} });

describe('reaskNotice: the questions asked again that still need an answer', () => {
  it('lists unanswered, shown questions in page order, each linking to /{page}#{key}', () => {
    const entries = reaskNotice(demoBundle.pages, state({ first_name: 'Ada' }), [
      'legal_agree',
      'first_name',
      'last_name',
    ]);
    expect(entries).toEqual([
      { key: 'last_name', label: 'Last Name', href: '/about#last_name' },
      { key: 'legal_agree', label: 'I agree', href: '/education#legal_agree' },
    ]);
  });

  it('leaves out a question hidden by its condition, and is empty once all are answered', () => {
    // The mailing address is asked only when it differs from the permanent one.
    expect(reaskNotice(demoBundle.pages, state({}), ['mailing_city'])).toEqual([]);
    expect(reaskNotice(demoBundle.pages, state({ last_name: 'Lovelace' }), ['last_name'])).toEqual([]);
  });
});

describe('requiredQuestionKeys', () => {
  it('gives the keys of questions marked required outside add-another blocks', () => {
    expect(requiredQuestionKeys(demoBundle)).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'legal_agree']),
    );
    expect(requiredQuestionKeys(demoBundle).some((key) => key.startsWith('hs'))).toBe(false);
  });
});
