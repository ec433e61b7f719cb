import { describe, expect, it } from 'vitest';
import type { FormState, PageDefinition } from '../definition/types.ts';
import { applyAnswerChange } from './applyAnswerChange.ts';
import { clearHiddenAnswers } from './clearHiddenAnswers.ts';

// Every coded answer stores `{key}_desc`: selects and radios, and the coded
// parts of composite widgets (an address's state and country, a month and its
// year, a school's CEEB code, state and country), as each widget's spec declares.
const page: PageDefinition = {
  id: 'p',
  path: '/p',
  title: 'P',
  step: 1,
  sections: [
    {
      id: 's',
      items: [
        {
          key: 'has_address',
          widget: 'radio',
          label: 'Address?',
          options: { choices: [{ value: 'Y', label: 'Yes' }] },
          reveal: {
            Y: [
              {
                key: 'line1',
                widget: 'address',
                label: 'Address',
                options: { keys: { city: 'city', state: 'state', country: 'country' } },
              },
            ],
          },
        },
        { key: 'from_month', widget: 'monthYear', label: 'From', options: { keys: { year: 'from_year' } } },
        {
          key: 'hs_name',
          widget: 'schoolSearch',
          label: 'School',
          options: { keys: { ceeb: 'hs_ceeb', state: 'hs_state', country: 'hs_country' } },
        },
      ],
    },
  ],
};
const pages = [page];
const state = (answers: FormState['answers']): FormState => ({ answers, tabs: {}, addAnother: {} });
const change = (answers: FormState['answers'], key: string, value: string, desc?: string) =>
  applyAnswerChange(pages, state(answers), { key, value, ...(desc === undefined ? {} : { desc }) }).answers;

describe('_desc companions of composite widgets', () => {
  it("an address's country and state: the country's name, the state's name in the USA and Canada", () => {
    const withCountry = change({ has_address: 'Y' }, 'country', 'CAN');
    expect(withCountry).toMatchObject({ country: 'CAN', country_desc: 'Canada' });
    expect(change(withCountry, 'state', 'QC')).toMatchObject({ state: 'QC', state_desc: 'Quebec' });
    // Elsewhere the state is typed in: it is its own label.
    expect(change({ has_address: 'Y', country: 'DEU' }, 'state', 'Bayern')).toMatchObject({ state_desc: 'Bayern' });
    expect(change({ has_address: 'Y' }, 'city', 'Austin')).not.toHaveProperty('city_desc');
  });

  it('a month and its year', () => {
    expect(change({}, 'from_month', '9')).toMatchObject({ from_month_desc: 'September' });
    expect(change({}, 'from_year', '2021')).toMatchObject({ from_year_desc: '2021' });
  });

  it("a school's CEEB code (labelled with the school's name), state and country", () => {
    const named = change({}, 'hs_name', 'Lagos Grammar School');
    expect(named).not.toHaveProperty('hs_name_desc');
    expect(change(named, 'hs_ceeb', '123456')).toMatchObject({ hs_ceeb_desc: 'Lagos Grammar School' });
    expect(change(named, 'hs_ceeb', '123456', 'Given label')).toMatchObject({ hs_ceeb_desc: 'Given label' });
    expect(change(named, 'hs_country', 'NGA')).toMatchObject({ hs_country_desc: 'Nigeria' });
    expect(change({ hs_country: 'USA' }, 'hs_state', 'NY')).toMatchObject({ hs_state_desc: 'New York' });
  });

  it('an emptied code empties its label', () => {
    expect(change({ from_month: '9', from_month_desc: 'September' }, 'from_month', '')).toMatchObject({
      from_month_desc: '',
    });
  });

  it('hidden, the coded parts and their labels are cleared with the rest', () => {
    const filled = {
      has_address: '',
      line1: '1 Rue',
      city: 'Montreal',
      state: 'QC',
      state_desc: 'Quebec',
      country: 'CAN',
      country_desc: 'Canada',
    };
    const { answers, clearedKeys } = clearHiddenAnswers(pages, state(filled));
    expect(answers).toMatchObject({ line1: '', state: '', state_desc: '', country: '', country_desc: '' });
    expect(clearedKeys).toEqual(expect.arrayContaining(['state_desc', 'country_desc']));
  });
});
