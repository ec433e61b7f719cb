import type { LookupItem } from '@admissions/contracts';
import { normalizeSearchText, searchWords } from './normalizeSearchText.ts';

/** One record as the index needs it (the columns of lookup_records the search reads). */
export interface IndexedRecordInput {
  id: string;
  name: string;
  normalized_name: string;
  normalized_aliases: string;
  sub_text: string;
}

interface IndexedRecord extends IndexedRecordInput {
  /** ` alias1 alias2 ` (spaces around), to find a whole alias with includes(). */
  paddedAliases: string;
  /** Characters (code points), as PostgreSQL's length() counts them. */
  nameLength: number;
}

export interface LookupIndex {
  readonly size: number;
  search(query: string, maxResults: number): LookupItem[];
}

const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The first position in the sorted `words` whose word is >= `prefix`. */
function lowerBound(words: readonly string[], prefix: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((words[middle] ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * An in-memory search over one lookup category, with the same answers as the
 * SQL search in lookupRepository.search: every query word (the 8 longest)
 * must start a word of the record (`words`: record id -> its words, as stored
 * in lookup_words); best first the exact name, an exact alias, names starting
 * with the query, then shorter names, then name and id (code-point order).
 */
export function buildLookupIndex(
  records: readonly IndexedRecordInput[],
  words: readonly { word: string; record_id: string }[],
): LookupIndex {
  const indexed: IndexedRecord[] = records.map((record) => ({
    ...record,
    paddedAliases: ` ${record.normalized_aliases} `,
    nameLength: [...record.name].length,
  }));
  const positionOf = new Map(indexed.map((record, position) => [record.id, position]));
  const postings = new Map<string, number[]>();
  for (const { word, record_id } of words) {
    const position = positionOf.get(record_id);
    if (position === undefined) continue;
    const list = postings.get(word);
    if (list) list.push(position);
    else postings.set(word, [position]);
  }
  const sortedWords = [...postings.keys()].sort(byCodeUnits);
  const postingLists = sortedWords.map((word) => postings.get(word) ?? []);

  /** The records with a word starting with `prefix`. */
  const matching = (prefix: string): Set<number> => {
    const found = new Set<number>();
    for (let i = lowerBound(sortedWords, prefix); i < sortedWords.length; i += 1) {
      if (!sortedWords[i]!.startsWith(prefix)) break;
      for (const position of postingLists[i]!) found.add(position);
    }
    return found;
  };

  return {
    size: indexed.length,
    search(query, maxResults) {
      const queryWords = searchWords(query)
        .sort((a, b) => b.length - a.length)
        .slice(0, 8);
      if (queryWords.length === 0 || maxResults < 1) return [];
      const normalizedQuery = normalizeSearchText(query);
      // Longest word first: usually the fewest records, so the intersection shrinks fast.
      let candidates = matching(queryWords[0]!);
      for (const word of queryWords.slice(1)) {
        if (candidates.size === 0) break;
        const next = matching(word);
        candidates = new Set([...candidates].filter((position) => next.has(position)));
      }
      const ranked = [...candidates].map((position) => {
        const record = indexed[position]!;
        return {
          record,
          // 0 ranks first, as `... DESC` on a boolean does.
          exact: record.normalized_name === normalizedQuery ? 0 : 1,
          alias: record.paddedAliases.includes(` ${normalizedQuery} `) ? 0 : 1,
          starts: record.normalized_name.startsWith(normalizedQuery) ? 0 : 1,
        };
      });
      ranked.sort(
        (a, b) =>
          a.exact - b.exact ||
          a.alias - b.alias ||
          a.starts - b.starts ||
          a.record.nameLength - b.record.nameLength ||
          byCodeUnits(a.record.name, b.record.name) ||
          byCodeUnits(a.record.id, b.record.id),
      );
      return ranked
        .slice(0, maxResults)
        .map(({ record }) => ({ id: record.id, text: record.name, sub_text: record.sub_text }));
    },
  };
}
