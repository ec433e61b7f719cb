import type { AddressRole } from '../specs/addressParts.ts';
import { autofilledAddressRoles } from '../specs/addressAutocomplete.ts';
import { keysSchema, labelsSchema, addressAutocompleteSchema, optionsObjectSchema } from './optionSchemas.ts';
import type { WidgetAuthoring } from './WidgetAuthoring.ts';

/** What each address role is, as the options schema describes its key and label. */
export const addressRoleLabels: Readonly<Record<AddressRole, string>> = {
  line1: 'address line 1',
  line2: 'the apartment (Apt. #)',
  city: 'the city',
  state: 'the state or province (a code in the USA and Canada)',
  zip: 'the ZIP or postal code',
  country: 'the country (a code)',
};

/** address: what the docs, page.schema.json and config checks say about it. */
export const addressAuthoring: WidgetAuthoring = {
  description:
    'An address block: line 1 (the question key), Apt. #, city, state/province, ZIP/postal code, country (keys by role).',
  optionsSchema: optionsObjectSchema('address: keys, labels, autocomplete.', {
    keys: keysSchema('Answer keys by role; the question key is address line 1.', {
      line2: addressRoleLabels.line2,
      city: addressRoleLabels.city,
      state: addressRoleLabels.state,
      zip: addressRoleLabels.zip,
      country: addressRoleLabels.country,
    }),
    labels: labelsSchema(addressRoleLabels),
    autocomplete: addressAutocompleteSchema(autofilledAddressRoles),
  }),
};
