import type { AnswerValue, Answers, DataModel } from '../definition/types.ts';
import { documentAnsweredMarker } from './documentAnsweredMarker.ts';

type KeyType = DataModel['keys'][string]['type'];

// The data model's keys and types as an array, built once per data model (definitions are parsed once and kept).
const plans = new WeakMap<DataModel, [string, KeyType][]>();

function planOf(dataModel: DataModel): [string, KeyType][] {
  let plan = plans.get(dataModel);
  if (plan === undefined) {
    plan = Object.entries(dataModel.keys).map(([key, { type }]) => [key, type]);
    plans.set(dataModel, plan);
  }
  return plan;
}

/**
 * A copy of the answers shaped by the data model, used before validation so
 * schema rules see every key: each string key present ('' when missing), each
 * boolean key present (false when missing or ''), unknown keys dropped.
 * Document keys are not answers: they are present only while a document is
 * stored (their marker reads ANSWERED) and the key is not emptied, absent
 * otherwise, so a `required` entry is what requires an upload. Other keys in
 * `emptied` are then read as empty (false when the value is a boolean, ''
 * otherwise).
 */
export function normalizeAnswers(dataModel: DataModel, answers: Answers, emptied?: ReadonlySet<string>): Answers {
  const normalized: Answers = {};
  for (const [key, type] of planOf(dataModel)) {
    const value = normalizedAnswer(type, key, answers, emptied);
    if (value !== undefined) normalized[key] = value;
  }
  return normalized;
}

/** One key of `normalizeAnswers`: its value there, or undefined when it is left out (a document not stored). */
export function normalizedAnswer(
  type: KeyType,
  key: string,
  answers: Answers,
  emptied?: ReadonlySet<string>,
): AnswerValue | undefined {
  let value: AnswerValue | undefined = Object.hasOwn(answers, key) ? answers[key] : undefined;
  if (type === 'document') {
    if (value !== documentAnsweredMarker || emptied?.has(key) === true) return undefined;
  } else if (type === 'boolean') {
    if (value === undefined || value === '') value = false;
  } else {
    value ??= '';
  }
  if (emptied !== undefined && emptied.has(key)) value = typeof value === 'boolean' ? false : '';
  return value;
}
