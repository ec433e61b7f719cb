import type { ExportValue } from './exportRecord.ts';

/** The byte order mark some spreadsheet programs (Excel) need to read a CSV file as UTF-8. */
export const utf8Bom = '\uFEFF';

/**
 * A cell holding any of these is quoted (RFC 4180): the quote and line
 * breaks, and every separator a spreadsheet's reader may have chosen (comma;
 * semicolon where the decimal mark is a comma; tab; pipe).
 */
const needsQuotes = /[",;\t|\r\n]/;

/**
 * Where a spreadsheet may start a cell, whatever separator its reader uses:
 * the start of our cell, and right after any separator character or line
 * break inside it. Quoting does not keep such a piece inside its cell: a
 * reader on another separator only honours a quote that opens one of its own
 * fields, so for it our quoted cell starts mid-field and the piece after the
 * separator is a cell of its own (and after a line break, the first cell of
 * a row). A piece is run as a formula when it starts with = + - or @, or
 * their full-width forms, behind any spaces a reader may trim and quotes it
 * may strip. Such a piece gets a ' in front (shown, never run).
 */
const formulaPiece = /(^|[,;\t|\r\n])(?=[ \u00a0"]*[=+\-@\uff1d\uff0b\uff0d\uff20])/gu;

/** Some programs skip a leading tab or carriage return before looking for a formula: such a cell gets a ' too. */
const skippedStart = /^[\t\r]/;

/**
 * The text of one cell for any CSV file we write, and whether it must be
 * quoted: applicant text that a spreadsheet could split into a formula
 * cell, or run as one, on any of the separators above, gets a ' in front of
 * each such piece and is quoted. Numbers and booleans are our own values,
 * not applicant text, and are written as they are.
 */
export function neutralisedCell(value: ExportValue): { text: string; quoted: boolean } {
  if (value === null) return { text: '', quoted: false };
  if (typeof value !== 'string') return { text: String(value), quoted: false };
  let text = value.replace(formulaPiece, "$1'");
  if (skippedStart.test(value)) text = `'${text}`;
  return { text, quoted: text !== value || needsQuotes.test(text) };
}

/** One CSV field (RFC 4180, quotes doubled inside a quoted field), neutralised by neutralisedCell. */
export function csvField(value: ExportValue): string {
  const { text, quoted } = neutralisedCell(value);
  return quoted ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record: fields separated by commas, ended by CRLF (RFC 4180). Every CSV file we write is made of these. */
export function csvRow(values: readonly ExportValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
