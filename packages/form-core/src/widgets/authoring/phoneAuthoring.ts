import { keysSchema, labelsSchema, autocompleteTokenSchema, optionsObjectSchema } from './optionSchemas.ts';
import type { WidgetAuthoring } from './WidgetAuthoring.ts';

/** phone: what the docs, page.schema.json and config checks say about it. */
export const phoneAuthoring: WidgetAuthoring = {
  description: 'A U.S. phone input formatted (xxx) xxx-xxxx, with an optional SMS opt-in checkbox (keys.smsOptIn).',
  optionsSchema: optionsObjectSchema('phone: keys.smsOptIn, labels.smsOptIn, placeholder, autocomplete.', {
    keys: keysSchema('smsOptIn: the boolean answer of the SMS opt-in checkbox (leave out for none).', {
      smsOptIn: 'the SMS opt-in checkbox',
    }),
    labels: labelsSchema({ smsOptIn: 'the SMS opt-in checkbox' }),
    placeholder: {
      title: 'Placeholder',
      description: 'Placeholder text inside the input. {i} becomes the add-another instance number.',
      type: 'string',
    },
    autocomplete: autocompleteTokenSchema,
  }),
};
