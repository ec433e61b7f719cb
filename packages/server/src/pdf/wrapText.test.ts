import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { embedPdfFonts, type PdfFonts } from './pdfFonts.ts';
import { debianScriptFonts } from './scriptFonts.ts';
import { type MeasuringFont, wrapText } from './wrapText.ts';

const dejaVu = {
  regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
};
const size = 10.5;
const width = 504; // US Letter less the margins

/** A font that counts how many characters it was asked to measure, over all calls. */
function counting(font: MeasuringFont): MeasuringFont & { measured: number } {
  const counter = {
    measured: 0,
    widthOfTextAtSize(text: string, at: number) {
      counter.measured += text.length;
      return font.widthOfTextAtSize(text, at);
    },
  };
  return counter;
}

describe('wrapText', () => {
  let fonts: PdfFonts;
  beforeAll(async () => {
    fonts = await embedPdfFonts(await PDFDocument.create(), { ...dejaVu, scripts: debianScriptFonts });
  }, 60_000);

  it('breaks a first name of 6,800 "W" into full lines that each fit and together are the name', () => {
    const name = 'W'.repeat(6800);
    const lines = wrapText(name, fonts.regular, size, width);
    expect(lines.join('')).toBe(name);
    for (const line of lines) expect(fonts.regular.widthOfTextAtSize(line, size)).toBeLessThanOrEqual(width);
    // Every line but the last is full: one more W would not fit.
    for (const line of lines.slice(0, -1)) {
      expect(fonts.regular.widthOfTextAtSize(`${line}W`, size)).toBeGreaterThan(width);
    }
    expect(lines.length).toBe(Math.ceil(6800 / lines[0]!.length));
  });

  it('measures a number of characters proportional to the text, not to its square or cube', () => {
    // The old wrapping measured every prefix of a long word again and again: cubic in the word's length.
    const measuredFor = (text: string) => {
      const font = counting(fonts.regular);
      wrapText(text, font, size, width);
      return font.measured;
    };
    for (const unit of ['W', 'iiii ', 'word ', 'Ωμέγα ']) {
      const small = measuredFor(unit.repeat(Math.ceil(6800 / unit.length)));
      const large = measuredFor(unit.repeat(Math.ceil(27_200 / unit.length)));
      expect(small).toBeLessThanOrEqual(3 * 6800);
      // Four times the text: about four times the work (a character measured once, each line once).
      expect(large / small).toBeGreaterThan(3);
      expect(large / small).toBeLessThan(5);
    }
  });

  it('keeps words whole, joins them up to the width, and keeps paragraphs and empty lines', () => {
    const text = 'Lycée Molière in Paris\n\nEscuela Número Dos ' + 'analytical '.repeat(200);
    const lines = wrapText(text, fonts.regular, size, width);
    expect(lines[0]).toBe('Lycée Molière in Paris');
    expect(lines[1]).toBe('');
    expect(lines.slice(2).join(' ').split(' ')).toEqual(text.split('\n')[2]!.trim().split(' '));
    for (const line of lines) expect(fonts.regular.widthOfTextAtSize(line, size)).toBeLessThanOrEqual(width);
    expect(lines.slice(2, -1).every((line) => !line.startsWith(' ') && !line.endsWith(' '))).toBe(true);
  });

  it("gives a line the font finds wider than its characters' sum to the next line", () => {
    // A font whose real width of a text is 10% more than the sum of its characters (as kerning can make it).
    const wide: MeasuringFont = {
      widthOfTextAtSize: (text, at) => (text.length === 1 ? 6 * at : 6.6 * at * text.length) / 10,
    };
    const lines = wrapText('x'.repeat(1000), wide, 10, 100);
    expect(lines.join('')).toBe('x'.repeat(1000));
    for (const line of lines) expect(wide.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(100);
  });

  it('skips the second measure for lines `measureLine` declines, and those still fit for Latin text', () => {
    const text = 'Zoë Ångström-Lovelace, fiancée of the office staff, filled the ffi and ffl fields. '.repeat(300);
    const font = counting(fonts.regular);
    const lines = wrapText(text, font, size, width, () => false);
    expect(font.measured).toBeLessThan(200); // only the distinct characters
    for (const line of lines) expect(fonts.regular.widthOfTextAtSize(line, size)).toBeLessThanOrEqual(width);
  });

  it('breaks Chinese between ideographs, never before a closing mark, and keeps every character', () => {
    const sentence = '我在北京学习计算机科学，也喜欢音乐。';
    const text = sentence.repeat(40);
    const lines = wrapText(text, fonts.regular, size, width, () => true);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(text);
    for (const line of lines) {
      expect(fonts.regular.widthOfTextAtSize(line, size)).toBeLessThanOrEqual(width);
      expect(line).not.toMatch(/^[，。]/);
    }
    // Full lines: the next piece would not have fitted.
    const first = lines[0]!;
    expect(fonts.regular.widthOfTextAtSize(`${first}${lines[1]![0]}`, size)).toBeGreaterThan(width - size * 2);
  });

  it('joins Japanese to the Latin word before it with its space, and breaks inside the Japanese', () => {
    const text = `Tokyo ${'東京の大学で日本語を勉強しました'.repeat(8)}`;
    const lines = wrapText(text, fonts.regular, size, width, () => true);
    expect(lines[0]!.startsWith('Tokyo 東京の')).toBe(true);
    expect(lines.join('')).toBe(text);
  });

  it('wraps shaped Arabic and Devanagari so each line, as drawn, fits', () => {
    for (const words of ['السلام عليكم أنا أدرس الهندسة ', 'मैं हिन्दी में लिखती हूँ ']) {
      const text = words.repeat(60).trim();
      const lines = wrapText(text, fonts.regular, size, width, () => true);
      expect(lines.length).toBeGreaterThan(2);
      expect(lines.join(' ')).toBe(text);
      for (const line of lines) expect(fonts.regular.widthOfTextAtSize(line, size)).toBeLessThanOrEqual(width);
    }
  });
});
