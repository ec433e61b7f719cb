/**
 * A recommender's document is stored with the applicant's documents under a
 * key of its own request: `recommendation-<request id>-<form's answer key>`.
 * Such keys are never the application's (the data model's keys have no
 * dashes of this shape), so the applicant's document calls refuse them.
 */
import { ownedDocumentKeyPrefix } from '../documents/documentKeys.ts';

const pattern = new RegExp(`^${ownedDocumentKeyPrefix}(\\d{1,18})-([A-Za-z0-9_]{1,60})$`);

export function letterAnswerKey(requestId: string, answerKey: string): string {
  return `${ownedDocumentKeyPrefix}${requestId}-${answerKey}`;
}

/** The request and the form's answer key a letter key names, or undefined. */
export function parseLetterAnswerKey(key: string): { requestId: string; answerKey: string } | undefined {
  const match = pattern.exec(key);
  return match ? { requestId: match[1]!, answerKey: match[2]! } : undefined;
}
