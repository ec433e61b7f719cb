import { type LookupCategoriesResponse, type LookupCategory, lookupCategories } from '@admissions/contracts';
import type { Queryable } from '../db/database.ts';
import { type AddressLookupProvider, emptyAddressLookupProvider } from './addressLookupProvider.ts';

/** The categories searched in the database (the address category asks its provider). */
export const storedLookupCategories = lookupCategories.filter(
  (category): category is Exclude<LookupCategory, 'address'> => category !== 'address',
);

/** What one category holds: its records and how many of them carry a CEEB code. */
export interface LookupCategoryContents {
  records: number;
  withCeeb: number;
}

export interface LookupAvailability {
  /** Whether each category has anything to search (a cheap check, fit for every /readyz). */
  read(): Promise<LookupCategoriesResponse>;
  /** Record counts of the stored categories (for the start-up log). */
  contents(): Promise<Record<(typeof storedLookupCategories)[number], LookupCategoryContents>>;
}

/**
 * Which lookup categories can answer a search. A stored category has data
 * when it has one record (an index probe on its primary key, not a count);
 * the address category when a provider is plugged in (the embedded default
 * suggests nothing).
 */
export function createLookupAvailability(db: Queryable, addressLookup: AddressLookupProvider): LookupAvailability {
  return {
    async read() {
      const result = await db.query<{ category: string; has_data: boolean }>(
        `SELECT c.category, EXISTS (SELECT 1 FROM lookup_records r WHERE r.category = c.category) AS has_data
         FROM unnest($1::text[]) AS c(category)`,
        [storedLookupCategories],
      );
      const stored = new Map(result.rows.map((row) => [row.category, row.has_data === true]));
      return {
        college_ceeb: { hasData: stored.get('college_ceeb') ?? false },
        hs_ceeb: { hasData: stored.get('hs_ceeb') ?? false },
        address: { hasData: addressLookup !== emptyAddressLookupProvider },
      };
    },
    async contents() {
      const result = await db.query<{ category: string; records: number; with_ceeb: number }>(
        `SELECT category, count(*)::int AS records, count(NULLIF(ceeb, ''))::int AS with_ceeb
         FROM lookup_records WHERE category = ANY($1::text[]) GROUP BY category`,
        [storedLookupCategories],
      );
      const byCategory = new Map(result.rows.map((row) => [row.category, row]));
      const of = (category: string): LookupCategoryContents => ({
        records: byCategory.get(category)?.records ?? 0,
        withCeeb: byCategory.get(category)?.with_ceeb ?? 0,
      });
      return { college_ceeb: of('college_ceeb'), hs_ceeb: of('hs_ceeb') };
    },
  };
}

/** Where the start-up report goes (the server's logger). */
export interface LookupReportLog {
  info(message: string): void;
  warn(message: string): void;
}

const importHint = (category: string) => `npm run import-lookup -- ${category} <file.csv> (see docs/operations.md)`;

/**
 * The start-up report of the lookup data: one line with what each category
 * holds, and a warning naming each category that cannot answer a search
 * (applicants are offered manual entry there) or fills no CEEB code.
 * Missing data never stops the server: the form works without it.
 */
export async function reportLookupAvailability(availability: LookupAvailability, log: LookupReportLog): Promise<void> {
  const [contents, categories] = await Promise.all([availability.contents(), availability.read()]);
  const describe = (category: keyof typeof contents) => {
    const { records, withCeeb } = contents[category];
    return records === 0 ? `${category} no data` : `${category} ${records} records (${withCeeb} with a CEEB code)`;
  };
  const address = categories.address.hasData ? 'address provider plugged in' : 'no address provider';
  log.info(`Lookup data: ${describe('college_ceeb')}, ${describe('hs_ceeb')}, ${address}`);
  for (const category of storedLookupCategories) {
    const { records, withCeeb } = contents[category];
    if (records === 0) {
      log.warn(
        `Lookup category ${category} has no data: its school search offers manual entry only and fills no CEEB code. Load a list with ${importHint(category)}`,
      );
    } else if (withCeeb === 0) {
      log.warn(
        `Lookup category ${category} has no CEEB codes: a chosen school fills its name and address but no code. Load a licensed list with ${importHint(category)}`,
      );
    }
  }
}
