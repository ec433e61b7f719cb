import type { TenantBundle } from '@admissions/form-core';
import { isSafeKeySegment } from '../storage/storageKeys.ts';

/** The answer keys that take documents: the data model's `document` keys. */
export function documentAnswerKeys(bundle: TenantBundle): ReadonlySet<string> {
  return new Set(
    Object.entries(bundle.dataModel.keys)
      .filter(([key, entry]) => entry.type === 'document' && isSafeKeySegment(key))
      .map(([key]) => key),
  );
}

/**
 * Stored documents that are not the application's own answers carry a key
 * with this prefix (a recommender's letter: `recommendation-<id>-<key>`).
 * The applicant's reads (profile, documents list) and the application's
 * copies leave them out; they are shown where their owner's feature shows them.
 */
export const ownedDocumentKeyPrefix = 'recommendation-';

/** SQL condition on `document_answers` (alias `d` or none): the application's own documents only. */
export function applicationDocumentsOnly(alias = ''): string {
  return `${alias ? `${alias}.` : ''}answer_key NOT LIKE '${ownedDocumentKeyPrefix}%'`;
}
