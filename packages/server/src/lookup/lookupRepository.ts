import {
  type LookupCategory,
  type LookupRecord,
  type LookupRecordField,
  lookupRecordFields,
} from '@admissions/contracts';
import type { Queryable } from '../db/database.ts';
import type { IndexedRecordInput } from './lookupIndex.ts';
import type { LookupRecordInput } from './lookupTypes.ts';
import { normalizeAlias, normalizeSearchText, searchWords } from './normalizeSearchText.ts';

const batchSize = 2000;
/** The record's columns besides id and name (name is also the search text). */
const recordFields = lookupRecordFields.filter(
  (field): field is Exclude<LookupRecordField, 'name'> => field !== 'name',
);

function aliasesOf(record: LookupRecordInput): string[] {
  return (record.aliases ?? []).map(normalizeAlias).filter((alias) => alias.length >= 2);
}

/** Moves the category's version on (in the caller's transaction): every node's index of it is then stale. */
async function bumpVersion(db: Queryable, category: string): Promise<void> {
  await db.query(
    `INSERT INTO lookup_versions (category, version) VALUES ($1, 1)
     ON CONFLICT (category) DO UPDATE SET version = lookup_versions.version + 1`,
    [category],
  );
}

export const lookupRepository = {
  async countCategory(db: Queryable, category: LookupCategory): Promise<number> {
    const result = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM lookup_records WHERE category = $1',
      [category],
    );
    return result.rows[0]?.count ?? 0;
  },

  async deleteCategory(db: Queryable, category: LookupCategory): Promise<void> {
    await db.query('DELETE FROM lookup_words WHERE category = $1', [category]);
    await db.query('DELETE FROM lookup_records WHERE category = $1', [category]);
    await bumpVersion(db, category);
  },

  /** The category's version: changes with every change to its records (0 before the first). */
  async version(db: Queryable, category: LookupCategory): Promise<number> {
    const result = await db.query<{ version: string }>('SELECT version FROM lookup_versions WHERE category = $1', [
      category,
    ]);
    return Number(result.rows[0]?.version ?? 0);
  },

  /**
   * What the in-memory index of a category is built from (src/lookup/lookupIndex.ts): one row per record,
   * its search words aggregated into one space-separated string (words hold no spaces), so the server
   * parses one row per record rather than one per word.
   */
  async indexSource(db: Queryable, category: LookupCategory): Promise<IndexedRecordInput[]> {
    const result = await db.query<IndexedRecordInput>(
      `SELECT r.id, r.name, r.normalized_name, r.normalized_aliases, r.sub_text, w.words
       FROM lookup_records r
       LEFT JOIN (SELECT record_id, string_agg(word, ' ') AS words FROM lookup_words WHERE category = $1
                  GROUP BY record_id) w ON w.record_id = r.id
       WHERE r.category = $1`,
      [category],
    );
    return result.rows;
  },

  /** Inserts records and their search words in batches (one statement per batch, via unnest). */
  async insert(db: Queryable, records: readonly LookupRecordInput[]): Promise<void> {
    for (const category of new Set(records.map((record) => record.category))) await bumpVersion(db, category);
    for (let start = 0; start < records.length; start += batchSize) {
      const batch = records.slice(start, start + batchSize);
      const column = (pick: (record: LookupRecordInput) => string | undefined): (string | null)[] =>
        batch.map((record) => pick(record) ?? null);
      await db.query(
        `INSERT INTO lookup_records (category, id, name, normalized_name, normalized_aliases, sub_text, source,
           ceeb, address_line_1, address_line_2, city, state, zip, country)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
           $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[])`,
        [
          column((r) => r.category),
          column((r) => r.id),
          column((r) => r.name),
          column((r) => normalizeSearchText(r.name)),
          column((r) => aliasesOf(r).join(' ')),
          column((r) => r.sub_text),
          column((r) => r.source),
          ...recordFields.map((field) => column((r) => r[field])),
        ],
      );
      const words = batch.flatMap((record) =>
        [...new Set([...searchWords(record.name), ...aliasesOf(record).flatMap((alias) => alias.split(' '))])].map(
          (word) => [record.category, word, record.id] as const,
        ),
      );
      await db.query(
        'INSERT INTO lookup_words (category, word, record_id) SELECT * FROM unnest($1::text[], $2::text[], $3::text[])',
        [words.map((w) => w[0]), words.map((w) => w[1]), words.map((w) => w[2])],
      );
    }
  },

  /** Refreshes the planner statistics after a bulk load (PGlite has no autovacuum). */
  async analyze(db: Queryable): Promise<void> {
    await db.query('ANALYZE lookup_records');
    await db.query('ANALYZE lookup_words');
  },

  async find(db: Queryable, category: LookupCategory, id: string): Promise<LookupRecord | undefined> {
    const result = await db.query<Record<string, string | null>>(
      `SELECT id, name, ${recordFields.join(', ')} FROM lookup_records WHERE category = $1 AND id = $2`,
      [category, id],
    );
    const row = result.rows[0];
    if (!row) return undefined;
    const record: LookupRecord = { id: row.id!, name: row.name! };
    for (const field of recordFields) {
      const value = row[field];
      if (value) record[field] = value;
    }
    return record;
  },
};
