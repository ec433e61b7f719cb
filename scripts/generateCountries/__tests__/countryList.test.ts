import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countryListFromLibrary, countryListText } from '../countryListFromLibrary.ts';

const listFile = join(import.meta.dirname, '../../../packages/form-core/src/options/countries.json');

describe("form-core's country list", () => {
  it('is what `npm run generate:countries` writes from i18n-iso-countries (run it after updating the library)', () => {
    expect(readFileSync(listFile, 'utf8')).toBe(countryListText(countryListFromLibrary()));
  });

  it("is in an English collator's order, accented names with their letter", () => {
    const names = countryListFromLibrary().map(([, name]) => name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    expect(names.indexOf('Åland Islands')).toBe(names.indexOf('Albania') - 1);
    expect(names.length).toBeGreaterThan(240);
  });
});
