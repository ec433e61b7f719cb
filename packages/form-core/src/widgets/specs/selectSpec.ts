import { codedLabel, lineOf } from '../printedAnswer.ts';
import type { WidgetSpec } from '../WidgetSpec.ts';
import { choiceListUses, resolveChoices } from './choiceOptions.ts';
import type { ChoiceOptions } from './choiceOptions.ts';
import { valuePart } from './singleValue.ts';

export type SelectOptions = ChoiceOptions;

/** select: one code from a list; stores `{key}_desc` with its label. */
export const selectSpec: WidgetSpec<SelectOptions> = {
  parts: (question) => valuePart(question, 'string', true),
  choices: (question, _answers, context) => resolveChoices(question, context),
  codes: (question, _part, context) => resolveChoices(question, context),
  optionLists: choiceListUses,
  display: (question, { answers, choices }) => lineOf(codedLabel(question.key, answers, choices)),
};
