import { yesNo } from '../printedAnswer.ts';
import { optionsObjectSchema } from '../optionSchemas.ts';
import type { WidgetSpec } from '../WidgetSpec.ts';
import { valuePart } from './singleValue.ts';

export type CheckboxOptions = Record<never, never>;

/** checkbox: one boolean answer; its `after` items show while it is checked. */
export const checkboxSpec: WidgetSpec<CheckboxOptions> = {
  description: 'One checkbox (a boolean answer); may reveal its "after" items while checked.',
  optionsSchema: optionsObjectSchema('checkbox: no options.', {}),
  parts: (question) => valuePart(question, 'boolean'),
  reveals: { after: true },
  display: (question, { answers }) => [yesNo(answers[question.key])],
};
