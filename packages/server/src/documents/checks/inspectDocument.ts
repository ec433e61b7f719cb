import { type FileExtension, fileExtensions } from '@admissions/contracts';
import { validateFile } from '@admissions/form-core';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { documentMessages } from '../documentMessages.ts';
import { checkDocxArchive, DocxLimitError } from './docxLimits.ts';

export type DocumentType = 'png' | 'jpeg' | 'pdf' | 'docx';

/** A file an applicant must fix; the message says how. */
export class DocumentRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DocumentRejectedError';
  }
}

/** Every accepted extension and the type its bytes must have (a new extension in the shared list must be added here). */
const typeOfExtension: Readonly<Record<FileExtension, DocumentType>> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  pdf: 'pdf',
  docx: 'docx',
};
const isAccepted = (extension: string): extension is FileExtension =>
  (fileExtensions as readonly string[]).includes(extension);
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
 * Every check a stored upload passes before conversion: the name and size
 * rules (form-core's validateFile, same messages as the app), the type by
 * magic bytes agreeing with the extension, the pixel count of an image (read
 * from its header, never decoded: pdf-lib decodes a PNG fully, and every
 * viewer of the PDF decodes the JPEG), and the .docx unpack limits.
 */
export async function inspectDocument(bytes: Uint8Array, fileName: string, maxBytes: number): Promise<DocumentType> {
  const problems = validateFile({ name: fileName, size: bytes.length }, { maxBytes });
  if (problems.length > 0) throw new DocumentRejectedError(problems.join(' '));
  const extension = extensionOf(fileName);
  const expected = isAccepted(extension) ? typeOfExtension[extension] : undefined;
  const detected = await fileTypeFromBuffer(bytes);
  const actual = detected ? detectedType[detected.mime] : undefined;
  if (!expected || actual !== expected) throw new DocumentRejectedError(documentMessages.typeMismatch(extension));
  if (actual === 'png' || actual === 'jpeg') {
    const size = imageDimensions(bytes);
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

/** Width and height from the image's header (image-size reads PNG's IHDR, JPEG's frame header); undefined when unreadable. */
function imageDimensions(bytes: Uint8Array): { width: number; height: number } | undefined {
  try {
    const { width, height } = imageSize(bytes);
    return width > 0 && height > 0 ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}
