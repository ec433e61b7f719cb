import { validateFile } from '@admissions/form-core';
import type { DocumentApi } from '../documents/documentApi.ts';

/** The document calls an upload against a checklist item makes (the pipeline's own). */
export type ChecklistDocumentApi = Pick<DocumentApi, 'presignedUrl' | 'uploadFile' | 'requestConversion'>;

/**
 * Uploads a file against a checklist item through the document pipeline:
 * the file's limits checked here first (the server checks them again), a
 * signed upload under the item's document key, then its conversion queued.
 * Resolves with the messages that refuse the file ([] when it went out).
 */
export async function uploadChecklistDocument(api: ChecklistDocumentApi, key: string, file: File): Promise<string[]> {
  const problems = validateFile({ name: file.name, size: file.size });
  if (problems.length > 0) return problems;
  const target = await api.presignedUrl(key);
  await api.uploadFile(target, file);
  await api.requestConversion(key, { file_key: target.fields.key, file_name: file.name });
  return [];
}
