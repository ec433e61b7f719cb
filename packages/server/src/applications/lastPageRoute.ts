import {
  type LastPageRequest,
  lastPageRequestSchema,
  type MessageResponse,
  messageResponseSchema,
} from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/httpError.ts';
import { messages } from '../messages.ts';
import { applicationService } from './applicationService.ts';
import { requireSession } from '../sessions/requireSession.ts';
import { errorResponses } from '../http/schemas.ts';

/** PUT /api/last-page: the page to resume at; one of the tenant's page paths. */
export async function lastPageRoute(app: FastifyInstance): Promise<void> {
  app.put<{ Body: LastPageRequest; Reply: MessageResponse }>(
    '/last-page',
    {
      schema: {
        operationId: 'putLastPage',
        summary: 'Save the page to resume at',
        tags: ['application'],
        body: lastPageRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const lastPage = request.body.last_page;
      if (!app.tenant.pagePaths.includes(lastPage)) {
        throw new HttpError(400, messages.lastPageUnknown([...app.tenant.pagePaths]));
      }
      await applicationService.setLastPage(app.db, requireSession(request).userId, lastPage, app.clock.now());
      return { message: messages.lastPageSaved };
    },
  );
}
