import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { createDocumentService, type DocumentService } from '../documents/documentService.ts';
import { HttpError } from '../http/httpError.ts';
import { convertDocumentJob } from '../jobs/jobKinds.ts';
import { parseLetterAnswerKey } from './letterAnswerKey.ts';
import { recommendationMessages } from './recommendationMessages.ts';
import { recommendationRepository } from './recommendationRepository.ts';

/**
 * The document pipeline for recommenders' letters: the same slots, checks,
 * conversion jobs, limits and storage as the applicant's documents, stored
 * under the applicant with a key of the request (letterAnswerKey). A letter
 * is owned by its request, which must be open (not submitted, not
 * cancelled): a submitted application still takes its letters, and the
 * application's answers get no marker for them.
 */
export function createLetterDocuments(
  app: FastifyInstance,
  /** The document answer keys of every recommender form. */
  letterKeys: ReadonlySet<string>,
): DocumentService {
  const lockOwner = async (tx: Queryable, userId: string, answerKey: string) => {
    const parsed = parseLetterAnswerKey(answerKey);
    const row = parsed ? await recommendationRepository.lockOwn(tx, userId, parsed.requestId) : undefined;
    if (!row || row.cancelled_at) throw new HttpError(403, recommendationMessages.linkRevoked);
    if (row.submitted_at) throw new HttpError(409, recommendationMessages.alreadySubmitted);
  };
  return createDocumentService({
    db: app.db,
    clock: app.clock,
    storage: app.documents.storage,
    config: app.documents.config,
    log: app.log,
    documentKeys: {
      has: (key) => {
        const parsed = parseLetterAnswerKey(key);
        return parsed !== undefined && letterKeys.has(parsed.answerKey);
      },
    },
    lockOwner,
    answerMarker: false,
    notifyWorker: () => app.documents.worker.notify(convertDocumentJob),
  });
}
