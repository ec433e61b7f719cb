import { limits } from '@admissions/contracts';
import { answerText, lineOf } from '../printedAnswer.ts';
import { optionsObjectSchema } from '../optionSchemas.ts';
import type { WidgetSpec } from '../WidgetSpec.ts';
import { valuePart } from './singleValue.ts';

export type TextareaOptions = {
  /** Limit shown as "Character count: n / limit" (default: tenant.json characterLimit, else 1500). */
  characterLimit?: number;
};

/** textarea: a multi-line input with a live character count. */
export const textareaSpec: WidgetSpec<TextareaOptions> = {
  description: 'A multi-line text input with a live "Character count: n / limit".',
  optionsSchema: optionsObjectSchema('textarea: characterLimit.', {
    characterLimit: {
      title: 'Character limit',
      description: `Limit shown as "Character count: n / limit" (default: tenant.json characterLimit, else ${limits.textareaCharacterLimit}).`,
      type: 'integer',
      minimum: 1,
    },
  }),
  parts: (question) => valuePart(question),
  display: (question, { answers }) => lineOf(answerText(answers[question.key])),
};
