import {
  type MessageResponse,
  messageResponseSchema,
  type ValidationErrors,
  validationErrorsSchema,
} from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { messages } from '../messages.ts';
import { applicationService } from './applicationService.ts';
import { requireSession } from '../sessions/requireSession.ts';
import { errorResponses } from '../http/schemas.ts';

/** POST /api/validations: stores the latest error snapshot the app computed (field -> messages). */
export async function validationsRoute(app: FastifyInstance): Promise<void> {
  app.post<{ Body: ValidationErrors; Reply: MessageResponse }>(
    '/validations',
    {
      schema: {
        operationId: 'postValidations',
        summary: 'Store the validation errors the app shows (while validating)',
        tags: ['application'],
        body: { ...validationErrorsSchema, maxProperties: 2000 },
        response: { 200: messageResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { userId } = requireSession(request);
      await applicationService.saveValidationSnapshot(app.db, userId, request.body, app.clock.now());
      return { message: messages.validationsSaved };
    },
  );
}
