import type { ChangeReview } from './reviewTenantChange.ts';

/** The review as lines for a terminal: each change in words, with its counts; the errors last. */
export function formatChangeReview(tenant: string, review: ChangeReview): string[] {
  if (!review.live)
    return [`Tenant "${tenant}": no live version yet (the first start records it); nothing to compare.`];
  const against = `version ${review.live.id} (recorded ${review.live.recordedAt.toISOString()})`;
  if (review.unchanged) return [`Tenant "${tenant}": the folder is the live ${against}; no changes.`];
  const lines = [`Tenant "${tenant}": ${review.changes.length} change(s) against the live ${against}:`];
  for (const { text, counts, orphans } of review.changes) {
    const held = counts ? ` [${counts.inProgress} in progress, ${counts.submitted} submitted]` : '';
    lines.push(`  ${orphans ? 'ERROR' : '-'} ${text}${held}`);
  }
  if (review.errors.length > 0) {
    lines.push(`${review.errors.length} change(s) would orphan saved answers without a migration:`);
    for (const error of review.errors) lines.push(`  - ${error}`);
  }
  return lines;
}
