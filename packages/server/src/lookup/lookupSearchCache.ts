import type { LookupCategory, LookupItem } from '@admissions/contracts';
import type { Queryable } from '../db/database.ts';
import { lookupRepository } from '../repositories/lookupRepository.ts';
import { buildLookupIndex, type LookupIndex } from './lookupIndex.ts';

export interface LookupSearchCache {
  /** Searches the category's in-memory index, rebuilt first when the category changed in the database. */
  search(category: LookupCategory, query: string, maxResults: number): Promise<LookupItem[]>;
}

/**
 * One in-memory index per lookup category and server node (see
 * docs/performance.md, "Lookup"). Each search first reads the category's
 * version (one primary-key read); when an import (on any node, or the admin
 * CLI) has moved it on, the index is rebuilt from the tables before the
 * search, so a new import shows from the next keystroke. Concurrent searches
 * share one rebuild.
 */
export function createLookupSearchCache(db: Queryable): LookupSearchCache {
  const built = new Map<LookupCategory, { version: number; index: Promise<LookupIndex> }>();

  const indexFor = async (category: LookupCategory): Promise<LookupIndex> => {
    const version = await lookupRepository.version(db, category);
    const current = built.get(category);
    if (current && current.version === version) return current.index;
    // Read after the version: an import committing in between leaves a newer index under an
    // older version, which the next search replaces; never an older index under a newer version.
    const index = lookupRepository
      .indexSource(db, category)
      .then(({ records, words }) => buildLookupIndex(records, words));
    built.set(category, { version, index });
    index.catch(() => {
      if (built.get(category)?.index === index) built.delete(category);
    });
    return index;
  };

  return {
    async search(category, query, maxResults) {
      return (await indexFor(category)).search(query, maxResults);
    },
  };
}
