import type { OptionDefinition } from '../definition/types.ts';
import { blankOption } from './blankOption.ts';

const provinces: [string, string][] = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NT', 'Northwest Territories'],
  ['NS', 'Nova Scotia'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
];

/** The 13 Canadian provinces and territories, 2-letter codes. */
export function canadianProvinceOptions(): OptionDefinition[] {
  return [blankOption, ...provinces.map(([value, label]) => ({ value, label }))];
}
