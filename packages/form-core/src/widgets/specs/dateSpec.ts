import { answerText, formatIsoDate, lineOf } from '../printedAnswer.ts';
import { autocompleteTokenSchema, optionsObjectSchema } from '../optionSchemas.ts';
import type { WidgetSpec } from '../WidgetSpec.ts';
import { valuePart } from './singleValue.ts';

export type DateOptions = {
  /** The HTML autocomplete token, e.g. "bday" for the applicant's own birth date. */
  autocomplete?: string;
};

/** date: the native date input (YYYY-MM-DD), printed as "February 9, 2004". */
export const dateSpec: WidgetSpec<DateOptions> = {
  description: 'A date input (stored as YYYY-MM-DD).',
  optionsSchema: optionsObjectSchema('date: autocomplete.', { autocomplete: autocompleteTokenSchema }),
  parts: (question) => valuePart(question),
  display: (question, { answers }) => {
    const value = answerText(answers[question.key]);
    return lineOf(value && formatIsoDate(value));
  },
};
