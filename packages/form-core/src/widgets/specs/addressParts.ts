import type { Answers, OptionDefinition } from '../../definition/types.ts';
import { canadianProvinceOptions } from '../../options/canadianProvinceOptions.ts';
import { countryOptions } from '../../options/countryOptions.ts';
import { optionLabel } from '../../options/resolveOptions.ts';
import { usStateOptions } from '../../options/usStateOptions.ts';
import { answerText } from '../printedAnswer.ts';
import type { AnswerPart } from '../WidgetSpec.ts';

export type AddressRole = 'line1' | 'line2' | 'city' | 'state' | 'zip' | 'country';

/** Answer keys of an address by role; a role without a key has no input. */
export type AddressKeys = Partial<Record<AddressRole, string>>;

/** The roles that are codes from a list, with a `{key}_desc` label: the state (in the USA and Canada) and the country. */
const codedRoles: ReadonlySet<AddressRole> = new Set(['state', 'country']);

/** The answer parts of an address: every role that has a key; `line1Role` names the role of the question key. */
export function addressParts(keys: AddressKeys, questionKey: string): AnswerPart[] {
  const parts: AnswerPart[] = [];
  for (const role of ['line1', 'line2', 'city', 'state', 'zip', 'country'] as const) {
    const key = keys[role];
    if (!key) continue;
    parts.push({
      key,
      role: key === questionKey ? 'value' : role,
      type: 'string',
      ...(codedRoles.has(role) ? { coded: true } : {}),
    });
  }
  return parts;
}

let countries: ReturnType<typeof countryOptions> | undefined;
const allCountries = () => (countries ??= countryOptions());

/** The state/province list of a country: US states for USA, provinces for CAN, none elsewhere (free text). */
export function regionOptionsOf(country: string) {
  if (country === 'USA') return usStateOptions();
  if (country === 'CAN') return canadianProvinceOptions();
  return undefined;
}

/** The label of a state code in the given country; a typed-in region is its own label. */
export function regionLabel(country: string, state: string): string {
  const list = regionOptionsOf(country);
  return list ? optionLabel(list, state) || state : state;
}

/**
 * The codes of an address role: the countries for the country; the region is
 * a code only in the USA and Canada (typed in elsewhere), so it is open.
 */
export function addressRoleCodes(role: string): OptionDefinition[] | undefined {
  return role === 'country' ? allCountries() : undefined;
}

export function countryLabel(country: string): string {
  return optionLabel(allCountries(), country) || country;
}

/** The `_desc` label of an address's coded role. */
export function describeAddressRole(role: string, value: string, keys: AddressKeys, answers: Answers): string {
  if (role === 'country') return countryLabel(value);
  if (role === 'state') return regionLabel(keys.country ? answerText(answers[keys.country]) : '', value);
  return '';
}

/** An address as printed lines: line 1, "Apt. ...", "city, state, zip", the country's name. */
export function addressLines(keys: AddressKeys, answers: Answers): string[] {
  const at = (role: AddressRole) => (keys[role] ? answerText(answers[keys[role]]) : '');
  const country = at('country');
  const cityLine = [at('city'), regionLabel(country, at('state')), at('zip')].filter(Boolean).join(', ');
  const lines = [at('line1'), at('line2') && `Apt. ${at('line2')}`, cityLine, country && countryLabel(country)];
  return lines.filter((line) => line !== '');
}
