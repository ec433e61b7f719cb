import { localIsoDate, todayIsoDate } from '../dates/localIsoDate.ts';
import { descKey } from '../definition/answerKeys.ts';
import { indexDefinitions } from '../definition/indexDefinitions.ts';
import type { DefinitionIndex, DefinitionNode } from '../definition/indexDefinitions.ts';
import type { AnswerValue, Answers, FormState, PageDefinition, QuestionDefinition } from '../definition/types.ts';
import { optionLabel } from '../options/resolveOptions.ts';
import type { AnswerPart } from '../widgets/WidgetSpec.ts';
import { clearHiddenAnswers, isEmptyAnswer } from './clearHiddenAnswers.ts';
import { codedAnswerKeys } from './codedAnswerKeys.ts';
import { computeVisibility } from './computeVisibility.ts';
import type { Visibility } from './computeVisibility.ts';
import { controllingKeys } from './controllingKeys.ts';
import type { FormContext } from './formContext.ts';

export interface AnswerChange {
  key: string;
  value: AnswerValue;
  /** The chosen label of a coded answer; asked of the widget's spec when not given. */
  desc?: string;
}

export interface AnswerChangeResult {
  answers: Answers;
  /** Keys cleared because the change hid them (not the changed key, its `_desc` or dependent selects). */
  clearedKeys: string[];
  /**
   * Keys the change itself wrote: the changed key, its `_desc` and the
   * answers of dependent selects (some may hold the value they held before).
   * With `clearedKeys`, every key whose answer can differ from `state`'s.
   */
  writtenKeys: string[];
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
 * Applies one answer change: sets the value and, when the key is a coded part
 * of its question (a select, a radio, an address's country, a month, ...),
 * its `_desc`; clears the answers of every question whose spec says this key
 * clears it (a conditional select driven by it) when the value actually
 * changed; then clears hidden answers.
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
  const index = indexDefinitions(pages, context.widgets);
  // Reused only for the same definitions on the same day: date windows and
  // year lists move at midnight even while nobody answers anything.
  const known =
    previousVisibility?.index === index &&
    previousVisibility.day === (context.now ? localIsoDate(context.now) : todayIsoDate())
      ? previousVisibility
      : undefined;
  const previous = state.answers[change.key] ?? '';
  const answers: Answers = { ...state.answers, [change.key]: change.value };
  const written = [change.key];

  // Only a coded key has a `_desc` to set, so only its owner is looked for (a text field's keystroke skips it).
  const owner = codedAnswerKeys(index).has(change.key)
    ? owningPart(index, state, change.key, context, known)
    : undefined;
  if (owner?.part.coded) {
    const desc = descKey(change.key);
    answers[desc] = change.desc ?? describe(owner.node, owner.part, change.value, state.answers, context);
    written.push(desc);
  }

  if (previous !== change.value) {
    for (const node of index.dependents.get(change.key) ?? []) {
      for (const part of index.nodes[node]!.parts ?? []) {
        const emptied = part.type === 'boolean' ? false : '';
        answers[part.key] = emptied;
        written.push(part.key);
        if (part.coded) {
          answers[descKey(part.key)] = '';
          written.push(descKey(part.key));
        }
      }
    }
  }

  if (known && isClean(state.answers, known) && cannotChangeVisibility(index, written, answers, known)) {
    cleanUnder.set(answers, known);
    return { answers, clearedKeys: [], writtenKeys: written, visibility: known };
  }
  const cleared = clearHiddenAnswers(pages, { ...state, answers }, context);
  cleanUnder.set(cleared.answers, cleared.visibility);
  return { ...cleared, writtenKeys: written };
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
function cannotChangeVisibility(index: DefinitionIndex, written: string[], after: Answers, known: Visibility): boolean {
  const controlling = controllingKeys(index.pages, index.widgets);
  return written.every((key) => !controlling.has(key) && (isEmptyAnswer(after[key]) || !known.clearableKeys.has(key)));
}

/**
 * The question that writes `key` as one of its parts, with that part,
 * preferring a visible question (a key may sit in several switch cases).
 */
function owningPart(
  index: DefinitionIndex,
  state: FormState,
  key: string,
  context: FormContext,
  known: Visibility | undefined,
): { node: DefinitionNode; part: AnswerPart } | undefined {
  const owners: { node: DefinitionNode; part: AnswerPart }[] = [];
  for (const at of index.keyOwners.get(key) ?? []) {
    const node = index.nodes[at]!;
    const part = node.parts?.find((candidate) => candidate.key === key);
    if (part) owners.push({ node, part });
  }
  if (owners.length <= 1) return owners[0];
  const visibility = known ?? computeVisibility(index.pages, state, context);
  return owners.find((owner) => visibility.isItemVisible(owner.node.path)) ?? owners[0];
}

/** The label of a coded value: the spec's `describe`, else the value's label among the widget's options. */
function describe(
  node: DefinitionNode,
  part: AnswerPart,
  value: AnswerValue,
  answers: Answers,
  context: FormContext,
): string {
  if (typeof value !== 'string' || value === '') return '';
  const question = node.item as QuestionDefinition;
  const spec = node.spec;
  if (!spec) return '';
  const widgetContext = { optionLists: context.optionLists, now: context.now };
  if (spec.describe) return spec.describe(question, part, value, answers, widgetContext);
  return optionLabel(spec.choices?.(question, answers, widgetContext) ?? [], value);
}
