import { limits } from '@admissions/contracts';
import { optionsObjectSchema } from './optionSchemas.ts';
import type { WidgetAuthoring } from './WidgetAuthoring.ts';

/** textarea: what the docs, page.schema.json and config checks say about it. */
export const textareaAuthoring: WidgetAuthoring = {
  description: 'A multi-line text input with a live "Character count: n / limit".',
  optionsSchema: optionsObjectSchema('textarea: characterLimit.', {
    characterLimit: {
      title: 'Character limit',
      description: `Limit shown as "Character count: n / limit" (default: tenant.json characterLimit, else ${limits.textareaCharacterLimit}).`,
      type: 'integer',
      minimum: 1,
    },
  }),
};
