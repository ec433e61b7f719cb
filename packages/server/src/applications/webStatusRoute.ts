import {
  type MessageResponse,
  messageResponseSchema,
  type WebStatusRequest,
  webStatusRequestSchema,
} from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { applicationService } from './applicationService.ts';
import { requireSession } from '../sessions/requireSession.ts';
import { messages } from '../messages.ts';
import { errorResponses } from '../http/schemas.ts';
import { submitForSession } from './submitRoute.ts';

/**
 * POST /api/web-status: records a status change once, with its time. A
 * repeated status changes nothing. `submitted` cannot be claimed: it runs the
 * same validated submission as POST /api/submit (422 with errors when
 * something is missing). Once submitted, other statuses are ignored.
 */
export async function webStatusRoute(app: FastifyInstance): Promise<void> {
  app.post<{ Body: WebStatusRequest; Reply: MessageResponse }>(
    '/web-status',
    {
      schema: {
        operationId: 'postWebStatus',
        summary: 'Record a status change (started, validating; submitted runs the submission)',
        tags: ['application'],
        body: webStatusRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const { userId } = requireSession(request);
      const status = request.body.web_status;
      if (status === 'submitted') return submitForSession(app, userId);
      await applicationService.recordWebStatus(app.db, userId, status, app.clock.now());
      return { message: messages.webStatusSaved };
    },
  );
}
