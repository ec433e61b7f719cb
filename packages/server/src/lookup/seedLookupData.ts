import { join } from 'node:path';
import type { Database } from '../db/database.ts';
import type { LookupChanges } from './lookupChanges.ts';
import { lookupRepository } from './lookupRepository.ts';
import { readIpedsColleges } from './readIpedsColleges.ts';
import { readWorldUniversities } from './readWorldUniversities.ts';

// Any constant works; it only has to be the same on every node.
const LOOKUP_SEED_LOCK_ID = 728_111_002;

/** Where the seed reports what it loaded: the server's logger, or the console in `npm run migrate`. */
export interface SeedLog {
  info(message: string): void;
}

/**
 * Loads the bundled college data (IPEDS US colleges with addresses, Hipo
 * world universities) when the college lookup is empty. Under an advisory
 * lock, so several nodes starting at once load it once. `changes` is told of
 * a load (the server's search cache); a command line run has none.
 */
export async function seedLookupData(
  db: Database,
  dataDir: string,
  log: SeedLog,
  changes?: LookupChanges,
): Promise<number> {
  if ((await lookupRepository.countCategory(db, 'college_ceeb')) > 0) return 0;
  const started = Date.now();
  const ipeds = readIpedsColleges(join(dataDir, 'hd2023.csv'));
  const world = readWorldUniversities(join(dataDir, 'world_universities_and_domains.json'), ipeds.domains);
  const records = [...ipeds.records, ...world];
  const inserted = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOOKUP_SEED_LOCK_ID]);
    if ((await lookupRepository.countCategory(tx, 'college_ceeb')) > 0) return 0;
    await lookupRepository.insert(tx, records);
    return records.length;
  });
  if (inserted > 0) changes?.note();
  if (inserted > 0) await lookupRepository.analyze(db);
  if (inserted > 0) log.info(`Loaded ${inserted} lookup records (colleges) in ${Date.now() - started} ms`);
  return inserted;
}
