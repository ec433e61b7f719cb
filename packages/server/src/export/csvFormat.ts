import type { ExportValue } from './exportRecord.ts';

/** The byte order mark some spreadsheet programs (Excel) need to read a CSV file as UTF-8. */
export const utf8Bom = '\uFEFF';

/**
 * A spreadsheet runs a cell that starts with one of these as a formula
 * (OWASP "CSV injection"): = + - @, and tab or carriage return, which some
 * programs skip before looking. Such a cell is written with a leading '.
 */
const formulaStart = /^[=+\-@\t\r]/;

/** One CSV field (RFC 4180): quoted when it holds a comma, quote, CR or LF; quotes doubled. */
export function csvField(value: ExportValue): string {
  if (value === null) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record: fields separated by commas, ended by CRLF (RFC 4180). */
export function csvRow(values: readonly ExportValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
