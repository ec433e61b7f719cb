// `npm run generate:countries`: writes form-core's country list (packages/form-core/src/options/countries.json)
// from i18n-iso-countries (see countryListFromLibrary.ts). Commit the output; a unit test fails when it drifts,
// e.g. after the library is updated.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { countryListFromLibrary, countryListText } from './countryListFromLibrary.ts';

export const countryListPath = 'packages/form-core/src/options/countries.json';

const file = join(import.meta.dirname, '../..', countryListPath);
const text = countryListText(countryListFromLibrary());
if (readFileSync(file, 'utf8') !== text) {
  writeFileSync(file, text);
  process.stdout.write(`wrote ${countryListPath}\n`);
}
