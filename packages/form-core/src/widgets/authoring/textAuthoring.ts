import { limits } from '@admissions/contracts';
import { autocompleteTokenSchema, optionsObjectSchema } from './optionSchemas.ts';
import type { WidgetAuthoring } from './WidgetAuthoring.ts';

/** text: what the docs, page.schema.json and config checks say about it. */
export const textAuthoring: WidgetAuthoring = {
  description: 'A single-line text input.',
  optionsSchema: optionsObjectSchema('text: maxLength, inputType, format, placeholder, autocomplete.', {
    maxLength: {
      title: 'Maximum length',
      description: `Maximum number of characters (default ${limits.textMaxLength}).`,
      type: 'integer',
      minimum: 1,
    },
    inputType: {
      title: 'Input type',
      description: 'text (default), email, password or number (a numeric keyboard, kept as text).',
      type: 'string',
      enum: ['text', 'email', 'password', 'number'],
    },
    format: {
      title: 'Format',
      description: 'Formatting applied while typing: ssn (123-45-6789) or usPhone ((212) 555-1234).',
      type: 'string',
      enum: ['ssn', 'usPhone'],
    },
    placeholder: {
      title: 'Placeholder',
      description: 'Placeholder text inside the input. {i} becomes the add-another instance number.',
      type: 'string',
    },
    autocomplete: autocompleteTokenSchema,
  }),
};
