import type { SaveAnswersResponse, StudentAnswers } from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { parseIfMatch } from './parseIfMatch.ts';
import { HttpError } from '../http/httpError.ts';
import { messages } from '../messages.ts';
import { applicationRepository } from './applicationRepository.ts';
import { overlongAnswerKeys, unknownAnswerKeys } from '../tenant/unknownAnswerKeys.ts';
import { answersSchema, errorResponses } from '../http/schemas.ts';

/**
 * One durable UPDATE (a single round trip on PostgreSQL) when the application
 * is editable and at the expected revision; when it wrote nothing, the stored
 * row says why: submitted (409 with web_status) or a newer revision (409 with
 * the stored answers). When it is editable and at the expected revision after
 * all (it was older at the UPDATE and a concurrent save moved it on), the
 * save is tried again. A concurrent submit holds the row lock: the UPDATE
 * waits for it and then re-checks `submitted_at`, as the locked read did.
 */
async function saveAnswers(
  app: FastifyInstance,
  userId: string,
  answers: StudentAnswers,
  expected: number | undefined,
): Promise<number> {
  for (;;) {
    const revision = await applicationRepository.saveAnswersIfEditable(
      app.db,
      userId,
      answers,
      app.clock.now(),
      expected,
    );
    if (revision !== undefined) return revision;
    const current = await applicationRepository.find(app.db, userId);
    if (!current) throw new Error(`No application row for user ${userId}`);
    // web_status tells a client whose submit answer was lost that the submission did happen.
    if (current.submitted_at) throw new HttpError(409, messages.alreadySubmitted, { web_status: 'submitted' });
    if (expected !== undefined && expected !== current.revision) {
      throw new HttpError(409, messages.answersConflict, { revision: current.revision, answer: current.answers });
    }
  }
}

/**
 * PUT /api/answer: replaces the stored answers. Optimistic concurrency: with
 * `If-Match: "<revision>"` a stale revision gets 409 with the stored answers
 * and nothing is written; without If-Match the last write wins. Durable
 * before the response (one statement, fsynced on both databases).
 */
export async function answerRoute(app: FastifyInstance): Promise<void> {
  app.put<{ Body: StudentAnswers; Reply: SaveAnswersResponse }>(
    '/api/answer',
    {
      schema: {
        summary: 'Save the whole answers object (If-Match: "<revision>" for optimistic concurrency)',
        tags: ['application'],
        headers: { type: 'object', properties: { 'if-match': { type: 'string' } } },
        body: answersSchema,
        response: {
          200: {
            type: 'object',
            required: ['message', 'revision'],
            properties: { message: { type: 'string' }, revision: { type: 'integer' } },
          },
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
      const { userId } = request.session!;
      const revision = await saveAnswers(app, userId, answers, expected);
      reply.header('ETag', `"${revision}"`);
      return { message: messages.answersSaved, revision };
    },
  );
}
