import { descKey, storesDesc } from '../definition/answerKeys.ts';
import { indexDefinitions } from '../definition/indexDefinitions.ts';
import type { AnswerValue, Answers, FormState, PageDefinition, QuestionDefinition } from '../definition/types.ts';
import { optionLabel, resolveConditionalOptions, resolveOptions } from '../options/resolveOptions.ts';
import { clearHiddenAnswers } from './clearHiddenAnswers.ts';
import { computeVisibility } from './computeVisibility.ts';
import type { FormContext } from './formContext.ts';

export interface AnswerChange {
  key: string;
  value: AnswerValue;
  /** The chosen label; looked up from the question's options when not given. */
  desc?: string;
}

/**
 * Applies one answer change: sets the value and its `_desc` (for questions that
 * store one), clears every conditional select driven by this key (and its
 * `_desc`) when the value actually changed, then clears hidden answers.
 */
export function applyAnswerChange(
  pages: PageDefinition[],
  state: FormState,
  change: AnswerChange,
  context: FormContext = {},
): Answers {
  const index = indexDefinitions(pages);
  const previous = state.answers[change.key] ?? '';
  const answers: Answers = { ...state.answers, [change.key]: change.value };

  const question = owningQuestion(pages, state, change.key, context);
  if (question && storesDesc(question)) {
    answers[descKey(question.key)] = change.desc ?? describe(question, change.value, state.answers, context);
  }

  if (previous !== change.value) {
    for (const node of index.dependentSelects.get(change.key) ?? []) {
      const dependent = index.nodes[node]!.item as QuestionDefinition;
      answers[dependent.key] = '';
      if (storesDesc(dependent)) answers[descKey(dependent.key)] = '';
    }
  }
  return clearHiddenAnswers(pages, { ...state, answers }, context).answers;
}

/** The question whose primary key is `key`, preferring a visible one (a key may sit in several switch cases). */
function owningQuestion(
  pages: PageDefinition[],
  state: FormState,
  key: string,
  context: FormContext,
): QuestionDefinition | undefined {
  const index = indexDefinitions(pages);
  const owners = (index.keyOwners.get(key) ?? [])
    .map((node) => index.nodes[node]!)
    .filter((node) => (node.item as QuestionDefinition).key === key);
  if (owners.length <= 1) return owners[0]?.item as QuestionDefinition | undefined;
  const visibility = computeVisibility(pages, state, context);
  const shown = owners.find((node) => visibility.isItemVisible(node.path)) ?? owners[0];
  return shown?.item as QuestionDefinition | undefined;
}

function describe(question: QuestionDefinition, value: AnswerValue, answers: Answers, context: FormContext): string {
  if (typeof value !== 'string' || value === '') return '';
  try {
    const options =
      question.widget === 'conditionalSelect'
        ? resolveConditionalOptions(question, answers, context.optionLists, context.now)
        : resolveOptions(question, context.optionLists, context.now);
    return optionLabel(options, value);
  } catch {
    return '';
  }
}
