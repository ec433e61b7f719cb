import { limits, lookupCategories } from '@admissions/contracts';
import { autofilledAddressRoles } from '../specs/addressAutocomplete.ts';
import { addressRoleLabels } from './addressAuthoring.ts';
import { keysSchema, labelsSchema, addressAutocompleteSchema, optionsObjectSchema } from './optionSchemas.ts';
import type { WidgetAuthoring } from './WidgetAuthoring.ts';

/** schoolSearch: what the docs, page.schema.json and config checks say about it. */
export const schoolSearchAuthoring: WidgetAuthoring = {
  description:
    'A school (or address) search that fills the name (the question key), CEEB code and address keys; or typed in.',
  optionsSchema: optionsObjectSchema('schoolSearch: category, keys, labels, maxLength, autocomplete.', {
    category: {
      title: 'Lookup category',
      description: 'What to search: hs_ceeb (default), college_ceeb or address.',
      type: 'string',
      enum: [...lookupCategories],
    },
    keys: keysSchema('Answer keys by role; the question key is the school name (address line 1 for address).', {
      ceeb: 'the CEEB code',
      ...addressRoleLabels,
    }),
    labels: labelsSchema({ search: 'the search box', name: 'the typed-in school name', ...addressRoleLabels }),
    maxLength: {
      title: 'Maximum length',
      description: `Maximum length of the typed-in school name (default ${limits.schoolNameMaxLength}).`,
      type: 'integer',
      minimum: 1,
    },
    autocomplete: addressAutocompleteSchema(autofilledAddressRoles),
  }),
};
