import type { LookupCategory } from '@admissions/contracts';

/** A record as stored: the fields that fill the answers plus the search text. */
export interface LookupRecordInput {
  category: LookupCategory;
  id: string;
  name: string;
  sub_text: string;
  /** Other names it is searched by (IPEDS IALIAS: "MIT, M.I.T."). */
  aliases?: string[];
  ceeb?: string;
  address_line_1?: string;
  address_line_2?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
  source: 'ipeds' | 'hipo' | 'import';
}
