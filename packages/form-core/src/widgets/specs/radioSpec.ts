import { codedLabel, lineOf } from '../printedAnswer.ts';
import type { WidgetSpec } from '../WidgetSpec.ts';
import { choiceListUses, resolveChoices } from './choiceOptions.ts';
import type { ChoiceOptions } from './choiceOptions.ts';
import { valuePart } from './singleValue.ts';

export type RadioOptions = ChoiceOptions;

/** radio: one code as round buttons; stores `{key}_desc`; its `reveal` content shows per chosen value. */
export const radioSpec: WidgetSpec<RadioOptions> = {
  parts: (question) => valuePart(question, 'string', true),
  choices: (question, _answers, context) => resolveChoices(question, context),
  codes: (question, _part, context) => resolveChoices(question, context),
  optionLists: choiceListUses,
  reveals: { perValue: true },
  display: (question, { answers, choices }) => lineOf(codedLabel(question.key, answers, choices)),
};
