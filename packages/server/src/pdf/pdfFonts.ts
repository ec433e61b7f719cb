import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { type PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';

export interface FontFiles {
  regular: string;
  bold: string;
}

export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
  /** True when the TrueType fonts were embedded (Unicode); false on the Helvetica fallback. */
  unicode: boolean;
  /** The text with characters the font cannot draw replaced by "?" (never throws while drawing). */
  drawable(text: string): string;
}

const fontBytes = new Map<string, Uint8Array | null>();

function readFont(path: string): Uint8Array | null {
  if (!fontBytes.has(path)) {
    try {
      // A plain Uint8Array (not a Buffer): pdf-lib checks the type against the global constructor.
      fontBytes.set(path, new Uint8Array(readFileSync(path)));
    } catch {
      fontBytes.set(path, null);
    }
  }
  return fontBytes.get(path) ?? null;
}

/** Characters the font has glyphs for, computed once per embedded font. */
function drawableFilter(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet());
  return (text) =>
    Array.from(text.normalize('NFC'), (char) => {
      const code = char.codePointAt(0)!;
      if (char === '\n' || char === '\t') return ' ';
      if (code < 0x20) return '';
      return supported.has(code) ? char : '?';
    }).join('');
}

/**
 * Embeds DejaVu Sans (subset) so names in Latin, Greek, Cyrillic and many
 * other scripts print as typed. Without the font files it falls back to
 * Helvetica (WinAnsi) and replaces what it cannot draw with "?".
 * Scripts DejaVu lacks (CJK, for example) also become "?".
 */
export async function embedPdfFonts(doc: PDFDocument, files: FontFiles): Promise<PdfFonts> {
  const regularBytes = readFont(files.regular);
  const boldBytes = readFont(files.bold);
  if (regularBytes && boldBytes) {
    doc.registerFontkit(fontkit);
    const regular = await doc.embedFont(regularBytes, { subset: true });
    const bold = await doc.embedFont(boldBytes, { subset: true });
    const filterRegular = drawableFilter(regular);
    return { regular, bold, unicode: true, drawable: filterRegular };
  }
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  return { regular, bold, unicode: false, drawable: drawableFilter(regular) };
}
