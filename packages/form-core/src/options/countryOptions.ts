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

function countriesByName(): OptionDefinition[] {
  if (sorted) return sorted;
  // One collator for the whole sort: localeCompare with a locale builds one per comparison (~2,000 of them).
  const { compare } = new Intl.Collator('en');
  const alpha3Of = new Map(codes.map(([alpha2, alpha3]) => [alpha2, alpha3]));
  const names: Record<string, string | readonly string[]> = english.countries;
  sorted = Object.entries(names)
    .map(([alpha2, label]) => ({ value: alpha3Of.get(alpha2) ?? '', label: officialName(label) }))
    .filter((option) => option.value !== '')
    .sort((a, b) => compare(a.label, b.label));
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
