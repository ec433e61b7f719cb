import type { FontFiles } from '../../pdf/pdfFonts.ts';
import { inspectDocument } from '../checks/inspectDocument.ts';
import { docxTextToPdf } from './docxTextToPdf.ts';
import { imageToPdf } from './imageToPdf.ts';
import { normalizePdf } from './normalizePdf.ts';
import { sanitizeDocx } from './sanitizeDocx.ts';

export interface PrepareDocumentInput {
  bytes: Uint8Array;
  fileName: string;
  maxBytes: number;
  /** No converter is configured: a .docx becomes its plain text. */
  docxAsText: boolean;
  fonts: FontFiles;
}

/** A finished PDF, or a sanitised .docx for the external converter (LibreOffice or the conversion service). */
export type PreparedDocument = { kind: 'pdf'; pdf: Uint8Array } | { kind: 'docx'; docx: Uint8Array };

/**
 * Everything done to an upload inside the isolated worker thread: the checks
 * (inspectDocument), then images and PDFs to PDF with pdf-lib; a .docx is
 * sanitised (sanitizeDocx) and either rendered as plain text or handed back
 * for the external converter.
 */
export async function prepareDocument(input: PrepareDocumentInput): Promise<PreparedDocument> {
  const type = await inspectDocument(input.bytes, input.fileName, input.maxBytes);
  switch (type) {
    case 'png':
    case 'jpeg':
      return { kind: 'pdf', pdf: await imageToPdf(input.bytes, type) };
    case 'pdf':
      return { kind: 'pdf', pdf: await normalizePdf(input.bytes) };
    case 'docx': {
      const docx = sanitizeDocx(input.bytes);
      if (!input.docxAsText) return { kind: 'docx', docx };
      return { kind: 'pdf', pdf: await normalizePdf(await docxTextToPdf(docx, input.fonts)) };
    }
  }
}
