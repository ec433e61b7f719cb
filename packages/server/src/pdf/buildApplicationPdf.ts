import {
  type ApplicationOutline,
  buildApplicationOutline,
  type FormContext,
  type FormState,
  type TenantBundle,
} from '@admissions/form-core';
import { PDFDocument } from 'pdf-lib';
import { appendDocumentPages } from './appendDocumentPages.ts';
import { drawOutlinePage } from './drawOutlinePage.ts';
import { addBookmarks, type Bookmark } from './pdfBookmarks.ts';
import { embedPdfFonts, type FontFiles } from './pdfFonts.ts';
import { headerBand, stampRunningHeaders } from './runningHeader.ts';
import { TextWriter } from './textWriter.ts';

export interface AttachedDocument {
  answerKey: string;
  fileName: string;
  /** The converted PDF; undefined when it could not be read (noted in the copy). */
  pdf: Uint8Array | undefined;
}

export interface ApplicationPdfInput {
  bundle: TenantBundle;
  state: FormState;
  username: string;
  /** Stored documents with their converted PDFs; only those of visible questions are part of the copy. */
  documents: AttachedDocument[];
  fonts: FontFiles;
  now: Date;
  /** When the application was submitted (ISO), printed on the first page. */
  submittedAt?: string;
  /** False: the form pages only, documents noted by name but not appended (the export's bundle has them apart). */
  appendDocuments?: boolean;
}

const date = (iso: string) => iso.slice(0, 10);

/**
 * The PDF copy of an application, drawn from form-core's outline of it: a
 * title block, every page of the form (a bookmark per page, one under it per
 * section) with answers as label/value rows, then each document of a visible
 * question after a separator page naming it (a bookmark each, under
 * "Documents"). Every page carries the applicant's name, account and
 * "Page X of Y".
 */
export async function buildApplicationPdf(input: ApplicationPdfInput): Promise<Uint8Array> {
  const { bundle, state } = input;
  const context: FormContext = {
    optionLists: bundle.config.optionLists,
    dateWindows: bundle.config.dateWindows,
    now: input.now,
  };
  const stored = new Map(input.documents.map((document) => [document.answerKey, document]));
  const outline = buildApplicationOutline({
    pages: bundle.pages,
    state,
    context,
    documents: Object.fromEntries(input.documents.map((d) => [d.answerKey, { file_name: d.fileName }])),
    config: bundle.config,
  });

  const doc = await PDFDocument.create();
  const institution = bundle.config.branding.institutionName;
  doc.setTitle(`${bundle.config.name}: ${outline.applicantName || input.username}`);
  doc.setAuthor(input.username);
  doc.setCreator(institution);
  doc.setProducer('Admissions platform');
  const fonts = await embedPdfFonts(doc, input.fonts);
  const writer = new TextWriter(doc, fonts, { top: headerBand + 16 });
  const bookmarks: Bookmark[] = [];

  writeTitleBlock(writer, input, outline);
  for (const page of outline.pages) bookmarks.push(drawOutlinePage(writer, page));

  if (input.appendDocuments !== false && outline.documents.length > 0) {
    const documentBookmarks: Bookmark[] = [];
    for (const [index, document] of outline.documents.entries()) {
      const attached = stored.get(document.key);
      const source = attached?.pdf
        ? await PDFDocument.load(new Uint8Array(attached.pdf)).catch(() => undefined)
        : undefined;
      const separator = writer.newPage();
      writer.write(`Document ${index + 1} of ${outline.documents.length}`, { size: 11, color: [0.3, 0.3, 0.3] });
      writer.write(document.label, { size: 18, bold: true, spaceBefore: 6 });
      writer.write(`File: ${document.fileName}`, { size: 11, spaceBefore: 10 });
      writer.write(`From: ${document.pageTitle}`, { size: 11 });
      if (source) {
        const count = source.getPageCount();
        writer.write(`${count} page${count === 1 ? '' : 's'} follow${count === 1 ? 's' : ''}.`, { size: 11 });
        await appendDocumentPages(doc, source);
      } else {
        writer.write('This document could not be included in the copy.', { size: 11, spaceBefore: 10 });
      }
      // The next separator is a new page after these (the writer's page has text, so it adds one).
      documentBookmarks.push({ title: `${document.label} (${document.fileName})`, page: separator.ref });
    }
    bookmarks.push({ title: 'Documents', page: documentBookmarks[0]!.page, children: documentBookmarks });
  }
  stampRunningHeaders(doc, fonts, fonts.drawable(runningHeaderText(outline.applicantName, input.username)));
  addBookmarks(doc, bookmarks);
  await fonts.embed();
  return doc.save();
}

function runningHeaderText(name: string, username: string): string {
  return name ? `${name} · ${username}` : username;
}

function writeTitleBlock(writer: TextWriter, input: ApplicationPdfInput, outline: ApplicationOutline): void {
  writer.write(input.bundle.config.name, { size: 18, bold: true });
  writer.write(input.bundle.config.branding.institutionName, { size: 11 });
  if (outline.applicantName) writer.write(`Applicant: ${outline.applicantName}`, { size: 11, spaceBefore: 6 });
  writer.write(`Account: ${input.username}`, { size: 10 });
  if (input.submittedAt) writer.write(`Submitted on ${date(input.submittedAt)}`, { size: 10 });
  writer.write(`Copy prepared on ${date(input.now.toISOString())}`, { size: 10 });
  writer.write('', { size: 4 });
  writer.rule(0, [0.6, 0.6, 0.6]);
}
