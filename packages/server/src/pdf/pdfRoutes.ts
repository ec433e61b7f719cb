import { type PdfResponse, pdfResponseSchema } from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { documentMessages } from '../documents/documentMessages.ts';
import { sendPdf } from '../documents/sendPdf.ts';
import { HttpError } from '../http/httpError.ts';
import { errorResponses, pdfFileResponse } from '../http/schemas.ts';
import { requireSession } from '../sessions/requireSession.ts';

const tags = ['documents'];

/**
 * The PDF copy of the application (registered under /api/pdf): its status
 * (a build starts when the application changed) and the file. Every route
 * needs a live session.
 */
export async function pdfRoutes(app: FastifyInstance): Promise<void> {
  const { applicationPdf } = app.documents;
  app.get<{ Reply: PdfResponse }>(
    '',
    {
      schema: {
        operationId: 'getApplicationPdf',
        summary: 'Status of the PDF copy of the application (starts a build when the application changed)',
        tags,
        response: {
          200: pdfResponseSchema,
          ...errorResponses(401),
        },
      },
    },
    async (request) => applicationPdf.requestPdf(requireSession(request).userId),
  );

  app.get(
    '/file',
    {
      schema: {
        operationId: 'getApplicationPdfFile',
        summary: 'The PDF copy of the application (the url of GET /api/pdf)',
        tags,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { generation: { type: 'string', maxLength: 12 } },
        },
        response: { 200: pdfFileResponse, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const pdf = await applicationPdf.readPdf(requireSession(request).userId);
      if (!pdf) throw new HttpError(404, documentMessages.pdfNotReady);
      return sendPdf(reply, pdf, 'application.pdf');
    },
  );
}
