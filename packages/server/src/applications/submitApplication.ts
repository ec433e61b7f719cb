import type { ValidationErrors } from '@admissions/contracts';
import type { Clock } from '../clock.ts';
import type { Database, Queryable } from '../db/database.ts';
import { documentAnswerRepository } from '../documents/documentAnswerRepository.ts';
import { applicationRepository } from './applicationRepository.ts';
import { withStoredDocumentMarkers } from './storedDocumentMarkers.ts';
import { webStatusRepository } from './webStatusRepository.ts';
import type { TenantRules } from '../tenant/tenantRules.ts';
import { validateSubmission } from '../tenant/validateSubmission.ts';

export type SubmitOutcome =
  { kind: 'submitted' } | { kind: 'alreadySubmitted' } | { kind: 'invalid'; errors: ValidationErrors };

/**
 * Validates the stored answers, tabs and add-another counts and records the
 * submission exactly once. The application row is locked for the whole
 * check, so double clicks, retries and two tabs give one submission, and a
 * save that races the submit either lands before it or is refused after it.
 * The status history gets every step (started, validating, submitted) so the
 * app's "number of distinct statuses" reads right. Whether an upload is
 * there is read from the stored documents, not from the saved answers.
 */
export async function submitApplication(
  db: Database,
  clock: Clock,
  rules: TenantRules,
  userId: string,
  /** Runs in the submission's transaction once it is recorded (the webhook's delivery is queued there). */
  onSubmitted?: (tx: Queryable, userId: string, now: Date) => Promise<void>,
): Promise<SubmitOutcome> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const application = await applicationRepository.lock(tx, userId);
    if (!application) throw new Error(`No application row for user ${userId}`);
    if (application.submitted_at) return { kind: 'alreadySubmitted' };
    const documents = await documentAnswerRepository.listForUser(tx, userId);
    const answers = withStoredDocumentMarkers(rules.bundle, application.answers, documents);
    const errors = validateSubmission(
      rules,
      { answers, tabs: application.tabs, addAnother: application.add_another },
      now,
    );
    await webStatusRepository.record(tx, userId, 'started', now);
    await webStatusRepository.record(tx, userId, 'validating', now);
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
    await applicationRepository.markSubmitted(tx, userId, now, rules.versionId);
    await webStatusRepository.record(tx, userId, 'submitted', now);
    await onSubmitted?.(tx, userId, now);
    return { kind: 'submitted' };
  });
}
