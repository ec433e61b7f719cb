import { messageResponseSchema } from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { submitApplication } from './submitApplication.ts';
import { submissionWebhookJob } from '../jobs/jobKinds.ts';
import { HttpError } from '../http/httpError.ts';
import { messages } from '../messages.ts';
import { requireSession } from '../sessions/requireSession.ts';
import { errorResponses, rateLimitedResponse } from '../http/schemas.ts';

/** Runs the submission for the session's applicant and answers as POST /api/submit does. */
export async function submitForSession(app: FastifyInstance, userId: string): Promise<{ message: string }> {
  const webhook = app.submissionWebhook;
  const outcome = await submitApplication(
    app.db,
    app.clock,
    app.tenant,
    userId,
    webhook.enabled ? webhook.enqueue : undefined,
  );
  if (outcome.kind === 'invalid') throw new HttpError(422, messages.submitHasErrors, { errors: outcome.errors });
  // The delivery was queued with the submission: wake this node's worker for it.
  if (outcome.kind === 'submitted' && webhook.enabled) app.documents.worker.notify(submissionWebhookJob);
  return { message: messages.submitted };
}

/**
 * POST /api/submit: re-validates the stored application with the tenant's
 * schemas (form-core) and records the submission once; 422 with `errors`
 * when something is missing. Submitting again answers 200 (harmless). Rate
 * limited per applicant and per client address (429 with Retry-After).
 */
export async function submitRoute(app: FastifyInstance): Promise<void> {
  app.post(
    '/submit',
    {
      schema: {
        operationId: 'submit',
        summary: 'Submit the application (validated on the server; idempotent)',
        tags: ['application'],
        response: { 200: messageResponseSchema, ...errorResponses(401, 422), 429: rateLimitedResponse },
      },
    },
    async (request) => {
      const { userId } = requireSession(request);
      // Counted before the work: a burst of parallel submits sees all the others.
      await app.rateLimiter.hit('submit', { account: userId, address: request.ip });
      return submitForSession(app, userId);
    },
  );
}
