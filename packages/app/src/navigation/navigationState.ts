import type { StudentAnswers } from '@admissions/contracts';

/**
 * What one route hands the next through navigation state: messages for a
 * toast or the login card, the username for /confirm
 * and /login, and a visitor's answers carried through sign-up, confirm and login.
 */
export interface NavigationState {
  successMessage?: string;
  errorMessage?: string;
  username?: string;
  studentAnswers?: StudentAnswers;
  /** After a failed submit: move focus to the validation summary. */
  focusSummary?: boolean;
}

function isAnswers(value: unknown): value is StudentAnswers {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((entry) => typeof entry === 'string' || typeof entry === 'boolean');
}

/** Reads navigation state defensively: history state survives reloads and may come from an older version. */
export function readNavigationState(state: unknown): NavigationState {
  if (typeof state !== 'object' || state === null) return {};
  const record = state as Record<string, unknown>;
  const result: NavigationState = {};
  if (typeof record.successMessage === 'string' && record.successMessage) result.successMessage = record.successMessage;
  if (typeof record.errorMessage === 'string' && record.errorMessage) result.errorMessage = record.errorMessage;
  if (typeof record.username === 'string' && record.username) result.username = record.username;
  if (isAnswers(record.studentAnswers)) result.studentAnswers = record.studentAnswers;
  if (record.focusSummary === true) result.focusSummary = true;
  return result;
}

/** True when the applicant has typed or chosen anything (the empty answer is '' and unchecked is false). */
export function hasAnyAnswer(answers: StudentAnswers): boolean {
  return Object.values(answers).some((value) => value !== '' && value !== false);
}

/** Only the answers that hold something: what a visitor carries to sign-up. */
export function nonEmptyAnswers(answers: StudentAnswers): StudentAnswers {
  return Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== '' && value !== false));
}
