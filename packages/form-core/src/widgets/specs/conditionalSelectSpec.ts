import type { Answers, OptionDefinition, OptionListReference, QuestionDefinition } from '../../definition/types.ts';
import { pointerSegment } from '../../definition/walkItems.ts';
import { codedLabel, lineOf } from '../printedAnswer.ts';
import type { OptionListUse, WidgetContext, WidgetSpec } from '../WidgetSpec.ts';
import { choiceListUses, resolveChoices, safeOptions } from './choiceOptions.ts';
import type { ChoiceOptions } from './choiceOptions.ts';
import { valuePart } from './singleValue.ts';

export type ConditionalSelectOptions = ChoiceOptions & {
  /** The answer that picks the options; when it changes, this answer and its `_desc` are cleared. */
  controlKey?: string;
  /** Options (or a list) per value of `controlKey`; no entry, or only the blank option, hides the question. */
  optionsByValue?: Record<string, OptionDefinition[] | OptionListReference>;
};

type Question = QuestionDefinition<ConditionalSelectOptions>;

/**
 * The options a conditional select shows for the current answers: with
 * `optionsByValue` those of the controlling answer's value ([] when there are
 * none), else its own `choices`/`optionList`.
 */
export function conditionalOptions(question: Question, answers: Answers, context: WidgetContext): OptionDefinition[] {
  const { optionsByValue, controlKey } = question.options ?? {};
  if (!optionsByValue) return resolveChoices(question, context);
  const control = controlKey === undefined ? '' : String(answers[controlKey] ?? '');
  return Object.hasOwn(optionsByValue, control) ? safeOptions(optionsByValue[control], context) : [];
}

const controlKeyOf = (question: Question): string[] =>
  question.options?.controlKey === undefined ? [] : [question.options.controlKey];

/** conditionalSelect: a select whose options follow another answer. */
export const conditionalSelectSpec: WidgetSpec<ConditionalSelectOptions> = {
  parts: (question) => valuePart(question, 'string', true),
  choices: conditionalOptions,
  // Every option of every controlling value: the answer can hold any of them.
  codes: (question, _part, context) => {
    const { optionsByValue } = question.options ?? {};
    if (!optionsByValue) return resolveChoices(question, context);
    const all = Object.values(optionsByValue).flatMap((entry) => safeOptions(entry, context));
    return [...new Map(all.map((option) => [option.value, option])).values()];
  },
  optionLists(question): OptionListUse[] {
    const uses = choiceListUses(question);
    for (const [value, entry] of Object.entries(question.options?.optionsByValue ?? {})) {
      if (!Array.isArray(entry))
        uses.push({ reference: entry, pointer: `/options/optionsByValue/${pointerSegment(value)}/list` });
    }
    return uses;
  },
  readKeys: controlKeyOf,
  clearedBy: controlKeyOf,
  shows: (question, answers, context) =>
    !question.options?.optionsByValue || conditionalOptions(question, answers, context).some((o) => o.value !== ''),
  showsReads: (question) => (question.options?.optionsByValue ? controlKeyOf(question) : []),
  display: (question, { answers, choices }) => lineOf(codedLabel(question.key, answers, choices)),
};
