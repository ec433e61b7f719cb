// The authoring part of the guide's widget: config-lint and the server read it, the browser never does.
import { optionsObjectSchema } from '@admissions/form-core';
import type { WidgetAuthoring } from '@admissions/form-core';

/** likertScale: its description and the JSON Schema its `options` are checked against. */
export const likertScaleAuthoring: WidgetAuthoring = {
  description: 'A 1..n agreement scale as round buttons; stores the point and its label in {key}_desc.',
  optionsSchema: optionsObjectSchema('likertScale: points, lowLabel, highLabel.', {
    points: {
      title: 'Points',
      description: 'How many points the scale has (default 5).',
      type: 'integer',
      minimum: 2,
      maximum: 10,
    },
    lowLabel: { title: 'Low label', description: 'Words for the lowest point.', type: 'string' },
    highLabel: { title: 'High label', description: 'Words for the highest point.', type: 'string' },
  }),
};
