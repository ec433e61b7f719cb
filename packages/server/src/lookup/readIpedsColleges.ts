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

/** `web.mit.edu` -> [`web.mit.edu`, `mit.edu`]: parents down to two labels. */
export function domainAndParents(domain: string): string[] {
  const labels = domain.split('.').filter(Boolean);
  const list: string[] = [];
  for (let start = 0; labels.length - start >= 2; start++) list.push(labels.slice(start).join('.'));
  return list;
}

/**
 * This copy of HD2023 lost the leading zeros of ZIP codes (Cambridge, MA is
 * "2138"); restore them: "2138" -> "02138", "2138-0110" -> "02138-0110".
 */
export function usZip(zip: string): string {
  const match = /^(\d{3,5})(-\d{4})?$/.exec(zip.trim());
  return match ? `${match[1]!.padStart(5, '0')}${match[2] ?? ''}` : zip.trim();
}

export interface IpedsColleges {
  records: LookupRecordInput[];
  /** WEBADDR domains and their parents, to skip the same colleges in the world list. */
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
    if (row.webaddr) for (const domain of domainAndParents(webDomain(row.webaddr))) domains.add(domain);
    records.push({
      category: 'college_ceeb',
      id: `ipeds-${row.unitid}`,
      name,
      sub_text: [city, state].filter(Boolean).join(', '),
      aliases: (row.ialias ?? '')
        .split(/[,;|]/)
        .map((alias) => alias.trim())
        .filter(Boolean),
      address_line_1: row.addr || undefined,
      city: city || undefined,
      state: state || undefined,
      zip: row.zip ? usZip(row.zip) : undefined,
      country: 'USA',
      source: 'ipeds',
    });
  }
  return { records, domains };
}
