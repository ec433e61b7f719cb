import { answerText, formatIsoDate, lineOf } from '../printedAnswer.ts';
import type { WidgetSpec } from '../WidgetSpec.ts';
import { valuePart } from './singleValue.ts';

export type DateOptions = {
  /** The HTML autocomplete token, e.g. "bday" for the applicant's own birth date. */
  autocomplete?: string;
};

/** date: the native date input (YYYY-MM-DD), printed as "February 9, 2004". */
export const dateSpec: WidgetSpec<DateOptions> = {
  parts: (question) => valuePart(question),
  display: (question, { answers }) => {
    const value = answerText(answers[question.key]);
    return lineOf(value && formatIsoDate(value));
  },
};
