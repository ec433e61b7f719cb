import { accessSync, constants } from 'node:fs';
import { type PDFDocument, StandardFonts } from 'pdf-lib';
import { FontFace } from './fontFace.ts';
import { type PdfTypeface, ShapingTypeface } from './shapingTypeface.ts';
import { StandardTypeface } from './standardTypeface.ts';

/** A script font: its regular file and, when it has one, its bold file (else bold text uses the regular). */
export interface ScriptFontFiles {
  regular: string;
  bold?: string;
}

export interface FontFiles {
  regular: string;
  bold: string;
  /** Fonts for the scripts the main font lacks or draws poorly, tried in this order. */
  scripts?: readonly ScriptFontFiles[];
}

export interface PdfFonts {
  regular: PdfTypeface;
  bold: PdfTypeface;
  /** True when the TrueType fonts were embedded (Unicode); false on the Helvetica fallback. */
  unicode: boolean;
  /** The text with characters no font can draw replaced by "?" (never throws while drawing). */
  drawable(text: string): string;
  /** Writes the subsets of the fonts used into the PDF; call once everything is drawn, before saving. */
  embed(): Promise<void>;
}

/** The font files that cannot be read (for the warning at start-up). */
export function missingFontFiles(files: FontFiles): string[] {
  const paths = [files.regular, files.bold, ...(files.scripts ?? []).flatMap((s) => [s.regular, s.bold ?? s.regular])];
  return [...new Set(paths)].filter((path) => !readable(path));
}

function readable(path: string): boolean {
  try {
    accessSync(path, constants.R_OK);
    return true;
  } catch {
    return false;
  }
}

/** Joiners and direction marks: kept for the shaper and the bidirectional algorithm, never a "?". */
const formatCharacter = /[\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069]/;

/** Joiners and marks stay for the shaping fonts; Helvetica cannot encode them, so they go. */
function drawableFilter(covers: (codePoint: number) => boolean, shaping: boolean): (text: string) => string {
  return (text) =>
    Array.from(text.normalize('NFC'), (char) => {
      const code = char.codePointAt(0)!;
      if (char === '\n' || char === '\t') return ' ';
      if (code < 0x20) return '';
      if (formatCharacter.test(char)) return shaping ? char : '';
      return covers(code) ? char : '?';
    }).join('');
}

/**
 * Embeds DejaVu Sans (subset) so names in Latin, Greek, Cyrillic and many
 * other scripts print as typed, and the script fonts for what it lacks
 * (Arabic, Hebrew, Devanagari, Chinese, Japanese, Korean), each subset and
 * only when a character of it is drawn. A script font that cannot be read is
 * left out (its characters print as "?"); without the main font files the
 * PDF falls back to Helvetica and replaces what it cannot draw with "?".
 */
export async function embedPdfFonts(doc: PDFDocument, files: FontFiles): Promise<PdfFonts> {
  const faces = new Map<string, FontFace>();
  const remember = (path: string, found: FontFace) => {
    faces.set(path, found);
    return found;
  };
  const opened = (path: string) => faces.get(path) ?? FontFace.open(doc, path);
  const onDemand = (path: string) => faces.get(path) ?? remember(path, FontFace.onDemand(doc, path));
  const regularMain = opened(files.regular);
  const boldMain = opened(files.bold);
  if (regularMain && boldMain) {
    remember(files.regular, regularMain);
    remember(files.bold, boldMain);
    const regularScripts: FontFace[] = [];
    const boldScripts: FontFace[] = [];
    for (const script of files.scripts ?? []) {
      const regular = onDemand(script.regular);
      regularScripts.push(regular);
      // A bold file that cannot be read: bold text in that script prints in the regular weight.
      boldScripts.push(script.bold && readable(script.bold) ? onDemand(script.bold) : regular);
    }
    const regular = new ShapingTypeface(regularMain, regularScripts);
    const bold = new ShapingTypeface(boldMain, boldScripts);
    return {
      regular,
      bold,
      unicode: true,
      drawable: drawableFilter((code) => regular.covers(code), true),
      async embed() {
        for (const used of faces.values()) await used.embed();
      },
    };
  }
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(regular.getCharacterSet());
  return {
    regular: new StandardTypeface(regular),
    bold: new StandardTypeface(bold),
    unicode: false,
    drawable: drawableFilter((code) => supported.has(code), false),
    // pdf-lib embeds its standard fonts when the document is saved.
    async embed() {},
  };
}
