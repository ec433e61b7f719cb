import { lookupCategoryOf } from '@admissions/form-core';
import type { QuestionDefinition, SchoolSearchOptions } from '@admissions/form-core';
import type { LookupRecord } from '@admissions/contracts';

type SchoolRole = keyof NonNullable<SchoolSearchOptions['keys']>;

/**
 * Record field -> the role of the question's companion key it fills, in the
 * order the answers are written: the country before the state, whose label
 * (`_desc`) depends on the country.
 */
const recordRoles: [keyof LookupRecord, SchoolRole][] = [
  ['ceeb', 'ceeb'],
  ['address_line_1', 'line1'],
  ['address_line_2', 'line2'],
  ['city', 'city'],
  ['country', 'country'],
  ['state', 'state'],
  ['zip', 'zip'],
];

/**
 * The answers a chosen lookup record fills: the question key gets the school
 * name (or, for the address category, address line 1), each companion key its
 * field ('' when the record lacks it, so nothing of a previous choice stays).
 * Without a record (the lookup failed) the chosen label becomes the main answer.
 */
export function recordAnswers(
  question: QuestionDefinition<SchoolSearchOptions>,
  record: LookupRecord | undefined,
  chosenLabel: string,
): [string, string][] {
  const isAddress = lookupCategoryOf(question) === 'address';
  if (!record) return [[question.key, chosenLabel]];
  const main = (isAddress ? record.address_line_1 : record.name) || chosenLabel;
  const answers: [string, string][] = [[question.key, main]];
  for (const [field, role] of recordRoles) {
    const key = question.options?.keys?.[role];
    if (!key || key === question.key || (isAddress && field === 'address_line_1')) continue;
    answers.push([key, record[field] ?? '']);
  }
  return answers;
}
