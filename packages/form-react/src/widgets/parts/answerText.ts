import type { AnswerValue } from '@admissions/form-core';

/** A text input's value: strings as they are, anything else as empty. */
export function answerText(value: AnswerValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

/** A checkbox's value: only `true` (or the legacy string 'true') is checked. */
export function answerChecked(value: AnswerValue | undefined): boolean {
  return value === true || value === 'true';
}
