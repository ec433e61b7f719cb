import { optionsObjectSchema } from './optionSchemas.ts';
import type { WidgetAuthoring } from './WidgetAuthoring.ts';

/** button: what the docs, page.schema.json and config checks say about it. */
export const buttonAuthoring: WidgetAuthoring = {
  description:
    'A button (its label is the question label) that shows its "after" items; pressed again, hides them and clears their answers.',
  optionsSchema: optionsObjectSchema('button: no options.', {}),
};
