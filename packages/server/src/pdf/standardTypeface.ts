import { type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { LineOptions, PdfTypeface } from './shapingTypeface.ts';

/** Helvetica (WinAnsi), the lettering when the font files are missing: text as pdf-lib draws it, unshaped. */
export class StandardTypeface implements PdfTypeface {
  constructor(readonly font: PDFFont) {}

  widthOfTextAtSize(text: string, size: number): number {
    return this.font.widthOfTextAtSize(text, size);
  }

  drawLine(page: PDFPage, text: string, options: LineOptions): void {
    page.drawText(text, {
      x: options.x,
      y: options.y,
      size: options.size,
      font: this.font,
      color: rgb(...options.color),
    });
  }
}
