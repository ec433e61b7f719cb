/** What wrapping needs of a font: pdf-lib's PDFFont has this method. */
export interface MeasuringFont {
  widthOfTextAtSize(text: string, size: number): number;
}

/** Advance widths at size 1 by character, per font: each distinct character is measured once. */
const characterWidths = new WeakMap<MeasuringFont, Map<string, number>>();

function widthsOf(font: MeasuringFont): Map<string, number> {
  let widths = characterWidths.get(font);
  if (!widths) {
    widths = new Map();
    characterWidths.set(font, widths);
  }
  return widths;
}

/**
 * Splits text into lines no wider than `width` (long words are broken).
 *
 * Linear in the length of the text: every character's width comes from a
 * per-font cache (a width scales with the size), words are measured once, and
 * a line's width is a running sum. A finished line for which `measureLine`
 * says so (by default every line) is then measured by the font itself
 * (kerning and glyph substitutions can make a real width differ from the
 * sum); the rare line that is still too wide gives up characters to the next
 * one. A line holds at most a page width of characters, so that check costs
 * a constant per line.
 */
export function wrapText(
  text: string,
  font: MeasuringFont,
  size: number,
  width: number,
  measureLine: (line: string) => boolean = () => true,
): string[] {
  const widths = widthsOf(font);
  const charWidth = (char: string): number => {
    let unit = widths.get(char);
    if (unit === undefined) {
      unit = font.widthOfTextAtSize(char, 1);
      widths.set(char, unit);
    }
    return unit * size;
  };
  const space = charWidth(' ');
  const estimated: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    let lineWidth = 0;
    for (const word of paragraph.split(/\s+/)) {
      if (!word) continue;
      let wordWidth = 0;
      for (const char of word) wordWidth += charWidth(char);
      if (line && lineWidth + space + wordWidth <= width) {
        line += ` ${word}`;
        lineWidth += space + wordWidth;
        continue;
      }
      if (line) estimated.push(line);
      if (wordWidth <= width) {
        line = word;
        lineWidth = wordWidth;
        continue;
      }
      // A word wider than the line: cut it where the next character would overflow.
      let piece = '';
      let pieceWidth = 0;
      for (const char of word) {
        const w = charWidth(char);
        if (piece && pieceWidth + w > width) {
          estimated.push(piece);
          piece = '';
          pieceWidth = 0;
        }
        piece += char;
        pieceWidth += w;
      }
      line = piece;
      lineWidth = pieceWidth;
    }
    estimated.push(line);
  }
  return fitMeasured(estimated, font, size, width, measureLine);
}

/**
 * Checks each line with the font's own measure. A line that is still too wide
 * (rare) keeps its longest prefix that fits, found by bisection, and the rest
 * goes on the next line.
 */
function fitMeasured(
  lines: readonly string[],
  font: MeasuringFont,
  size: number,
  width: number,
  measureLine: (line: string) => boolean,
): string[] {
  const fitted: string[] = [];
  for (const line of lines) {
    if (!measureLine(line)) {
      fitted.push(line);
      continue;
    }
    let rest = line;
    for (;;) {
      if (font.widthOfTextAtSize(rest, size) <= width) {
        fitted.push(rest);
        break;
      }
      const chars = Array.from(rest);
      if (chars.length <= 1) {
        fitted.push(rest);
        break;
      }
      let low = 1; // always kept: at least one character per line
      let high = chars.length - 1;
      while (low < high) {
        const middle = Math.ceil((low + high) / 2);
        if (font.widthOfTextAtSize(chars.slice(0, middle).join(''), size) <= width) low = middle;
        else high = middle - 1;
      }
      fitted.push(chars.slice(0, low).join(''));
      rest = chars.slice(low).join('').trimStart();
      if (!rest) break;
    }
  }
  return fitted;
}
