/**
 * RFC 4180 CSV: quoted fields (with "" for a quote, and line breaks inside
 * quotes), CRLF or LF line ends, a UTF-8 byte-order mark ignored. Returns
 * rows of fields; blank lines are skipped.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = (): void => {
    row.push(field);
    if (!(row.length === 1 && row[0] === '')) rows.push(row);
    row = [];
    field = '';
  };
  for (; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else field += char;
  }
  if (quoted) throw new Error('The CSV ends inside a quoted field.');
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/** CSV rows as objects keyed by the (trimmed, lower-cased) header names. */
export function parseCsvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  const names = header.map((name) => name.trim().toLowerCase());
  return rows.map((fields) => Object.fromEntries(names.map((name, index) => [name, (fields[index] ?? '').trim()])));
}
