import type { AnswerValue, Answers, OptionDefinition } from '../definition/types.ts';
import { monthNames } from '../options/monthOptions.ts';
import { optionLabel } from '../options/resolveOptions.ts';
import { descKey } from './descKey.ts';

/** A stored text answer, trimmed; '' for anything that is not text. */
export function answerText(value: AnswerValue | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Whether a checkbox-like answer is on (`true`, or the legacy string 'true'). */
export function isChecked(value: AnswerValue | undefined): boolean {
  return value === true || value === 'true';
}

export function yesNo(value: AnswerValue | undefined): string {
  return isChecked(value) ? 'Yes' : 'No';
}

/** '2004-02-09' -> 'February 9, 2004'; anything else as it is. */
export function formatIsoDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const month = match ? monthNames[Number(match[2]) - 1] : undefined;
  if (!match || !month) return value;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

/** A coded answer's label: its stored `_desc`, else the option label, else the raw value. */
export function codedLabel(key: string, answers: Answers, options: readonly OptionDefinition[]): string {
  const value = answerText(answers[key]);
  if (value === '') return '';
  return answerText(answers[descKey(key)]) || optionLabel(options, value) || value;
}

/** One printed line, or none for an empty answer. */
export function lineOf(text: string): string[] {
  return text === '' ? [] : [text];
}
