import type { Answers, DataModel } from '../definition/types.ts';

/**
 * A copy of the answers shaped by the data model, used before validation so
 * schema rules see every key: each string key present ('' when missing), each
 * boolean key present (false when missing or ''), unknown keys dropped.
 * Document keys are not answers: they are kept only when present (their status
 * marker), never added.
 */
export function normalizeAnswers(dataModel: DataModel, answers: Answers): Answers {
  const normalized: Answers = {};
  for (const [key, { type }] of Object.entries(dataModel.keys)) {
    const value = Object.hasOwn(answers, key) ? answers[key] : undefined;
    if (type === 'document') {
      if (value !== undefined) normalized[key] = value;
    } else if (type === 'boolean') {
      normalized[key] = value === undefined || value === '' ? false : value;
    } else {
      normalized[key] = value ?? '';
    }
  }
  return normalized;
}
