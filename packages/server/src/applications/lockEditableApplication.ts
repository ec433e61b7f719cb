import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/httpError.ts';
import { messages } from '../messages.ts';
import { type ApplicationRow, applicationRepository } from './applicationRepository.ts';

/**
 * Locks the applicant's application for a change; a submitted application is
 * read-only (409 with `web_status: 'submitted'`). Call inside a transaction.
 */
export async function lockEditableApplication(tx: Queryable, userId: string): Promise<ApplicationRow> {
  const application = await applicationRepository.lock(tx, userId);
  if (!application) throw new Error(`No application row for user ${userId}`);
  // web_status tells a client whose submit answer was lost that the submission did happen.
  if (application.submitted_at) throw new HttpError(409, messages.alreadySubmitted, { web_status: 'submitted' });
  return application;
}
