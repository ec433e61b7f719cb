import type { ChecklistResponse } from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';

/** The staff view's `checklist` part: the applicant's checklist, or nothing for a tenant without one. */
export async function staffChecklistSection(
  app: FastifyInstance,
  userId: string,
): Promise<{ checklist?: ChecklistResponse }> {
  const checklist = await app.checklist.staffChecklist(app.db, userId);
  return checklist ? { checklist } : {};
}
