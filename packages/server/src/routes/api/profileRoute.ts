import type { ProfileResponse } from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { applicationRepository } from '../../repositories/applicationRepository.ts';
import { documentAnswerRepository } from '../../repositories/documentAnswerRepository.ts';
import { loginHistoryRepository } from '../../repositories/loginHistoryRepository.ts';
import { webStatusRepository } from '../../repositories/webStatusRepository.ts';
import { answersSchema, errorResponses } from '../schemas.ts';

const profileResponse = {
  type: 'object',
  required: ['answer', 'document_answer', 'username', 'last_page', 'successful_login', 'web_status', 'revision'],
  properties: {
    answer: answersSchema,
    document_answer: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        properties: { file_name: { type: 'string' }, file_size: { type: 'integer' } },
      },
    },
    username: { type: 'string' },
    last_page: { type: ['string', 'null'] },
    successful_login: {
      type: 'array',
      items: { type: 'object', properties: { logged_in_at: { type: 'string', format: 'date-time' } } },
    },
    web_status: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          web_status: { type: 'string', enum: ['started', 'validating', 'submitted'] },
          created_at: { type: 'string', format: 'date-time' },
        },
      },
    },
    revision: { type: 'integer' },
  },
} as const;

/** GET /api/profile: everything the app needs to resume (answers with their revision, status, history). */
export async function profileRoute(app: FastifyInstance): Promise<void> {
  app.get<{ Reply: ProfileResponse }>(
    '/api/profile',
    {
      schema: {
        summary: "The applicant's profile: answers, documents, last page, logins, status history, revision",
        tags: ['application'],
        response: { 200: profileResponse, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const { userId, username } = request.session!;
      const [application, documents, logins, statuses] = [
        await applicationRepository.find(app.db, userId),
        await documentAnswerRepository.listForUser(app.db, userId),
        await loginHistoryRepository.list(app.db, userId),
        await webStatusRepository.list(app.db, userId),
      ];
      const revision = application?.revision ?? 0;
      reply.header('ETag', `"${revision}"`);
      return {
        answer: application?.answers ?? {},
        document_answer: documents,
        username,
        last_page: application?.last_page ?? null,
        successful_login: logins.map((row) => ({ logged_in_at: row.logged_in_at.toISOString() })),
        web_status: statuses.map((row) => ({ web_status: row.web_status, created_at: row.created_at.toISOString() })),
        revision,
      };
    },
  );
}
