import { readFileSync } from 'node:fs';
import pdfLibFontkit from '@pdf-lib/fontkit';
import { create as createFont } from 'fontkit';
import { CustomFontSubsetEmbedder, type PDFDocument, PDFFont, PDFHexString } from 'pdf-lib';

/** What this module uses of a fontkit font (its published types leave out the layout's script and direction). */
export interface FontkitGlyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
}
export interface FontkitPosition {
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}
interface FontkitFont {
  unitsPerEm: number;
  hasGlyphForCodePoint(codePoint: number): boolean;
  layout(
    text: string,
    features: undefined,
    script: undefined,
    language: undefined,
    direction: 'ltr' | 'rtl',
  ): { glyphs: FontkitGlyph[]; positions: FontkitPosition[] };
  /** Present when the font has OpenType layout tables; fontkit then draws a right-to-left run from the right. */
  GSUB?: unknown;
  GPOS?: unknown;
}

/** A shaped run: glyphs left to right with their positions, in font units. */
export interface ShapedGlyphs {
  glyphs: FontkitGlyph[];
  positions: FontkitPosition[];
  /** The advance of the run in ems. */
  ems: number;
  /**
   * The run's text, when its glyphs stand in another order than its
   * characters (a Devanagari vowel sign drawn before its consonant): the PDF
   * then gives this text for copying and search.
   */
  actualText?: string;
}

const ignorable = /^\p{Default_Ignorable_Code_Point}$/u;
const isIgnorable = (codePoint: number) => ignorable.test(String.fromCodePoint(codePoint));

interface LoadedFont {
  bytes: Uint8Array;
  /** For coverage and shaping: fontkit itself (pdf-lib's fork of it cannot shape Indic scripts). */
  font: FontkitFont;
  /** For the embedded subset: pdf-lib's fork, whose subsets pdf-lib writes. */
  embedding: unknown;
}

/** A collection (.ttc) gives its first font. */
function firstFont(created: unknown): unknown {
  const collection = created as { fonts?: unknown[] };
  return Array.isArray(collection.fonts) ? collection.fonts[0] : created;
}

/** Parsed fonts by path, once per process (the worker thread keeps them between PDFs); null: unreadable. */
const loaded = new Map<string, LoadedFont | null>();

function loadFont(path: string): LoadedFont | null {
  if (!loaded.has(path)) {
    try {
      // A plain Uint8Array (not a Buffer): pdf-lib checks the type against the global constructor.
      const bytes = new Uint8Array(readFileSync(path));
      const font = firstFont(createFont(bytes)) as FontkitFont | undefined;
      const embedding = firstFont(pdfLibFontkit.create(bytes));
      loaded.set(path, font && embedding ? { bytes, font, embedding } : null);
    } catch {
      loaded.set(path, null);
    }
  }
  return loaded.get(path) ?? null;
}

/** The parts of pdf-lib's subset embedder a glyph is added through (pdf-lib only adds glyphs of text it lays out itself). */
interface SubsetInternals {
  subset: { includeGlyph(glyph: FontkitGlyph): number };
  glyphs: FontkitGlyph[];
  glyphIdMap: Map<number, number>;
  glyphCache: { invalidate(): void };
}

/**
 * One font file in one PDF: which characters it has, shaping with fontkit,
 * and the subset of its glyphs the PDF embeds. The PDF font is made on first
 * use, so a face nothing was drawn with adds nothing to the file.
 */
export class FontFace {
  private pdfFont: PDFFont | undefined;
  private embedder: CustomFontSubsetEmbedder | undefined;
  private readonly coverage = new Map<number, boolean>();

  private constructor(
    private readonly path: string,
    private readonly doc: PDFDocument,
  ) {}

  /** The face of a font file in `doc`, or undefined when the file cannot be read (read now). */
  static open(doc: PDFDocument, path: string): FontFace | undefined {
    return loadFont(path) ? new FontFace(path, doc) : undefined;
  }

  /**
   * The face of a font file read only when a character is looked up in it: a
   * PDF in Latin letters reads no script font. An unreadable file has no
   * characters.
   */
  static onDemand(doc: PDFDocument, path: string): FontFace {
    return new FontFace(path, doc);
  }

  private get file(): LoadedFont | null {
    return loadFont(this.path);
  }

  private get font(): FontkitFont {
    return this.file!.font;
  }

  covers(codePoint: number): boolean {
    let covered = this.coverage.get(codePoint);
    if (covered === undefined) {
      covered = this.file?.font.hasGlyphForCodePoint(codePoint) ?? false;
      this.coverage.set(codePoint, covered);
    }
    return covered;
  }

  /** Glyphs of `text` (logical order) as drawn left to right: joined, ligated, marks placed, right-to-left reversed. */
  shape(text: string, rtl: boolean): ShapedGlyphs {
    const run = this.font.layout(text, undefined, undefined, undefined, rtl ? 'rtl' : 'ltr');
    const glyphs: FontkitGlyph[] = [];
    const positions: FontkitPosition[] = [];
    run.glyphs.forEach((glyph, index) => {
      const position = run.positions[index]!;
      // Joiners and marks fontkit hides (as an empty space glyph) are left out: drawn, they would give
      // the space glyph their character in the Unicode map. Their advance, if any, goes to the glyph before.
      if (glyph.codePoints.length > 0 && glyph.codePoints.every(isIgnorable)) {
        const previous = positions[positions.length - 1];
        if (previous) previous.xAdvance += position.xAdvance;
        return;
      }
      // Records of their own: fontkit keeps one glyph object per id, with the code points it first had.
      glyphs.push({
        id: glyph.id,
        // Readers take a glyph's characters as part of the line's visual order and turn right-to-left
        // text back, so a right-to-left ligature (lam-alef) lists its characters from the left.
        codePoints: rtl ? [...glyph.codePoints].reverse() : glyph.codePoints,
        advanceWidth: glyph.advanceWidth,
      });
      positions.push({ ...position });
    });
    // fontkit draws a right-to-left run from the right itself when the font has OpenType layout tables.
    if (rtl && !(this.font.GSUB || this.font.GPOS)) {
      glyphs.reverse();
      positions.reverse();
    }
    let advance = 0;
    for (const position of positions) advance += position.xAdvance;
    const shaped: ShapedGlyphs = { glyphs, positions, ems: advance / this.font.unitsPerEm };
    const drawnText = glyphs.map((glyph) => String.fromCodePoint(...glyph.codePoints)).join('');
    if (
      !rtl &&
      drawnText !==
        Array.from(text)
          .filter((char) => !ignorable.test(char))
          .join('')
    ) {
      shaped.actualText = text;
    }
    return shaped;
  }

  /** Font units per 1000 of text space (the unit of PDF glyph widths and TJ adjustments). */
  get scale(): number {
    return 1000 / this.font.unitsPerEm;
  }

  /** The PDF font of this face, made on first use. */
  use(): PDFFont {
    if (!this.pdfFont) {
      const file = this.file!;
      // pdf-lib's subset embedder, handed the font parsed once per process (its `for` would parse the file
      // again). Glyph ids and widths are the file's, so glyphs shaped by fontkit go into its subset as they are.
      this.embedder = Reflect.construct(CustomFontSubsetEmbedder, [file.embedding, file.bytes, undefined, undefined]);
      this.pdfFont = PDFFont.of(this.doc.context.nextRef(), this.doc, this.embedder!);
    }
    return this.pdfFont;
  }

  /**
   * The glyphs as the PDF string that draws them: each joins the embedded
   * subset, and its code points go in the font's ToUnicode map so the text
   * can be copied and searched.
   */
  encode(glyphs: readonly FontkitGlyph[]): PDFHexString {
    this.use();
    const internals = this.embedder as unknown as SubsetInternals;
    let hex = '';
    for (const glyph of glyphs) {
      const id = internals.subset.includeGlyph(glyph);
      internals.glyphs[id - 1] = glyph;
      internals.glyphIdMap.set(glyph.id, id);
      hex += id.toString(16).padStart(4, '0');
    }
    internals.glyphCache.invalidate();
    return PDFHexString.of(hex);
  }

  /** Writes the subset into the PDF (before it is saved); nothing when the face was never used. */
  async embed(): Promise<void> {
    await this.pdfFont?.embed();
  }
}
