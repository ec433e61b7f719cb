import { answerText, lineOf } from '../printedAnswer.ts';
import type { WidgetSpec } from '../WidgetSpec.ts';
import { valuePart } from './singleValue.ts';

export type TextareaOptions = {
  /** Limit shown as "Character count: n / limit" (default: tenant.json characterLimit, else 1500). */
  characterLimit?: number;
};

/** textarea: a multi-line input with a live character count. */
export const textareaSpec: WidgetSpec<TextareaOptions> = {
  parts: (question) => valuePart(question),
  display: (question, { answers }) => lineOf(answerText(answers[question.key])),
};
