import { type PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import type { PdfFonts } from './pdfFonts.ts';
import { wrapText } from './wrapText.ts';

/** US Letter in points, with one-inch-ish margins. */
export const pageSize: [number, number] = [612, 792];
const margin = 54;
/** Anything beyond Latin Extended-B. */
// eslint-disable-next-line no-control-regex
const nonLatin = /[^\u0000-\u024f]/;

export interface TextStyle {
  size: number;
  bold?: boolean;
  /** Left indent in points. */
  indent?: number;
  /** Space before the block. */
  spaceBefore?: number;
  color?: [number, number, number];
}

/**
 * Flowing text over as many pages as it takes. Remembers the page each
 * heading starts on (for bookmarks).
 */
export class TextWriter {
  page: PDFPage;
  private y: number;
  /**
   * Which wrapped lines the font measures again. With the embedded Unicode
   * font, Latin letters (up to U+024F) take their own advance widths (its
   * substitutions for them, ligatures, only narrow a line), so only lines with
   * other scripts or combining marks are measured. The standard fonts kern,
   * so every line is.
   */
  private readonly measureLine: (line: string) => boolean;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: PdfFonts,
  ) {
    this.measureLine = fonts.unicode ? (line) => nonLatin.test(line) : () => true;
    this.page = this.addPage();
    this.y = pageSize[1] - margin;
  }

  private addPage(): PDFPage {
    const page = this.doc.addPage(pageSize);
    this.page = page;
    this.y = pageSize[1] - margin;
    return page;
  }

  /** Starts a new page unless the current one is still empty. */
  newPage(): PDFPage {
    if (this.y < pageSize[1] - margin) this.addPage();
    return this.page;
  }

  write(text: string, style: TextStyle): void {
    const font = style.bold ? this.fonts.bold : this.fonts.regular;
    const indent = style.indent ?? 0;
    const width = pageSize[0] - 2 * margin - indent;
    const lineHeight = style.size * 1.35;
    this.y -= style.spaceBefore ?? 0;
    for (const line of wrapText(this.fonts.drawable(text), font, style.size, width, this.measureLine)) {
      if (this.y - lineHeight < margin) this.addPage();
      this.y -= lineHeight;
      this.page.drawText(line, {
        x: margin + indent,
        y: this.y + style.size * 0.3,
        size: style.size,
        font,
        color: rgb(...(style.color ?? [0, 0, 0])),
      });
    }
  }
}
