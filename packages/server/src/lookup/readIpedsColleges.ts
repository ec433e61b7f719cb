import { readFileSync } from 'node:fs';
import type { LookupRecordInput } from './lookupTypes.ts';
import { parseCsvRecords } from './parseCsv.ts';

/** `www.aamu.edu/` or `https://www.uab.edu/` -> `aamu.edu`, `uab.edu`. */
export function webDomain(address: string): string {
  return address
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\d*\./, '')
    .split(/[/?#:]/)[0]!;
}

export interface IpedsColleges {
  records: LookupRecordInput[];
  /** WEBADDR domains, to skip the same colleges in the world list. */
  domains: Set<string>;
}

/** US colleges from the IPEDS HD2023 directory file (with street address). */
export function readIpedsColleges(file: string): IpedsColleges {
  const records: LookupRecordInput[] = [];
  const domains = new Set<string>();
  for (const row of parseCsvRecords(readFileSync(file, 'utf8'))) {
    const name = row.instnm ?? '';
    if (!row.unitid || name === '') continue;
    const city = row.city ?? '';
    const state = row.stabbr ?? '';
    if (row.webaddr) domains.add(webDomain(row.webaddr));
    records.push({
      category: 'college_ceeb',
      id: `ipeds-${row.unitid}`,
      name,
      sub_text: [city, state].filter(Boolean).join(', '),
      address_line_1: row.addr || undefined,
      city: city || undefined,
      state: state || undefined,
      zip: row.zip || undefined,
      country: 'USA',
      source: 'ipeds',
    });
  }
  return { records, domains };
}
