import type { FastifyInstance } from 'fastify';
import { documentMessages } from '../documents/documentMessages.ts';
import { sendPdf } from '../documents/sendPdf.ts';
import { HttpError } from '../http/httpError.ts';
import { staffLinkService } from './staffLinkService.ts';
import { errorResponses, pdfFileResponse } from '../http/schemas.ts';

/** GET /service/document-answer/{key}?service_token=...: a converted document for the read-only staff view. */
export async function serviceDocumentRoute(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { key: string }; Querystring: { service_token: string } }>(
    '/document-answer/:key',
    {
      schema: {
        operationId: 'getStaffDocumentPdf',
        summary: 'The converted PDF of a document of the application a staff link opens',
        tags: ['staff and prefill links'],
        params: { type: 'object', required: ['key'], properties: { key: { type: 'string', maxLength: 200 } } },
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
      const pdf = await app.documents.service.documentPdf(userId, request.params.key);
      if (!pdf) throw new HttpError(404, documentMessages.noConvertedPdf);
      return sendPdf(reply, pdf.bytes, pdf.fileName, 'inline');
    },
  );
}
