import type { LookupItem } from '@admissions/contracts';
import { buildLookupIndexData, type IndexedRecordInput, type LookupIndexData } from './lookupIndexData.ts';
import { normalizeSearchText, searchWords } from './normalizeSearchText.ts';

export type { IndexedRecordInput } from './lookupIndexData.ts';

export interface LookupIndex {
  readonly size: number;
  search(query: string, maxResults: number): LookupItem[];
}

/** The first position in the sorted `values` whose value is >= `prefix`. */
function lowerBound(values: readonly string[], prefix: string): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((values[middle] ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** [from, to) of the sorted `values` starting with `prefix`. */
function prefixRange(values: readonly string[], prefix: string): [number, number] {
  const from = lowerBound(values, prefix);
  let to = from;
  // The range ends before the first value that does not start with the prefix.
  let step = 1;
  while (to + step <= values.length && values[to + step - 1]!.startsWith(prefix)) {
    to += step;
    step *= 2;
  }
  while (step > 1) {
    step >>>= 1;
    if (to + step <= values.length && values[to + step - 1]!.startsWith(prefix)) to += step;
  }
  return [from, to];
}

/** Below this many postings for its most selective word, a query reads the postings; above, it scans in rank order. */
const postingsThreshold = 1500;

/** The first index in [low, high) of the ascending `values` whose value is >= `value`. */
function lowerBoundOf(values: Int32Array, value: number, low: number, high: number): number {
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * An in-memory search over one lookup category: every query word (the 8 longest)
 * must start a word of the record (its `words`, as stored in lookup_words);
 * best first the exact name, an exact alias, names starting with the query,
 * then shorter names, then name and id (code-point order).
 *
 * Records are kept in that last order (length, name, id), so a record's
 * position is its rank within each group. The three leading groups come from
 * a prefix range of the sorted names (the exact names open it) and the records
 * with the query's first word among their alias words (then checked for the
 * whole query); the rest from the postings of the most selective word when it
 * has few, else from a walk in rank order that stops at maxResults.
 *
 * The data is compact (lookupIndexData.ts): every server process holds it for
 * as long as it runs. A prefix of the sorted words is a range of places, so
 * "a word of the record starts with the query word" is a binary search of the
 * record's word places for one in that range.
 */
export function buildLookupIndex(records: readonly IndexedRecordInput[]): LookupIndex {
  return searchOver(buildLookupIndexData(records));
}

/** The search over built data (apart from the build, so that nothing of the rows stays reachable from it). */
function searchOver(data: LookupIndexData): LookupIndex {
  const { ids, names, subTexts, aliases, sortedWords, recordWords, wordsStart, postings, postingsBefore } = data;
  const { namesSorted, sortedNames, aliasWords, aliasPostings, aliasPostingsBefore } = data;
  const count = ids.length;

  /** The records whose aliases have the word `word`. */
  const withAliasWord = (word: string): Int32Array => {
    const at = lowerBound(aliasWords, word);
    return aliasWords[at] === word
      ? aliasPostings.subarray(aliasPostingsBefore[at]!, aliasPostingsBefore[at + 1]!)
      : aliasPostings.subarray(0, 0);
  };

  /** Whether record `position` has a word whose place is in [from, to). */
  const hasWordIn = (position: number, from: number, to: number): boolean => {
    const end = wordsStart[position + 1]!;
    const at = lowerBoundOf(recordWords, from, wordsStart[position]!, end);
    return at < end && recordWords[at]! < to;
  };

  return {
    size: count,
    search(query, maxResults) {
      const queryWords = searchWords(query)
        .sort((a, b) => b.length - a.length)
        .slice(0, 8);
      if (queryWords.length === 0 || maxResults < 1) return [];
      const ranges = queryWords.map((word) => prefixRange(sortedWords, word));
      if (ranges.some(([from, to]) => from === to)) return [];
      const normalizedQuery = normalizeSearchText(query);
      const matchesAll = (position: number): boolean => ranges.every(([from, to]) => hasWordIn(position, from, to));

      const chosen: number[] = [];
      const taken = new Set<number>();
      const take = (positions: Iterable<number>): void => {
        for (const position of positions) {
          if (chosen.length >= maxResults) return;
          if (taken.has(position) || !matchesAll(position)) continue;
          taken.add(position);
          chosen.push(position);
        }
      };
      // The exact name, an exact alias, names starting with the query: ORDER BY the three flags
      // (each DESC), then rank. An exact name also starts with the query, and opens its prefix range.
      const [nameFrom, nameTo] = prefixRange(sortedNames, normalizedQuery);
      let exactTo = nameFrom;
      while (exactTo < nameTo && sortedNames[exactTo] === normalizedQuery) exactTo += 1;
      const exact = new Set(namesSorted.subarray(nameFrom, exactTo));
      const paddedQuery = ` ${normalizedQuery} `;
      const alias = new Set(
        withAliasWord(normalizedQuery.split(' ')[0] ?? '').filter((position) =>
          ` ${aliases[position]!} `.includes(paddedQuery),
        ),
      );
      const starts = new Set(namesSorted.subarray(nameFrom, nameTo));
      const flags = (position: number): number =>
        (exact.has(position) ? 0 : 4) + (alias.has(position) ? 0 : 2) + (starts.has(position) ? 0 : 1);
      take([...new Set([...exact, ...alias, ...starts])].sort((a, b) => flags(a) - flags(b) || a - b));
      // The rest, in rank order.
      if (chosen.length < maxResults) {
        let fewest = 0;
        const sizes = ranges.map(([from, to]) => postingsBefore[to]! - postingsBefore[from]!);
        sizes.forEach((size, i) => {
          if (size < sizes[fewest]!) fewest = i;
        });
        if (sizes[fewest]! <= postingsThreshold) {
          const [from, to] = ranges[fewest]!;
          // A position repeats when several words of the range are in its record: take answers it once.
          take(postings.slice(postingsBefore[from]!, postingsBefore[to]!).sort());
        } else {
          for (let position = 0; position < count && chosen.length < maxResults; position += 1) {
            if (!taken.has(position) && matchesAll(position)) {
              taken.add(position);
              chosen.push(position);
            }
          }
        }
      }
      return chosen.map((position) => ({ id: ids[position]!, text: names[position]!, sub_text: subTexts[position]! }));
    },
  };
}
