import { answerKeySchema, optionsObjectSchema } from './optionSchemas.ts';
import type { WidgetAuthoring } from './WidgetAuthoring.ts';

/** checkGroup: what the docs, page.schema.json and config checks say about it. */
export const checkGroupAuthoring: WidgetAuthoring = {
  description: 'A group of checkboxes, each its own boolean answer (checks).',
  optionsSchema: optionsObjectSchema(
    'checkGroup: checks.',
    {
      checks: {
        title: 'Checks',
        description: 'One checkbox per entry, each its own boolean answer.',
        type: 'array',
        items: {
          title: 'Check',
          description: 'A checkbox of the group.',
          type: 'object',
          additionalProperties: false,
          required: ['key', 'label'],
          properties: {
            key: answerKeySchema('Answer key', 'The boolean answer of this checkbox.'),
            label: { title: 'Label', description: 'The checkbox label.', type: 'string' },
          },
        },
      },
    },
    { required: ['checks'] },
  ),
};
