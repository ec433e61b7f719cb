import type { DocumentAnswers, StudentAnswers } from '@admissions/contracts';
import { documentAnsweredMarker, type TenantBundle } from '@admissions/form-core';

/**
 * The answers with each document key's marker taken from the documents
 * actually stored (a document row exists once its conversion completed): the
 * marker when stored, no key otherwise. The marker in the saved answers is
 * the client's mirror and may be stale or forged, so it never decides
 * whether a required upload is there.
 */
export function withStoredDocumentMarkers(
  bundle: TenantBundle,
  answers: StudentAnswers,
  documents: DocumentAnswers,
): StudentAnswers {
  const result: StudentAnswers = { ...answers };
  for (const [key, entry] of Object.entries(bundle.dataModel.keys)) {
    if (entry.type !== 'document') continue;
    if (Object.hasOwn(documents, key)) result[key] = documentAnsweredMarker;
    else delete result[key];
  }
  return result;
}
