import type { LookupCategory, LookupRecordField } from '@admissions/contracts';

/** A record as stored: the fields that fill the answers (lookupRecordFields) plus the search text. */
export interface LookupRecordInput extends Partial<Record<Exclude<LookupRecordField, 'name'>, string>> {
  category: LookupCategory;
  id: string;
  name: string;
  sub_text: string;
  /** Other names it is searched by (IPEDS IALIAS: "MIT, M.I.T."). */
  aliases?: string[];
  source: 'ipeds' | 'hipo' | 'import';
}
