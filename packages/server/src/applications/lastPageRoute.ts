import type { LastPageRequest, MessageResponse } from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/httpError.ts';
import { messages } from '../messages.ts';
import { applicationRepository } from './applicationRepository.ts';
import { errorResponses, messageResponse } from '../http/schemas.ts';

/** PUT /api/last-page: the page to resume at; one of the tenant's page paths. */
export async function lastPageRoute(app: FastifyInstance): Promise<void> {
  app.put<{ Body: LastPageRequest; Reply: MessageResponse }>(
    '/api/last-page',
    {
      schema: {
        summary: 'Save the page to resume at',
        tags: ['application'],
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['last_page'],
          properties: { last_page: { type: 'string', maxLength: 200 } },
        },
        response: { 200: messageResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const lastPage = request.body.last_page;
      if (!app.tenant.pagePaths.includes(lastPage)) {
        throw new HttpError(400, messages.lastPageUnknown([...app.tenant.pagePaths]));
      }
      await applicationRepository.setLastPage(app.db, request.session!.userId, lastPage, app.clock.now());
      return { message: messages.lastPageSaved };
    },
  );
}
