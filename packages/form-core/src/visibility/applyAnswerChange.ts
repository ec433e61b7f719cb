import { localIsoDate } from '../dates/localIsoDate.ts';
import { descKey, storesDesc } from '../definition/answerKeys.ts';
import { indexDefinitions } from '../definition/indexDefinitions.ts';
import type { AnswerValue, Answers, FormState, PageDefinition, QuestionDefinition } from '../definition/types.ts';
import { optionLabel, resolveConditionalOptions, resolveOptions } from '../options/resolveOptions.ts';
import { clearHiddenAnswers, isEmptyAnswer } from './clearHiddenAnswers.ts';
import { computeVisibility } from './computeVisibility.ts';
import type { Visibility } from './computeVisibility.ts';
import { controllingKeys } from './controllingKeys.ts';
import type { FormContext } from './formContext.ts';

export interface AnswerChange {
  key: string;
  value: AnswerValue;
  /** The chosen label; looked up from the question's options when not given. */
  desc?: string;
}

export interface AnswerChangeResult {
  answers: Answers;
  /** Keys cleared because the change hid them (not the changed key, its `_desc` or dependent selects). */
  clearedKeys: string[];
  /**
   * The visibility of the returned answers (with the state's tabs and
   * add-another counts). When the change could not alter visibility this is
   * the `previousVisibility` passed in, the same object.
   */
  visibility: Visibility;
}

/**
 * Answers known to have no non-empty clearable key under a visibility: the
 * result of a clearing pass, or of a fast-path change from such answers.
 */
const cleanUnder = new WeakMap<Answers, Visibility>();

/**
 * Applies one answer change: sets the value and its `_desc` (for questions that
 * store one), clears every conditional select driven by this key (and its
 * `_desc`) when the value actually changed, then clears hidden answers.
 *
 * `previousVisibility`, when given, must be the visibility of `state` (as
 * returned by the previous change or computeVisibility, same pages and
 * context). Then, when `state` holds no hidden answer to clear, a change to
 * keys that no condition, tab, `after`/`reveal` or option list reads, and
 * that gives no clearable key a value, skips the clearing pass: visibility
 * cannot change, so `previousVisibility` is returned as is, provided it was
 * computed for the same day (`context.now`, else today): date-window content
 * and year lists follow the date. The result is the same answers, cleared
 * keys and visibility as the full pass.
 */
export function applyAnswerChange(
  pages: PageDefinition[],
  state: FormState,
  change: AnswerChange,
  context: FormContext = {},
  previousVisibility?: Visibility,
): AnswerChangeResult {
  const index = indexDefinitions(pages);
  // Reused only for the same definitions on the same day: date windows and
  // year lists move at midnight even while nobody answers anything.
  const known =
    previousVisibility?.index === index && previousVisibility.day === localIsoDate(context.now ?? new Date())
      ? previousVisibility
      : undefined;
  const previous = state.answers[change.key] ?? '';
  const answers: Answers = { ...state.answers, [change.key]: change.value };
  const written = [change.key];

  const question = owningQuestion(pages, state, change.key, context, known);
  if (question && storesDesc(question)) {
    const desc = descKey(question.key);
    answers[desc] = change.desc ?? describe(question, change.value, state.answers, context);
    written.push(desc);
  }

  if (previous !== change.value) {
    for (const node of index.dependentSelects.get(change.key) ?? []) {
      const dependent = index.nodes[node]!.item as QuestionDefinition;
      answers[dependent.key] = '';
      written.push(dependent.key);
      if (storesDesc(dependent)) {
        answers[descKey(dependent.key)] = '';
        written.push(descKey(dependent.key));
      }
    }
  }

  if (known && isClean(state.answers, known) && cannotChangeVisibility(pages, written, answers, known)) {
    cleanUnder.set(answers, known);
    return { answers, clearedKeys: [], visibility: known };
  }
  const cleared = clearHiddenAnswers(pages, { ...state, answers }, context);
  cleanUnder.set(cleared.answers, cleared.visibility);
  return cleared;
}

/** No clearable key of `visibility` holds a value in `answers`, so a clearing pass would change nothing. */
function isClean(answers: Answers, visibility: Visibility): boolean {
  if (cleanUnder.get(answers) === visibility) return true;
  for (const key of visibility.clearableKeys) if (!isEmptyAnswer(answers[key])) return false;
  cleanUnder.set(answers, visibility);
  return true;
}

/**
 * The written keys control nothing, and none that the visibility clears got a
 * value (an emptied key, or one a visible question or inactive container
 * keeps, needs no clearing).
 */
function cannotChangeVisibility(
  pages: PageDefinition[],
  written: string[],
  after: Answers,
  known: Visibility,
): boolean {
  const controlling = controllingKeys(pages);
  return written.every((key) => !controlling.has(key) && (isEmptyAnswer(after[key]) || !known.clearableKeys.has(key)));
}

/** The question whose primary key is `key`, preferring a visible one (a key may sit in several switch cases). */
function owningQuestion(
  pages: PageDefinition[],
  state: FormState,
  key: string,
  context: FormContext,
  known: Visibility | undefined,
): QuestionDefinition | undefined {
  const index = indexDefinitions(pages);
  const owners = (index.keyOwners.get(key) ?? [])
    .map((node) => index.nodes[node]!)
    .filter((node) => (node.item as QuestionDefinition).key === key);
  if (owners.length <= 1) return owners[0]?.item as QuestionDefinition | undefined;
  const visibility = known ?? computeVisibility(pages, state, context);
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
