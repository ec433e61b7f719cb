import { validateFile } from '@admissions/form-core';
import { fileTypeFromBuffer } from 'file-type';
import { documentMessages } from '../documentMessages.ts';
import { checkDocxArchive, DocxLimitError } from './docxLimits.ts';
import { pngDimensions } from './pngDimensions.ts';

export type DocumentType = 'png' | 'jpeg' | 'pdf' | 'docx';

/** A file an applicant must fix; the message says how. */
export class DocumentRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DocumentRejectedError';
  }
}

const typeOfExtension: Record<string, DocumentType> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  pdf: 'pdf',
  docx: 'docx',
};
const detectedType: Record<string, DocumentType> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

export const maxImagePixels = 40_000_000;

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/**
 * Every check a stored upload passes before conversion: the spec's name and
 * size rules (form-core's validateFile, same messages as the app), the type
 * by magic bytes agreeing with the extension, PNG pixel count (pdf-lib
 * decodes PNGs fully), and the .docx unpack limits.
 */
export async function inspectDocument(bytes: Uint8Array, fileName: string, maxBytes: number): Promise<DocumentType> {
  const problems = validateFile({ name: fileName, size: bytes.length }, { maxBytes });
  if (problems.length > 0) throw new DocumentRejectedError(problems.join(' '));
  const extension = extensionOf(fileName);
  const expected = typeOfExtension[extension];
  const detected = await fileTypeFromBuffer(bytes);
  const actual = detected ? detectedType[detected.mime] : undefined;
  if (!expected || actual !== expected) throw new DocumentRejectedError(documentMessages.typeMismatch(extension));
  if (actual === 'png') {
    const size = pngDimensions(bytes);
    if (!size) throw new DocumentRejectedError(documentMessages.imageBroken);
    if (size.width * size.height > maxImagePixels) throw new DocumentRejectedError(documentMessages.imageTooLarge);
  }
  if (actual === 'docx') {
    try {
      checkDocxArchive(bytes);
    } catch (error) {
      if (error instanceof DocxLimitError) {
        throw new DocumentRejectedError(
          error.problem === 'bomb' ? documentMessages.docxUnsafe : documentMessages.docxBroken,
        );
      }
      throw error;
    }
  }
  return actual;
}
