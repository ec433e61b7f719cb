import type { Queryable } from '../db/database.ts';

/**
 * What other features tell the checklist: whether a recommendation of a
 * kind is in for an application. The recommendations feature provides one
 * (`recommendationSignals(db)`, the default of the checklist's service
 * wherever it is made).
 */
export interface ChecklistSignals {
  /** `q`: the caller's transaction when it has one (a read outside it could wait for it on one connection). */
  recommendationReceived(applicationId: string, kind: string, q?: Queryable): Promise<boolean>;
}

/** No recommendations feature: no recommendation is ever received. */
export const noChecklistSignals: ChecklistSignals = {
  recommendationReceived: async () => false,
};
