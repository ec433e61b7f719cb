import type { AddressRole } from './addressParts.ts';

/**
 * The autocomplete setting of an address: `true` for the standard tokens, a
 * section such as "shipping" put before them, or an explicit token per role.
 */
export type AddressAutocomplete = boolean | string | Partial<Record<AutofilledAddressRole, string>>;

/** The roles browsers fill in: the text inputs. The country and a listed state are select buttons. */
export type AutofilledAddressRole = Exclude<AddressRole, 'country'>;

export const autofilledAddressRoles: readonly AutofilledAddressRole[] = ['line1', 'line2', 'city', 'state', 'zip'];

const standardTokens: Readonly<Record<AutofilledAddressRole, string>> = {
  line1: 'address-line1',
  line2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zip: 'postal-code',
};

/** The autocomplete token of one address input, or undefined for none (WCAG 1.3.5: the applicant's own address only). */
export function addressAutocompleteToken(
  setting: AddressAutocomplete | undefined,
  role: AddressRole,
): string | undefined {
  if (setting === undefined || setting === false || role === 'country') return undefined;
  if (setting === true) return standardTokens[role];
  if (typeof setting === 'string') return `${setting} ${standardTokens[role]}`;
  return setting[role];
}
