import { PDFDocument } from 'pdf-lib';
import type { FontFiles } from '../../pdf/pdfFonts.ts';
import { embedPdfFonts } from '../../pdf/pdfFonts.ts';
import { TextWriter } from '../../pdf/textWriter.ts';
import { docxDocumentXml } from '../checks/docxLimits.ts';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXmlText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (match, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    return entities[entity] ?? match;
  });
}

/** The paragraphs of a .docx body as plain text (runs joined, tabs and breaks as spaces). */
export function docxParagraphs(xml: string): string[] {
  const body = /<w:body\b[^>]*>([\s\S]*)<\/w:body>/.exec(xml)?.[1] ?? xml;
  return body.split(/<\/w:p>/).map((paragraph) => {
    const parts: string[] = [];
    for (const match of paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:(tab|br|cr)\b[^>]*\/>/g)) {
      parts.push(match[1] !== undefined ? decodeXmlText(match[1]) : ' ');
    }
    return parts.join('').trim();
  });
}

/**
 * The fallback when neither LibreOffice nor a conversion service is
 * available: the document's text (no layout, images or tables) on plain pages.
 */
export async function docxTextToPdf(docx: Uint8Array, fonts: FontFiles): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const embedded = await embedPdfFonts(doc, fonts);
  const writer = new TextWriter(doc, embedded);
  const paragraphs = docxParagraphs(docxDocumentXml(docx));
  for (const paragraph of paragraphs) writer.write(paragraph || ' ', { size: 11, spaceBefore: 4 });
  await embedded.embed();
  return doc.save();
}
