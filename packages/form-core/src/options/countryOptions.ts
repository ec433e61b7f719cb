// The data files of i18n-iso-countries, without its lookup module: that module also bundles a diacritics
// folding table and every locale's index for name searches, which a list of English names never uses.
import codes from 'i18n-iso-countries/codes.json';
import english from 'i18n-iso-countries/langs/en.json';
import type { OptionDefinition } from '../definition/types.ts';
import { blankOption } from './blankOption.ts';

const unitedStates = 'USA';
let sorted: OptionDefinition[] | undefined;

/** A country's official English name: the first when the locale lists several (as the library's "official"). */
const officialName = (names: string | readonly string[]): string => (typeof names === 'string' ? names : names[0]!);

/**
 * The key a name sorts by: lower case, accents dropped ("Åland Islands" with the A's). For these English names it
 * gives the order of an English collator, without building one: a page's first collator loads the browser's
 * collation data, which took 16-32 ms of a fresh page's first render. Only the few names outside printable ASCII
 * are normalised.
 */
const sortKey = (name: string): string =>
  (/[^\x20-\x7e]/.test(name) ? name.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : name).toLowerCase();

function countriesByName(): OptionDefinition[] {
  if (sorted) return sorted;
  const alpha3Of = new Map(codes.map(([alpha2, alpha3]) => [alpha2, alpha3]));
  const names: Record<string, string | readonly string[]> = english.countries;
  sorted = Object.entries(names)
    .map(([alpha2, label]) => ({ value: alpha3Of.get(alpha2) ?? '', label: officialName(label) }))
    .filter((option) => option.value !== '')
    .map((option) => ({ option, key: sortKey(option.label) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ option }) => option);
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
