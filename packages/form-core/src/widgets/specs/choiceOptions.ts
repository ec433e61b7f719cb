import type { OptionDefinition, OptionListReference, QuestionDefinition } from '../../definition/types.ts';
import { resolveOptions } from '../../options/resolveOptions.ts';
import type { OptionListUse, WidgetContext } from '../WidgetSpec.ts';

/** Where a choice widget's options come from: fixed `choices`, else an `optionList`. */
export type ChoiceOptions = {
  choices?: OptionDefinition[];
  optionList?: OptionListReference;
};

/**
 * The options of a list reference or fixed list. An unknown list name is a
 * configuration error that config checks report; here it gives no options.
 */
export function safeOptions(
  source: OptionDefinition[] | OptionListReference | undefined,
  context: WidgetContext,
): OptionDefinition[] {
  if (source === undefined) return [];
  try {
    return resolveOptions(source, context.optionLists, context.now);
  } catch {
    return [];
  }
}

/** The options of a select, radio or check list: `choices` as written, else the `optionList`. */
export function resolveChoices(
  question: QuestionDefinition<ChoiceOptions>,
  context: WidgetContext,
): OptionDefinition[] {
  const options = question.options ?? {};
  return safeOptions(options.choices ?? options.optionList, context);
}

export function choiceListUses(question: QuestionDefinition<ChoiceOptions>): OptionListUse[] {
  const reference = question.options?.optionList;
  return reference ? [{ reference, pointer: '/options/optionList/list' }] : [];
}
