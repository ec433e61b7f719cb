import type { StudentAnswers } from '@admissions/contracts';

/**
 * "Keep my answers" after a 409: the version saved elsewhere, with every
 * answer changed in this window (compared with the version this window
 * last loaded or saved) on top. Answers this window never touched keep the
 * other window's value, so keeping one's own changes never wipes an answer
 * typed on another device.
 */
export function mergeAnswerChanges(base: StudentAnswers, mine: StudentAnswers, theirs: StudentAnswers): StudentAnswers {
  const merged: StudentAnswers = { ...theirs };
  for (const key of new Set([...Object.keys(base), ...Object.keys(mine)])) {
    const value = mine[key];
    if (value === base[key]) continue;
    if (value === undefined) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
