import { type ChecklistState, checklistStates } from '@admissions/contracts';
import type { TenantBundle } from '@admissions/form-core';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { createChecklistService } from './checklistService.ts';
import type { ChecklistSignals } from './checklistSignals.ts';
import { recommendationSignals } from '../recommendations/recommendationSignals.ts';

/** A checklist column of the export: `checklist_<item id>`, the item's state (null where it is not shown). */
export interface ChecklistColumnSpec {
  name: string;
  itemId: string;
  title: string;
  options: { value: ChecklistState; label: ChecklistState }[];
}

/** The export's checklist columns, after the answers, in the file's order (none without a checklist). */
export function checklistColumnSpecs(bundle: TenantBundle): ChecklistColumnSpec[] {
  return (bundle.checklist?.items ?? []).map((item) => ({
    name: `checklist_${item.id}`,
    itemId: item.id,
    title: item.title,
    options: checklistStates.map((state) => ({ value: state, label: state })),
  }));
}

/** Reads each exported applicant's checklist states (item id -> state, shown items only). */
export function checklistStatesReader(context: {
  db: Database;
  clock: Clock;
  bundle: TenantBundle;
  signals?: ChecklistSignals;
}): (userId: string) => Promise<{ checklist?: Record<string, ChecklistState> }> {
  if (!context.bundle.checklist) return async () => ({});
  const service = createChecklistService({ ...context, signals: context.signals ?? recommendationSignals(context.db) });
  return async (userId) => {
    const checklist = await service.staffChecklist(context.db, userId);
    return checklist ? { checklist: Object.fromEntries(checklist.items.map((item) => [item.id, item.state])) } : {};
  };
}

/** The titles of the checklist's documents by document key (the bundle names their files by them). */
export function checklistDocumentLabels(bundle: TenantBundle): Map<string, string> {
  return new Map(
    (bundle.checklist?.items ?? []).flatMap((item) =>
      item.document ? [[item.document.key, item.title] as const] : [],
    ),
  );
}
