/**
 * What other features tell the checklist: whether a recommendation of a
 * kind is in for an application. The recommendations feature provides one
 * (`recommendationSignals(db)`, the default of the checklist's service
 * wherever it is made).
 */
export interface ChecklistSignals {
  recommendationReceived(applicationId: string, kind: string): Promise<boolean>;
}

/** No recommendations feature: no recommendation is ever received. */
export const noChecklistSignals: ChecklistSignals = {
  recommendationReceived: async () => false,
};
