import type { OptionDefinition } from '../definition/types.ts';

/** Every option list starts with this blank option. */
export const blankOption: OptionDefinition = Object.freeze({ value: '', label: '--' });

/** The list with the blank option first (added only when missing). */
export function withBlankOption(options: readonly OptionDefinition[]): OptionDefinition[] {
  return options[0]?.value === '' ? [...options] : [blankOption, ...options];
}

/** The list without its blank option (radio groups show no blank choice). */
export function withoutBlankOption(options: readonly OptionDefinition[]): OptionDefinition[] {
  return options.filter((option) => option.value !== '');
}
