import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { MigrationStep, TenantBundle } from '@admissions/form-core';
import { isProcessAlive, readAdminEndpointFile } from '../admin/adminEndpointFile.ts';
import { endpointOperations } from '../admin/openAdminOperations.ts';
import { openDatabase, StartupError } from '../db/openDatabase.ts';
import { type ChangeReviewReport, changeReviewReport } from './changeReviewReport.ts';

/** A live database to review tenant folders against. */
export interface ChangeReviewTarget {
  review(input: { tenant: string; definition: TenantBundle; steps: MigrationStep[] }): Promise<ChangeReviewReport>;
  close(): Promise<void>;
}

/** Whether the text names a PostgreSQL database (a DATABASE_URL) rather than a DATA_DIR. */
export function isDatabaseUrl(target: string): boolean {
  return /^postgres(ql)?:\/\//.test(target);
}

/**
 * Opens the live database a change review compares with: a DATABASE_URL, or
 * a DATA_DIR's embedded database (through the running server's admin
 * endpoint when a server holds it, since only one process may open it). The
 * database is only read: no migration is applied.
 */
export async function openChangeReview(target: string): Promise<ChangeReviewTarget> {
  if (!isDatabaseUrl(target)) {
    const endpoint = readAdminEndpointFile(target);
    if (endpoint && isProcessAlive(endpoint.pid)) {
      const operations = endpointOperations(endpoint, target);
      return { review: (input) => operations.reviewChange(input), close: async () => undefined };
    }
    if (!existsSync(join(target, 'db'))) throw new StartupError(`No database in ${target} (no ${join(target, 'db')}).`);
  }
  const db = await openDatabase({
    databaseUrl: isDatabaseUrl(target) ? target : undefined,
    dataDir: target,
    migrations: 'skip',
  });
  return { review: (input) => changeReviewReport(db, input), close: () => db.close() };
}
