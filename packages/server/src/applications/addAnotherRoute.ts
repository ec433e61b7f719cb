import {
  type AddAnotherCounts,
  addAnotherCountsSchema,
  type AddAnotherRequest,
  addAnotherRequestSchema,
  limits,
  type MessageResponse,
  messageResponseSchema,
} from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/httpError.ts';
import { messages } from '../messages.ts';
import { applicationService } from './applicationService.ts';
import { requireSession } from '../sessions/requireSession.ts';
import { errorResponses } from '../http/schemas.ts';

/** GET/PUT /api/add-another: how many instances of each add-another group show. */
export async function addAnotherRoute(app: FastifyInstance): Promise<void> {
  app.get<{ Reply: AddAnotherCounts }>(
    '/add-another',
    {
      schema: {
        operationId: 'getAddAnother',
        summary: 'Stored add-another counts (button_id -> count; a missing id means 1)',
        tags: ['application'],
        response: { 200: addAnotherCountsSchema, ...errorResponses(401) },
      },
    },
    async (request) => applicationService.addAnotherCounts(app.db, requireSession(request).userId),
  );

  app.put<{ Body: AddAnotherRequest; Reply: MessageResponse }>(
    '/add-another',
    {
      schema: {
        operationId: 'putAddAnother',
        summary: 'Save the number of instances of an add-another group',
        tags: ['application'],
        body: addAnotherRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 409) },
      },
    },
    async (request) => {
      const { button_id: buttonId, num_components: count } = request.body;
      const max = app.tenant.addAnotherMax.get(buttonId);
      if (max === undefined) throw new HttpError(400, messages.addAnotherUnknown(buttonId));
      const allowed = Math.min(max, limits.addAnotherMax);
      if (count < 1 || count > allowed) throw new HttpError(400, messages.addAnotherRange(allowed));
      const { userId } = requireSession(request);
      await applicationService.setAddAnother(app.db, userId, buttonId, count, app.clock.now());
      return { message: messages.addAnotherSaved };
    },
  );
}
