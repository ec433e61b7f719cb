import type { Answers } from '../../definition/types.ts';
import type { AnswerCodeRule } from '../../validation/answerCodesSchema.ts';

/** A coded answer of an example that is none of its question's current codes. */
export interface StaleExampleCode {
  key: string;
  message: string;
}

const shownCodes = 12;

/**
 * The answers of `own` (one example's or the base's answers) whose value is
 * not one of their question's codes; `state` is every answer the example
 * runs with, read for a conditional select's controlling answer.
 */
export function staleExampleCodes(
  own: Answers | undefined,
  state: Answers,
  rules: ReadonlyMap<string, AnswerCodeRule>,
): StaleExampleCode[] {
  const stale: StaleExampleCode[] = [];
  const byKey = new Map<string, AnswerCodeRule[]>();
  for (const rule of rules.values()) byKey.set(rule.key, [...(byKey.get(rule.key) ?? []), rule]);
  for (const [key, value] of Object.entries(own ?? {})) {
    const applying = (byKey.get(key) ?? []).filter((rule) => !rule.when || state[rule.when.key] === rule.when.value);
    const failed = applying.find((rule) => !rule.values.includes(value));
    if (!failed) continue;
    const codes = failed.values.filter((code) => code !== '').map(String);
    const list = codes.slice(0, shownCodes).join(', ') + (codes.length > shownCodes ? ', ...' : '');
    const control = failed.when ? ` while "${failed.when.key}" is ${JSON.stringify(failed.when.value)}` : '';
    stale.push({
      key,
      message: `${JSON.stringify(value)} is not one of the codes of "${key}"${control} (${list}): use a current code, or leave the answer out`,
    });
  }
  return stale;
}
