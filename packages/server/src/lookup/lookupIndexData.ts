/** One record as the index needs it (the columns of lookup_records the search reads, and its words). */
export interface IndexedRecordInput {
  id: string;
  name: string;
  normalized_name: string;
  normalized_aliases: string;
  sub_text: string;
  /** Its search words (lookup_words) joined by spaces; null or '' when it has none. */
  words: string | null;
}

/**
 * What the search reads, by position (records in rank order: name length in
 * characters, name, id). Strings are kept once; every list of numbers is a
 * typed array, and a list per word or per record is a slice of one of them:
 * `list[before[i]] .. list[before[i + 1]]`.
 */
export interface LookupIndexData {
  /** By position: what an answer shows, and the normalized aliases the exact-alias check reads. */
  ids: string[];
  names: string[];
  subTexts: string[];
  aliases: string[];
  /** The distinct search words, in code-unit order; a word's place is its index here. */
  sortedWords: string[];
  /** Record p's words: the places recordWords[wordsStart[p]] .. [wordsStart[p + 1]], ascending. */
  recordWords: Int32Array;
  wordsStart: Int32Array;
  /** The positions of the records with the word at place w, ascending: postings[postingsBefore[w]] .. [postingsBefore[w + 1]]. */
  postings: Int32Array;
  postingsBefore: Int32Array;
  /** Positions in order of normalized name (then position), and those names in that order. */
  namesSorted: Int32Array;
  sortedNames: string[];
  /** The distinct words of the aliases, in code-unit order, and the positions of the records having each. */
  aliasWords: string[];
  aliasPostings: Int32Array;
  aliasPostingsBefore: Int32Array;
}

export const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Characters (code points), as PostgreSQL's length() counts them. */
function codePointLength(text: string): number {
  let length = 0;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is one character.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i += 1;
    }
    length += 1;
  }
  return length;
}

/**
 * Lists keyed by word, flattened: the distinct words in code-unit order, and
 * each one's numbers as a slice of one typed array (in the order they came).
 */
function flattenByWord(lists: ReadonlyMap<string, readonly number[]>): {
  words: string[];
  values: Int32Array;
  before: Int32Array;
} {
  const words = [...lists.keys()].sort(byCodeUnits);
  const before = new Int32Array(words.length + 1);
  words.forEach((word, i) => {
    before[i + 1] = before[i]! + lists.get(word)!.length;
  });
  const values = new Int32Array(before[words.length]!);
  words.forEach((word, i) => values.set(lists.get(word)!, before[i]!));
  return { words, values, before };
}

/**
 * Builds the search data of a category from its rows. Only what the search
 * reads is kept: the rows, their word strings and the maps used while
 * building are left to the garbage collector.
 */
export function buildLookupIndexData(records: readonly IndexedRecordInput[]): LookupIndexData {
  const count = records.length;
  const nameLengths = records.map((record) => codePointLength(record.name));
  // order[position]: the index in `records` of the record at that rank.
  const order = Array.from({ length: count }, (_, i) => i).sort(
    (a, b) =>
      nameLengths[a]! - nameLengths[b]! ||
      byCodeUnits(records[a]!.name, records[b]!.name) ||
      byCodeUnits(records[a]!.id, records[b]!.id),
  );
  const ranked = order.map((i) => records[i]!);

  // Each record's words as numbers of the distinct words (numbered as first met).
  const numberOf = new Map<string, number>();
  const distinct: string[] = [];
  const wordsStart = new Int32Array(count + 1);
  const metNumbers: number[] = [];
  ranked.forEach((record, position) => {
    for (const word of record.words?.split(' ') ?? []) {
      if (word === '') continue;
      let number = numberOf.get(word);
      if (number === undefined) {
        number = distinct.length;
        distinct.push(word);
        numberOf.set(word, number);
      }
      metNumbers.push(number);
    }
    wordsStart[position + 1] = metNumbers.length;
  });
  const byWord = distinct.map((_, number) => number).sort((a, b) => byCodeUnits(distinct[a]!, distinct[b]!));
  const sortedWords = byWord.map((number) => distinct[number]!);
  const placeOf = new Int32Array(distinct.length);
  byWord.forEach((number, place) => {
    placeOf[number] = place;
  });
  const recordWords = Int32Array.from(metNumbers, (number) => placeOf[number]!);
  for (let position = 0; position < count; position += 1) {
    recordWords.subarray(wordsStart[position]!, wordsStart[position + 1]!).sort();
  }

  const postingsBefore = new Int32Array(sortedWords.length + 1);
  for (const place of recordWords) postingsBefore[place + 1]! += 1;
  for (let place = 0; place < sortedWords.length; place += 1) postingsBefore[place + 1]! += postingsBefore[place]!;
  const postings = new Int32Array(recordWords.length);
  const filled = postingsBefore.slice(0, sortedWords.length);
  // Positions ascending, so each word's postings come out ascending.
  for (let position = 0; position < count; position += 1) {
    for (let k = wordsStart[position]!; k < wordsStart[position + 1]!; k += 1) {
      const place = recordWords[k]!;
      postings[filled[place]!] = position;
      filled[place]! += 1;
    }
  }

  const namesSorted = Int32Array.from(
    Array.from({ length: count }, (_, position) => position).sort(
      (a, b) => byCodeUnits(ranked[a]!.normalized_name, ranked[b]!.normalized_name) || a - b,
    ),
  );
  const sortedNames = Array.from(namesSorted, (position) => ranked[position]!.normalized_name);

  const aliasLists = new Map<string, number[]>();
  ranked.forEach((record, position) => {
    for (const word of new Set(record.normalized_aliases.split(' ').filter(Boolean))) {
      const list = aliasLists.get(word);
      if (list) list.push(position);
      else aliasLists.set(word, [position]);
    }
  });
  const byAliasWord = flattenByWord(aliasLists);

  return {
    ids: ranked.map((record) => record.id),
    names: ranked.map((record) => record.name),
    subTexts: ranked.map((record) => record.sub_text),
    aliases: ranked.map((record) => record.normalized_aliases),
    sortedWords,
    recordWords,
    wordsStart,
    postings,
    postingsBefore,
    namesSorted,
    sortedNames,
    aliasWords: byAliasWord.words,
    aliasPostings: byAliasWord.values,
    aliasPostingsBefore: byAliasWord.before,
  };
}
