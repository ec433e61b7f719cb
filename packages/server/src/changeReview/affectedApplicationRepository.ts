import type { DefinitionChange } from '@admissions/form-core';
import type { Queryable } from '../db/database.ts';

/** How many applications a change affects: still in progress, and submitted. */
export interface AffectedCounts {
  inProgress: number;
  submitted: number;
}

const counted = `SELECT count(*) FILTER (WHERE submitted_at IS NULL)::int AS in_progress,
                        count(*) FILTER (WHERE submitted_at IS NOT NULL)::int AS submitted
                 FROM applications WHERE `;

/**
 * Counts the applications holding an answer a change affects: an answer
 * under a removed key, a removed code, an answer to a question whose
 * condition changed, or no answer to a question that became required.
 */
export const affectedApplicationRepository = {
  async count(db: Queryable, change: DefinitionChange): Promise<AffectedCounts | undefined> {
    let where: string;
    let params: unknown[];
    switch (change.kind) {
      case 'keyRemoved':
      case 'conditionChanged':
        where = 'answers ?| $1::text[]';
        params = [change.keys];
        break;
      case 'optionRemoved':
        where = 'EXISTS (SELECT 1 FROM unnest($1::text[]) AS k(key) WHERE answers->>k.key = $2)';
        params = [change.keys, change.code];
        break;
      case 'nowRequired':
        where = "coalesce(answers->>$1, '') = ''";
        params = [change.key];
        break;
      default:
        return undefined;
    }
    const result = await db.query<{ in_progress: number; submitted: number }>(counted + where, params);
    const row = result.rows[0];
    return { inProgress: Number(row?.in_progress ?? 0), submitted: Number(row?.submitted ?? 0) };
  },
};
