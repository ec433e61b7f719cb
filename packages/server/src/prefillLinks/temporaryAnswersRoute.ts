import type { TemporaryAnswersResponse } from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { sha256 } from '../accounts/secretTokens.ts';
import { HttpError } from '../http/httpError.ts';
import { messages } from '../messages.ts';
import { prefillTokenRepository } from './prefillTokenRepository.ts';
import { answersSchema, errorResponses } from '../http/schemas.ts';

/**
 * GET /public/tmp?token=...: the answers of a prefill link (created with
 * `npm run prefill-link`). A link works until it expires or is revoked.
 */
export async function temporaryAnswersRoute(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { token: string }; Reply: TemporaryAnswersResponse }>(
    '/public/tmp',
    {
      schema: {
        summary: 'Answers of a prefill link (?token=)',
        tags: ['staff and prefill links'],
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['token'],
          properties: { token: { type: 'string', maxLength: 100 } },
        },
        response: {
          200: { type: 'object', required: ['answer'], properties: { answer: answersSchema } },
          ...errorResponses(404),
        },
      },
    },
    async (request) => {
      const row = await prefillTokenRepository.find(app.db, sha256(request.query.token));
      const now = app.clock.now().getTime();
      if (!row || row.revoked_at || row.expires_at.getTime() < now)
        throw new HttpError(404, messages.prefillTokenInvalid);
      return { answer: row.answers };
    },
  );
}
