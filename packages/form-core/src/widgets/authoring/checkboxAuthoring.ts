import { optionsObjectSchema } from './optionSchemas.ts';
import type { WidgetAuthoring } from './WidgetAuthoring.ts';

/** checkbox: what the docs, page.schema.json and config checks say about it. */
export const checkboxAuthoring: WidgetAuthoring = {
  description: 'One checkbox (a boolean answer); may reveal its "after" items while checked.',
  optionsSchema: optionsObjectSchema('checkbox: no options.', {}),
};
