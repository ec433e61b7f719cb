import type { Queryable } from '../db/database.ts';
import { recommendationRepository } from './recommendationRepository.ts';

/**
 * What the checklist learns from recommendations: whether a recommendation
 * of a kind was received for an application (identified by its applicant's
 * user id). Its shape is the checklist's ChecklistSignals.
 */
export function recommendationSignals(db: Queryable): {
  recommendationReceived(applicationId: string, kind: string, q?: Queryable): Promise<boolean>;
} {
  return {
    recommendationReceived: (applicationId, kind, q) =>
      recommendationRepository.anySubmitted(q ?? db, applicationId, kind),
  };
}
