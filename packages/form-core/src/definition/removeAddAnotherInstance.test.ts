import { describe, expect, it } from 'vitest';
import { removeAddAnotherInstance } from './removeAddAnotherInstance.ts';
import type { AddAnotherDefinition } from './types.ts';

const schools: AddAnotherDefinition = {
  kind: 'addAnother',
  id: 'high_schools',
  buttonLabel: 'Add another high school',
  instanceTitle: 'High School {i}',
  max: 4,
  template: [
    { key: 'hs{n}_name', widget: 'text', label: 'Name of High School {i}' },
    {
      key: 'hs{n}_country',
      widget: 'select',
      label: 'Country',
      options: { options: [{ value: 'US', label: 'United States' }] },
    },
    { key: 'consent', widget: 'checkbox', label: 'The same key in every block' },
  ],
};

const answers = {
  first_name: 'Ada',
  consent: true,
  hs_name: 'One',
  hs_country: 'US',
  hs_country_desc: 'United States',
  hs_2_name: 'Two',
  hs_2_country: 'US',
  hs_2_country_desc: 'United States',
  hs_3_name: 'Three',
  hs_3_country: 'CA',
  hs_3_country_desc: 'Canada',
  hs_4_name: 'Four',
};

describe('removeAddAnotherInstance', () => {
  it('drops the instance and moves every later instance down by one, _desc companions too', () => {
    expect(removeAddAnotherInstance(schools, answers, 2)).toEqual({
      first_name: 'Ada',
      consent: true,
      hs_name: 'One',
      hs_country: 'US',
      hs_country_desc: 'United States',
      hs_2_name: 'Three',
      hs_2_country: 'CA',
      hs_2_country_desc: 'Canada',
      hs_3_name: 'Four',
    });
  });

  it('removing the last instance only clears its answers', () => {
    const result = removeAddAnotherInstance(schools, answers, 4);
    const { hs_4_name: _removed, ...kept } = answers;
    expect(result).toEqual(kept);
  });

  it('never removes the first instance, and leaves the answers it is given untouched', () => {
    const before = structuredClone(answers);
    expect(removeAddAnotherInstance(schools, answers, 1)).toBe(answers);
    removeAddAnotherInstance(schools, answers, 3);
    expect(answers).toEqual(before);
  });
});
