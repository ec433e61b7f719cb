import { limits } from '@admissions/contracts';
import { descKey } from '../definition/answerKeys.ts';
import { instanceKey } from '../definition/instanceKey.ts';

/**
 * The stored keys a step's key stands for. A key written with `{n}` (an
 * add-another template, `hs{n}_gpa`) stands for every instance: `hs_gpa`,
 * `hs_2_gpa`, ... up to the most instances a group may have. Each key comes
 * with its `_desc` companion, which follows it wherever it goes.
 */
export function stepInstanceKeys(key: string): string[] {
  if (!key.includes('{n}')) return [key];
  return Array.from({ length: limits.addAnotherMax }, (_, i) => instanceKey(key, i + 1));
}

/** A key and its `_desc` companion, in that order. */
export function withDesc(key: string): [string, string] {
  return [key, descKey(key)];
}
