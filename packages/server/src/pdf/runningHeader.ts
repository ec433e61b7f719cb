import { type PDFDocument, rgb } from 'pdf-lib';
import type { PdfFonts } from './pdfFonts.ts';

/** Height of the band at the top of every page that holds the running header. */
export const headerBand = 40;
const size = 8;
/** The side margin: the text's on a page of the form, less on a narrow document page. */
const sideOf = (width: number) => Math.min(54, width * 0.06);

/**
 * Writes the running header on every page, the appended documents' too: the
 * applicant's name and account on the left, "Page X of Y" on the right, and
 * a rule under them. Called once every page exists, so Y is the final count.
 * A name too long for the line is cut with an ellipsis.
 */
export function stampRunningHeaders(doc: PDFDocument, fonts: PdfFonts, who: string): void {
  const pages = doc.getPages();
  const font = fonts.regular;
  const colour: [number, number, number] = [0.3, 0.3, 0.3];
  pages.forEach((page, index) => {
    const { width, height } = page.getSize();
    const side = sideOf(width);
    const pageLabel = `Page ${index + 1} of ${pages.length}`;
    const pageLabelWidth = font.widthOfTextAtSize(pageLabel, size);
    const room = width - 2 * side - pageLabelWidth - 24;
    const y = height - headerBand + 16;
    font.drawLine(page, fitLine(who, font, room), { x: side, y, size, color: colour });
    font.drawLine(page, pageLabel, { x: width - side - pageLabelWidth, y, size, color: colour });
    page.drawLine({
      start: { x: side, y: y - 5 },
      end: { x: width - side, y: y - 5 },
      thickness: 0.5,
      color: rgb(0.6, 0.6, 0.6),
    });
  });
}

/** The text, cut to fit `width` with an ellipsis; measured character by character (linear). */
function fitLine(text: string, font: PdfFonts['regular'], width: number): string {
  if (font.widthOfTextAtSize(text.slice(0, 400), size) <= width && text.length <= 400) return text;
  const ellipsis = '…';
  let used = font.widthOfTextAtSize(ellipsis, size);
  let kept = '';
  for (const char of text) {
    const w = font.widthOfTextAtSize(char, size);
    if (used + w > width) break;
    used += w;
    kept += char;
  }
  return `${kept}${ellipsis}`;
}
