import type { FastifyInstance } from 'fastify';
import { sendPdf } from '../documents/sendPdf.ts';
import { HttpError } from '../http/httpError.ts';
import { errorResponses, pdfFileResponse } from '../http/schemas.ts';
import { staffLinkService } from '../staffLinks/staffLinkService.ts';
import { documentMessages } from '../documents/documentMessages.ts';

/** GET /service/recommendation-letter/{id}?service_token=...: a recommender's converted letter, for staff only. */
export async function staffRecommendationLetterRoute(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string }; Querystring: { service_token: string } }>(
    '/recommendation-letter/:id',
    {
      schema: {
        operationId: 'getStaffRecommendationLetter',
        summary: 'The converted letter of a recommendation of the application a staff link opens',
        tags: ['staff and prefill links'],
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 20 } } },
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['service_token'],
          properties: { service_token: { type: 'string', maxLength: 100 } },
        },
        response: { 200: pdfFileResponse, ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const userId = await staffLinkService.openLink(app.db, request.query.service_token, app.clock.now(), request.ip);
      const pdf = /^\d{1,18}$/.test(request.params.id)
        ? await app.recommendations.letterPdf(userId, request.params.id)
        : undefined;
      if (!pdf) throw new HttpError(404, documentMessages.noConvertedPdf);
      return sendPdf(reply, pdf.bytes, pdf.fileName, 'inline');
    },
  );
}
