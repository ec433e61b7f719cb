import { type PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import type { PdfFonts } from './pdfFonts.ts';
import type { PdfTypeface } from './shapingTypeface.ts';
import { wrapText } from './wrapText.ts';

/** US Letter in points, with one-inch-ish margins. */
export const pageSize: [number, number] = [612, 792];
const margin = 54;
/** Anything beyond Latin Extended-B. */
// eslint-disable-next-line no-control-regex
const nonLatin = /[^\u0000-\u024f]/;

export type Colour = [number, number, number];

export interface TextStyle {
  size: number;
  bold?: boolean;
  /** Left indent in points. */
  indent?: number;
  /** Space before the block. */
  spaceBefore?: number;
  color?: Colour;
}

/** Where the text of a page may go: `top` is the distance from the top edge (room for a running header). */
export interface PageLayout {
  top: number;
}

/** A column of a row: its lines, where it starts (from the left margin) and how it is written. */
export interface Column {
  at: number;
  lines: readonly string[];
  style: TextStyle;
}

/**
 * Flowing text over as many pages as it takes: paragraphs across the width,
 * and label/value rows in two columns. Remembers the current page (for
 * bookmarks).
 */
export class TextWriter {
  page: PDFPage;
  private y: number;
  private readonly top: number;
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
    layout: PageLayout = { top: margin },
  ) {
    this.top = layout.top;
    this.measureLine = fonts.unicode ? (line) => nonLatin.test(line) : () => true;
    this.page = this.addPage();
    this.y = this.firstLine;
  }

  /** The width text may take at an indent. */
  static widthAt(indent = 0): number {
    return pageSize[0] - 2 * margin - indent;
  }

  private get firstLine(): number {
    return pageSize[1] - this.top;
  }

  private addPage(): PDFPage {
    const page = this.doc.addPage(pageSize);
    this.page = page;
    this.y = this.firstLine;
    return page;
  }

  /** Starts a new page unless the current one is still empty. */
  newPage(): PDFPage {
    if (this.y < this.firstLine) this.addPage();
    return this.page;
  }

  /** Starts a new page when less than `points` are left on this one (a heading is not left alone at the bottom). */
  keepSpace(points: number): void {
    if (this.y - points < margin && this.y < this.firstLine) this.addPage();
  }

  /** Lines of `text` as they fit `width` at the style's size: linear in the text (see wrapText). */
  wrap(text: string, style: Pick<TextStyle, 'size' | 'bold'>, width: number): string[] {
    return wrapText(this.fonts.drawable(text), this.fontOf(style), style.size, width, this.measureLine);
  }

  write(text: string, style: TextStyle): void {
    const indent = style.indent ?? 0;
    const lineHeight = style.size * 1.35;
    this.y -= style.spaceBefore ?? 0;
    for (const line of this.wrap(text, style, TextWriter.widthAt(indent))) {
      if (this.y - lineHeight < margin) this.addPage();
      this.y -= lineHeight;
      this.draw(line, margin + indent, style);
    }
  }

  /**
   * One row of columns (label/value pairs): each column's lines at its
   * offset from the left margin, line by line, so a row longer than the page
   * continues on the next. A thin rule closes the row unless `open` (a label
   * whose value follows as the `continued` row).
   */
  writeColumns(columns: readonly Column[], layout: { indent: number; open?: boolean; continued?: boolean }): void {
    const size = Math.max(...columns.map((column) => column.style.size));
    const lineHeight = size * 1.3;
    const lineCount = Math.max(...columns.map((column) => column.lines.length));
    this.y -= layout.continued ? 0 : 3;
    for (let i = 0; i < lineCount; i++) {
      if (this.y - lineHeight < margin) this.addPage();
      this.y -= lineHeight;
      for (const column of columns) {
        const line = column.lines[i];
        if (line) this.draw(line, margin + column.at, column.style);
      }
    }
    if (layout.open) return;
    this.y -= 3;
    this.rule(layout.indent, [0.85, 0.85, 0.85]);
  }

  /** A hairline across the text width at the current position. */
  rule(indent: number, color: Colour): void {
    this.page.drawLine({
      start: { x: margin + indent, y: this.y },
      end: { x: pageSize[0] - margin, y: this.y },
      thickness: 0.5,
      color: rgb(...color),
    });
  }

  private fontOf(style: Pick<TextStyle, 'bold'>): PdfTypeface {
    return style.bold ? this.fonts.bold : this.fonts.regular;
  }

  private draw(line: string, x: number, style: TextStyle): void {
    this.fontOf(style).drawLine(this.page, line, {
      x,
      y: this.y + style.size * 0.3,
      size: style.size,
      color: style.color ?? [0, 0, 0],
    });
  }
}
