import {
  type DefinitionChange,
  definitionChanges,
  describeDefinitionChange,
  migrationCovers,
  type MigrationStep,
  orphansAnswers,
  type TenantBundle,
  touchesSavedAnswers,
} from '@admissions/form-core';
import type { Queryable } from '../db/database.ts';
import { type TenantVersion, tenantVersionRepository } from '../tenantVersions/tenantVersionRepository.ts';
import { definitionHash } from '../tenantVersions/definitionHash.ts';
import { type AffectedCounts, affectedApplicationRepository } from './affectedApplicationRepository.ts';

/** One change of the review, in words, with the applications it affects. */
export interface ReviewedChange {
  change: DefinitionChange;
  text: string;
  /** Set for the changes that touch saved answers. */
  counts?: AffectedCounts;
  /** The change would leave in-progress applications' answers behind and no migration step covers it. */
  orphans: boolean;
}

export interface ChangeReview {
  /** The live version compared with (none before the first start). */
  live?: TenantVersion;
  /** The folder's definition is the live one. */
  unchanged: boolean;
  changes: ReviewedChange[];
  /** One line per change that would orphan saved answers: the key, the code and the count. */
  errors: string[];
}

/**
 * Compares a tenant's definition with its live version (the last one
 * recorded) and counts, for every change that touches saved answers, the
 * in-progress and submitted applications holding an affected answer. A key
 * or code removed while in-progress applications hold answers under it is an
 * error unless migrations.json carries those answers forward (a rename, drop,
 * reask or mapCodes step). Submitted applications are not counted against
 * it: they keep being shown with the version they were submitted with.
 */
export async function reviewTenantChange(
  db: Queryable,
  tenant: string,
  bundle: TenantBundle,
  steps: readonly MigrationStep[],
): Promise<ChangeReview> {
  const live = (await tenantVersionRepository.isRecorded(db))
    ? await tenantVersionRepository.latest(db, tenant)
    : undefined;
  if (!live) return { unchanged: false, changes: [], errors: [] };
  if (live.hash === definitionHash(bundle)) return { live, unchanged: true, changes: [], errors: [] };
  const liveBundle = await tenantVersionRepository.definition(db, live.hash);
  if (!liveBundle) throw new Error(`version ${live.id} of tenant "${tenant}" has no stored definition`);
  const changes: ReviewedChange[] = [];
  const errors: string[] = [];
  for (const change of definitionChanges(liveBundle, bundle)) {
    const counts = touchesSavedAnswers(change) ? await affectedApplicationRepository.count(db, change) : undefined;
    const orphans = orphansAnswers(change) && (counts?.inProgress ?? 0) > 0 && !migrationCovers(change, steps);
    changes.push({ change, text: describeDefinitionChange(change), ...(counts ? { counts } : {}), orphans });
    if (orphans && counts && orphansAnswers(change)) errors.push(orphanLine(change, counts));
  }
  return { live, unchanged: false, changes, errors };
}

function orphanLine(
  change: Extract<DefinitionChange, { kind: 'keyRemoved' | 'optionRemoved' }>,
  counts: AffectedCounts,
): string {
  const held = `${counts.inProgress} in-progress application${counts.inProgress === 1 ? '' : 's'} hold${counts.inProgress === 1 ? 's' : ''}`;
  if (change.kind === 'keyRemoved') {
    return (
      `answer key ${change.key}: ${held} an answer under it, which the new definition no longer asks; ` +
      `add a rename, drop or reask step for ${change.key} to migrations.json`
    );
  }
  return (
    `answer key ${change.key}, code ${change.code}: ${held} this code, which the new definition no longer offers; ` +
    `add a mapCodes step for it (or a drop or reask step for ${change.key}) to migrations.json`
  );
}
