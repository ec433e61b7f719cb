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

/** Chinese and Japanese: a line may break between any two of these characters, spaces or not. */
const ideographic = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;
/** Closing marks and punctuation never start a line; they stay after the character before them. */
const noBreakBefore = /[\p{Pe}\p{Pf}\p{Po}\u30fc\u3005]/u;
/** Opening marks never end a line. */
const noBreakAfter = /[\p{Ps}\p{Pi}]/u;

/** A word cut where a line may break inside it: around each ideograph, never before a closing mark or after an opening one. */
function breakablePieces(word: string): string[] {
  if (!ideographic.test(word)) return [word];
  const pieces: string[] = [];
  let piece = '';
  let previous = '';
  for (const char of word) {
    const breaks =
      piece !== '' &&
      (ideographic.test(char) || ideographic.test(previous)) &&
      !noBreakBefore.test(char) &&
      !noBreakAfter.test(previous);
    if (breaks) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
    previous = char;
  }
  pieces.push(piece);
  return pieces;
}

/**
 * Splits text into lines no wider than `width` (long words are broken;
 * Chinese and Japanese break between ideographs).
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
    const place = (piece: string, glue: string, glueWidth: number) => {
      let pieceWidth = 0;
      for (const char of piece) pieceWidth += charWidth(char);
      if (line && lineWidth + glueWidth + pieceWidth <= width) {
        line += `${glue}${piece}`;
        lineWidth += glueWidth + pieceWidth;
        return;
      }
      if (line) estimated.push(line);
      if (pieceWidth <= width) {
        line = piece;
        lineWidth = pieceWidth;
        return;
      }
      // A word wider than the line: cut it where the next character would overflow.
      let cut = '';
      let cutWidth = 0;
      for (const char of piece) {
        const w = charWidth(char);
        if (cut && cutWidth + w > width) {
          estimated.push(cut);
          cut = '';
          cutWidth = 0;
        }
        cut += char;
        cutWidth += w;
      }
      line = cut;
      lineWidth = cutWidth;
    };
    for (const word of paragraph.split(/\s+/)) {
      if (!word) continue;
      const pieces = breakablePieces(word);
      place(pieces[0]!, ' ', space);
      for (let i = 1; i < pieces.length; i++) place(pieces[i]!, '', 0);
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
