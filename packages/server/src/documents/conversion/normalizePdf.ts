import { EncryptedPDFError, PDFDocument } from 'pdf-lib';
import { documentMessages } from '../documentMessages.ts';
import { DocumentRejectedError } from '../checks/inspectDocument.ts';
import { stripActiveContent } from './stripActiveContent.ts';

export const maxPdfPages = 200;

/**
 * Loads an uploaded PDF and saves a fresh copy of its pages, without
 * scripts, launch actions or attached files (stripActiveContent): a file
 * that pdf-lib cannot parse, a password-protected one, one without pages or
 * with too many is rejected with a message for the applicant.
 */
export async function normalizePdf(bytes: Uint8Array): Promise<Uint8Array> {
  let source: PDFDocument;
  try {
    source = await PDFDocument.load(new Uint8Array(bytes), { updateMetadata: false });
  } catch (error) {
    if (error instanceof EncryptedPDFError) throw new DocumentRejectedError(documentMessages.pdfEncrypted);
    throw new DocumentRejectedError(documentMessages.pdfBroken);
  }
  const count = source.getPageCount();
  if (count === 0) throw new DocumentRejectedError(documentMessages.pdfBroken);
  if (count > maxPdfPages) throw new DocumentRejectedError(documentMessages.pdfTooManyPages(maxPdfPages));
  const copy = await PDFDocument.create();
  try {
    stripActiveContent(source);
    for (const page of await copy.copyPages(source, source.getPageIndices())) copy.addPage(page);
  } catch {
    throw new DocumentRejectedError(documentMessages.pdfBroken);
  }
  return copy.save();
}
