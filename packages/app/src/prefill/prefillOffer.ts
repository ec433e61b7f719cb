import type { StudentAnswers } from '@admissions/contracts';
import { type DefinitionIndex, isQuestion } from '@admissions/form-core';

type AnswerValue = StudentAnswers[string];

/**
 * What a prefill link offered a signed-in applicant: the answers it filled
 * in (only ones that were empty), what those answers held before (undefined:
 * absent), and the labels of their questions in page order. Nothing of it is
 * saved until the applicant saves or keeps it.
 */
export interface PrefillOffer {
  answers: StudentAnswers;
  before: Record<string, AnswerValue | undefined>;
  labels: string[];
  /** The applicant closed the notice; the answers stay on the page, unsaved. */
  dismissed: boolean;
}

/** An answer is empty when it is absent, '' or an unchecked box (false), as the form shows it. */
const isEmpty = (value: AnswerValue | undefined): boolean => value === undefined || value === '' || value === false;

/**
 * The part of a link's answers that may go into a signed-in applicant's form:
 * an answer the applicant has not given yet, to a question of the form (a key
 * no question asks would be stored without ever being shown). Null when
 * nothing is left to offer.
 */
export function buildPrefillOffer(
  current: StudentAnswers,
  offered: StudentAnswers,
  index: DefinitionIndex,
): PrefillOffer | null {
  const answers: StudentAnswers = {};
  const before: Record<string, AnswerValue | undefined> = {};
  const questionNodes = new Set<number>();
  for (const [key, value] of Object.entries(offered)) {
    const owners = index.keyOwners.get(key);
    if (!owners || isEmpty(value) || !isEmpty(current[key])) continue;
    answers[key] = value;
    before[key] = current[key];
    for (const node of owners) questionNodes.add(node);
  }
  if (Object.keys(answers).length === 0) return null;
  const labels: string[] = [];
  // Nodes are in document order: the notice lists the questions as the pages ask them, each label once.
  for (const node of [...questionNodes].sort((a, b) => a - b)) {
    const item = index.nodes[node]?.item;
    if (item && isQuestion(item) && item.label && !labels.includes(item.label)) labels.push(item.label);
  }
  return { answers, before, labels, dismissed: false };
}

/** The answers with the offer filled in. */
export function withPrefillOffer(current: StudentAnswers, offer: PrefillOffer): StudentAnswers {
  return { ...current, ...offer.answers };
}

/**
 * The answers with the offer taken back: every offered answer the applicant
 * has not changed since returns to what it was; their own edits stay.
 */
export function withoutPrefillOffer(current: StudentAnswers, offer: PrefillOffer): StudentAnswers {
  const result: StudentAnswers = { ...current };
  for (const [key, value] of Object.entries(offer.answers)) {
    if (result[key] !== value) continue;
    const previous = offer.before[key];
    if (previous === undefined) delete result[key];
    else result[key] = previous;
  }
  return result;
}
