import {
  applicantDisplayName,
  computeVisibility,
  type FormContext,
  type FormState,
  type TenantBundle,
} from '@admissions/form-core';
import { PDFDocument } from 'pdf-lib';
import { addOutline, type OutlineEntry } from './applicationOutline.ts';
import { embedPdfFonts, type FontFiles } from './pdfFonts.ts';
import { renderApplicationPage } from './renderApplicationPages.ts';
import { TextWriter } from './textWriter.ts';

export interface AttachedDocument {
  answerKey: string;
  /** The question's label (bookmark title). */
  label: string;
  fileName: string;
  /** The converted PDF; undefined when it could not be read (noted in the copy). */
  pdf: Uint8Array | undefined;
}

export interface ApplicationPdfInput {
  bundle: TenantBundle;
  state: FormState;
  username: string;
  documents: AttachedDocument[];
  fonts: FontFiles;
  now: Date;
}

/**
 * The PDF copy of an application: a cover block, every page of the form as
 * the applicant sees it (one bookmark per page), then the converted documents
 * appended page by page (one bookmark each).
 */
export async function buildApplicationPdf(input: ApplicationPdfInput): Promise<Uint8Array> {
  const { bundle, state } = input;
  const doc = await PDFDocument.create();
  const institution = bundle.config.branding.institutionName;
  doc.setTitle(`${bundle.config.name}: ${input.username}`);
  doc.setCreator(institution);
  doc.setProducer('Admissions platform');
  const fonts = await embedPdfFonts(doc, input.fonts);
  const writer = new TextWriter(doc, fonts);
  const context: FormContext = {
    optionLists: bundle.config.optionLists,
    dateWindows: bundle.config.dateWindows,
    now: input.now,
  };
  // Documents of questions the applicant cannot see (a condition hid them) are not part of the copy.
  const visibility = computeVisibility(bundle.pages, state, context);
  const attachedDocuments = input.documents.filter((d) => visibility.isKeyVisible(d.answerKey));
  const documents = Object.fromEntries(attachedDocuments.map((d) => [d.answerKey, { file_name: d.fileName }]));
  const outline: OutlineEntry[] = [];

  writer.write(bundle.config.name, { size: 20, bold: true });
  writer.write(institution, { size: 12 });
  // The tenant names the keys of the applicant's name (tenant.json applicantName).
  const name = applicantDisplayName(state.answers, bundle.config);
  if (name) writer.write(`Applicant: ${name}`, { size: 12, spaceBefore: 8 });
  writer.write(`Account: ${input.username}`, { size: 10.5 });
  writer.write(`Copy prepared on ${input.now.toISOString().slice(0, 10)}`, { size: 10.5 });

  bundle.pages.forEach((page, index) => {
    const first = index === 0 ? writer.page : writer.newPage();
    outline.push({ title: `${page.step}. ${page.title}`, page: first.ref });
    renderApplicationPage(writer, page, bundle.pages, state, context, documents);
  });

  for (const attached of attachedDocuments) {
    const source = attached.pdf
      ? await PDFDocument.load(new Uint8Array(attached.pdf)).catch(() => undefined)
      : undefined;
    if (!source) {
      writer.newPage();
      writer.write(`${attached.label}: ${attached.fileName} could not be included.`, { size: 11 });
      continue;
    }
    const pages = await doc.copyPages(source, source.getPageIndices());
    pages.forEach((page) => doc.addPage(page));
    if (pages[0]) outline.push({ title: `Document: ${attached.label} (${attached.fileName})`, page: pages[0].ref });
  }
  addOutline(doc, outline);
  return doc.save();
}
