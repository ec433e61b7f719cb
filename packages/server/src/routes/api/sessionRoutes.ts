import type { FastifyInstance } from 'fastify';
import { messages } from '../../messages.ts';
import { errorResponses, messageResponse } from '../schemas.ts';

/** GET /api/logout and POST /api/keep-alive. */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/logout',
    {
      // A GET that changes state (the spec's call): refused when the browser says it comes from another site.
      config: { sessionOptional: true, csrf: 'fetch-metadata' },
      schema: {
        summary: 'End the session and clear both cookies (works without a live session too)',
        tags: ['accounts'],
        response: { 200: messageResponse, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      await app.sessions.logout(request, reply);
      return { message: messages.loggedOut };
    },
  );

  app.post(
    '/api/keep-alive',
    {
      schema: {
        summary: 'Count applicant activity (the app calls it while the applicant types); 204',
        tags: ['accounts'],
        response: { 204: { type: 'null' }, ...errorResponses(401) },
      },
    },
    async (_request, reply) => reply.code(204).send(),
  );
}
