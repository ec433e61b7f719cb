import { describe, expect, it } from 'vitest';
import { buildLookupIndex, type IndexedRecordInput } from './lookupIndex.ts';
import { normalizeAlias, normalizeSearchText, searchWords } from './normalizeSearchText.ts';

function record(id: string, name: string, aliases: string[] = []): IndexedRecordInput {
  const normalizedAliases = aliases.map(normalizeAlias).join(' ');
  return {
    id,
    name,
    normalized_name: normalizeSearchText(name),
    normalized_aliases: normalizedAliases,
    sub_text: `sub ${id}`,
    words: [...new Set([...searchWords(name), ...normalizedAliases.split(' ').filter(Boolean)])].join(' '),
  };
}

const records = [
  record('1', 'Massachusetts Institute of Technology', ['MIT']),
  record('2', 'Mitchell College'),
  record('3', 'Universidade de São Paulo'),
  record('4', 'Mit'),
  record('5', 'Michigan State University'),
  record('6', 'University of Michigan'),
  record('7', 'Saint Mary’s College'),
  record('8', 'Merced College', ['Merced Community College District']),
  record('9', 'Community College of Baltimore County', ['CCBC', 'Community College of Baltimore County Essex']),
];
const index = buildLookupIndex(records);
const ids = (query: string, max = 10): string[] => index.search(query, max).map((item) => item.id);

describe('buildLookupIndex', () => {
  it('matches every query word as a word prefix, in any order, ignoring case and accents', () => {
    expect(ids('univ mich')).toEqual(['6', '5']);
    expect(ids('MICH UNIV')).toEqual(['6', '5']);
    expect(ids('sao paulo')).toEqual(['3']);
    expect(ids('marys')).toEqual(['7']);
    expect(ids('zzz')).toEqual([]);
    expect(ids('   ')).toEqual([]);
  });

  it('ranks the exact name, then an exact alias, then names starting with the query, then shorter names', () => {
    // "Mit" is the exact name; MIT is the alias of the institute; "Mitchell" starts with "mit".
    expect(ids('mit')).toEqual(['4', '1', '2']);
    expect(ids('mi')).toEqual(['4', '2', '5', '6', '1']);
    // Among alias matches, a name starting with the query comes first, however long.
    expect(ids('community college')).toEqual(['9', '8']);
  });

  it('answers items with the display name and sub text, at most maxResults of them', () => {
    expect(index.search('mit', 1)).toEqual([{ id: '4', text: 'Mit', sub_text: 'sub 4' }]);
    expect(index.search('mit', 0)).toEqual([]);
    expect(index.size).toBe(records.length);
  });

  it('reads the words in any order, skips records without words, and answers a record once however many words match', () => {
    const other = buildLookupIndex([
      { ...record('a', 'Saint Saints College'), words: 'saints college saint' },
      { ...record('b', 'Sa'), words: null },
      { ...record('c', 'Salem College'), words: '' },
      record('d', 'Samford University'),
    ]);
    const otherIds = (query: string): string[] => other.search(query, 10).map((item) => item.id);
    expect(otherIds('sa')).toEqual(['d', 'a']);
    expect(otherIds('saint col')).toEqual(['a']);
    expect(otherIds('salem')).toEqual([]);
    expect(other.size).toBe(4);
  });
});
