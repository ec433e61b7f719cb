import {
  choiceOptionProperties,
  answerKeySchema,
  choicesSchema,
  optionListSchema,
  optionsObjectSchema,
} from './optionSchemas.ts';
import type { WidgetAuthoring } from './WidgetAuthoring.ts';

/** conditionalSelect: what the docs, page.schema.json and config checks say about it. */
export const conditionalSelectAuthoring: WidgetAuthoring = {
  description:
    'A select whose options depend on another answer (controlKey); cleared when that answer changes, hidden without options.',
  optionsSchema: optionsObjectSchema(
    'conditionalSelect: controlKey, optionsByValue (or choices / optionList).',
    {
      ...choiceOptionProperties,
      controlKey: answerKeySchema(
        'Controlling answer',
        'The answer that picks the options; when it changes, this answer and its _desc are cleared.',
      ),
      optionsByValue: {
        title: 'Options by value',
        description:
          'The options for each value of controlKey (a list of options or an option list). No entry, or an empty list, hides the question.',
        type: 'object',
        additionalProperties: {
          title: 'Options for this value',
          description: 'Options or an option list reference.',
          anyOf: [choicesSchema, optionListSchema('Option list', 'The options for this value.')],
        },
      },
    },
    { dependencies: { optionsByValue: ['controlKey'] } },
  ),
};
