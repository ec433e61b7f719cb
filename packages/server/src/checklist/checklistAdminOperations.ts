import type { ChecklistResponse, ChecklistState } from '@admissions/contracts';
import { normalizeUsername } from '../accounts/emailAddress.ts';
import { userRepository } from '../accounts/userRepository.ts';
import { AdminError } from '../admin/adminError.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/httpError.ts';
import type { TenantRules } from '../tenant/tenantRules.ts';
import { checklistMessages } from './checklistMessages.ts';
import { type ChecklistAuditRow, checklistRepository } from './checklistRepository.ts';
import { createChecklistService } from './checklistService.ts';
import type { ChecklistSignals } from './checklistSignals.ts';
import { recommendationSignals } from '../recommendations/recommendationSignals.ts';

/** The staff's checklist commands (npm run checklist), through the admin operations. */
export interface ChecklistAdminOperations {
  /** Sets an item's state for one applicant (e-mail address or applicant id), audited with `actor`. */
  setChecklistState(input: { applicant: string; item: string; state: string; actor: string; note?: string }): Promise<{
    applicant_id: string;
    item: string;
    state: ChecklistState;
    previous: ChecklistState | null;
    complete: boolean;
  }>;
  /** The applicant's checklist with its audit trail. */
  showChecklist(input: { applicant: string }): Promise<{
    applicant_id: string;
    checklist: ChecklistResponse;
    audit: (Omit<ChecklistAuditRow, 'at'> & { at: string })[];
  }>;
}

const applicantIdPattern = /^A?(\d{1,19})$/;

/** The account of an e-mail address or an applicant id (`A00000012` as in the export, or `12`). */
async function resolveApplicant(db: Database, applicant: string): Promise<{ id: string; applicantId: string }> {
  const byId = applicantIdPattern.exec(applicant.trim());
  const user = byId
    ? await userRepository.findById(db, String(Number(byId[1])))
    : await userRepository.findByUsername(db, normalizeUsername(applicant));
  if (!user) throw new AdminError(checklistMessages.noApplicant(applicant));
  return { id: user.id, applicantId: `A${user.id.padStart(8, '0')}` };
}

export function checklistAdminOperations(context: {
  db: Database;
  clock: Clock;
  tenant: TenantRules;
  checklistSignals?: ChecklistSignals;
  notifyWorker?(): void;
}): ChecklistAdminOperations {
  const { db } = context;
  const service = createChecklistService({
    db,
    clock: context.clock,
    bundle: context.tenant.bundle,
    signals: context.checklistSignals ?? recommendationSignals(db),
    ...(context.notifyWorker ? { notifyWorker: context.notifyWorker } : {}),
  });
  /** The service's refusals are the operator's mistakes: shown as such. */
  const asAdminError = (error: unknown): never => {
    if (error instanceof HttpError && error.statusCode < 500) throw new AdminError(error.message);
    throw error;
  };
  return {
    async setChecklistState({ applicant, item, state, actor, note }) {
      if (typeof actor !== 'string' || actor.trim() === '') throw new AdminError('Say who sets the state (--by).');
      const { id, applicantId } = await resolveApplicant(db, applicant);
      const { previous, completedNow } = await service
        .setState(id, { itemId: item, state, actor: actor.trim(), ...(note ? { note } : {}) })
        .catch(asAdminError);
      const checklist = await service.staffChecklist(db, id);
      return {
        applicant_id: applicantId,
        item,
        state: state as ChecklistState,
        previous,
        complete: completedNow || checklist?.complete === true,
      };
    },

    async showChecklist({ applicant }) {
      const { id, applicantId } = await resolveApplicant(db, applicant);
      const checklist = await service.staffChecklist(db, id);
      if (!checklist) throw new AdminError(checklistMessages.noChecklist);
      const audit = (await checklistRepository.audit(db, id)).map((row) => ({
        ...row,
        at: new Date(row.at).toISOString(),
      }));
      return { applicant_id: applicantId, checklist, audit };
    },
  };
}
