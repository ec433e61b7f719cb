import type { QuestionDefinition } from './types.ts';

/** The companion key holding the chosen label of a coded answer. */
export function descKey(key: string): string {
  return `${key}_desc`;
}

const storesDescByDefault = new Set(['select', 'radio', 'conditionalSelect']);

/**
 * Whether the question stores `{key}_desc`: select, radio and conditionalSelect
 * do unless `storeDesc: false`; every other widget (schoolSearch and address
 * included) only with `storeDesc: true`.
 */
export function storesDesc(question: QuestionDefinition): boolean {
  return question.storeDesc ?? storesDescByDefault.has(question.widget);
}

/**
 * Every answer key the question writes: the primary key, the companion keys
 * (`keys` values), the check keys and `{key}_desc` when it stores one.
 */
export function questionAnswerKeys(question: QuestionDefinition): string[] {
  const keys = [question.key, ...Object.values(question.keys ?? {}), ...(question.checks ?? []).map((c) => c.key)];
  if (storesDesc(question)) keys.push(descKey(question.key));
  return [...new Set(keys)];
}

/** The keys of the question that hold booleans: a checkbox, the checks of a check group, a phone's SMS opt-in. */
export function booleanAnswerKeys(question: QuestionDefinition): string[] {
  switch (question.widget) {
    case 'checkbox':
      return [question.key];
    case 'checkGroup':
      return (question.checks ?? []).map((c) => c.key);
    case 'phone':
      return question.keys?.smsOptIn ? [question.keys.smsOptIn] : [];
    default:
      return [];
  }
}
