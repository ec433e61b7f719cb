import { choiceOptionProperties, optionsObjectSchema } from './optionSchemas.ts';
import type { WidgetAuthoring } from './WidgetAuthoring.ts';

/** radio: what the docs, page.schema.json and config checks say about it. */
export const radioAuthoring: WidgetAuthoring = {
  description: 'Round buttons, one choice; stores the code and its label in {key}_desc; may reveal items per value.',
  optionsSchema: optionsObjectSchema('radio: choices or optionList.', choiceOptionProperties),
};
