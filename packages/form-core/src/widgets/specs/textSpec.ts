import { answerText, lineOf } from '../printedAnswer.ts';
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
  parts: (question) => valuePart(question),
  display: (question, { answers }) => lineOf(answerText(answers[question.key])),
};
