import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import { describe, expect, it } from 'vitest';
import type { QuestionDefinition } from '../definition/types.ts';
import { conditionalOptions } from '../widgets/specs/conditionalSelectSpec.ts';
import type { ConditionalSelectOptions } from '../widgets/specs/conditionalSelectSpec.ts';
import { blankOption, withBlankOption, withoutBlankOption } from './blankOption.ts';
import { canadianProvinceOptions } from './canadianProvinceOptions.ts';
import { countryOptions } from './countryOptions.ts';
import { monthOptions } from './monthOptions.ts';
import { isKnownOptionList, optionLabel, resolveOptions } from './resolveOptions.ts';
import { usStateOptions } from './usStateOptions.ts';
import { yearOptions } from './yearOptions.ts';

const now = new Date(2025, 5, 15);

describe('built-in option lists', () => {
  it('countries: alpha-3 values, English names, United States second, sorted by name', () => {
    const list = countryOptions();
    expect(list[0]).toEqual({ value: '', label: '--' });
    expect(list[1]).toEqual({ value: 'USA', label: 'United States of America' });
    expect(list.find((o) => o.value === 'CAN')?.label).toBe('Canada');
    expect(list.find((o) => o.value === 'DEU')?.label).toBe('Germany');
    expect(list.length).toBeGreaterThan(240);
    const rest = list.slice(2).map((o) => o.label);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    // Accented names sort with their letter, not after Z.
    expect(rest.indexOf('Åland Islands')).toBe(rest.indexOf('Albania') - 1);
    expect(rest.indexOf('Curaçao')).toBeLessThan(rest.indexOf('Cyprus'));
    expect(new Set(list.map((o) => o.value)).size).toBe(list.length);
    expect(list.every((o) => o.value === '' || /^[A-Z]{3}$/.test(o.value))).toBe(true);
  });

  it("countries: the library's official English names and alpha-3 codes, read from its data files", () => {
    countries.registerLocale(en);
    const expected = Object.entries(countries.getNames('en', { select: 'official' }))
      .map(([alpha2, label]) => ({ value: countries.alpha2ToAlpha3(alpha2) ?? '', label }))
      .filter((option) => option.value !== '');
    const list = countryOptions().slice(1);
    expect(list).toHaveLength(expected.length);
    expect(new Map(list.map((o) => [o.value, o.label]))).toEqual(new Map(expected.map((o) => [o.value, o.label])));
  });

  it('countries without the United States', () => {
    const list = countryOptions({ withoutUS: true });
    expect(list[0]).toEqual(blankOption);
    expect(list.some((o) => o.value === 'USA')).toBe(false);
    expect(list.length).toBe(countryOptions().length - 1);
  });

  it('months 1..12', () => {
    const list = monthOptions();
    expect(list).toHaveLength(13);
    expect(list[1]).toEqual({ value: '1', label: 'January' });
    expect(list[12]).toEqual({ value: '12', label: 'December' });
  });

  it('US states with DC, territories and military codes', () => {
    const list = usStateOptions();
    const values = list.map((o) => o.value);
    expect(list[0]).toEqual(blankOption);
    expect(values).toEqual(expect.arrayContaining(['NY', 'DC', 'PR', 'GU', 'VI', 'AS', 'MP', 'AA', 'AE', 'AP']));
    expect(list.length).toBe(1 + 51 + 5 + 3);
    expect(list.find((o) => o.value === 'AP')?.label).toMatch(/Armed Forces Pacific/);
  });

  it('Canadian provinces and territories', () => {
    const list = canadianProvinceOptions();
    expect(list).toHaveLength(14);
    expect(list.map((o) => o.value)).toEqual(expect.arrayContaining(['ON', 'QC', 'BC', 'NU', 'YT', 'NT']));
  });

  it('years: count, direction, start year and offset', () => {
    expect(yearOptions({}, now).map((o) => o.value)).toEqual([
      '',
      ...Array.from({ length: 10 }, (_, i) => `${2025 - i}`),
    ]);
    expect(yearOptions({ count: 3, direction: 'future' }, now).map((o) => o.label)).toEqual([
      '--',
      '2025',
      '2026',
      '2027',
    ]);
    expect(yearOptions({ count: 2, startYear: 1990 }, now).map((o) => o.value)).toEqual(['', '1990', '1989']);
    expect(yearOptions({ count: 2, startYearOffset: 2 }, now).map((o) => o.value)).toEqual(['', '2027', '2026']);
  });
});

describe('resolveOptions', () => {
  const lists = { terms: [{ value: 'F25', label: 'Fall 2025' }], withBlank: [blankOption, { value: 'A', label: 'A' }] };

  it('returns fixed options as written', () => {
    const options = [{ value: 'Y', label: 'Yes' }];
    expect(resolveOptions(options)).toBe(options);
  });

  it('resolves built-in and tenant lists, prepending the blank option once', () => {
    expect(resolveOptions({ list: 'months' }, lists, now)).toEqual(monthOptions());
    expect(resolveOptions({ list: 'years', count: 1 }, lists, now).map((o) => o.value)).toEqual(['', '2025']);
    expect(resolveOptions({ list: 'terms' }, lists, now)).toEqual([blankOption, { value: 'F25', label: 'Fall 2025' }]);
    expect(resolveOptions({ list: 'withBlank' }, lists, now)).toHaveLength(2);
    expect(resolveOptions({ list: 'usStates' }, lists, now)).toEqual(usStateOptions());
  });

  it('throws a clear error for an unknown list', () => {
    expect(() => resolveOptions({ list: 'planets' }, lists, now)).toThrow(/Unknown option list "planets"/);
    expect(() => resolveOptions({ list: 'toString' }, lists, now)).toThrow(/Unknown option list/);
    expect(isKnownOptionList('terms', lists)).toBe(true);
    expect(isKnownOptionList('countries')).toBe(true);
    expect(isKnownOptionList('planets', lists)).toBe(false);
  });

  it('resolves the options of a conditional select by the controlling answer', () => {
    const q: QuestionDefinition<ConditionalSelectOptions> = {
      key: 'state',
      widget: 'conditionalSelect',
      label: 'State',
      options: {
        controlKey: 'country',
        optionsByValue: { USA: { list: 'usStates' }, MEX: [{ value: 'CDMX', label: 'Mexico City' }] },
      },
    };
    const context = { optionLists: lists, now };
    expect(conditionalOptions(q, { country: 'USA' }, context)).toEqual(usStateOptions());
    expect(conditionalOptions(q, { country: 'MEX' }, context)).toEqual([{ value: 'CDMX', label: 'Mexico City' }]);
    expect(conditionalOptions(q, { country: 'FRA' }, context)).toEqual([]);
    expect(conditionalOptions(q, {}, context)).toEqual([]);
    const unknownList = { ...q, options: { ...q.options, optionsByValue: { USA: { list: 'planets' } } } };
    expect(conditionalOptions(unknownList, { country: 'USA' }, context)).toEqual([]);
  });

  it('finds labels and strips the blank option', () => {
    expect(optionLabel(monthOptions(), '3')).toBe('March');
    expect(optionLabel(monthOptions(), '13')).toBe('');
    expect(optionLabel(monthOptions(), '')).toBe('');
    expect(withoutBlankOption(monthOptions())).toHaveLength(12);
    expect(withBlankOption([])).toEqual([blankOption]);
  });
});
