import { definitionChanges, describeDefinitionChange } from '@admissions/form-core';
import type { Queryable } from '../db/database.ts';
import { tenantVersionRepository } from './tenantVersionRepository.ts';

/** One published version as `npm run tenant-versions` lists it. */
export interface TenantVersionListing {
  id: number;
  /** ISO time the version was first started. */
  recordedAt: string;
  hash: string;
  /** Applications in progress whose answers were last saved under it, and applications submitted with it. */
  inProgress: number;
  submitted: number;
  /** What changed since the version before, in staff's words (empty for the first). */
  changes: string[];
}

/** The tenant's versions, oldest first, each with what changed since the one before. */
export async function listTenantVersions(db: Queryable, tenant: string): Promise<TenantVersionListing[]> {
  if (!(await tenantVersionRepository.isRecorded(db))) return [];
  const versions = await tenantVersionRepository.list(db, tenant);
  const counts = await db.query<{ version: number; in_progress: number; submitted: number }>(
    `SELECT v.id AS version,
            (SELECT count(*)::int FROM applications a WHERE a.submitted_at IS NULL AND a.saved_version = v.id) AS in_progress,
            (SELECT count(*)::int FROM applications a WHERE a.submitted_version = v.id) AS submitted
     FROM tenant_versions v WHERE v.tenant = $1`,
    [tenant],
  );
  const countOf = new Map(counts.rows.map((row) => [Number(row.version), row]));
  const listing: TenantVersionListing[] = [];
  let previous: Awaited<ReturnType<typeof tenantVersionRepository.definition>>;
  for (const version of versions) {
    const definition = await tenantVersionRepository.definition(db, version.hash);
    const changes = previous && definition ? definitionChanges(previous, definition).map(describeDefinitionChange) : [];
    const count = countOf.get(version.id);
    listing.push({
      id: version.id,
      recordedAt: version.recordedAt.toISOString(),
      hash: version.hash,
      inProgress: Number(count?.in_progress ?? 0),
      submitted: Number(count?.submitted ?? 0),
      changes,
    });
    previous = definition;
  }
  return listing;
}
