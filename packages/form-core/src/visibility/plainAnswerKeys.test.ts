import { describe, expect, it } from 'vitest';
import { indexDefinitions } from '../definition/indexDefinitions.ts';
import type { PageDefinition } from '../definition/types.ts';
import { plainAnswerKeys } from './plainAnswerKeys.ts';

const pages: PageDefinition[] = [
  {
    id: 'p',
    path: '/p',
    title: 'P',
    step: 1,
    sections: [
      {
        id: 's',
        items: [
          { key: 'name', widget: 'text', label: 'Name' },
          { key: 'colour', widget: 'select', label: 'Colour', options: { choices: [{ value: 'r', label: 'Red' }] } },
          { key: 'has_pet', widget: 'text', label: 'Pet?' },
          {
            key: 'pet',
            widget: 'text',
            label: 'Pet',
            condition: { valueKey: 'has_pet', operator: 'equals', target: 'Y' },
          },
          {
            key: 'region',
            widget: 'conditionalSelect',
            label: 'Region',
            options: { controlKey: 'country', optionsByValue: { US: { choices: [{ value: 'ny', label: 'NY' }] } } },
          },
          { key: 'country', widget: 'text', label: 'Country' },
        ],
      },
    ],
  },
];

describe('plainAnswerKeys', () => {
  const plain = plainAnswerKeys(indexDefinitions(pages));

  it('holds the keys whose change writes only themselves and controls nothing', () => {
    expect(plain.has('name')).toBe(true);
    expect(plain.has('pet')).toBe(true);
  });

  it('leaves out coded answers, keys a condition reads and the control of a conditional select', () => {
    expect(plain.has('colour')).toBe(false);
    expect(plain.has('has_pet')).toBe(false);
    expect(plain.has('country')).toBe(false);
    expect(plain.has('region')).toBe(false);
  });
});
