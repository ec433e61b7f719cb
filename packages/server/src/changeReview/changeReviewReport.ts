import type { MigrationStep, TenantBundle } from '@admissions/form-core';
import type { Queryable } from '../db/database.ts';
import { formatChangeReview } from './formatChangeReview.ts';
import { reviewTenantChange } from './reviewTenantChange.ts';

/** A change review as text: what the command prints, and the errors apart. */
export interface ChangeReviewReport {
  /** The database has a live version of this tenant to compare with. */
  live: boolean;
  lines: string[];
  errors: string[];
}

/** Reviews a tenant folder's definition against the live version on this database. */
export async function changeReviewReport(
  db: Queryable,
  input: { tenant: string; definition: TenantBundle; steps: readonly MigrationStep[] },
): Promise<ChangeReviewReport> {
  const review = await reviewTenantChange(db, input.tenant, input.definition, input.steps);
  return { live: review.live !== undefined, lines: formatChangeReview(input.tenant, review), errors: review.errors };
}
