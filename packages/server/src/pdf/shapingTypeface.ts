import {
  beginText,
  endText,
  type PDFFont,
  PDFArray,
  type PDFContext,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  setFillingRgbColor,
  setFontAndSize,
  setTextMatrix,
  setTextRise,
  PDFHexString,
  endMarkedContent,
} from 'pdf-lib';
import { bidiRuns } from './bidiRuns.ts';
import type { FontFace, ShapedGlyphs } from './fontFace.ts';

/** Where and how one line is drawn. */
export interface LineOptions {
  x: number;
  y: number;
  size: number;
  color: [number, number, number];
}

/** A weight of the PDF's lettering: measures and draws one line of text at a time. */
export interface PdfTypeface {
  widthOfTextAtSize(text: string, size: number): number;
  drawLine(page: PDFPage, text: string, options: LineOptions): void;
}

interface PlacedRun extends ShapedGlyphs {
  face: FontFace;
}

interface ShapedLine {
  runs: PlacedRun[];
  ems: number;
}

/** Letters of scripts the main font should not draw when a script font has them. */
const scriptLetter = /[^\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}\p{Script=Inherited}]/u;
/** Spaces, punctuation, digits and combining marks: they stay in the face of the run they are in. */
const neutral = /[\p{Script=Common}\p{Script=Inherited}]/u;
/** Zero-width joiner and non-joiner, and the other invisible format characters. */
const joiner = /^\p{Default_Ignorable_Code_Point}$/u;
/** Lines shaped lately: a line is measured (wrapping) and then drawn. */
const cacheSize = 64;

/**
 * The Unicode lettering: the main font (DejaVu Sans) and the script fonts
 * after it (Arabic, Hebrew, Devanagari, CJK, ...). A line is split by the
 * bidirectional algorithm and by face (a script's letters in the first
 * script font that has them, other letters in the first font that has them),
 * each run is shaped by fontkit (Arabic joining and ligatures, Indic
 * reordering, marks) and the runs are drawn left to right in visual order.
 */
export class ShapingTypeface implements PdfTypeface {
  private readonly shaped = new Map<string, ShapedLine>();
  private readonly fontKeys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();

  constructor(
    private readonly main: FontFace,
    private readonly scripts: readonly FontFace[],
  ) {}

  /** Whether any face has a glyph for the character. */
  covers(codePoint: number): boolean {
    return this.main.covers(codePoint) || this.scripts.some((face) => face.covers(codePoint));
  }

  private faceFor(char: string, current: FontFace | undefined): FontFace {
    const codePoint = char.codePointAt(0)!;
    // Joiners stay in their run even where the font has no glyph for them: the shaper reads them, nothing is drawn.
    if (current && (joiner.test(char) || (neutral.test(char) && current.covers(codePoint)))) return current;
    if (scriptLetter.test(char)) {
      for (const face of this.scripts) if (face.covers(codePoint)) return face;
    }
    if (this.main.covers(codePoint)) return this.main;
    return this.scripts.find((face) => face.covers(codePoint)) ?? this.main;
  }

  private shape(text: string): ShapedLine {
    const cached = this.shaped.get(text);
    if (cached) return cached;
    const runs = bidiRuns(text, (char, current: FontFace | undefined) => this.faceFor(char, current)).map(
      (run): PlacedRun => ({ face: run.face, ...run.face.shape(run.text, run.level % 2 === 1) }),
    );
    const line = { runs, ems: runs.reduce((sum, run) => sum + run.ems, 0) };
    if (this.shaped.size >= cacheSize) this.shaped.clear();
    this.shaped.set(text, line);
    return line;
  }

  widthOfTextAtSize(text: string, size: number): number {
    return this.shape(text).ems * size;
  }

  drawLine(page: PDFPage, text: string, options: LineOptions): void {
    const { runs } = this.shape(text);
    if (runs.length === 0) return;
    const { size } = options;
    const operators: PDFOperator[] = [pushGraphicsState(), beginText(), setFillingRgbColor(...options.color)];
    let x = options.x;
    for (const run of runs) {
      operators.push(
        setFontAndSize(this.fontKey(page, run.face.use()), size),
        setTextMatrix(1, 0, 0, 1, x, options.y),
        ...showGlyphs(run, size, page.doc.context),
      );
      x += run.ems * size;
    }
    operators.push(endText(), popGraphicsState());
    page.pushOperators(...operators);
  }

  /** The page's resource name of a font, added once per page. */
  private fontKey(page: PDFPage, font: PDFFont): PDFName {
    let keys = this.fontKeys.get(page);
    if (!keys) {
      keys = new Map();
      this.fontKeys.set(page, keys);
    }
    let key = keys.get(font);
    if (!key) {
      key = page.node.newFontDictionary(font.name, font.ref);
      keys.set(font, key);
    }
    return key;
  }
}

/**
 * A run's glyphs with TJ: the PDF advances each glyph by its own width, so
 * where the shaper placed a glyph elsewhere (kerning, a mark over its base)
 * a number between glyphs moves the pen; a mark raised or lowered is drawn
 * with a text rise.
 */
function showGlyphs(run: PlacedRun, size: number, context: PDFContext): PDFOperator[] {
  const { face, glyphs, positions } = run;
  const scale = face.scale;
  const operators: PDFOperator[] = [];
  let rise = 0;
  let items: (PDFHexString | PDFNumber)[] = [];
  let pending: (typeof glyphs)[number][] = [];
  let shift = 0; // in thousandths of an em, positive moves left
  const flushGlyphs = () => {
    if (pending.length > 0) items.push(face.encode(pending));
    pending = [];
  };
  const flushShift = () => {
    if (Math.abs(shift) > 0.01) {
      flushGlyphs();
      items.push(PDFNumber.of(Math.round(shift * 100) / 100));
    }
    shift = 0;
  };
  const flushText = () => {
    flushShift();
    flushGlyphs();
    if (items.length > 0) {
      const array = PDFArray.withContext(context);
      for (const item of items) array.push(item);
      operators.push(PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [array]));
    }
    items = [];
  };
  if (run.actualText !== undefined) {
    const properties = context.obj({ ActualText: PDFHexString.fromText(run.actualText) });
    // An inline dictionary operand: pdf-lib writes it as it is, though its operand type leaves dictionaries out.
    const span = [PDFName.of('Span'), properties as unknown as PDFName];
    operators.push(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, span));
  }
  glyphs.forEach((glyph, index) => {
    const position = positions[index]!;
    const glyphRise = (position.yOffset * size) / (1000 / scale);
    if (Math.abs(glyphRise - rise) > 0.001) {
      flushText();
      rise = glyphRise;
      operators.push(setTextRise(Math.round(rise * 1000) / 1000));
    }
    shift -= position.xOffset * scale;
    flushShift();
    pending.push(glyph);
    // After the glyph: back by its offset, then by what its PDF width gives more than the shaper's advance.
    shift += position.xOffset * scale + (glyph.advanceWidth - position.xAdvance) * scale;
  });
  flushText();
  if (rise !== 0) operators.push(setTextRise(0));
  if (run.actualText !== undefined) operators.push(endMarkedContent());
  return operators;
}
