import * as fs from 'node:fs';
import { basename, resolve } from 'node:path';
import { folderReader, loadTenant } from '@admissions/form-core';

/** What reviewing tenant folders against a live database found. */
export interface LiveReviewOutcome {
  /** The changes that would orphan saved answers without a migration, over every folder. */
  errors: number;
}

/**
 * Compares each tenant folder with its live version on the database `target`
 * (a DATA_DIR or a DATABASE_URL) and prints every change, with the number of
 * in-progress and submitted applications each one affects. A folder with
 * problems is not compared (its problems are already listed). The server
 * packages are loaded only here, so that config-lint without --against stays
 * quick.
 */
export async function reviewAgainstLive(
  target: string,
  folders: readonly string[],
  io: { stdout: (text: string) => void },
  /** Leave out the tenants the database has no version of (the build reviews every folder against one database). */
  options: { onlyLive?: boolean } = {},
): Promise<LiveReviewOutcome> {
  const { openChangeReview } = await import('@admissions/server');
  const live = await openChangeReview(target);
  let errors = 0;
  try {
    for (const folder of folders) {
      const loaded = loadTenant(basename(folder), folderReader(resolve(folder), fs));
      if (!loaded.bundle || loaded.problems.length > 0) {
        io.stdout(`Tenant "${loaded.name}": not compared with the live version until its problems are fixed.`);
        continue;
      }
      const report = await live.review({
        tenant: loaded.name,
        definition: loaded.bundle,
        steps: loaded.migrations,
      });
      if (options.onlyLive && !report.live) continue;
      for (const line of report.lines) io.stdout(line);
      errors += report.errors.length;
    }
  } finally {
    await live.close();
  }
  return { errors };
}
