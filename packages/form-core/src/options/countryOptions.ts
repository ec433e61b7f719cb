import type { OptionDefinition } from '../definition/types.ts';
import { blankOption } from './blankOption.ts';
// i18n-iso-countries' alpha-3 codes and official English names, sorted by name: written from the library by
// `npm run generate:countries` (the library's own data files are four times the size and need sorting here).
import countries from './countries.json';

const unitedStates = 'USA';
let sorted: OptionDefinition[] | undefined;

const countriesByName = (): OptionDefinition[] =>
  (sorted ??= countries.map(([value, label]) => ({ value: value!, label: label! })));

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
