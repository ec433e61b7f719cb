/**
 * School search as the applicant types (GET /lookup/find runs this query),
 * over the bundled ~16,000 colleges, on PGlite and on a throwaway PostgreSQL.
 * Budget: p95 under 25 ms per query on PGlite and 10 ms on PostgreSQL, so
 * suggestions keep up with the 200 ms debounce with room for the network.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Fastify from 'fastify';
import { openDatabase } from '../packages/server/src/db/openDatabase.ts';
import { seedLookupData } from '../packages/server/src/lookup/seedLookupData.ts';
import { lookupRepository } from '../packages/server/src/repositories/lookupRepository.ts';
import { isPostgresAvailable, startThrowawayPostgres } from '../scripts/throwawayPostgres.ts';
import { measure, report, type Measurement } from './support/measure.ts';

const lookupDataDir = resolve(import.meta.dirname, '../packages/server/data/lookup');
// What applicants type, keystroke by keystroke: prefixes, several words, accents, no match.
const queries = [
  'h',
  'ha',
  'harv',
  'harvard',
  'univ of mich',
  'university michigan',
  'state univ',
  'são paulo',
  'sao paulo',
  'tecnológico de monterrey',
  'mit',
  'new york university',
  'community college',
  'ludwig maximilians',
  'zzzz no such school',
];

async function benchDatabase(
  label: string,
  databaseUrl: string | undefined,
  budgetP95Ms: number,
): Promise<Measurement> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-lookup-'));
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    const started = performance.now();
    const loaded = await seedLookupData(db, lookupDataDir, Fastify({ logger: { level: 'warn' } }).log);
    console.log(`${label}: loaded ${loaded} records in ${(performance.now() - started).toFixed(0)} ms`);
    return await measure(
      `${label}: lookup search (max_results 5)`,
      (i) => lookupRepository.search(db, 'college_ceeb', queries[i % queries.length] ?? 'a', 5),
      { iterations: 600, budgetP95Ms },
    );
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [await benchDatabase('PGlite', undefined, 25)];
if (isPostgresAvailable()) {
  const pg = await startThrowawayPostgres();
  try {
    results.push(await benchDatabase('PostgreSQL', await pg.createDatabase('bench_lookup'), 10));
  } finally {
    await pg.stop();
  }
} else {
  console.log('PostgreSQL binaries not found: the PostgreSQL half is skipped.');
}
report(results);
