import type { LookupCategory } from '@admissions/contracts';
import type { LookupRecordInput } from './lookupTypes.ts';
import { parseCsvRecords } from './parseCsv.ts';

/**
 * Records of an imported CSV (`npm run import-lookup -- <category> <file.csv>`):
 * the columns are `id`, `name` and the other lookupRecordFields of
 * @admissions/contracts (ceeb, address_line_1, ...); id and name are
 * required. Throws an Error naming the first problem (missing column, empty
 * id or name, repeated id).
 */
export function readImportedRecords(category: LookupCategory, csv: string): LookupRecordInput[] {
  const rows = parseCsvRecords(csv);
  if (rows.length === 0)
    throw new Error('The CSV file has no records (a header row and at least one record are needed).');
  for (const column of ['id', 'name']) {
    if (!(column in rows[0]!)) throw new Error(`The CSV header must have the column "${column}".`);
  }
  const seen = new Set<string>();
  return rows.map((row, index) => {
    const line = index + 2;
    if (!row.id || !row.name) throw new Error(`Line ${line}: id and name must not be empty.`);
    if (seen.has(row.id)) throw new Error(`Line ${line}: the id "${row.id}" appears more than once.`);
    seen.add(row.id);
    const place = row.state ? [row.city, row.state] : [row.city, row.country];
    return {
      category,
      id: row.id,
      name: row.name,
      sub_text: place.filter(Boolean).join(', '),
      ceeb: row.ceeb || undefined,
      address_line_1: row.address_line_1 || undefined,
      address_line_2: row.address_line_2 || undefined,
      city: row.city || undefined,
      state: row.state || undefined,
      zip: row.zip || undefined,
      country: row.country || undefined,
      source: 'import',
    };
  });
}
