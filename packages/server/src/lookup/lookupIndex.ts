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
  /** Characters (code points), as PostgreSQL's length() counts them. */
  nameLength: number;
  /** Its search words (lookup_words), sorted. */
  words: string[];
}

export interface LookupIndex {
  readonly size: number;
  search(query: string, maxResults: number): LookupItem[];
}

const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

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

/**
 * An in-memory search over one lookup category: every query word (the 8 longest)
 * must start a word of the record (`words`: record id -> its words, as stored
 * in lookup_words); best first the exact name, an exact alias, names starting
 * with the query, then shorter names, then name and id (code-point order).
 *
 * Records are kept in that last order (length, name, id), so a record's
 * position is its rank within each group. The three leading groups come from
 * a map (exact name), the records with the query's first word among their
 * alias words (then checked for the whole query), and a prefix range
 * of the sorted names; the rest from the postings of the most selective word
 * when it has few, else from a walk in rank order that stops at maxResults.
 */
export function buildLookupIndex(
  records: readonly IndexedRecordInput[],
  words: readonly { word: string; record_id: string }[],
): LookupIndex {
  const wordsOf = new Map<string, string[]>();
  for (const { word, record_id } of words) {
    const list = wordsOf.get(record_id);
    if (list) list.push(word);
    else wordsOf.set(record_id, [word]);
  }
  const indexed: IndexedRecord[] = records
    .map((record) => ({
      ...record,
      nameLength: [...record.name].length,
      words: (wordsOf.get(record.id) ?? []).sort(byCodeUnits),
    }))
    .sort((a, b) => a.nameLength - b.nameLength || byCodeUnits(a.name, b.name) || byCodeUnits(a.id, b.id));

  const postings = new Map<string, number[]>();
  indexed.forEach((record, position) => {
    for (const word of record.words) {
      const list = postings.get(word);
      if (list) list.push(position);
      else postings.set(word, [position]);
    }
  });
  const sortedWords = [...postings.keys()].sort(byCodeUnits);
  const postingLists = sortedWords.map((word) => postings.get(word) ?? []);
  // postingsBefore[i]: postings of the words before sortedWords[i] (the size of a prefix range in O(1)).
  const postingsBefore = [0];
  for (const list of postingLists) postingsBefore.push(postingsBefore.at(-1)! + list.length);

  const byName = new Map<string, number[]>();
  indexed.forEach((record, position) => {
    const list = byName.get(record.normalized_name);
    if (list) list.push(position);
    else byName.set(record.normalized_name, [position]);
  });
  const namesSorted = indexed.map((_, position) => position);
  namesSorted.sort((a, b) => byCodeUnits(indexed[a]!.normalized_name, indexed[b]!.normalized_name) || a - b);
  const sortedNames = namesSorted.map((position) => indexed[position]!.normalized_name);
  // Records by each word of their aliases: the candidates for `(' ' || aliases || ' ') LIKE '% query %'`.
  const byAliasWord = new Map<string, number[]>();
  indexed.forEach((record, position) => {
    for (const word of new Set(record.normalized_aliases.split(' ').filter(Boolean))) {
      const list = byAliasWord.get(word);
      if (list) list.push(position);
      else byAliasWord.set(word, [position]);
    }
  });

  const hasWordStarting = (record: IndexedRecord, prefix: string): boolean => {
    const at = lowerBound(record.words, prefix);
    return at < record.words.length && record.words[at]!.startsWith(prefix);
  };

  return {
    size: indexed.length,
    search(query, maxResults) {
      const queryWords = searchWords(query)
        .sort((a, b) => b.length - a.length)
        .slice(0, 8);
      if (queryWords.length === 0 || maxResults < 1) return [];
      const ranges = queryWords.map((word) => prefixRange(sortedWords, word));
      if (ranges.some(([from, to]) => from === to)) return [];
      const normalizedQuery = normalizeSearchText(query);
      const matchesAll = (record: IndexedRecord): boolean => queryWords.every((word) => hasWordStarting(record, word));

      const chosen: number[] = [];
      const taken = new Set<number>();
      const take = (positions: Iterable<number>): void => {
        for (const position of positions) {
          if (chosen.length >= maxResults) return;
          if (taken.has(position) || !matchesAll(indexed[position]!)) continue;
          taken.add(position);
          chosen.push(position);
        }
      };
      // The exact name, an exact alias, names starting with the query: ORDER BY the three flags
      // (each DESC), then rank. An exact name also starts with the query.
      const exact = new Set(byName.get(normalizedQuery) ?? []);
      const paddedQuery = ` ${normalizedQuery} `;
      const alias = new Set(
        (byAliasWord.get(normalizedQuery.split(' ')[0] ?? '') ?? []).filter((position) =>
          ` ${indexed[position]!.normalized_aliases} `.includes(paddedQuery),
        ),
      );
      const [nameFrom, nameTo] = prefixRange(sortedNames, normalizedQuery);
      const starts = new Set(namesSorted.slice(nameFrom, nameTo));
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
          const candidates = new Set<number>();
          for (let i = from; i < to; i += 1) for (const position of postingLists[i]!) candidates.add(position);
          take([...candidates].sort((a, b) => a - b));
        } else {
          for (let position = 0; position < indexed.length && chosen.length < maxResults; position += 1) {
            if (!taken.has(position) && matchesAll(indexed[position]!)) {
              taken.add(position);
              chosen.push(position);
            }
          }
        }
      }
      return chosen.map((position) => {
        const record = indexed[position]!;
        return { id: record.id, text: record.name, sub_text: record.sub_text };
      });
    },
  };
}
