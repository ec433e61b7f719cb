import type { FastifyBaseLogger } from 'fastify';
import { DocumentRejectedError } from '../checks/inspectDocument.ts';
import { documentMessages } from '../documentMessages.ts';
import type { DocxConverterConfig } from '../documentsConfig.ts';
import { type IsolatedWorker, IsolatedWorkLimitError } from '../isolation/createIsolatedWorker.ts';
import { convertWithService } from './gotenbergConverter.ts';
import { convertWithLibreOffice } from './libreOfficeConverter.ts';

export interface ConverterSettings {
  docx: DocxConverterConfig;
  /** LibreOffice or the conversion service is stopped after this long. */
  timeoutMs: number;
  maxFileBytes: number;
  /** Where the checks and the in-process conversions run (off the event loop, limited). */
  isolated: IsolatedWorker;
  /** The command prefix that keeps LibreOffice off the network, when the platform allows it. */
  networkIsolation: readonly string[] | undefined;
}

/**
 * A stored upload as a checked, inert PDF. In the isolated worker thread:
 * the checks, images and PDFs through pdf-lib, a .docx sanitised (or, with no
 * converter, rendered as text). A sanitised .docx goes to LibreOffice or the
 * conversion service, and what comes back is rebuilt by pdf-lib in the worker
 * thread again. A file that exceeds the thread's time or memory limit is
 * rejected with a message for the applicant (it would fail the same way again).
 */
export async function convertDocument(
  bytes: Uint8Array,
  fileName: string,
  settings: ConverterSettings,
  signal: AbortSignal,
): Promise<Uint8Array> {
  try {
    const { docx } = settings;
    const prepared = await settings.isolated.run(
      'prepareDocument',
      { bytes, fileName, maxBytes: settings.maxFileBytes, docxAsText: docx.kind === 'text' },
      signal,
    );
    if (prepared.kind === 'pdf') return prepared.pdf;
    const pdf =
      docx.kind === 'service'
        ? await convertWithService(docx.url, prepared.docx, settings.timeoutMs, signal)
        : await convertWithLibreOffice(
            docx.kind === 'libreoffice' ? docx.sofficePath : 'soffice',
            prepared.docx,
            settings.timeoutMs,
            signal,
            settings.networkIsolation ? { networkIsolation: settings.networkIsolation } : {},
          );
    return await settings.isolated.run('normalizePdf', pdf, signal);
  } catch (error) {
    if (error instanceof IsolatedWorkLimitError) throw new DocumentRejectedError(documentMessages.documentTooComplex);
    throw error;
  }
}

/** Logged once at start: which docx back end runs (the text fallback loses layout, so it warns). */
export function describeDocxConverter(
  docx: DocxConverterConfig,
  networkIsolation: readonly string[] | undefined,
  log: FastifyBaseLogger,
): void {
  if (docx.kind === 'service') log.info(`docx conversion: service at ${docx.url}`);
  else if (docx.kind === 'libreoffice') {
    if (networkIsolation) log.info(`docx conversion: LibreOffice (${docx.sofficePath}), without network`);
    else {
      log.warn(
        `docx conversion: LibreOffice (${docx.sofficePath}) runs WITH network access: ` +
          '`unshare --net` is not allowed here (see docs/documents.md)',
      );
    }
  } else {
    log.warn(
      'docx conversion: soffice is not on PATH and CONVERSION_SERVICE_URL is not set; ' +
        'Word documents are rendered as plain text (install libreoffice-writer-nogui for full fidelity).',
    );
  }
}
