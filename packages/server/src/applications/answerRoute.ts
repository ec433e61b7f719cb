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
import { currentAnswers } from '../tenant/currentAnswers.ts';
import { overlongAnswerKeys } from '../tenant/unknownAnswerKeys.ts';
import { errorResponses } from '../http/schemas.ts';

/**
 * PUT /api/answer: replaces the stored answers of the questions the tenant
 * asks today. Keys its data model does not have are not stored (a client
 * cannot add keys), and answers stored under keys a later edit removed or
 * renamed are kept as they are: a save is never refused for them, and
 * never deletes them. Optimistic concurrency: with
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
      const answers = currentAnswers(app.tenant, request.body);
      const overlong = overlongAnswerKeys(app.tenant, answers);
      if (overlong.length > 0) throw new HttpError(400, messages.answerTooLong(overlong, app.tenant.characterLimit));
      const expected = parseIfMatch(request.headers['if-match']);
      if (expected === null) throw new HttpError(400, messages.ifMatchInvalid);
      const { userId } = requireSession(request);
      const now = () => app.clock.now();
      const revision = await applicationService.saveAnswers(app.db, now, userId, answers, expected, app.tenant);
      reply.header('ETag', `"${revision}"`);
      return { message: messages.answersSaved, revision };
    },
  );
}
