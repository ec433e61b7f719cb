import { autocompleteTokenSchema, optionsObjectSchema } from './optionSchemas.ts';
import type { WidgetAuthoring } from './WidgetAuthoring.ts';

/** date: what the docs, page.schema.json and config checks say about it. */
export const dateAuthoring: WidgetAuthoring = {
  description: 'A date input (stored as YYYY-MM-DD).',
  optionsSchema: optionsObjectSchema('date: autocomplete.', { autocomplete: autocompleteTokenSchema }),
};
