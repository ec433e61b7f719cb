import type { LookupCategory, LookupItem } from '@admissions/contracts';
import type { Queryable } from '../db/database.ts';
import { lookupRepository } from './lookupRepository.ts';
import type { LookupChanges } from './lookupChanges.ts';
import { buildLookupIndex, type LookupIndex } from './lookupIndex.ts';

export interface LookupSearchCache {
  /** Searches the category's in-memory index, rebuilt first when the category changed in the database. */
  search(category: LookupCategory, query: string, maxResults: number): Promise<LookupItem[]>;
}

export interface LookupSearchCacheOptions {
  /** How often a category's version is read from the database (default 1 s). */
  versionCheckMs?: number;
  /** The changes committed through this server; without it only the periodic check sees an import. */
  changes?: LookupChanges;
  /** A monotonic clock in ms (tests). */
  now?: () => number;
}

/** A change made on another node shows within this long. */
export const lookupVersionCheckMs = 1000;

interface BuiltIndex {
  version: number;
  index: Promise<LookupIndex>;
  /** When the version was last read, and the local change count then. */
  checkedAt: number;
  localChanges: number;
}

/**
 * One in-memory index per lookup category and server node (see
 * docs/performance.md, "Lookup"). The category's version (one primary-key
 * read, about 0.6 ms on PGlite: half of a search) is read at most once per
 * `versionCheckMs`, and at once after a change committed by this process;
 * when an import has moved it on, the index is rebuilt from the tables before
 * the search. So an import through this node shows from the next keystroke,
 * and one made elsewhere within a second. Concurrent searches share one
 * rebuild.
 */
export function createLookupSearchCache(db: Queryable, options: LookupSearchCacheOptions = {}): LookupSearchCache {
  const versionCheckMs = options.versionCheckMs ?? lookupVersionCheckMs;
  const now = options.now ?? (() => performance.now());
  const changes = options.changes;
  const built = new Map<LookupCategory, BuiltIndex>();

  const indexFor = async (category: LookupCategory): Promise<LookupIndex> => {
    const current = built.get(category);
    const checkedAt = now();
    const localChanges = changes?.count ?? 0;
    if (current && current.localChanges === localChanges && checkedAt - current.checkedAt < versionCheckMs) {
      return current.index;
    }
    const version = await lookupRepository.version(db, category);
    const latest = built.get(category);
    if (latest && latest.version === version) {
      if (checkedAt > latest.checkedAt) Object.assign(latest, { checkedAt, localChanges });
      return latest.index;
    }
    // Read after the version: an import committing in between leaves a newer index under an
    // older version, which the next check replaces; never an older index under a newer version.
    const index = lookupRepository.indexSource(db, category).then(buildLookupIndex);
    built.set(category, { version, index, checkedAt, localChanges });
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
