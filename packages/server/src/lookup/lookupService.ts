import type { LookupCategory, LookupRecord } from '@admissions/contracts';
import type { Queryable } from '../db/database.ts';
import { lookupRepository } from './lookupRepository.ts';

/** The local lookup data the find route reads beside the search index: one record by its id. */
export const lookupService = {
  async record(db: Queryable, category: LookupCategory, id: string): Promise<LookupRecord | undefined> {
    return lookupRepository.find(db, category, id);
  },
};
