import {
  type SaveAnswersResponse,
  saveAnswersResponseSchema,
  type StudentAnswers,
  studentAnswersSchema,
} from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { parseIfMatch } from './parseIfMatch.ts';
import { HttpError } from '../http/httpError.ts';
import { messages } from '../messages.ts';
import { applicationService } from './applicationService.ts';
import { requireSession } from '../sessions/requireSession.ts';
import { overlongAnswerKeys, unknownAnswerKeys } from '../tenant/unknownAnswerKeys.ts';
import { errorResponses } from '../http/schemas.ts';

/**
 * PUT /api/answer: replaces the stored answers. Optimistic concurrency: with
 * `If-Match: "<revision>"` a stale revision gets 409 with the stored answers
 * and nothing is written; without If-Match the last write wins. Durable
 * before the response (one statement, fsynced on both databases).
 */
export async function answerRoute(app: FastifyInstance): Promise<void> {
  app.put<{ Body: StudentAnswers; Reply: SaveAnswersResponse }>(
    '/answer',
    {
      schema: {
        operationId: 'saveAnswers',
        summary: 'Save the whole answers object (If-Match: "<revision>" for optimistic concurrency)',
        tags: ['application'],
        headers: { type: 'object', properties: { 'if-match': { type: 'string' } } },
        body: studentAnswersSchema,
        response: {
          200: saveAnswersResponseSchema,
          ...errorResponses(401, 409, 413),
        },
      },
    },
    async (request, reply) => {
      const answers = request.body;
      const unknown = unknownAnswerKeys(app.tenant, answers);
      if (unknown.length > 0) throw new HttpError(400, messages.unknownAnswerKeys(unknown));
      const overlong = overlongAnswerKeys(app.tenant, answers);
      if (overlong.length > 0) throw new HttpError(400, messages.answerTooLong(overlong, app.tenant.characterLimit));
      const expected = parseIfMatch(request.headers['if-match']);
      if (expected === null) throw new HttpError(400, messages.ifMatchInvalid);
      const { userId } = requireSession(request);
      const now = () => app.clock.now();
      const revision = await applicationService.saveAnswers(app.db, now, userId, answers, expected);
      reply.header('ETag', `"${revision}"`);
      return { message: messages.answersSaved, revision };
    },
  );
}
