// The widget of docs/adding-a-widget.md, kept here so the guide's code is compiled and tested.
import { codedLabel, lineOf, valuePart } from '@admissions/form-core';
import type { OptionDefinition, QuestionDefinition, WidgetSpec } from '@admissions/form-core';

export type LikertScaleOptions = {
  /** How many points the scale has (default 5). */
  points?: number;
  /** Words for the lowest and the highest point, e.g. "Not at all" and "Very". */
  lowLabel?: string;
  highLabel?: string;
};

/** The points of the scale: "1 (Not at all)", "2", ... "5 (Very)". */
export function likertPoints(question: QuestionDefinition<LikertScaleOptions>): OptionDefinition[] {
  const { points = 5, lowLabel, highLabel } = question.options ?? {};
  return Array.from({ length: points }, (_, index) => {
    const value = String(index + 1);
    const words = index === 0 ? lowLabel : index === points - 1 ? highLabel : undefined;
    return { value, label: words ? `${value} (${words})` : value };
  });
}

/** likertScale: a 1..n scale; the chosen point is a code, stored with its label in `{key}_desc`. */
export const likertScaleSpec: WidgetSpec<LikertScaleOptions> = {
  parts: (question) => valuePart(question, 'string', true),
  choices: (question) => likertPoints(question),
  display: (question, { answers, choices }) => lineOf(codedLabel(question.key, answers, choices)),
};
