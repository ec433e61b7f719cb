import type { ServiceViewResponse } from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { sha256 } from '../accounts/secretTokens.ts';
import { HttpError } from '../http/httpError.ts';
import { messages } from '../messages.ts';
import { applicationRepository } from '../applications/applicationRepository.ts';
import { documentAnswerRepository } from '../documents/documentAnswerRepository.ts';
import { serviceTokenRepository } from './serviceTokenRepository.ts';
import { answersSchema, errorResponses } from '../http/schemas.ts';

const serviceViewResponse = {
  type: 'object',
  required: ['answer', 'add_another', 'document_answer', 'tabs'],
  properties: {
    answer: answersSchema,
    add_another: { type: 'object', additionalProperties: { type: 'integer' } },
    document_answer: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        properties: { file_name: { type: 'string' }, file_size: { type: 'integer' } },
      },
    },
    tabs: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;

/**
 * GET /service/tmp-pdf?service_token=...: the read-only staff view of one
 * application. The token grants nothing else; every use is logged.
 */
export async function serviceViewRoute(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { service_token: string }; Reply: ServiceViewResponse }>(
    '/service/tmp-pdf',
    {
      schema: {
        summary: 'Read-only staff view of one application (?service_token=)',
        tags: ['staff and prefill links'],
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['service_token'],
          properties: { service_token: { type: 'string', maxLength: 100 } },
        },
        response: { 200: serviceViewResponse, ...errorResponses(403) },
      },
    },
    async (request) => {
      const token = await serviceTokenRepository.find(app.db, sha256(request.query.service_token));
      const now = app.clock.now();
      if (!token || token.revoked_at || token.expires_at.getTime() < now.getTime()) {
        throw new HttpError(403, messages.serviceTokenInvalid);
      }
      await serviceTokenRepository.recordUse(app.db, token.id, now, request.ip);
      const application = await applicationRepository.find(app.db, token.user_id);
      return {
        answer: application?.answers ?? {},
        add_another: application?.add_another ?? {},
        document_answer: await documentAnswerRepository.listForUser(app.db, token.user_id),
        tabs: application?.tabs ?? {},
      };
    },
  );
}
