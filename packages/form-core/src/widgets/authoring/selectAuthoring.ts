import { choiceOptionProperties, optionsObjectSchema } from './optionSchemas.ts';
import type { WidgetAuthoring } from './WidgetAuthoring.ts';

/** select: what the docs, page.schema.json and config checks say about it. */
export const selectAuthoring: WidgetAuthoring = {
  description: 'A select of options (fixed choices or an option list); stores the code and its label in {key}_desc.',
  optionsSchema: optionsObjectSchema('select: choices or optionList.', choiceOptionProperties),
};
