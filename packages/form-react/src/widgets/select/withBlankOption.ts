import type { OptionDefinition } from '@admissions/form-core';

export const blankOption: OptionDefinition = { value: '', label: '--' };

/** Every select starts with the blank '--' option; built-in lists already have it. */
export function withBlankOption(options: readonly OptionDefinition[]): OptionDefinition[] {
  return options[0]?.value === '' ? [...options] : [blankOption, ...options];
}
