import { yesNo } from '../printedAnswer.ts';
import type { WidgetSpec } from '../WidgetSpec.ts';
import { valuePart } from './singleValue.ts';

export type CheckboxOptions = Record<never, never>;

/** checkbox: one boolean answer; its `after` items show while it is checked. */
export const checkboxSpec: WidgetSpec<CheckboxOptions> = {
  parts: (question) => valuePart(question, 'boolean'),
  reveals: { after: true },
  display: (question, { answers }) => [yesNo(answers[question.key])],
};
