import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { PdfFonts } from './pdfFonts.ts';

/** US Letter in points, with one-inch-ish margins. */
export const pageSize: [number, number] = [612, 792];
const margin = 54;

export interface TextStyle {
  size: number;
  bold?: boolean;
  /** Left indent in points. */
  indent?: number;
  /** Space before the block. */
  spaceBefore?: number;
  color?: [number, number, number];
}

/** Splits text into lines no wider than `width` (long words are broken). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/**
 * Flowing text over as many pages as it takes. Remembers the page each
 * heading starts on (for bookmarks).
 */
export class TextWriter {
  page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: PdfFonts,
  ) {
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
    for (const line of wrapText(this.fonts.drawable(text), font, style.size, width)) {
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
