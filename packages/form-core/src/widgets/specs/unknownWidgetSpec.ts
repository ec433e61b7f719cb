import { answerText, lineOf, yesNo } from '../printedAnswer.ts';
import type { WidgetSpec } from '../WidgetSpec.ts';
import { valuePart } from './singleValue.ts';

/**
 * What the engine assumes of a widget name no spec is registered for (a
 * configuration error config checks report): it writes its key as text.
 */
export const unknownWidgetSpec: WidgetSpec = {
  parts: (question) => valuePart(question),
  display: (question, { answers }) => {
    const value = answers[question.key];
    return typeof value === 'boolean' ? [yesNo(value)] : lineOf(answerText(value));
  },
};
