import type { OptionDefinition } from '../definition/types.ts';
import { blankOption } from './blankOption.ts';

export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Months: values '1'..'12', labels January..December. */
export function monthOptions(): OptionDefinition[] {
  return [blankOption, ...monthNames.map((label, i) => ({ value: String(i + 1), label }))];
}
