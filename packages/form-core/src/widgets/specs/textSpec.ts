import { limits } from '@admissions/contracts';
import { answerText, lineOf } from '../printedAnswer.ts';
import { autocompleteTokenSchema, optionsObjectSchema } from '../optionSchemas.ts';
import type { WidgetSpec } from '../WidgetSpec.ts';
import { valuePart } from './singleValue.ts';

export type TextOptions = {
  /** Maximum number of characters (default limits.textMaxLength, 45). */
  maxLength?: number;
  inputType?: 'text' | 'email' | 'password' | 'number';
  /** Formatting applied as the applicant types. */
  format?: 'ssn' | 'usPhone';
  placeholder?: string;
  /** The HTML autocomplete token (the applicant's own identity and contact answers only). */
  autocomplete?: string;
};

/** text: a single-line input. */
export const textSpec: WidgetSpec<TextOptions> = {
  description: 'A single-line text input.',
  optionsSchema: optionsObjectSchema('text: maxLength, inputType, format, placeholder, autocomplete.', {
    maxLength: {
      title: 'Maximum length',
      description: `Maximum number of characters (default ${limits.textMaxLength}).`,
      type: 'integer',
      minimum: 1,
    },
    inputType: {
      title: 'Input type',
      description: 'text (default), email, password or number (a numeric keyboard, kept as text).',
      type: 'string',
      enum: ['text', 'email', 'password', 'number'],
    },
    format: {
      title: 'Format',
      description: 'Formatting applied while typing: ssn (123-45-6789) or usPhone ((212) 555-1234).',
      type: 'string',
      enum: ['ssn', 'usPhone'],
    },
    placeholder: {
      title: 'Placeholder',
      description: 'Placeholder text inside the input. {i} becomes the add-another instance number.',
      type: 'string',
    },
    autocomplete: autocompleteTokenSchema,
  }),
  parts: (question) => valuePart(question),
  display: (question, { answers }) => lineOf(answerText(answers[question.key])),
};
