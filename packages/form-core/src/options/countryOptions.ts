import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import type { OptionDefinition } from '../definition/types.ts';
import { blankOption } from './blankOption.ts';

const unitedStates = 'USA';
let sorted: OptionDefinition[] | undefined;

function countriesByName(): OptionDefinition[] {
  if (sorted) return sorted;
  countries.registerLocale(en);
  const names = countries.getNames('en', { select: 'official' });
  sorted = Object.entries(names)
    .map(([alpha2, label]) => ({ value: countries.alpha2ToAlpha3(alpha2) ?? '', label }))
    .filter((option) => option.value !== '')
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return sorted;
}

/**
 * Countries: ISO 3166-1 alpha-3 codes as values (`USA`, `CAN`, ...), English
 * names as labels, sorted by name, with the United States second (right after
 * the blank option). `withoutUS` leaves the United States out.
 */
export function countryOptions(options: { withoutUS?: boolean } = {}): OptionDefinition[] {
  const all = countriesByName();
  const others = all.filter((option) => option.value !== unitedStates);
  if (options.withoutUS) return [blankOption, ...others];
  const us = all.find((option) => option.value === unitedStates);
  return us ? [blankOption, us, ...others] : [blankOption, ...others];
}
