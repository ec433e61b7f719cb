import type { OptionDefinition, OptionListReference } from '../definition/types.ts';
import { withBlankOption } from './blankOption.ts';
import { canadianProvinceOptions } from './canadianProvinceOptions.ts';
import { countryOptions } from './countryOptions.ts';
import { monthOptions } from './monthOptions.ts';
import { usStateOptions } from './usStateOptions.ts';
import { yearOptions } from './yearOptions.ts';

export type TenantOptionLists = Record<string, OptionDefinition[]>;

export const builtInOptionListNames = [
  'countries',
  'countriesWithoutUS',
  'months',
  'usStates',
  'canadianProvinces',
  'years',
] as const;

/** Whether a list name is a built-in list or one of the tenant's lists. */
export function isKnownOptionList(name: string, tenantOptionLists: TenantOptionLists = {}): boolean {
  return (builtInOptionListNames as readonly string[]).includes(name) || Object.hasOwn(tenantOptionLists, name);
}

function resolveReference(ref: OptionListReference, lists: TenantOptionLists, now: Date): OptionDefinition[] {
  switch (ref.list) {
    case 'countries':
      return countryOptions();
    case 'countriesWithoutUS':
      return countryOptions({ withoutUS: true });
    case 'months':
      return monthOptions();
    case 'usStates':
      return usStateOptions();
    case 'canadianProvinces':
      return canadianProvinceOptions();
    case 'years':
      return yearOptions(ref, now);
  }
  const tenantList = Object.hasOwn(lists, ref.list) ? lists[ref.list] : undefined;
  if (!tenantList) {
    const known = [...builtInOptionListNames, ...Object.keys(lists)].join(', ');
    throw new Error(`Unknown option list "${ref.list}". Known lists: ${known}`);
  }
  return withBlankOption(tenantList);
}

function isReference(value: unknown): value is OptionListReference {
  return typeof value === 'object' && value !== null && 'list' in value;
}

/**
 * The options of a list reference or of a fixed list: fixed options are
 * returned as written; lists start with the blank `--` option (tenant lists
 * get it prepended when they lack it). Throws for an unknown list name.
 */
export function resolveOptions(
  source: OptionListReference | OptionDefinition[],
  tenantOptionLists: TenantOptionLists = {},
  now: Date = new Date(),
): OptionDefinition[] {
  if (Array.isArray(source)) return source;
  if (isReference(source)) return resolveReference(source, tenantOptionLists, now);
  return [];
}

/** The label of `value` among the options, or '' when it is not one of them. */
export function optionLabel(options: readonly OptionDefinition[], value: string): string {
  if (value === '') return '';
  return options.find((option) => option.value === value)?.label ?? '';
}
