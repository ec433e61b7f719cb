import { type TemporaryAnswersResponse, temporaryAnswersResponseSchema } from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { prefillLinkService } from './prefillLinkService.ts';
import { errorResponses } from '../http/schemas.ts';

/**
 * GET /public/tmp?token=...: the answers of a prefill link (created with
 * `npm run prefill-link`). A link works until it expires or is revoked.
 */
export async function temporaryAnswersRoute(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { token: string }; Reply: TemporaryAnswersResponse }>(
    '/tmp',
    {
      schema: {
        operationId: 'getTemporaryAnswers',
        summary: 'Answers of a prefill link (?token=)',
        tags: ['staff and prefill links'],
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['token'],
          properties: { token: { type: 'string', maxLength: 100 } },
        },
        response: {
          200: temporaryAnswersResponseSchema,
          ...errorResponses(404),
        },
      },
    },
    async (request) => ({ answer: await prefillLinkService.answers(app.db, request.query.token, app.clock.now()) }),
  );
}
