import type { ServiceViewResponse } from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { staffLinkService } from './staffLinkService.ts';
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
    '/tmp-pdf',
    {
      schema: {
        operationId: 'getServiceView',
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
      const userId = await staffLinkService.openLink(app.db, request.query.service_token, app.clock.now(), request.ip);
      return staffLinkService.view(app.db, userId);
    },
  );
}
