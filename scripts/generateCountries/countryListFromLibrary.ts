import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };

/** One country: its ISO 3166-1 alpha-3 code and its official English name. */
export type CountryEntry = readonly [alpha3: string, name: string];

/**
 * The key a name sorts by: lower case, accents dropped ("Åland Islands" with the A's). For these English names
 * it gives an English collator's order (the test compares the two).
 */
const sortKey = (name: string): string =>
  (/[^\x20-\x7e]/.test(name) ? name.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : name).toLowerCase();

/**
 * Every country i18n-iso-countries knows, as alpha-3 code and official English name (the first of a locale's
 * names), sorted by name: the list form-core ships in packages/form-core/src/options/countries.json, so the
 * browser gets 250 pairs instead of the library's code table and name lists, and sorts nothing.
 */
export function countryListFromLibrary(): CountryEntry[] {
  countries.registerLocale(english);
  return Object.entries(countries.getNames('en', { select: 'official' }))
    .map(([alpha2, name]): CountryEntry => [countries.alpha2ToAlpha3(alpha2) ?? '', name])
    .filter(([alpha3]) => alpha3 !== '')
    .map((entry) => ({ entry, key: sortKey(entry[1]) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ entry }) => entry);
}

/** The file's text as Prettier writes it: one pair per line, so a changed name shows as one changed line. */
export function countryListText(list: readonly CountryEntry[]): string {
  return `[\n${list.map(([alpha3, name]) => `  [${JSON.stringify(alpha3)}, ${JSON.stringify(name)}]`).join(',\n')}\n]\n`;
}
