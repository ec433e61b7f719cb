import type { FastifyBaseLogger } from 'fastify';
import type { FontFiles } from '../../pdf/pdfFonts.ts';
import type { DocumentType } from '../checks/inspectDocument.ts';
import type { DocxConverterConfig } from '../documentsConfig.ts';
import { docxTextToPdf } from './docxTextToPdf.ts';
import { convertWithService } from './gotenbergConverter.ts';
import { imageToPdf } from './imageToPdf.ts';
import { convertWithLibreOffice } from './libreOfficeConverter.ts';
import { normalizePdf } from './normalizePdf.ts';

export interface ConverterSettings {
  docx: DocxConverterConfig;
  timeoutMs: number;
  fonts: FontFiles;
  log: FastifyBaseLogger;
}

/**
 * A checked document as PDF: images and PDFs in-process with pdf-lib, .docx
 * by the configured back end. The result is re-read by pdf-lib, so whatever
 * a back end returns must be a valid PDF.
 */
export async function convertDocument(
  bytes: Uint8Array,
  type: DocumentType,
  settings: ConverterSettings,
  signal: AbortSignal,
): Promise<Uint8Array> {
  switch (type) {
    case 'png':
    case 'jpeg':
      return imageToPdf(bytes, type);
    case 'pdf':
      return normalizePdf(bytes);
    case 'docx': {
      const { docx } = settings;
      const pdf =
        docx.kind === 'service'
          ? await convertWithService(docx.url, bytes, settings.timeoutMs, signal)
          : docx.kind === 'libreoffice'
            ? await convertWithLibreOffice(docx.sofficePath, bytes, settings.timeoutMs, signal)
            : await docxTextToPdf(bytes, settings.fonts);
      return normalizePdf(pdf);
    }
  }
}

/** Logged once at start: which docx back end runs (the text fallback loses layout, so it warns). */
export function describeDocxConverter(docx: DocxConverterConfig, log: FastifyBaseLogger): void {
  if (docx.kind === 'service') log.info(`docx conversion: service at ${docx.url}`);
  else if (docx.kind === 'libreoffice') log.info(`docx conversion: LibreOffice (${docx.sofficePath})`);
  else {
    log.warn(
      'docx conversion: soffice is not on PATH and CONVERSION_SERVICE_URL is not set; ' +
        'Word documents are rendered as plain text (install libreoffice-writer-nogui for full fidelity).',
    );
  }
}
