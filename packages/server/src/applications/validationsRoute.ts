import type { MessageResponse, ValidationErrors } from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { messages } from '../messages.ts';
import { validationSnapshotRepository } from './validationSnapshotRepository.ts';
import { errorResponses, messageResponse, validationErrorsSchema } from '../http/schemas.ts';

/** POST /api/validations: stores the latest error snapshot the app computed (field -> messages). */
export async function validationsRoute(app: FastifyInstance): Promise<void> {
  app.post<{ Body: ValidationErrors; Reply: MessageResponse }>(
    '/api/validations',
    {
      schema: {
        summary: 'Store the validation errors the app shows (while validating)',
        tags: ['application'],
        body: { ...validationErrorsSchema, maxProperties: 2000 },
        response: { 200: messageResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      await validationSnapshotRepository.save(app.db, request.session!.userId, request.body, app.clock.now());
      return { message: messages.validationsSaved };
    },
  );
}
