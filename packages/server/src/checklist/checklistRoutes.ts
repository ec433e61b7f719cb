import { type ChecklistResponse, checklistResponseSchema } from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../http/schemas.ts';
import { requireSession } from '../sessions/requireSession.ts';

/**
 * GET /api/checklist: the applicant's checklist on the status page. Uploads
 * against an item go through the document routes with the item's document
 * key (/api/presigned-url, /api/pdf/document-answer/{key}).
 */
export async function checklistRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Reply: ChecklistResponse }>(
    '/checklist',
    {
      schema: {
        operationId: 'getChecklist',
        summary: 'The checklist after submission: each item shown for these answers, with its state',
        tags: ['application'],
        response: { 200: checklistResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => app.checklist.checklist(requireSession(request).userId),
  );
}
