import type { ScriptFontFiles } from './pdfFonts.ts';

const noto = '/usr/share/fonts/truetype/noto';

/**
 * The script fonts the application PDF uses by default, from Debian's
 * fonts-noto-core (Arabic, Hebrew, Devanagari, Bengali, Tamil, Thai; OFL) and
 * fonts-wqy-microhei (Chinese, Japanese kana, Korean Hangul). A character
 * DejaVu Sans lacks, or of one of these scripts, is drawn with the first of
 * them that has it. Only fonts a PDF draws with are embedded, as subsets.
 */
export const debianScriptFonts: readonly ScriptFontFiles[] = [
  ...['Arabic', 'Hebrew', 'Devanagari', 'Bengali', 'Tamil', 'Thai'].map((script) => ({
    regular: `${noto}/NotoSans${script}-Regular.ttf`,
    bold: `${noto}/NotoSans${script}-Bold.ttf`,
  })),
  { regular: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc' },
];

/**
 * PDF_SCRIPT_FONTS: font files separated by commas, each optionally followed
 * by "|" and its bold file ("/fonts/A-Regular.ttf|/fonts/A-Bold.ttf,/fonts/B.ttc").
 */
export function parseScriptFonts(value: string): ScriptFontFiles[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [regular, bold] = entry.split('|').map((path) => path.trim());
      return bold ? { regular: regular!, bold } : { regular: regular! };
    });
}
