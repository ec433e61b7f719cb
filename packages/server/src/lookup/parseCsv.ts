import { CsvError, parse } from 'csv-parse/sync';

/**
 * RFC 4180 CSV through csv-parse: quoted fields (with "" for a quote, and
 * line breaks inside quotes), CRLF or LF line ends, a UTF-8 byte-order mark
 * ignored, blank lines skipped. Rows may have different numbers of fields
 * and a quote inside an unquoted field is kept as it is: staff export these
 * files from spreadsheets, and a row with a missing column is reported by
 * the importer, not refused here. Returns rows of fields.
 */
export function parseCsv(text: string): string[][] {
  try {
    return parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, relax_quotes: true });
  } catch (error) {
    if (error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED') {
      throw new Error('The CSV ends inside a quoted field.');
    }
    if (error instanceof CsvError) throw new Error(`The CSV file cannot be read: ${error.message}`);
    throw error;
  }
}

/** CSV rows as objects keyed by the (trimmed, lower-cased) header names. */
export function parseCsvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  const names = header.map((name) => name.trim().toLowerCase());
  return rows.map((fields) => Object.fromEntries(names.map((name, index) => [name, (fields[index] ?? '').trim()])));
}
