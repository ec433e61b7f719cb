// Letters that Unicode NFKD does not decompose into a base letter plus marks.
const foldedLetters: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * Search form of a text: accents stripped (NFKD, marks removed), lower-cased,
 * apostrophes dropped ("Mary's" -> "marys"), anything else that is not a
 * letter or digit becomes a space. Used for both the stored words and the query.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => foldedLetters[letter] ?? letter)
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The distinct words of a text's search form. */
export function searchWords(text: string): string[] {
  const normalized = normalizeSearchText(text);
  return normalized === '' ? [] : [...new Set(normalized.split(' '))];
}

/** Search form of an alias: dots dropped first, so "M.I.T." reads "mit". */
export function normalizeAlias(alias: string): string {
  return normalizeSearchText(alias.replace(/\./g, ''));
}
