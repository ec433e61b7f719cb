import { type ServiceViewResponse, serviceViewResponseSchema } from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { staffChecklistSection } from '../checklist/staffChecklistSection.ts';
import { staffLinkService } from './staffLinkService.ts';
import { errorResponses } from '../http/schemas.ts';

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
        response: { 200: serviceViewResponseSchema, ...errorResponses(403) },
      },
    },
    async (request) => {
      const userId = await staffLinkService.openLink(app.db, request.query.service_token, app.clock.now(), request.ip);
      const recommendations = await app.recommendations.forStaff(userId);
      return {
        ...(await staffLinkService.view(app.db, userId, app.tenantDefinitions)),
        ...(await staffChecklistSection(app, userId)),
        // Only when some were requested, as the checklist only when the tenant has one.
        ...(recommendations.length > 0 ? { recommendations } : {}),
      };
    },
  );
}
