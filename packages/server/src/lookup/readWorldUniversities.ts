import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import countries from 'i18n-iso-countries';
import type { LookupRecordInput } from './lookupTypes.ts';
import { domainAndParents } from './readIpedsColleges.ts';

interface HipoUniversity {
  name: string;
  domains?: string[];
  country: string;
  alpha_two_code: string;
}

/**
 * Universities from the Hipo world list (name and country only). US entries
 * whose domain is an IPEDS college's web address (or a parent or subdomain
 * of it) are skipped: IPEDS has them with an address. Repeated name+country
 * pairs are kept once.
 */
export function readWorldUniversities(file: string, ipedsDomains: ReadonlySet<string>): LookupRecordInput[] {
  const universities = JSON.parse(readFileSync(file, 'utf8')) as HipoUniversity[];
  const records: LookupRecordInput[] = [];
  const seen = new Set<string>();
  for (const university of universities) {
    const name = university.name?.trim();
    if (!name || !university.country) continue;
    const isUs = university.alpha_two_code === 'US';
    const domains = (university.domains ?? []).flatMap((domain) => domainAndParents(domain.toLowerCase()));
    if (isUs && domains.some((domain) => ipedsDomains.has(domain))) continue;
    const identity = `${name.toLowerCase()}|${university.alpha_two_code}`;
    if (seen.has(identity)) continue;
    seen.add(identity);
    records.push({
      category: 'college_ceeb',
      id: `hipo-${createHash('sha1').update(identity).digest('hex').slice(0, 12)}`,
      name,
      sub_text: university.country,
      country: countries.alpha2ToAlpha3(university.alpha_two_code) ?? undefined,
      source: 'hipo',
    });
  }
  return records;
}
