import type { QuestionDefinition } from '../../definition/types.ts';
import type { WidgetSpec } from '../WidgetSpec.ts';
import type { AddressAutocomplete } from './addressAutocomplete.ts';
import { addressLines, addressParts, addressRoleCodes, describeAddressRole } from './addressParts.ts';
import type { AddressKeys, AddressRole } from './addressParts.ts';

export type AddressOptions = {
  /** Companion answer keys by role (the question key is address line 1). */
  keys?: { line2?: string; city?: string; state?: string; zip?: string; country?: string };
  labels?: Partial<Record<AddressRole, string>>;
  autocomplete?: AddressAutocomplete;
};

/** The answer keys of an address question by role: line 1 is the question key. */
export function addressKeysOf(question: QuestionDefinition<AddressOptions>): AddressKeys {
  return { line1: question.key, ...question.options?.keys };
}

/**
 * address: line 1, Apt. #, city, state/province, ZIP/postal code and country.
 * The state (a code in the USA and Canada) and the country are codes with a
 * `_desc` label; each input shows its own messages.
 */
export const addressSpec: WidgetSpec<AddressOptions> = {
  parts: (question) => addressParts(addressKeysOf(question), question.key),
  codes: (_question, part) => addressRoleCodes(part.role),
  describe: (question, part, value, answers) => describeAddressRole(part.role, value, addressKeysOf(question), answers),
  combinedErrorKeys: () => [],
  display: (question, { answers }) => addressLines(addressKeysOf(question), answers),
};
